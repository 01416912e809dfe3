import { TALK_JOIN_OPENS_MINUTES, type TalkDetail, type TalkSummary } from '@talent/contract/masterclass';
import { Video } from 'lucide-react';
import { formatTime, relativeTime } from '../../../lib/format.ts';
import { useTalk } from '../api/get-talk.ts';

const DAY_MS = 24 * 60 * 60_000;

/** When the link opens: its time when that is within a day, else how long before the start. */
function OpensAt({ at, zone, now }: { at: string; zone: string; now: Date }) {
  const wait = Date.parse(at) - now.getTime();
  return (
    <p className="flex items-center gap-2 text-sm text-ink-700">
      <Video aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
      {wait > DAY_MS ? (
        <span>The join link appears here {TALK_JOIN_OPENS_MINUTES} minutes before the start.</span>
      ) : (
        <span>
          The join link opens at <time dateTime={at}>{formatTime(at, zone)}</time>
          {wait > 0 && ` (${relativeTime(at, now)})`}.
        </span>
      )}
    </p>
  );
}

/**
 * How a registered person gets in: the link itself from TALK_JOIN_OPENS_MINUTES before the start until the end
 * (the server hands it out then), else when it opens.
 */
export function JoinLink({ talk, zone, now }: { talk: TalkDetail; zone: string; now: Date }) {
  if (talk.my_registration?.state !== 'registered') return null;
  if (talk.status !== 'scheduled' && talk.status !== 'live') return null;
  if (!talk.join_url) return <OpensAt at={talk.join_opens_at} zone={zone} now={now} />;
  return (
    <a
      href={talk.join_url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-control bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
    >
      <Video aria-hidden="true" className="size-4" />
      {talk.status === 'live' ? 'Join now' : 'Join the talk'}{' '}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * The join link on a list card: a card knows only the summary, so once the window is near (by this browser's
 * clock) or the talk is live, it reads the talk itself for the link.
 */
export function CardJoinLink({ talk, zone, now }: { talk: TalkSummary; zone: string; now: Date }) {
  const registered = talk.my_registration?.state === 'registered';
  const opensAt = Date.parse(talk.starts_at) - TALK_JOIN_OPENS_MINUTES * 60_000;
  const near = talk.status === 'live' || (talk.status === 'scheduled' && now.getTime() >= opensAt - 60_000);
  const detail = useTalk(talk.id, registered && near);
  if (!registered || (talk.status !== 'scheduled' && talk.status !== 'live')) return null;
  if (detail.data) return <JoinLink talk={detail.data} zone={zone} now={now} />;
  return <OpensAt at={new Date(opensAt).toISOString()} zone={zone} now={now} />;
}

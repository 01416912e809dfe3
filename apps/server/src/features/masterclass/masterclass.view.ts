import {
  TALK_JOIN_OPENS_MINUTES,
  type TalkCategory,
  type TalkDetail,
  type TalkRequest,
  type TalkRequestStatus,
  type TalkStatus,
  type TalkSummary,
} from '@talent/contract/masterclass';
import type { TalkFigures, TalkRequestRow, TalkRow } from './masterclass.repository.ts';

/** Ratings are shown once this many people rated. */
const MIN_RATINGS_SHOWN = 3;
const MINUTE = 60_000;

/** The talk's page in the web app. */
export const talkPath = (talk: Pick<TalkRow, 'id' | 'category'>) =>
  `/masterclass/${talk.category}/${talk.id}`;
export const TALK_REQUESTS_PATH = '/masterclass/talk-request';

/** Where the media of a talk are streamed from (candidates, or operators). */
export function mediaUrl(
  side: 'talent' | 'operator',
  talkId: string,
  media: 'recording' | 'captions' | 'slides',
) {
  const base = side === 'talent' ? '/talent/api/talks' : '/shared/api/operator/talks';
  return `${base}/${talkId}/${media}`;
}

export function statusOf(talk: Pick<TalkRow, 'cancelledAt' | 'startsAt' | 'endsAt'>, now: Date): TalkStatus {
  if (talk.cancelledAt) return 'cancelled';
  if (now < talk.startsAt) return 'scheduled';
  if (now < talk.endsAt) return 'live';
  return 'ended';
}

export const joinOpensAt = (talk: Pick<TalkRow, 'startsAt'>) =>
  new Date(talk.startsAt.getTime() - TALK_JOIN_OPENS_MINUTES * MINUTE);

/** Whether the join link is shown now: registered, not cancelled, from the opening until the end. */
export function joinOpen(talk: TalkRow, now: Date): boolean {
  return !talk.cancelledAt && now >= joinOpensAt(talk) && now < talk.endsAt;
}

/** "Ada Lovelace" → "Ada L.": what other candidates see of a person's name. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A member';
  if (parts.length === 1) return parts[0]!;
  return `${parts[0]} ${[...parts.at(-1)!][0]!.toUpperCase()}.`;
}

export function summaryJson(figures: TalkFigures, now: Date): TalkSummary {
  const { talk, mine } = figures;
  return {
    id: talk.id,
    category: talk.category as TalkCategory,
    title: talk.title,
    summary: talk.summary,
    speaker: { name: talk.speakerName, title: talk.speakerTitle },
    starts_at: talk.startsAt.toISOString(),
    ends_at: talk.endsAt.toISOString(),
    status: statusOf(talk, now),
    capacity: talk.capacity,
    seats_left: Math.max(0, talk.capacity - figures.registered),
    waitlist_count: figures.waitlisted,
    has_recording: talk.recordingFileId !== null,
    rating:
      figures.ratingCount >= MIN_RATINGS_SHOWN && figures.ratingAverage !== null
        ? { average: figures.ratingAverage, count: figures.ratingCount }
        : null,
    my_registration: mine
      ? {
          state: mine.state as 'registered' | 'waitlisted',
          waitlist_position: mine.state === 'waitlisted' ? figures.waitlistPosition : null,
          registered_at: mine.registeredAt.toISOString(),
        }
      : null,
    path: talkPath(talk),
  };
}

export interface DetailExtras {
  requestId: string | null;
  recordingDuration: number | null;
  myRating: { stars: number; comment: string } | null;
}

/** The talk page: everything about one talk, as the viewer may see it. */
export function detailJson(
  figures: TalkFigures,
  extras: DetailExtras,
  now: Date,
  side: 'talent' | 'operator' = 'talent',
): TalkDetail {
  const { talk, mine } = figures;
  const status = statusOf(talk, now);
  const attended = status === 'ended' && mine?.state === 'registered';
  return {
    ...summaryJson(figures, now),
    abstract: talk.abstract,
    speaker: {
      name: talk.speakerName,
      title: talk.speakerTitle,
      bio: talk.speakerBio,
      time_zone: talk.speakerTimeZone,
    },
    join_url: mine?.state === 'registered' && joinOpen(talk, now) ? talk.joinUrl : null,
    join_opens_at: joinOpensAt(talk).toISOString(),
    recording: talk.recordingFileId
      ? {
          video_url: mediaUrl(side, talk.id, 'recording'),
          captions_url: talk.captionsFileId ? mediaUrl(side, talk.id, 'captions') : null,
          duration_seconds: extras.recordingDuration ?? 0,
          chapters: talk.chapters,
        }
      : null,
    slides_url: talk.slidesFileId ? mediaUrl(side, talk.id, 'slides') : null,
    resources: talk.resources,
    attended_count: status === 'ended' ? figures.registered : null,
    can_rate: attended,
    my_rating: extras.myRating,
    request_id: extras.requestId,
    cancelled_reason: talk.cancelledReason,
  };
}

export function requestJson(
  row: {
    request: TalkRequestRow;
    authorName: string;
    votes: number;
    voted: boolean;
    talkCategory: string | null;
  },
  viewerId: string | null,
  side: 'talent' | 'operator' = 'talent',
): TalkRequest {
  const r = row.request;
  return {
    id: r.id,
    kind: r.kind as 'propose' | 'ask',
    topic: r.topic,
    category: r.category as TalkCategory,
    abstract: r.abstract,
    preferred_dates: r.preferredDates,
    speaker_bio: r.speakerBio,
    author_name: side === 'operator' ? row.authorName : shortName(row.authorName),
    mine: viewerId !== null && r.userId === viewerId,
    status: r.status as TalkRequestStatus,
    reason: r.status === 'declined' ? r.reason : null,
    talk_path:
      r.status === 'scheduled' && r.talkId && row.talkCategory
        ? talkPath({ id: r.talkId, category: row.talkCategory })
        : null,
    votes: row.votes,
    voted: row.voted,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function questionJson(
  row: {
    question: { id: string; userId: string; body: string; createdAt: Date };
    authorName: string;
    votes: number;
    voted: boolean;
  },
  viewerId: string | null,
) {
  return {
    id: row.question.id,
    body: row.question.body,
    author_name: shortName(row.authorName),
    mine: viewerId !== null && row.question.userId === viewerId,
    votes: Number(row.votes),
    voted: Boolean(row.voted),
    created_at: row.question.createdAt.toISOString(),
  };
}

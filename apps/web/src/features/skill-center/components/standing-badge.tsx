import { bandLabel, type MyStanding } from '@talent/contract/assessments';
import { Award, CircleDashed, CircleX, Hourglass } from 'lucide-react';
import { formatDateTime, relativeTime } from '../../../lib/format.ts';
import { STANDING_LABELS } from '../lib/standing.ts';

const TONES: Record<MyStanding['state'], string> = {
  new: 'bg-ink-100 text-ink-700',
  in_progress: 'bg-amber-100 text-amber-900',
  passed: 'bg-brand-100 text-brand-900',
  not_passed: 'bg-red-50 text-red-800',
};
const ICONS = { new: CircleDashed, in_progress: Hourglass, passed: Award, not_passed: CircleX };

/** My standing on a test: the state as a pill, then what it means (deadline, band and badge, best score). */
export function StandingBadge({ mine, timeZone, now }: { mine: MyStanding; timeZone: string; now: Date }) {
  const Icon = ICONS[mine.state];
  return (
    <div className="text-sm">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${TONES[mine.state]}`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {STANDING_LABELS[mine.state]}
      </span>
      {mine.state === 'in_progress' && mine.deadline_at && (
        <span className="ml-2 text-ink-700">
          ends {relativeTime(mine.deadline_at, now)}{' '}
          <span className="text-ink-500">({formatDateTime(mine.deadline_at, timeZone)})</span>
        </span>
      )}
      {mine.state === 'passed' && (
        <span className="ml-2 text-ink-700">
          {[mine.band && bandLabel(mine.band, mine.band_basis), mine.badge && `badge: ${mine.badge.title}`]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
      {mine.state === 'not_passed' && mine.best_percent !== null && (
        <span className="ml-2 text-ink-700">best {mine.best_percent}%</span>
      )}
    </div>
  );
}

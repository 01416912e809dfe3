import type { MyStanding } from '@talent/contract/assessments';
import { CalendarClock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { takeTestPath } from '../lib/paths.ts';
import { nextStep } from '../lib/standing.ts';

/** Start, resume, redo or retake a test, or the exact date from which it may be taken again. */
export function NextStepAction({
  slug,
  title,
  mine,
  timeZone,
  now,
  size = 'normal',
  hideWait = false,
}: {
  slug: string;
  title: string;
  mine: MyStanding;
  timeZone: string;
  now: Date;
  size?: 'normal' | 'small';
  /** Where the date is shown beside it already (the table's own column). */
  hideWait?: boolean;
}) {
  const step = nextStep(mine, now);
  if (step.kind === 'wait')
    return hideWait ? null : (
      <p className="inline-flex items-center gap-1.5 text-sm text-ink-700">
        <CalendarClock aria-hidden="true" className="size-4 text-ink-500" />
        Next attempt from {formatDateTime(step.until, timeZone)}
      </p>
    );
  const small = size === 'small' ? 'px-3 py-1.5' : '';
  return (
    <ButtonLink
      to={takeTestPath(slug)}
      variant={step.kind === 'resume' || step.kind === 'start' ? 'primary' : 'secondary'}
      className={small}
      aria-label={`${step.label}: ${title}`}
    >
      {step.label}
    </ButtonLink>
  );
}

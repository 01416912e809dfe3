import type { ShownWorkStyle } from '@talent/contract/work-style';
import { TopWorkStyles, WorkStyleBars } from '../../../components/work-style/work-style-scores.tsx';
import { shortDate } from '../lib/format.ts';

/**
 * The candidate's work-style result, present only when they show it on their profile. It is a self-report with
 * no good or bad answers, so the page says so next to it: it must never read as a score to screen on.
 */
export function ApplicantWorkStyle({
  workStyle,
  name,
  timeZone,
}: {
  workStyle: ShownWorkStyle;
  name: string;
  timeZone: string;
}) {
  return (
    <div className="space-y-4" data-testid="applicant-work-style">
      <p className="text-sm text-ink-700">
        {name} answered our self-reported work-style questionnaire on{' '}
        <time dateTime={workStyle.taken_at}>{shortDate(workStyle.taken_at, timeZone)}</time> and chose to show
        the result. It says how they prefer to contribute; it is not a hiring test, and there are no good or
        bad results.
      </p>
      <TopWorkStyles result={workStyle} voice="other" />
      <WorkStyleBars result={workStyle} caption="All five styles, each scored from 0 to 10" />
    </div>
  );
}

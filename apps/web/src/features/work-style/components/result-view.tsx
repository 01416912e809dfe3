import type { WorkStyleResult } from '@talent/contract/work-style';
import type { ReactNode, Ref } from 'react';
import { TopWorkStyles, WorkStyleBars } from '../../../components/work-style/work-style-scores.tsx';

/** The result: the top two styles explained, then all five scores; `children` holds what to do next. */
export function ResultView({
  result,
  headingRef,
  children,
}: {
  result: WorkStyleResult;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="result-heading" className="space-y-6">
      <div>
        <h2
          id="result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-semibold text-ink-900 focus:outline-none"
        >
          Your work style
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          The two ways you most like to contribute. Everyone uses all five; these are where you feel most at
          home.
        </p>
      </div>
      <TopWorkStyles result={result} />
      <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
        <WorkStyleBars result={result} caption="All five styles, each scored from 0 to 10" />
      </div>
      {children}
      <p className="text-xs text-ink-600">
        This is our own open questionnaire. It is not the GC Index and makes no claim to match it, and it is
        not a hiring test: there are no good or bad results.
      </p>
    </section>
  );
}

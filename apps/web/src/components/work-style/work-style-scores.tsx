import { useId } from 'react';
import { WORK_STYLE_INFO, WORK_STYLES, type WorkStyle } from '@talent/contract/work-style';

interface Scored {
  scores: Record<WorkStyle, number>;
  top: WorkStyle[];
}

/** "7.5": scores carry one decimal. */
const scoreText = (value: number) => value.toFixed(1);

/**
 * The two styles a person leans on most, each named and explained in plain words: to the person themselves
 * (`voice="self"`, the full description), or one sentence about them for others (`voice="other"`).
 */
export function TopWorkStyles({
  result,
  headingLevel = 'h3',
  voice = 'self',
}: {
  result: Scored;
  headingLevel?: 'h2' | 'h3';
  voice?: 'self' | 'other';
}) {
  const Heading = headingLevel;
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {result.top.map((style, index) => {
        const info = WORK_STYLE_INFO[style];
        return (
          <li key={style} className="rounded-card border border-brand-200 bg-brand-50/60 p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
              {index === 0 ? 'Strongest' : 'Second'} · {info.short}
            </p>
            <Heading className="mt-1 font-display text-lg font-semibold text-ink-900">{info.name}</Heading>
            <p className="mt-2 text-sm text-ink-700">{voice === 'self' ? info.description : info.summary}</p>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * All five scores as bars, each with its number in text (the bar is the picture, the number the fact), so the
 * chart reads the same without colour or sight.
 */
export function WorkStyleBars({ result, caption }: { result: Scored; caption: string }) {
  // Named by its caption explicitly too: not every browser and reader derives a figure's name from figcaption.
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-sm font-medium text-ink-700">
        {caption}
      </figcaption>
      <ul className="mt-3 space-y-3">
        {WORK_STYLES.map((style) => {
          const info = WORK_STYLE_INFO[style];
          const value = result.scores[style];
          const isTop = result.top.includes(style);
          return (
            <li key={style} className="grid grid-cols-[minmax(7rem,10rem)_1fr_auto] items-center gap-3">
              <span className="text-sm text-ink-800">
                <span className={isTop ? 'font-semibold' : undefined}>{info.name}</span>{' '}
                <span className="text-ink-600">({info.short})</span>
              </span>
              <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-ink-100">
                <span
                  className={`block h-full rounded-full ${isTop ? 'bg-brand-600' : 'bg-ink-400'}`}
                  style={{ width: `${value * 10}%` }}
                />
              </span>
              <span className="w-16 text-right text-sm tabular-nums text-ink-800">
                {scoreText(value)}
                <span className="text-ink-600"> / 10</span>
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

import { formatNumber } from '../../../lib/format.ts';

/**
 * The map's sequential colour scale. Job counts per country are heavily skewed (a few countries hold most
 * jobs), so the bins grow geometrically from 1 to the largest count and are rounded to 1-2-5 steps that read
 * well in the legend.
 */

/** Light to dark; the theme's brand ramp. Zero jobs get the neutral `EMPTY_FILL`. */
const RAMP = [
  'var(--color-brand-100)',
  'var(--color-brand-200)',
  'var(--color-brand-400)',
  'var(--color-brand-600)',
  'var(--color-brand-800)',
] as const;
export const EMPTY_FILL = 'var(--color-ink-100)';

export interface Bin {
  /** Lowest count in the bin (inclusive). */
  from: number;
  /** Highest count in the bin (inclusive); the last bin ends at the largest count. */
  to: number;
  fill: string;
  label: string;
}

function nice(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value * 0.8) ?? 10;
  return step * power;
}

/** Up to `steps` bins covering 1…max. */
export function scaleBins(max: number, steps = RAMP.length): Bin[] {
  if (max < 1) return [];
  const starts = [
    ...new Set(Array.from({ length: steps }, (_, i) => nice(Math.max(1, max ** (i / steps))))),
  ].filter((start) => start <= max);
  return starts.map((from, i) => {
    const next = starts[i + 1];
    const to = next === undefined ? max : next - 1;
    // Spread the ramp over the bins there are, so two bins are light and dark, not two light shades.
    const shade =
      starts.length === 1 ? RAMP.length - 1 : Math.round((i * (RAMP.length - 1)) / (starts.length - 1));
    const label = from === to ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}`;
    return { from, to, fill: RAMP[shade]!, label };
  });
}

export function fillFor(count: number, bins: Bin[]): string {
  if (count < 1) return EMPTY_FILL;
  let fill = EMPTY_FILL;
  for (const bin of bins) if (count >= bin.from) fill = bin.fill;
  return fill;
}

import { describe, expect, it } from 'vitest';
import { EMPTY_FILL, fillFor, scaleBins } from './map-scale.ts';

describe('map colour scale', () => {
  it('bins a skewed range geometrically with 1-2-5 bounds that cover every count once', () => {
    const bins = scaleBins(320);
    expect(bins.map((b) => b.label)).toEqual(['1–4', '5–9', '10–49', '50–99', '100–320']);
    expect(bins.map((b) => b.fill)).toEqual([
      'var(--color-brand-100)',
      'var(--color-brand-200)',
      'var(--color-brand-400)',
      'var(--color-brand-600)',
      'var(--color-brand-800)',
    ]);
    expect(fillFor(0, bins)).toBe(EMPTY_FILL);
    expect(fillFor(1, bins)).toBe(bins[0]!.fill);
    expect(fillFor(49, bins)).toBe(bins[2]!.fill);
    expect(fillFor(50, bins)).toBe(bins[3]!.fill);
    expect(fillFor(5000, bins)).toBe(bins[4]!.fill);
  });

  it('uses fewer, still contrasting bins for small counts, and none for no jobs', () => {
    const bins = scaleBins(3);
    expect(bins.map((b) => b.label)).toEqual(['1', '2–3']);
    expect(bins[0]!.fill).toBe('var(--color-brand-100)');
    expect(bins.at(-1)!.fill).toBe('var(--color-brand-800)');
    expect(scaleBins(0)).toEqual([]);
  });
});

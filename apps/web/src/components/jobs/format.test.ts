import { describe, expect, it } from 'vitest';
import { convertedSalaryText } from './format.ts';

describe('a job’s converted salary', () => {
  it('says the day of the rates it was converted at', () => {
    expect(
      convertedSalaryText({
        min: 100_000,
        max: 120_000,
        currency: 'USD',
        period: 'year',
        annual_converted: { min: 87_000, max: 104_400, currency: 'EUR', rates_date: '2025-11-01' },
      }),
    ).toBe('≈ €87K–€104.4K a year at the reference rates of 1 Nov 2025');
  });

  it('is exact and undated in the same currency, and left out when it would repeat the posted figure', () => {
    const monthly = {
      min: 8_000,
      max: 9_000,
      currency: 'EUR',
      period: 'month' as const,
      annual_converted: { min: 96_000, max: 108_000, currency: 'EUR', rates_date: null },
    };
    expect(convertedSalaryText(monthly)).toBe('€96K–€108K a year');
    expect(
      convertedSalaryText({
        ...monthly,
        period: 'year',
        annual_converted: { ...monthly.annual_converted, min: 8_000, max: 9_000 },
      }),
    ).toBeNull();
  });
});

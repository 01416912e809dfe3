import { describe, expect, it } from 'vitest';
import { offerFixture } from '../../../test/pipeline-fixtures.ts';
import { annualFigure, annualText, annualWithRates, ratesDate } from './format.ts';

describe('an offer’s annual figure', () => {
  it('is converted, approximate and dated when the currencies differ', () => {
    const offer = offerFixture();
    expect(annualWithRates(offer)).toBe('≈ $117,000 a year at the reference rates of 20 Nov 2026');
    expect(ratesDate(offer)).toBe('20 Nov 2026');
  });

  it('is never converted to its own currency: exact, undated, and not repeated for a yearly pay', () => {
    const monthly = offerFixture({
      pay: { amount: 9333, currency: 'EUR', period: 'month' },
      annual_equivalent: { amount: 111996, currency: 'EUR', rates_date: null },
    });
    expect(annualWithRates(monthly)).toBe('€111,996 a year');
    expect(ratesDate(monthly)).toBeNull();
    const yearly = offerFixture({
      pay: { amount: 112000, currency: 'EUR', period: 'year' },
      annual_equivalent: { amount: 112000, currency: 'EUR', rates_date: null },
    });
    expect(annualText(yearly)).toBeNull();
    // The comparison table still lists it, exactly.
    expect(annualFigure(yearly)).toBe('€112,000 a year');
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OfferTerms } from '@talent/contract/offers';
import { canonicalJson, canonicalTermsHash } from './terms-hash.ts';

const terms: OfferTerms = {
  title: 'Senior Backend Engineer',
  engagement_type: 'full_time',
  pay: { amount: 120000, currency: 'EUR', period: 'year' },
  start_date: '2027-01-04',
  benefits: ['Remote budget', 'Health insurance'],
  terms: '**Probation**: 3 months.',
  expires_at: '2026-12-01T09:00:00.000Z',
};

describe('canonicalTermsHash', () => {
  it('is the sha256 of the JSON with keys sorted at every depth', () => {
    const expected =
      '{"benefits":["Remote budget","Health insurance"],"engagement_type":"full_time",' +
      '"expires_at":"2026-12-01T09:00:00.000Z","pay":{"amount":120000,"currency":"EUR","period":"year"},' +
      '"start_date":"2027-01-04","terms":"**Probation**: 3 months.","title":"Senior Backend Engineer"}';
    expect(canonicalTermsHash(terms)).toBe(createHash('sha256').update(expected).digest('hex'));
    expect(canonicalTermsHash(terms)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the order of the keys, nor on the offset expires_at came with', () => {
    const reordered = {
      expires_at: '2026-12-01T10:00:00+01:00',
      terms: terms.terms,
      pay: { period: 'year', currency: 'EUR', amount: 120000 },
      benefits: terms.benefits,
      start_date: terms.start_date,
      engagement_type: terms.engagement_type,
      title: terms.title,
    } as OfferTerms;
    expect(canonicalTermsHash(reordered)).toBe(canonicalTermsHash(terms));
  });

  it('changes with any value, including the order of the benefits', () => {
    const base = canonicalTermsHash(terms);
    expect(canonicalTermsHash({ ...terms, pay: { ...terms.pay, amount: 120001 } })).not.toBe(base);
    expect(canonicalTermsHash({ ...terms, benefits: [...terms.benefits].reverse() })).not.toBe(base);
    expect(canonicalTermsHash({ ...terms, terms: `${terms.terms} ` })).not.toBe(base);
    expect(canonicalTermsHash({ ...terms, expires_at: '2026-12-01T09:00:01.000Z' })).not.toBe(base);
  });

  it('sorts nested keys and keeps arrays in order', () => {
    expect(canonicalJson({ b: [3, 1, { d: 1, c: 2 }], a: 'x' })).toBe('{"a":"x","b":[3,1,{"c":2,"d":1}]}');
  });
});

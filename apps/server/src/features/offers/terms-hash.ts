import { createHash } from 'node:crypto';
import type { OfferTerms } from '@talent/contract/offers';

/*
 * The hash a candidate signs: sha256 (hex) of the canonical JSON of the offer's terms. Canonical means keys sorted
 * at every depth, arrays kept in order, and the values exactly as stored and shown: the pay as three fields, the
 * benefits in their order, `expires_at` as a UTC ISO string (`2026-12-01T09:00:00.000Z`), whatever offset it came
 * with. Only the terms are hashed (never ids, status or the counter), so the same terms always give the same hash.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** JSON with the keys of every object sorted; arrays keep their order. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The signed fields only, with their stored values (an instant as its UTC ISO string). */
export function canonicalTerms(terms: OfferTerms): Json {
  return {
    title: terms.title,
    engagement_type: terms.engagement_type,
    pay: { amount: terms.pay.amount, currency: terms.pay.currency, period: terms.pay.period },
    start_date: terms.start_date,
    benefits: [...(terms.benefits ?? [])],
    terms: terms.terms ?? '',
    expires_at: new Date(terms.expires_at).toISOString(),
  };
}

export function canonicalTermsHash(terms: OfferTerms): string {
  return createHash('sha256')
    .update(canonicalJson(canonicalTerms(terms)), 'utf8')
    .digest('hex');
}

import { ValidationErrorSchema } from '@talent/contract/errors';
import type { Offer } from '@talent/contract/offers';
import { formatDay, formatDistance, formatInZone, formatMoney } from '../../../lib/format.ts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

export const PERIOD_WORDS: Record<Offer['pay']['period'], string> = {
  hour: 'an hour',
  day: 'a day',
  month: 'a month',
  year: 'a year',
};

export function money(amount: number, currency: string): string {
  return formatMoney(amount, currency);
}

/** "€9,000 a month (EUR)". */
export function payText(pay: Offer['pay']): string {
  return `${money(pay.amount, pay.currency)} ${PERIOD_WORDS[pay.period]}`;
}

/**
 * The pay as a year: "≈ $117,000 a year" converted, "€112,000 a year" in its own currency (exact, nothing
 * converted); null without a reference rate. A currency is never "converted" to itself.
 */
export function annualFigure(offer: Offer): string | null {
  const annual = offer.annual_equivalent;
  if (!annual) return null;
  const figure = `${money(annual.amount, annual.currency)} a year`;
  return annual.currency === offer.pay.currency ? figure : `≈ ${figure}`;
}

/** The annual figure where it adds to the pay line: not for a yearly pay in the same currency (it would repeat it). */
export function annualText(offer: Offer): string | null {
  const annual = offer.annual_equivalent;
  if (annual && annual.currency === offer.pay.currency && offer.pay.period === 'year') return null;
  return annualFigure(offer);
}

/** "≈ $117,000 a year at the reference rates of 20 Nov 2026", "€112,000 a year", or null (see annualText). */
export function annualWithRates(offer: Offer): string | null {
  const annual = annualText(offer);
  const rates = ratesDate(offer);
  return annual && rates ? `${annual} at the reference rates of ${rates}` : annual;
}

/** "20 Nov 2026": the day of the reference rates a converted figure used; null when nothing was converted. */
export function ratesDate(offer: Offer): string | null {
  const date = offer.annual_equivalent?.rates_date;
  return date ? dayText(date) : null;
}

/** A calendar date as written ("11 Jan 2027"), no zone shift. */
export function dayText(date: string): string {
  return formatDay(date);
}

/** "Mon 30 Nov 2026, 17:00" in the reader's zone. */
export function instantText(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, 'EEE d MMM yyyy, HH:mm');
}

/** The countdown to an offer's expiry: "2 days left", and whether it is close (under 48 hours) or over. */
export function countdown(expiresAt: string, now: Date): { text: string; soon: boolean; over: boolean } {
  const ms = Date.parse(expiresAt) - now.getTime();
  if (ms <= 0) return { text: 'Expired', soon: false, over: true };
  const left = formatDistance(expiresAt, now);
  return { text: `${left} left`, soon: ms < 48 * 3_600_000, over: false };
}

/** The time, refreshed every `everyMs` so countdowns move. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How the server compares the typed name with the account's: case and spaces aside. */
export function sameName(typed: string, account: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(typed) !== '' && norm(typed) === norm(account);
}

/** A 422's field errors (first message per field), or null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return null;
  const parsed = ValidationErrorSchema.safeParse(error.response.data);
  if (!parsed.success) return null;
  return Object.fromEntries(
    Object.entries(parsed.data.errors).map(([field, messages]) => [
      field,
      messages[0] ?? parsed.data.message,
    ]),
  );
}

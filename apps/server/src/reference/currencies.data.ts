import shipped from './exchange-rates.json' with { type: 'json' };
import type { RatesFile } from './exchange-rates.ts';

/*
 * Reference exchange rates, shipped with the app (exchange-rates.json, refreshed by `npm run rates:refresh`) for
 * converting salaries into a comparable figure; they are NOT live rates, and each carries the day it is from.
 */
const RATES = (shipped as RatesFile).rates;

/** Units of each currency per 1 USD. */
export const PER_USD: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(RATES).map(([currency, rate]) => [currency, rate.per_usd]),
);

/**
 * The day of the rates a conversion between these currencies used (the older one's, so it never claims more
 * than it had); null when none is converted, or a currency has no rate.
 */
export function ratesDate(...currencies: string[]): string | null {
  const distinct = [...new Set(currencies)];
  if (distinct.length < 2) return null;
  const dates = distinct.map((c) => RATES[c]?.date);
  if (dates.some((d) => d === undefined)) return null;
  return (dates as string[]).sort()[0]!;
}

/** Hours and days in a working year, to bring hourly, daily and monthly pay to an annual figure. */
export const PERIODS_PER_YEAR = { hour: 2080, day: 260, month: 12, year: 1 } as const;

export type SalaryPeriodKey = keyof typeof PERIODS_PER_YEAR;

/** `amount` per `period` in `currency` → annual USD at the reference rates; null for an unknown currency. */
export function annualUsd(amount: number, currency: string, period: SalaryPeriodKey): number | null {
  const rate = PER_USD[currency];
  if (!rate) return null;
  return Math.round((amount * PERIODS_PER_YEAR[period]) / rate);
}

/** Annual USD → annual amount in `currency`; null for an unknown currency. */
export function fromUsd(usd: number, currency: string): number | null {
  const rate = PER_USD[currency];
  if (!rate) return null;
  return Math.round(usd * rate);
}

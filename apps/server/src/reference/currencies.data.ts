/**
 * Reference exchange rates: units of each currency per 1 USD, rounded, as of late 2025. They are shipped with
 * the app for converting salaries into a comparable annual figure; they are NOT live rates.
 */
export const REFERENCE_RATES_DATE = '2025-11-01';

export const PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.87,
  GBP: 0.76,
  CHF: 0.8,
  CAD: 1.4,
  AUD: 1.53,
  NZD: 1.75,
  JPY: 153,
  CNY: 7.12,
  HKD: 7.77,
  SGD: 1.3,
  KRW: 1430,
  TWD: 30.7,
  INR: 88.7,
  PKR: 282,
  BDT: 122,
  LKR: 304,
  IDR: 16600,
  MYR: 4.2,
  PHP: 58.8,
  THB: 32.4,
  VND: 26300,
  AED: 3.67,
  SAR: 3.75,
  QAR: 3.64,
  ILS: 3.25,
  TRY: 42,
  EGP: 47.3,
  NGN: 1440,
  KES: 129,
  GHS: 11.2,
  ZAR: 17.3,
  MAD: 9.25,
  BRL: 5.38,
  MXN: 18.4,
  ARS: 1450,
  CLP: 940,
  COP: 3880,
  PEN: 3.38,
  UYU: 39.8,
  SEK: 9.45,
  NOK: 10.1,
  DKK: 6.47,
  PLN: 3.68,
  CZK: 21.1,
  HUF: 335,
  RON: 4.42,
  BGN: 1.7,
  RSD: 102,
  UAH: 41.8,
  GEL: 2.7,
};

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

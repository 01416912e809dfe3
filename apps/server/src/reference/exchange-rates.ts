/*
 * The shipped reference exchange rates: how the committed file is read, and how a fresh European Central Bank
 * publication is merged into it. Fetching happens only in scripts/refresh-rates.ts, run by a person; the app and
 * the tests never touch the network.
 */

/** One currency: units per 1 USD, and the day the rate was published. */
export interface DatedRate {
  per_usd: number;
  date: string;
}

export interface RatesFile {
  note: string;
  rates: Record<string, DatedRate>;
}

/** The ECB's daily file: euro reference rates (units per 1 EUR) for one day. */
export interface EcbDaily {
  date: string;
  perEur: Record<string, number>;
}

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `<Cube time='2026-11-24'><Cube currency='USD' rate='1.08'/>…` (quotes of either kind). */
export function parseEcbDaily(xml: string): EcbDaily {
  const date = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!date) throw new Error('The ECB file names no day (no <Cube time="…">).');
  const perEur: Record<string, number> = {};
  for (const match of xml.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g)) {
    const rate = Number(match[2]);
    if (Number.isFinite(rate) && rate > 0) perEur[match[1]!] = rate;
  }
  if (!perEur.USD) throw new Error(`The ECB file of ${date} has no USD rate to convert through.`);
  return { date, perEur };
}

/** Six significant digits: enough for salaries, and a diff a person can read. */
function round(value: number): number {
  return Number(value.toPrecision(6));
}

/**
 * The committed rates with the ECB's day merged in: each currency the ECB publishes (and the euro itself) takes
 * that day's rate through USD; the others keep their last rate and its date.
 */
export function mergeEcbDaily(current: RatesFile, ecb: EcbDaily): RatesFile {
  if (!ISO_DAY.test(ecb.date)) throw new Error(`Not a day: ${ecb.date}`);
  const usdPerEur = ecb.perEur.USD!;
  const published: Record<string, number> = { ...ecb.perEur, EUR: 1 };
  const rates: Record<string, DatedRate> = {};
  for (const [currency, previous] of Object.entries(current.rates)) {
    if (currency === 'USD') rates.USD = { per_usd: 1, date: ecb.date };
    else if (published[currency] !== undefined)
      rates[currency] = { per_usd: round(published[currency] / usdPerEur), date: ecb.date };
    else rates[currency] = previous;
  }
  return { note: current.note, rates };
}

/** The file as committed (prettier-clean JSON). */
export function serializeRates(file: RatesFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

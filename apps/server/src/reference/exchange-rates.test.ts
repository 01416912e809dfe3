import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import shipped from './exchange-rates.json' with { type: 'json' };
import { PER_USD, ratesDate } from './currencies.data.ts';
import { mergeEcbDaily, parseEcbDaily, serializeRates, type RatesFile } from './exchange-rates.ts';

// A saved ECB daily file (a fixture, never the network).
const fixture = () => readFile(join(import.meta.dirname, 'testing/ecb-daily.xml'), 'utf8');

const current: RatesFile = {
  note: 'test',
  rates: {
    USD: { per_usd: 1, date: '2025-11-01' },
    EUR: { per_usd: 0.87, date: '2025-11-01' },
    GBP: { per_usd: 0.76, date: '2025-11-01' },
    JPY: { per_usd: 153, date: '2025-11-01' },
    NGN: { per_usd: 1440, date: '2025-11-01' },
  },
};

describe('reference exchange rates', () => {
  it('reads the ECB daily file: its day and each currency per euro', async () => {
    const ecb = parseEcbDaily(await fixture());
    expect(ecb.date).toBe('2026-11-24');
    expect(ecb.perEur).toEqual({ USD: 1.16, JPY: 180.5, GBP: 0.88, CHF: 0.93, INR: 103.25 });
    expect(() => parseEcbDaily('<Cube><Cube currency="USD" rate="1.1"/></Cube>')).toThrow(/no day/);
    expect(() => parseEcbDaily("<Cube time='2026-11-24'><Cube currency='JPY' rate='180'/></Cube>")).toThrow(
      /no USD/,
    );
  });

  it('dates every rate it refreshes, through USD, and keeps the others with their own day', async () => {
    const next = mergeEcbDaily(current, parseEcbDaily(await fixture()));
    expect(next.rates).toEqual({
      USD: { per_usd: 1, date: '2026-11-24' },
      EUR: { per_usd: 0.862069, date: '2026-11-24' },
      GBP: { per_usd: 0.758621, date: '2026-11-24' },
      JPY: { per_usd: 155.603, date: '2026-11-24' },
      // Not published by the ECB: last known rate, last known day.
      NGN: { per_usd: 1440, date: '2025-11-01' },
    });
  });

  it('writes the file back as committed, and reads back what it wrote', async () => {
    const next = mergeEcbDaily(current, parseEcbDaily(await fixture()));
    const file = join(await mkdtemp(join(tmpdir(), 'rates-')), 'exchange-rates.json');
    await writeFile(file, serializeRates(next));
    const text = await readFile(file, 'utf8');
    expect(JSON.parse(text)).toEqual(next);
    expect(text.endsWith('}\n')).toBe(true);
    // The committed file is in exactly this form, so a refresh diff shows only changed rates.
    expect(serializeRates(shipped as RatesFile)).toBe(
      await readFile(join(import.meta.dirname, 'exchange-rates.json'), 'utf8'),
    );
  });

  it('dates a conversion by the older of its two rates, and never dates a currency against itself', () => {
    const rates = (shipped as RatesFile).rates;
    expect(PER_USD.EUR).toBe(rates.EUR!.per_usd);
    expect(ratesDate('EUR', 'USD')).toBe([rates.EUR!.date, rates.USD!.date].sort()[0]);
    expect(ratesDate('EUR', 'EUR')).toBeNull();
    expect(ratesDate('EUR', 'XYZ')).toBeNull();
    for (const rate of Object.values(rates)) expect(rate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

// `npm run rates:refresh`: fetches the ECB's daily reference rates and rewrites the committed rates file. Run by
// a person with network access, then reviewed and committed; the app never fetches rates.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ECB_DAILY_URL,
  mergeEcbDaily,
  parseEcbDaily,
  serializeRates,
  type RatesFile,
} from '../src/reference/exchange-rates.ts';

const file = join(import.meta.dirname, '../src/reference/exchange-rates.json');

const response = await fetch(ECB_DAILY_URL);
if (!response.ok) throw new Error(`${ECB_DAILY_URL} answered ${response.status}`);
const ecb = parseEcbDaily(await response.text());
const current = JSON.parse(await readFile(file, 'utf8')) as RatesFile;
const next = mergeEcbDaily(current, ecb);
await writeFile(file, serializeRates(next));
const kept = Object.entries(next.rates).filter(([, rate]) => rate.date !== ecb.date);
console.info(`Rates of ${ecb.date} written to ${file}.`);
if (kept.length > 0) {
  console.info(
    `Not published by the ECB, kept as they were: ${kept.map(([c, r]) => `${c} (${r.date})`).join(', ')}`,
  );
}

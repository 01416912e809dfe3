/**
 * The functions with the most self time in a V8 .cpuprofile (as written by `--cpu-prof`, e.g. from
 * `npm run bench:realtime -- --profile`), so a profile can be read without DevTools:
 *
 *   npx tsx apps/server/bench/realtime/profile-summary.ts <file.cpuprofile> [top] [last seconds]
 *   npx tsx apps/server/bench/realtime/profile-summary.ts <file.cpuprofile> [top] --window <from>-<to>
 *
 * With `last seconds`, only the samples of the end of the profile count (the bench run, not the server's start-up,
 * which migrates and seeds). With `--window`, only those between two monotonic-clock times in ms, as the bench
 * prints them for each cell's measured window under `--profile` (V8 stamps its samples with the same clock).
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const argv = process.argv.slice(2);
const windowAt = argv.indexOf('--window');
const window = windowAt >= 0 ? argv.splice(windowAt, 2)[1]!.split('-').map(Number) : undefined;
const [file, top = '25', last] = argv;
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top]');
  process.exit(1);
}
const profile = JSON.parse(await readFile(file, 'utf8')) as {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};
const byNode = new Map<number, number>();
const elapsed = profile.timeDeltas.reduce((sum, us) => sum + us, 0);
// Sample times in µs from the profile's start.
const from = window ? window[0]! * 1000 - profile.startTime : last ? elapsed - Number(last) * 1e6 : 0;
const to = window ? window[1]! * 1000 - profile.startTime : Infinity;
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from && at < to) byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const byFunction = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const us = byNode.get(node.id) ?? 0;
  total += us;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, '')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const idle = [...byFunction].filter(([key]) => key.startsWith('(idle)')).reduce((s, [, us]) => s + us, 0);
console.info(`${(total / 1e6).toFixed(1)} s sampled, ${((total - idle) / 1e6).toFixed(1)} s busy`);
const busy = [...byFunction].filter(([key]) => !key.startsWith('(idle)'));
for (const [key, us] of busy.sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.info(`${((us / Math.max(1, total - idle)) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

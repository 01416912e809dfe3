/**
 * `npm run bench:relevance`: the judged personas (src/seed/relevance-judgements.ts) against a seeded catalogue of
 * 2,000 jobs on an in-memory PGlite, through JobsService: "Best match" without words, the recommendations, and
 * "Newest" as the baseline. Prints precision@10 (share of the first ten that are the persona's own or neighbouring
 * work and open to them) and NDCG@10 per persona, as the Markdown table docs/benchmarks.md keeps.
 */
import { openPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { JobsService } from '../src/features/jobs/jobs.service.ts';
import { evaluateRelevance, meanOf, type Scores } from '../src/seed/relevance-judgements.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--jobs');
const JOBS = at >= 0 ? Number(args[at + 1]) : 2000;

const database = await openPglite({});
await migrate(database);
const jobs = new JobsService({ db: database.db });
const started = Date.now();
const reports = await evaluateRelevance(database.db, jobs, { jobs: JOBS, now: new Date() });
const cell = (s: Scores) => `${s.precision.toFixed(2)} / ${s.ndcg.toFixed(2)}`;
console.info(`Catalogue: ${JOBS} seeded jobs; ${reports.length} personas; ${Date.now() - started} ms.\n`);
console.info('| Persona | Best match (P@10 / NDCG@10) | Recommended | Newest (baseline) |');
console.info('| --- | --- | --- | --- |');
for (const r of reports)
  console.info(`| ${r.persona} | ${cell(r.bestMatch)} | ${cell(r.recommended)} | ${cell(r.newest)} |`);
console.info(
  `| **Mean** | **${cell(meanOf(reports, 'bestMatch'))}** | **${cell(meanOf(reports, 'recommended'))}** | ${cell(meanOf(reports, 'newest'))} |`,
);
await database.close();

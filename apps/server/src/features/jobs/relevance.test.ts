import { describe, expect, it } from 'vitest';
import { evaluateRelevance, meanOf } from '../../seed/relevance-judgements.ts';
import { useTestApp } from '../../test/harness.ts';
import { JobsService } from './jobs.service.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
const t = useTestApp({ now: () => NOW, logger: { level: 'error' } });

describe('relevance over the judged personas', () => {
  it('puts eligible jobs of the persona’s own kind of work in the first ten', async () => {
    const jobs = new JobsService({ db: t.database.db, now: () => NOW });
    // Postings dated from the database's clock, which decides what is still open.
    const reports = await evaluateRelevance(t.database.db, jobs, { jobs: 1500, now: new Date() });
    const best = meanOf(reports, 'bestMatch');
    const recommended = meanOf(reports, 'recommended');
    // At least 8 of the first 10 are the persona's own or neighbouring work and open to them, for every persona.
    for (const r of reports) {
      expect(r.bestMatch.precision, r.persona).toBeGreaterThanOrEqual(0.8);
      expect(r.recommended.precision, r.persona).toBeGreaterThanOrEqual(0.8);
    }
    expect(best.ndcg).toBeGreaterThanOrEqual(0.7);
    expect(recommended.ndcg).toBeGreaterThanOrEqual(0.7);
    // The order by date alone is far from it: the metric can tell a ranking from none.
    expect(meanOf(reports, 'newest').precision).toBeLessThan(0.5);
  });
});

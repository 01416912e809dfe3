import { describe, expect, it } from 'vitest';
import { exclusions } from './job-search.repository.ts';

const COMBOS = ['efslp', 'efsl', 'efs', 'ef', 'esl', 'es', 'e', 'fs', 'f'];

/** The fit tiers as the repository keeps them when only `present` atoms are known. */
function tiersOf(present: string): string[] {
  const kept: string[] = [];
  for (const combo of COMBOS) {
    const p = [...combo].filter((k) => present.includes(k)).join('');
    if (p && !kept.includes(p)) kept.push(p);
  }
  return kept;
}

describe('fit tier exclusions', () => {
  it('put every row in exactly the first tier it meets (or the rest), for every set of known atoms', () => {
    const atoms = 'efslp';
    for (let known = 1; known < 32; known++) {
      const present = [...atoms].filter((_, i) => known & (1 << i)).join('');
      const tiers = tiersOf(present);
      for (let row = 0; row < 32; row++) {
        const holds = (k: string) => (row & (1 << atoms.indexOf(k))) !== 0;
        const meets = (tier: string) => [...tier].every(holds);
        const first = tiers.findIndex(meets);
        const expected = first < 0 ? tiers.length : first;
        const accepting = [...tiers, ''].flatMap((tier, i) => {
          const groups = exclusions(tiers.slice(0, i), tier);
          const inBranch = meets(tier) && groups !== null && groups.every((g) => !meets(g));
          return inBranch ? [i] : [];
        });
        expect(accepting, `atoms ${present}, row ${row.toString(2)}`).toEqual([expected]);
      }
    }
  });
});

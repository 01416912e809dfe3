import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { SKILLS } from '../reference/skills.data.ts';
import type { SkillRef } from '../features/jobs/jobs.repository.ts';
import { buildJob, COMPANY_COUNTRY_CODES } from './job-generator.ts';

/** The taxonomy as the seed reads it (ids are the slugs here: no database). */
const refs = new Map<string, SkillRef>(
  SKILLS.map((s) => [s.slug, { id: s.slug, slug: s.slug, name: s.name, aliases: s.aliases }]),
);

/** Whole-word, case-insensitive: "Java" is not in "JavaScript", "C" is not in "C#". */
function names(title: string, name: string): boolean {
  const at = title.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return false;
  const before = title[at - 1] ?? ' ';
  const after = title[at + name.length] ?? ' ';
  return !/[\p{L}\p{N}#+]/u.test(before) && !/[\p{L}\p{N}#+]/u.test(after);
}

describe('the generated catalogue', () => {
  it('lists, among its required skills, every skill a job title names', () => {
    faker.seed(42);
    const now = new Date('2026-01-15T12:00:00Z');
    const disagreements: string[] = [];
    let named = 0;
    for (let i = 0; i < 3000; i++) {
      const country = COMPANY_COUNTRY_CODES[i % COMPANY_COUNTRY_CODES.length]!;
      const job = buildJob(faker, {
        company: { id: 'c', name: 'Acme', country },
        recruiterId: 'r',
        skills: refs,
        now,
      });
      const required = new Set(job.skills.filter((s) => s.required).map((s) => s.skillId));
      // Longest names first, so "React Native" answers for its own words and "React" is not asked for again.
      let rest = job.title;
      for (const skill of [...SKILLS].sort((a, b) => b.name.length - a.name.length)) {
        if (skill.name.length < 2 || !names(rest, skill.name)) continue;
        named++;
        rest = rest.replace(new RegExp(skill.name.replace(/[.+#]/g, '\\$&'), 'i'), ' ');
        if (!required.has(skill.slug)) disagreements.push(`${job.title}: ${skill.name}`);
      }
    }
    expect(named).toBeGreaterThan(200);
    expect([...new Set(disagreements)]).toEqual([]);
  });
});

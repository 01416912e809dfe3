/** The search mix of the job-search benchmark (fixed seed): shared by `jobs.bench.ts` and `explain-mix.ts`. */
import { faker } from '@faker-js/faker';

const BROAD = [
  'engineer',
  'developer',
  'remote',
  'senior',
  'manager',
  'software engineer',
  'remote developer',
];
const SPECIFIC = [
  'react',
  'python',
  'kubernetes',
  'data engineer',
  'product designer',
  'golang',
  'node.js',
  'java spring',
  'machine learning',
  'devops',
  'ios',
  'customer success',
  'frontend',
  'backend engineer',
  'typescript',
  'postgres',
  'security',
  'flutter',
  'sales',
  'analyst',
];
const TYPOS = ['kubernets', 'pyhton', 'javascrpt', 'postgress', 'tyepscript'];

export function buildMix(size = 400): string[] {
  faker.seed(42);
  const out: string[] = [];
  for (let i = 0; i < size; i++) {
    const p = new URLSearchParams();
    const kind = faker.number.float();
    if (kind < 0.3) p.set('q', faker.helpers.arrayElement(BROAD));
    else if (kind < 0.75) p.set('q', faker.helpers.arrayElement(SPECIFIC));
    else if (kind < 0.82) p.set('q', faker.helpers.arrayElement(TYPOS));
    // else: filters only
    if (faker.number.float() < 0.4)
      p.set(
        'work_mode',
        faker.helpers.arrayElements(['remote', 'hybrid', 'onsite'], { min: 1, max: 2 }).join(','),
      );
    if (faker.number.float() < 0.3)
      p.set(
        'seniority',
        faker.helpers.arrayElements(['junior', 'mid', 'senior', 'lead'], { min: 1, max: 2 }).join(','),
      );
    if (faker.number.float() < 0.15)
      p.set('employment_type', faker.helpers.arrayElement(['full_time', 'contract']));
    if (faker.number.float() < 0.25) p.set('eligible_only', 'true');
    else if (faker.number.float() < 0.15)
      p.set('country', faker.helpers.arrayElement(['BR', 'PT', 'IN', 'US', 'NG', 'PL']));
    if (faker.number.float() < 0.15) p.set('min_overlap', String(faker.helpers.arrayElement([2, 3, 4])));
    if (faker.number.float() < 0.2) {
      p.set('min_salary', String(faker.helpers.arrayElement([40_000, 60_000, 90_000])));
      p.set('currency', faker.helpers.arrayElement(['USD', 'EUR']));
    }
    if (faker.number.float() < 0.2) p.set('posted_within', faker.helpers.arrayElement(['7', '14', '30']));
    if (faker.number.float() < 0.1)
      p.set('skills', faker.helpers.arrayElement(['react', 'python', 'kubernetes', 'typescript']));
    const sort = faker.number.float();
    if (sort < 0.25) p.set('sort', 'newest');
    else if (sort < 0.4) p.set('sort', 'salary');
    out.push(`/talent/api/jobs?${p.toString()}`);
  }
  return out;
}

import { faker } from '@faker-js/faker';
import type { JobSummary, Seniority } from '@talent/contract/jobs';
import type { Db } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { jobs as jobsTable } from '../db/schema/jobs.schema.ts';
import type { JobsService } from '../features/jobs/jobs.service.ts';
import { createTalent, createTalentProfile } from './factories.ts';
import { seedJobs } from './seed-jobs.ts';

/*
 * A judged set for job relevance: seeded personas across kinds of work and countries, each with the generator
 * titles (see role-families.data.ts) a person like them expects near the top. The judgement reads the
 * generator's own titles and the job's eligibility, not the ranker's rules, so the ranker cannot grade itself.
 * Used by the relevance test (asserts a threshold) and `npm run bench:relevance` (reports the figures).
 */

export interface Persona {
  name: string;
  country: string;
  timezone: string;
  seniority: Seniority;
  headline: string;
  skills: string[];
  /** Generator titles of the persona's own work (gain 2). */
  core: string[];
  /** Neighbouring work they would also consider (gain 1). */
  near: string[];
}

export const PERSONAS: readonly Persona[] = [
  {
    name: 'React developer in Lagos',
    country: 'NG',
    timezone: 'Africa/Lagos',
    seniority: 'senior',
    headline: 'React frontend developer',
    skills: ['react', 'typescript', 'css', 'next-js'],
    core: ['Frontend Engineer', 'Frontend Developer', 'React Developer', 'UI Engineer'],
    near: ['Full Stack Engineer', 'Full Stack Developer', 'React Native Developer'],
  },
  {
    name: 'Java and Python backend engineer in Berlin',
    country: 'DE',
    timezone: 'Europe/Berlin',
    seniority: 'senior',
    headline: 'Backend engineer, Java and Python',
    skills: ['java', 'spring-boot', 'python', 'postgresql'],
    core: [
      'Backend Engineer',
      'Backend Developer',
      'Software Engineer, Backend',
      'API Engineer',
      'Java Developer',
      'Java Engineer',
      'Software Engineer, Java',
      'Python Developer',
      'Django Developer',
      'Python Engineer',
    ],
    near: ['Go Engineer', 'Golang Developer', 'Full Stack Engineer', 'Full Stack Developer', 'Data Engineer'],
  },
  {
    name: 'Data scientist in São Paulo',
    country: 'BR',
    timezone: 'America/Sao_Paulo',
    seniority: 'mid',
    headline: 'Data scientist',
    skills: ['python', 'machine-learning', 'sql', 'pandas'],
    core: ['Data Scientist', 'Machine Learning Engineer', 'ML Engineer', 'AI Engineer'],
    near: ['Data Engineer', 'Analytics Engineer', 'Data Analyst', 'BI Analyst'],
  },
  {
    name: 'Product designer in Manila',
    country: 'PH',
    timezone: 'Asia/Manila',
    seniority: 'mid',
    headline: 'Product designer',
    skills: ['figma', 'ux-design', 'user-research'],
    core: ['Product Designer', 'UX Designer', 'UI/UX Designer', 'Product Designer, Mobile'],
    near: ['Product Manager', 'Product Owner'],
  },
  {
    name: 'DevOps engineer in Toronto',
    country: 'CA',
    timezone: 'America/Toronto',
    seniority: 'lead',
    headline: 'DevOps engineer',
    skills: ['kubernetes', 'terraform', 'amazon-web-services', 'docker'],
    core: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer', 'Infrastructure Engineer'],
    near: ['Platform Engineer', 'Cloud Security Engineer'],
  },
  {
    name: 'Android developer in Bengaluru',
    country: 'IN',
    timezone: 'Asia/Kolkata',
    seniority: 'junior',
    headline: 'Android developer',
    skills: ['kotlin', 'android', 'java'],
    core: ['Android Developer', 'Android Engineer', 'Mobile Engineer, Android'],
    near: ['Mobile Developer', 'React Native Developer', 'Flutter Developer'],
  },
];

/** The generator title inside a posted title ("Senior React Developer" → "React Developer"), by exact suffix. */
function titled(title: string, list: readonly string[]): boolean {
  return list.some((t) => title === t || title.endsWith(` ${t}`));
}

/** 2: the persona's own work, 1: neighbouring work, 0: anything else or a job they may not take. */
export function gain(persona: Persona, job: { title: string; eligible: boolean }): number {
  if (!job.eligible) return 0;
  if (titled(job.title, persona.core)) return 2;
  return titled(job.title, persona.near) ? 1 : 0;
}

const dcg = (gains: number[]) => gains.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

export interface Scores {
  /** Share of the first ten that are the persona's own or neighbouring work and open to them. */
  precision: number;
  /** NDCG@10 against the best ten the catalogue holds for them. */
  ndcg: number;
}

export function scoreList(gains: number[], ideal: number[]): Scores {
  const top = gains.slice(0, 10);
  const best = [...ideal].sort((a, b) => b - a).slice(0, 10);
  return { precision: top.filter((g) => g > 0).length / 10, ndcg: best.length ? dcg(top) / dcg(best) : 0 };
}

export interface PersonaReport {
  persona: string;
  bestMatch: Scores;
  recommended: Scores;
  newest: Scores;
}

/** A fixed catalogue (the seed's generator, fixed faker seed), then every persona through the service. */
export async function evaluateRelevance(
  db: Db,
  jobs: JobsService,
  options: { jobs: number; now: Date },
): Promise<PersonaReport[]> {
  faker.seed(20_260_115);
  await seedJobs(db, { jobs: options.jobs, now: options.now });
  const reports: PersonaReport[] = [];
  // Every open job's gain per persona, for the ideal ordering.
  const all = await db
    .select({
      title: jobsTable.title,
      eligibleAnywhere: jobsTable.eligibleAnywhere,
      eligibleCountries: jobsTable.eligibleCountries,
    })
    .from(jobsTable)
    .where(eq(jobsTable.status, 'open'));
  for (const persona of PERSONAS) {
    const user = await createTalent(db, { timezone: persona.timezone });
    await createTalentProfile(db, user.id, {
      country: persona.country,
      timezone: persona.timezone,
      seniority: persona.seniority,
      headline: persona.headline,
      salary: null,
      skills: persona.skills,
    });
    const viewer = await jobs.viewer(user.id, persona.timezone, persona.timezone);
    const gains = (list: JobSummary[]) =>
      list.map((j) => gain(persona, { title: j.title, eligible: j.eligible === true }));
    const ideal = all.map((j) =>
      gain(persona, {
        title: j.title,
        eligible: j.eligibleAnywhere || j.eligibleCountries.includes(persona.country),
      }),
    );
    const best = await jobs.search({ limit: 10 }, viewer);
    const newest = await jobs.search({ limit: 10, sort: 'newest' }, viewer);
    const recommended = await jobs.recommended({ limit: 10 }, viewer);
    reports.push({
      persona: persona.name,
      bestMatch: scoreList(gains(best.data), ideal),
      recommended: scoreList(gains(recommended.data), ideal),
      newest: scoreList(gains(newest.data), ideal),
    });
  }
  return reports;
}

/** Means over the personas. */
export function meanOf(reports: PersonaReport[], surface: 'bestMatch' | 'recommended' | 'newest'): Scores {
  const n = reports.length || 1;
  return {
    precision: reports.reduce((s, r) => s + r[surface].precision, 0) / n,
    ndcg: reports.reduce((s, r) => s + r[surface].ndcg, 0) / n,
  };
}

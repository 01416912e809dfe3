import { faker } from '@faker-js/faker';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { findJob } from '../features/jobs/jobs.repository.ts';
import { createInvitation, createOperator, createTalent, createTalentProfile } from './factories.ts';
import { users } from '../db/schema/auth.schema.ts';
import { feedback } from '../db/schema/feedback.schema.ts';
import { identityVerifications } from '../db/schema/identity.schema.ts';
import { jobs as jobsTable } from '../db/schema/jobs.schema.ts';
import type { BadgeIssuer } from '../features/assessments/badge-issuer.ts';
import { seedDemoAssessments } from './seed-assessments.ts';
import { seedChat } from './seed-chat.ts';
import { markEliteJobs, seedJobs } from './seed-jobs.ts';
import { seedPipeline } from './seed-pipeline.ts';
import { seedDemoAssignments } from './seed-assignments.ts';
import { seedElite } from './seed-elite.ts';
import { seedMarketplaceOrders } from './seed-marketplace-orders.ts';
import { seedMasterclass } from './seed-masterclass.ts';
import { seedMarketplaceServices } from './seed-marketplace-services.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import type { BadgesService } from '../features/badges/badges.service.ts';
import { seedCourses, seedDemoLearning, type CourseMedia } from './seed-courses.ts';
import { SEEDED_TALENTS } from './seed-talents.ts';
import { userCount } from './user-count.ts';

const SEED = 20260101;
const EXTRA_TALENTS = 8;
export const DEFAULT_SEED_JOBS = 2000;

/** The demo accounts the README lists (the e2e tests sign in with them too). */
export const DEMO_ACCOUNTS = {
  talent: { email: 'demo@talent.test', password: 'Borderless-Demo-2026', name: 'Demo Talent' },
  operator: { email: 'operator@talent.test', password: 'Operator-Demo-2026', name: 'Demo Operator' },
  // Linked to a seeded recruiter with open jobs; chats with the demo talent (one browser each).
  recruiter: { email: 'recruiter@talent.test', password: 'Recruiter-Demo-2026', name: 'Rosa Lindqvist' },
} as const;

export { userCount };

/**
 * Deterministic demo data from the test factories. Refuses to touch a database that already holds users unless
 * `force` is given, so it can never pile fake people onto real ones.
 */
export async function seed(
  db: Db,
  {
    force = false,
    jobs = DEFAULT_SEED_JOBS,
    onProgress,
    appKey,
    badges,
    storage,
    certificates,
    media,
  }: {
    force?: boolean;
    jobs?: number;
    onProgress?: (done: number) => void;
    /** The app's key: given, the demo talent gets skill test attempts (their option ids are keyed with it). */
    appKey?: string;
    /** Issues the badge of the demo talent's passed test (the app's badges service, with its signing key). */
    badges?: BadgeIssuer;
    /** The app's file store: given, past masterclass talks get their slides as generated PDFs. */
    storage?: FileStorage;
    /** Signs the demo talent's course certificate (the app's badges service). */
    certificates?: Pick<BadgesService, 'issueCertificate'>;
    /** The file store and the data folder: given (with `appKey`), the courses are seeded with their clips. */
    media?: CourseMedia;
  } = {},
): Promise<{ seeded: boolean; users: number; jobs: number }> {
  if (!force && (await userCount(db)) > 0) return { seeded: false, users: 0, jobs: 0 };
  faker.seed(SEED);
  let created = 0;
  let createdJobs = 0;
  let demoTalentCreated = false;
  await db.transaction(async (tx) => {
    const demo = DEMO_ACCOUNTS;
    let demoTalentId: string | null = null;
    if (!force || !(await exists(tx, demo.talent.email))) {
      const talent = await createTalent(tx, { ...demo.talent, verified: true, timezone: 'Europe/Berlin' });
      // A full, onboarded profile (search and matching read its country, zone, level, pay and skills). No photo,
      // resume, video resume or identity check, so the completeness meter has real next steps to show.
      await createTalentProfile(tx, talent.id, {
        country: 'DE',
        city: 'Berlin',
        timezone: 'Europe/Berlin',
        seniority: 'senior',
        salary: { amount: 85_000, currency: 'EUR', period: 'year' },
        headline: 'Senior full-stack engineer — TypeScript, React and Node.js',
        desiredRole: 'Senior Full-Stack Engineer',
        bio:
          "I build product teams' web apps end to end: React front ends that stay fast on slow phones, Node.js " +
          'services on PostgreSQL, and the CI and AWS plumbing behind them. Six years in remote teams across ' +
          'four time zones; I like small pull requests, written decisions and measuring before optimising.',
        workAuthorization: ['DE'],
        links: {
          github: 'https://github.com/demo-talent',
          linkedin: 'https://www.linkedin.com/in/demo-talent',
          portfolio: null,
        },
        availability: 'within_1_month',
        noticePeriodWeeks: 4,
        jobSearchStatus: 'actively_looking',
        workModes: ['remote', 'hybrid'],
        employmentTypes: ['full_time', 'contract'],
        onboardedAt: new Date(),
        experience: [
          {
            company: 'Parcelwise',
            title: 'Senior Software Engineer',
            startMonth: '2022-03',
            endMonth: null,
            location: 'Berlin (remote)',
            description:
              'Lead engineer of the shipment tracking app (React, TypeScript) and its Node.js APIs; cut p95 page ' +
              'load from 4.1 s to 1.6 s and moved deployments to GitHub Actions with preview environments.',
          },
          {
            company: 'Lumen Health',
            title: 'Full-Stack Developer',
            startMonth: '2019-06',
            endMonth: '2022-02',
            location: 'Hamburg',
            description:
              'Built the clinician scheduling product from the first commit: GraphQL API on PostgreSQL, React ' +
              'front end, Docker-based local setup used by 14 engineers.',
          },
          {
            company: 'Brightlabs Agency',
            title: 'Junior Web Developer',
            startMonth: '2017-09',
            endMonth: '2019-05',
            location: 'Leipzig',
            description: 'Client websites and e-commerce integrations in JavaScript and PHP.',
          },
        ],
        education: [
          {
            school: 'Leipzig University',
            degree: 'BSc',
            field: 'Computer Science',
            startYear: 2014,
            endYear: 2017,
          },
        ],
        languages: [
          { code: 'de', level: 'native' },
          { code: 'en', level: 'fluent' },
          { code: 'es', level: 'conversational' },
        ],
        skills: [
          { slug: 'typescript', years: 6, level: 'expert' },
          { slug: 'react', years: 5, level: 'expert' },
          { slug: 'node-js', years: 6, level: 'expert' },
          { slug: 'postgresql', years: 4, level: 'advanced' },
          { slug: 'docker', years: 3, level: 'advanced' },
          { slug: 'amazon-web-services', years: 2, level: 'intermediate' },
          { slug: 'graphql', years: 2, level: 'intermediate' },
        ],
      });
      demoTalentId = talent.id;
      demoTalentCreated = true;
      created++;
    }
    if (!force || !(await exists(tx, demo.operator.email))) {
      await createOperator(tx, { ...demo.operator, verified: true, timezone: 'UTC' });
      created++;
    }
    for (let i = 0; i < EXTRA_TALENTS; i++) {
      const email = `talent${i + 1}@talent.test`;
      if (force && (await exists(tx, email))) continue;
      const talent = await createTalent(tx, {
        email,
        password: 'Borderless-Talent-2026',
        verified: i % 4 !== 3,
      });
      // A whole profile, so the recruiter's applicant pages read like real ones. Name and zone are set after the
      // insert: passing them to createTalent would skip faker draws and change every generated job after it.
      const person = SEEDED_TALENTS[i % SEEDED_TALENTS.length]!;
      await tx
        .update(users)
        .set({ name: person.name, timezone: person.timezone })
        .where(eq(users.id, talent.id));
      await createTalentProfile(tx, talent.id, { ...person.profile, onboardedAt: new Date() });
      // Two identity checks waiting for the operator's review (GET /shared/api/operator/identity-verifications).
      // The demo holds no document images: the reviewer sees metadata only anyway.
      if (i < 2) {
        await tx.insert(identityVerifications).values({
          userId: talent.id,
          documentType: 'passport',
          issuingCountry: i === 0 ? 'BR' : 'NG',
          submittedAt: new Date(Date.now() - (2 - i) * 3_600_000),
        });
        // And feedback waiting in the operators' inbox (/recruiter/feedback).
        await tx.insert(feedback).values({ userId: talent.id, ...SEEDED_FEEDBACK[i]! });
      }
      created++;
    }
    if (jobs > 0) createdJobs = (await seedJobs(tx, { jobs, ...(onProgress ? { onProgress } : {}) })).jobs;
    if (demoTalentId) await seedDemoInvitations(tx, demoTalentId);
    // Recruiter accounts and conversations; looks before it writes, so forcing again adds nothing twice.
    created += await seedChat(tx, {
      talentEmail: demo.talent.email,
      recruiter: demo.recruiter,
      otherTalentEmail: 'talent1@talent.test',
    });
    // Applications in every stage for the demo talent, and applicants on the recruiter login's jobs.
    await seedPipeline(tx, {
      talentEmail: demo.talent.email,
      recruiterEmail: demo.recruiter.email,
      applicantEmails: Array.from({ length: EXTRA_TALENTS }, (_, i) => `talent${i + 1}@talent.test`),
    });
    await markEliteJobs(tx, demo.talent.email);
  });
  // Outside the transaction: the attempts go through the assessments' own rules, grading code in the sandbox.
  if (appKey && demoTalentCreated) {
    await seedDemoAssessments(db, {
      talentEmail: DEMO_ACCOUNTS.talent.email,
      appKey,
      ...(badges ? { badges } : {}),
    });
    // A skill test and a video interview sent on the application in review (after the attempts: never the open one).
    await seedDemoAssignments(db, { talentEmail: DEMO_ACCOUNTS.talent.email, appKey });
  }
  // The elite programme: decided applications (the /elite page's figures) and three waiting for the operator's
  // review. Last, as its people draw from faker; the demo talent has no application, so the demo starts fresh.
  created += await seedElite(db, {
    operatorEmail: DEMO_ACCOUNTS.operator.email,
    ...(appKey ? { appKey } : {}),
    ...(badges ? { badges } : {}),
  });
  // Masterclass talks around the seed's clock (upcoming, full, past with slides) and talk requests in every status;
  // the registrants are the verified talents seeded above.
  await seedMasterclass(db, {
    operatorEmail: DEMO_ACCOUNTS.operator.email,
    demoEmail: DEMO_ACCOUNTS.talent.email,
    storage,
    clipCacheDir: media?.cacheDir,
  });
  // The courses we wrote (content/courses, clips rendered and cached in the data folder), and the demo talent's
  // progress: one completed with a certificate, one in progress halfway through a video.
  if (media && appKey) {
    const courseIds = await seedCourses(db, { media, appKey, operatorEmail: DEMO_ACCOUNTS.operator.email });
    await seedDemoLearning(db, {
      courseIds,
      talentEmail: DEMO_ACCOUNTS.talent.email,
      otherEmails: Array.from({ length: EXTRA_TALENTS }, (_, i) => `talent${i + 1}@talent.test`),
      ...(certificates ? { certificates } : {}),
    });
  }
  // Marketplace services of the demo talent and the elite programme's people (after the badges and certificates
  // above, so some skills show verified), with gallery images drawn here when there is a file store.
  await seedMarketplaceServices(db, { storage });
  // Marketplace orders on the services seeded before (skipped without them): the demo recruiter's in every stage,
  // one disputed for the operator, and the demo talent's own purchase. Through the orders' rules and ledger.
  await seedMarketplaceOrders(db, {
    talentEmail: DEMO_ACCOUNTS.talent.email,
    recruiterEmail: DEMO_ACCOUNTS.recruiter.email,
  });
  // Search estimates read the planner's statistics; PGlite has no autovacuum to gather them for a fresh catalogue.
  if (createdJobs > 0) await db.execute(sql`ANALYZE ${jobsTable}`);
  return { seeded: true, users: created, jobs: createdJobs };
}

/** Feedback from the first two seeded talents: a bug with its technical details, and an idea without. */
const SEEDED_FEEDBACK = [
  {
    category: 'bug' as const,
    whatHappened: 'I set a minimum salary in EUR, opened a job and came back: the filter was gone.',
    expected: 'The filters stay as I left them when I come back to the list.',
    context: {
      path: '/jobs?min_salary=60000&currency=EUR',
      user_agent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      viewport: { width: 1440, height: 900 },
      build_id: 'demo',
      console_errors: [],
    },
    tags: ['search'],
  },
  {
    category: 'idea' as const,
    whatHappened: 'I keep checking the Jobs page every morning for new remote roles in my time zone.',
    expected: 'A weekly mail with the new jobs that match my saved search.',
    context: null,
    tags: [],
  },
];

/**
 * The demo talent's invitations (they live in Germany): three pending, one naming a salary and one expiring in two
 * days, and one they declined; all to open jobs they may take from Germany, picked in a fixed order.
 */
async function seedDemoInvitations(db: Db, userId: string): Promise<void> {
  const eligible = and(
    eq(jobsTable.status, 'open'),
    sql`(${jobsTable.eligibleAnywhere} OR 'DE' = ANY(${jobsTable.eligibleCountries}))`,
  );
  // Recruiters invite people who fit: senior and lead roles sharing a skill with the demo profile come first.
  const fits = sql`${jobsTable.skillSlugs} && ARRAY['typescript','react','node-js','postgresql']::text[]
    AND ${jobsTable.seniority} IN ('senior', 'lead')`;
  const picked = await db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(eligible)
    .orderBy(sql`(${fits}) DESC`, desc(jobsTable.postedAt), asc(jobsTable.title))
    .limit(4);
  const found = await Promise.all(picked.map((j) => findJob(db, j.id)));
  const [first, second, third, fourth] = found;
  if (!first || !second || !third || !fourth) return;
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
  // The named salary sits at and above the top of the posted range, as a recruiter who wants this person would.
  const thousands = (n: number) => Math.round(n / 1000) * 1000;
  const offer =
    first.salaryMax && first.salaryCurrency && first.salaryPeriod === 'year'
      ? {
          salaryMin: thousands(first.salaryMax),
          salaryMax: thousands(first.salaryMax * 1.15),
          salaryCurrency: first.salaryCurrency,
          salaryPeriod: 'year' as const,
        }
      : { salaryMin: 85_000, salaryMax: 105_000, salaryCurrency: 'EUR', salaryPeriod: 'year' as const };
  await createInvitation(db, userId, {
    job: first,
    createdAt: hoursAgo(3),
    message: `Hi! I lead hiring for **${first.title}**. Your profile is close to what the team needs, and the role is open to people in Germany.\n\nWe can go above the posted range for the right person. If it sounds interesting, apply below and I will get back to you within a few days.`,
    ...offer,
  });
  await createInvitation(db, userId, {
    job: second,
    createdAt: hoursAgo(12 * 24),
    expiresAt: new Date(now + 2 * 86_400_000),
    message: `We are closing the shortlist for ${second.title} soon. Your skills match what we look for; would you like to be considered?`,
  });
  await createInvitation(db, userId, {
    job: third,
    createdAt: hoursAgo(30),
    message: `Your experience caught our eye. ${third.title} is a small team with plenty of ownership. Happy to answer questions once you apply.`,
  });
  await createInvitation(db, userId, {
    job: fourth,
    createdAt: hoursAgo(6 * 24),
    status: 'declined',
    declineReason: 'salary_too_low',
    declineNote: 'Thanks for thinking of me; the range is below what I am looking for.',
    respondedAt: hoursAgo(5 * 24),
    message: `Would you consider ${fourth.title}? We move fast: two interviews and a decision within a week.`,
  });
}

async function exists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return (row?.n ?? 0) > 0;
}

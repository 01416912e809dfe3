import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import {
  COMPLIANCE_CONSENT_STATEMENT,
  documentExpiry,
  ELITE_TRACKS,
  type EliteTrack,
} from '@talent/contract/elite';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.schema.ts';
import {
  complianceProfiles,
  complianceSignatures,
  eliteApplicationEvents,
  eliteApplications,
} from '../db/schema/elite.schema.ts';
import { identityVerifications } from '../db/schema/identity.schema.ts';
import { skills } from '../db/schema/jobs.schema.ts';
import type { BadgeIssuer } from '../features/assessments/badge-issuer.ts';
import { renderDocuments, type StoredDetails } from '../features/elite-compliance/compliance-documents.ts';
import { seal } from '../features/elite-compliance/sealed-values.ts';
import { FileKeyring } from '../lib/crypto/file-cipher.ts';
import { createTalent, createTalentProfile } from './factories.ts';

const DAY = 86_400_000;
const PASSWORD = 'Borderless-Talent-2026';

type Outcome = 'accepted' | 'waitlisted' | 'rejected' | 'submitted';

interface EliteCandidate {
  name: string;
  email: string;
  country: string;
  city: string;
  timezone: string;
  track: EliteTrack;
  headline: string;
  /** Profile skills (catalogue slugs), strongest first; the join form names their catalogue names. */
  skills: string[];
  years: number;
  english: 'professional' | 'fluent' | 'native';
  github: string;
  portfolio: string;
  motivation: string;
  rate: { amount: number; currency: string; period: 'hour' | 'month' };
  hours: number;
  outcome: Outcome;
  /** When the application was sent for review, in days before now; the decision comes a few days later. */
  sentDaysAgo: number;
  reason?: string;
  gapTests?: string[];
}

/*
 * Written by hand, like the seeded talents: a dozen decided applications (so the /elite page shows stage figures)
 * and three sent for review that wait for the operator.
 */
const CANDIDATES: EliteCandidate[] = [
  {
    name: 'Mariana Costa',
    email: 'elite1@talent.test',
    country: 'PT',
    city: 'Lisbon',
    timezone: 'Europe/Lisbon',
    track: 'frontend',
    headline: 'Frontend engineer — React, TypeScript and accessible design systems',
    skills: ['react', 'typescript', 'javascript', 'css'],
    years: 8,
    english: 'fluent',
    github: 'https://github.com/mariana-costa',
    portfolio: 'https://marianacosta.dev',
    motivation:
      'I have led two design-system rebuilds and want to work with product teams that treat accessibility as a requirement, not a ticket.',
    rate: { amount: 7_000, currency: 'EUR', period: 'month' },
    hours: 40,
    outcome: 'accepted',
    sentDaysAgo: 110,
    reason: 'Top-band React and TypeScript results and a portfolio with real accessibility audits behind it.',
  },
  {
    name: 'Kwame Mensah',
    email: 'elite2@talent.test',
    country: 'GH',
    city: 'Accra',
    timezone: 'Africa/Accra',
    track: 'backend',
    headline: 'Backend engineer — Go services, PostgreSQL and event-driven systems',
    skills: ['go', 'postgresql', 'sql', 'kubernetes'],
    years: 9,
    english: 'fluent',
    github: 'https://github.com/kwame-mensah',
    portfolio: '',
    motivation:
      'I build payment backends that stay up during the busiest hour of the year and want clients who value that kind of care.',
    rate: { amount: 65, currency: 'USD', period: 'hour' },
    hours: 35,
    outcome: 'accepted',
    sentDaysAgo: 95,
    reason: 'Clear system-design answers and strong Go and SQL results; references praise incident handling.',
  },
  {
    name: 'Elif Yılmaz',
    email: 'elite3@talent.test',
    country: 'TR',
    city: 'Istanbul',
    timezone: 'Europe/Istanbul',
    track: 'data',
    headline: 'Data engineer — Python, dbt and warehouse modelling',
    skills: ['python', 'sql', 'postgresql', 'apache-airflow'],
    years: 6,
    english: 'professional',
    github: 'https://github.com/elif-yilmaz',
    portfolio: '',
    motivation:
      'Most of my work is making analysts trust the numbers again. I want longer engagements where data quality is part of the brief.',
    rate: { amount: 5_500, currency: 'EUR', period: 'month' },
    hours: 40,
    outcome: 'accepted',
    sentDaysAgo: 70,
    reason: 'Excellent SQL and Python results and a well-documented open-source dbt package.',
  },
  {
    name: 'Diego Ramírez',
    email: 'elite4@talent.test',
    country: 'MX',
    city: 'Guadalajara',
    timezone: 'America/Mexico_City',
    track: 'full_stack',
    headline: 'Full-stack engineer — React and Node.js for SaaS products',
    skills: ['react', 'node-js', 'typescript', 'postgresql'],
    years: 7,
    english: 'fluent',
    github: 'https://github.com/diego-ramirez',
    portfolio: 'https://diegoramirez.mx',
    motivation:
      'I like owning a feature from the database to the button. I am looking for US-hours clients who ship weekly and measure what they ship.',
    rate: { amount: 60, currency: 'USD', period: 'hour' },
    hours: 40,
    outcome: 'accepted',
    sentDaysAgo: 40,
    reason:
      'Passed every track test at the advanced mark; the take-home style answers were concise and tested.',
  },
  {
    name: 'Aigerim Sadykova',
    email: 'elite5@talent.test',
    country: 'KZ',
    city: 'Almaty',
    timezone: 'Asia/Almaty',
    track: 'devops',
    headline: 'DevOps engineer — AWS, Terraform and Kubernetes platforms',
    skills: ['amazon-web-services', 'docker', 'kubernetes', 'terraform'],
    years: 6,
    english: 'professional',
    github: 'https://github.com/aigerim-s',
    portfolio: '',
    motivation:
      'I turn fragile deploy scripts into platforms teams can self-serve, and I would like to do that for companies that are scaling fast.',
    rate: { amount: 5_000, currency: 'USD', period: 'month' },
    hours: 40,
    outcome: 'waitlisted',
    sentDaysAgo: 60,
    reason: 'A strong profile; the DevOps track has no open client requests this quarter.',
  },
  {
    name: 'Rahul Mehta',
    email: 'elite6@talent.test',
    country: 'IN',
    city: 'Pune',
    timezone: 'Asia/Kolkata',
    track: 'devops',
    headline: 'Site reliability engineer — observability and incident response',
    skills: ['docker', 'amazon-web-services', 'kubernetes', 'prometheus'],
    years: 5,
    english: 'fluent',
    github: 'https://github.com/rahul-mehta-sre',
    portfolio: '',
    motivation:
      'I have run on-call for a 40-service platform and written the runbooks people actually use. I want to bring that to remote teams.',
    rate: { amount: 4_200, currency: 'USD', period: 'month' },
    hours: 40,
    outcome: 'waitlisted',
    sentDaysAgo: 45,
    reason: 'Good results and solid references; waitlisted until the DevOps track has client demand again.',
  },
  {
    name: 'Sofia Lindgren',
    email: 'elite7@talent.test',
    country: 'SE',
    city: 'Gothenburg',
    timezone: 'Europe/Stockholm',
    track: 'design',
    headline: 'Product designer — design systems and research-led UX',
    skills: ['figma', 'user-research', 'prototyping'],
    years: 7,
    english: 'fluent',
    github: '',
    portfolio: 'https://sofialindgren.design',
    motivation:
      'I want to work with engineering-led teams that need a designer who can run research, write the spec and pair on the front end.',
    rate: { amount: 6_500, currency: 'EUR', period: 'month' },
    hours: 32,
    outcome: 'waitlisted',
    sentDaysAgo: 30,
    reason:
      'A portfolio we liked a lot; design requests are few right now, and you are near the top of the list.',
  },
  {
    name: 'Tunde Adeyemi',
    email: 'elite8@talent.test',
    country: 'NG',
    city: 'Lagos',
    timezone: 'Africa/Lagos',
    track: 'backend',
    headline: 'Backend developer — Java and Spring Boot',
    skills: ['java', 'spring-boot', 'sql'],
    years: 4,
    english: 'fluent',
    github: 'https://github.com/tunde-adeyemi',
    portfolio: '',
    motivation:
      'I have shipped banking integrations in Spring Boot and want to grow into system design on larger products with senior peers.',
    rate: { amount: 3_500, currency: 'USD', period: 'month' },
    hours: 40,
    outcome: 'rejected',
    sentDaysAgo: 120,
    reason: 'Solid Java, but the system-design test was below the bar for the Backend track.',
    gapTests: ['system-design'],
  },
  {
    name: 'Hana Kobayashi',
    email: 'elite9@talent.test',
    country: 'JP',
    city: 'Osaka',
    timezone: 'Asia/Tokyo',
    track: 'frontend',
    headline: 'Frontend developer — Vue and TypeScript',
    skills: ['vue-js', 'typescript', 'javascript'],
    years: 3,
    english: 'professional',
    github: 'https://github.com/hana-kobayashi',
    portfolio: 'https://hana.dev',
    motivation:
      'I want to move from agency work to long product engagements and learn React deeply while working with an experienced team.',
    rate: { amount: 4_000, currency: 'USD', period: 'month' },
    hours: 30,
    outcome: 'rejected',
    sentDaysAgo: 50,
    reason:
      'Good TypeScript result; the React requirement is met by the React test, which was not passed yet.',
    gapTests: ['react'],
  },
  {
    name: 'Lucas Moreau',
    email: 'elite10@talent.test',
    country: 'FR',
    city: 'Lyon',
    timezone: 'Europe/Paris',
    track: 'data',
    headline: 'Data analyst moving into data engineering',
    skills: ['sql', 'python', 'tableau'],
    years: 3,
    english: 'professional',
    github: 'https://github.com/lucas-moreau',
    portfolio: '',
    motivation:
      'I build the dashboards leadership reads every Monday and now want to own the pipelines behind them, with mentoring on the way.',
    rate: { amount: 4_500, currency: 'EUR', period: 'month' },
    hours: 40,
    outcome: 'rejected',
    sentDaysAgo: 35,
    reason: 'A clear SQL pass; the Python test is the gap for the Data track.',
    gapTests: ['python'],
  },
  {
    name: 'Olena Kovalenko',
    email: 'elite11@talent.test',
    country: 'UA',
    city: 'Lviv',
    timezone: 'Europe/Kyiv',
    track: 'product',
    headline: 'Product manager — B2B SaaS, discovery and pricing',
    skills: ['product-management', 'user-research', 'sql'],
    years: 6,
    english: 'fluent',
    github: '',
    portfolio: 'https://olenakovalenko.com',
    motivation:
      'I have taken two B2B products from first customer to product-market fit and want fractional roles with founders who write.',
    rate: { amount: 70, currency: 'USD', period: 'hour' },
    hours: 25,
    outcome: 'rejected',
    sentDaysAgo: 25,
    reason: 'Strong discovery work; the system-design test is needed for the Product track.',
    gapTests: ['system-design'],
  },
  {
    name: 'Minh Tran',
    email: 'elite12@talent.test',
    country: 'VN',
    city: 'Da Nang',
    timezone: 'Asia/Ho_Chi_Minh',
    track: 'mobile',
    headline: 'Mobile developer — React Native apps in production',
    skills: ['react-native', 'react', 'typescript'],
    years: 4,
    english: 'professional',
    github: 'https://github.com/minh-tran-rn',
    portfolio: 'https://minhtran.app',
    motivation:
      'I ship React Native apps with offline sync and want to work on consumer products with real usage and a release cadence.',
    rate: { amount: 3_800, currency: 'USD', period: 'month' },
    hours: 40,
    outcome: 'rejected',
    sentDaysAgo: 18,
    reason: 'Good React result; the JavaScript or TypeScript test was not passed at the mark.',
    gapTests: ['typescript'],
  },
  // Waiting for the operator.
  {
    name: 'Ayesha Khan',
    email: 'elite13@talent.test',
    country: 'PK',
    city: 'Lahore',
    timezone: 'Asia/Karachi',
    track: 'full_stack',
    headline: 'Full-stack engineer — Next.js, Node.js and PostgreSQL',
    skills: ['react', 'node-js', 'postgresql', 'typescript'],
    years: 6,
    english: 'fluent',
    github: 'https://github.com/ayesha-khan',
    portfolio: 'https://ayeshakhan.dev',
    motivation:
      'I run the full stack of a logistics SaaS used across three countries and want clients who need one engineer to own a product area.',
    rate: { amount: 5_000, currency: 'USD', period: 'month' },
    hours: 40,
    outcome: 'submitted',
    sentDaysAgo: 4,
  },
  {
    name: 'Jonas Becker',
    email: 'elite14@talent.test',
    country: 'AT',
    city: 'Vienna',
    timezone: 'Europe/Vienna',
    track: 'backend',
    headline: 'Backend engineer — Python, FastAPI and system design',
    skills: ['python', 'fastapi', 'postgresql', 'redis'],
    years: 10,
    english: 'fluent',
    github: 'https://github.com/jonas-becker',
    portfolio: '',
    motivation:
      'Ten years of APIs that other teams build on. I want to help smaller companies get their architecture right before it hurts.',
    rate: { amount: 85, currency: 'EUR', period: 'hour' },
    hours: 30,
    outcome: 'submitted',
    sentDaysAgo: 2,
  },
  {
    name: 'Camila Rojas',
    email: 'elite15@talent.test',
    country: 'CO',
    city: 'Medellín',
    timezone: 'America/Bogota',
    track: 'data',
    headline: 'Analytics engineer — SQL, Python and experimentation',
    skills: ['python', 'sql', 'pandas'],
    years: 5,
    english: 'professional',
    github: 'https://github.com/camila-rojas',
    portfolio: '',
    motivation:
      'I design experiments and the pipelines that report them. I want to work with growth teams in US hours on problems with real traffic.',
    rate: { amount: 4_800, currency: 'USD', period: 'month' },
    hours: 40,
    outcome: 'submitted',
    sentDaysAgo: 1,
  },
];

/** How many people the elite seed adds (the seed's own test counts them). */
export const ELITE_SEEDED_TALENTS = CANDIDATES.length;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The elite programme's demo: the candidates above with their profiles, a verified identity, the submitted forms,
 * compliance details and signatures, and the history the operator sees; decided ones carry the demo operator's
 * decision. The three waiting for review get badges for their track's tests when an issuer is given. The demo talent
 * gets nothing, so the demo starts fresh. Looks before it writes. Returns the people added.
 */
export async function seedElite(
  db: Db,
  {
    operatorEmail,
    appKey,
    badges,
    now = new Date(),
  }: { operatorEmail: string; appKey?: string; badges?: BadgeIssuer; now?: Date },
): Promise<number> {
  // Sealed values need the app key; without it the seeded candidates simply have no compliance rows.
  const keyring = appKey ? FileKeyring.fromAppKey(appKey) : null;
  const [existing] = await db.select({ n: count() }).from(eliteApplications);
  if ((existing?.n ?? 0) > 0) return 0;
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, operatorEmail))
    .limit(1);
  const slugs = [...new Set(CANDIDATES.flatMap((c) => c.skills))];
  const names = new Map(
    (
      await db
        .select({ slug: skills.slug, name: skills.name })
        .from(skills)
        .where(inArray(skills.slug, slugs))
    ).map((s) => [s.slug, s.name]),
  );
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const taken = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            CANDIDATES.map((c) => c.email),
          ),
        )
    ).map((u) => u.email),
  );

  let added = 0;
  for (const [index, person] of CANDIDATES.entries()) {
    if (taken.has(person.email)) continue;
    added += 1;
    const user = await createTalent(db, {
      name: person.name,
      email: person.email,
      password: PASSWORD,
      verified: true,
      timezone: person.timezone,
    });
    const known = person.skills.filter((slug) => names.has(slug));
    await createTalentProfile(db, user.id, {
      country: person.country,
      city: person.city,
      timezone: person.timezone,
      seniority: person.years >= 7 ? 'senior' : 'mid',
      headline: person.headline,
      desiredRole: person.headline.split(' — ')[0]!,
      workAuthorization: [person.country],
      availability: 'within_1_month',
      noticePeriodWeeks: 4,
      jobSearchStatus: 'open_to_offers',
      workModes: ['remote'],
      employmentTypes: ['full_time', 'contract'],
      links: { github: person.github || null, portfolio: person.portfolio || null },
      skills: known.map((slug, i) => ({
        slug,
        years: Math.max(1, person.years - i),
        level: i === 0 ? 'expert' : 'advanced',
      })),
      experience: [
        {
          company: 'Independent',
          title: person.headline.split(' — ')[0]!,
          startMonth: `${now.getUTCFullYear() - person.years}-03`,
        },
      ],
      languages: [{ code: 'en', level: person.english }],
      onboardedAt: ago(person.sentDaysAgo + 60),
    });
    const started = ago(person.sentDaysAgo + 6);
    await db.insert(identityVerifications).values({
      userId: user.id,
      documentType: 'passport',
      issuingCountry: person.country,
      status: 'verified',
      submittedAt: ago(person.sentDaysAgo + 20),
      decidedAt: ago(person.sentDaysAgo + 19),
    });

    const joinAt = ago(person.sentDaysAgo + 6, -1);
    const workAt = ago(person.sentDaysAgo + 5);
    const signedAt = ago(person.sentDaysAgo + 1);
    const sentAt = ago(person.sentDaysAgo);
    const decided = person.outcome !== 'submitted';
    const decidedAt = decided ? ago(Math.max(0, person.sentDaysAgo - 4)) : null;
    const joinForm = {
      track: person.track,
      years_experience: person.years,
      top_skills: known.map((slug) => names.get(slug)!),
      portfolio_url: person.portfolio,
      github_url: person.github,
      english_level: person.english,
      motivation: person.motivation,
      availability: 'within_1_month',
      consent_to_vetting: true,
    };
    const workForm = {
      engagement_types: person.hours >= 35 ? ['full_time', 'project'] : ['part_time', 'hourly'],
      hours_per_week: person.hours,
      timezone: person.timezone,
      min_overlap_hours: 4,
      min_rate: person.rate,
      work_countries: [person.country],
      industries: ['SaaS', 'Fintech'],
      company_sizes: ['startup', 'small', 'mid'],
      earliest_start: isoDay(new Date(sentAt.getTime() + 30 * DAY)),
      notice_period_weeks: 4,
    };
    const [application] = await db
      .insert(eliteApplications)
      .values({
        userId: user.id,
        status: person.outcome,
        track: person.track,
        joinDraft: joinForm,
        joinDraftSavedAt: joinAt,
        joinForm,
        joinSubmittedAt: joinAt,
        workPreferenceDraft: workForm,
        workPreferenceDraftSavedAt: workAt,
        workPreferenceForm: workForm,
        workPreferenceSubmittedAt: workAt,
        submittedAt: sentAt,
        ...(decided
          ? {
              outcome: person.outcome,
              reason: person.reason ?? null,
              reapplyAt: person.outcome === 'rejected' ? new Date(decidedAt!.getTime() + 90 * DAY) : null,
              gapTests: person.gapTests ?? [],
              decidedAt,
              decidedByUserId: operator?.id ?? null,
            }
          : {}),
        createdAt: started,
        updatedAt: decidedAt ?? sentAt,
      })
      .returning();
    const events: Array<[string, Date, string | null]> = [
      ['started', started, user.id],
      ['join_submitted', joinAt, user.id],
      ['work_preference_submitted', workAt, user.id],
      ['skill_assessments_done', sentAt, user.id],
      ['compliance_done', sentAt, user.id],
      ['submitted', sentAt, user.id],
    ];
    if (decided) events.push([person.outcome, decidedAt!, operator?.id ?? null]);
    await db.insert(eliteApplicationEvents).values(
      events.map(([event, at, actorUserId]) => ({
        applicationId: application!.id,
        event,
        at,
        actorUserId,
      })),
    );

    // Compliance as signing leaves it: the documents rendered from the real templates, hashed and sealed (the
    // signed PDFs are left out: nobody downloads a seeded candidate's papers).
    if (keyring) {
      const details: StoredDetails = {
        legal_name: person.name,
        tax_residence: person.country,
        citizenship: '',
        us_person: false,
        entity_type: 'individual',
        company_name: '',
        date_of_birth: '1990-01-01',
        address: {
          line1: 'Demo street 1',
          line2: '',
          city: person.city,
          postal_code: '',
          region: '',
          country: person.country,
        },
        payout_method: 'wise',
      };
      const taxId = `${person.country}-DEMO-${String(index + 1).padStart(4, '0')}`;
      const { documents, bundle } = renderDocuments(details, taxId);
      await db.insert(complianceProfiles).values({
        userId: user.id,
        details,
        taxIdSealed: seal(taxId, keyring),
        payoutAccountSealed: seal(`${user.email}`, keyring),
        detailsSavedAt: signedAt,
        updatedAt: signedAt,
      });
      await db.insert(complianceSignatures).values(
        documents.map((document) => ({
          userId: user.id,
          kind: document.kind,
          templateVersion: document.version,
          textSealed: seal(document.text, keyring),
          sha256: document.sha256,
          bundleSha256: bundle,
          typedName: person.name,
          consentElectronic: COMPLIANCE_CONSENT_STATEMENT,
          ip: '203.0.113.10',
          userAgent: 'Seeded',
          signedAt,
          expiresAt: documentExpiry(document.kind, signedAt),
        })),
      );
    }

    // Those waiting for review hold a badge for each requirement of their track, as passing would have left.
    if (!decided && badges) {
      for (const requirement of ELITE_TRACKS[person.track].requirements) {
        const slug = requirement.tests.find((t) => person.skills.includes(t)) ?? requirement.tests[0]!;
        await badges.issueForPass(db, {
          userId: user.id,
          testSlug: slug,
          skillSlug: slug,
          skillName: names.get(slug) ?? requirement.label,
          testTitle: `${names.get(slug) ?? requirement.label} skill test`,
          level: 'proficient',
          attemptId: randomUUID(),
          percent: 82,
          issuedAt: ago(person.sentDaysAgo + 3),
        });
      }
    }
  }
  return added;
}

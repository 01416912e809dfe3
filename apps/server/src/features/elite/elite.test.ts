import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BADGE_VALID_DAYS } from '@talent/contract/badges';
import {
  documentExpiry,
  ELITE_CHANGED_EVENT,
  EliteChangedEventSchema,
  type EliteApplication,
  type EliteReview,
} from '@talent/contract/elite';
import { NotificationCreatedEventSchema } from '@talent/contract/notifications';
import { applications } from '../../db/schema/applications.schema.ts';
import {
  complianceProfiles,
  complianceSignatures,
  eliteApplicationEvents,
  eliteApplications,
} from '../../db/schema/elite.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { jobs } from '../../db/schema/jobs.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import {
  createJob,
  createOperator,
  createRecruiterUser,
  createTalent,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import { seedElite } from '../../seed/seed-elite.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { once, RealtimeKit } from '../../test/realtime-test-kit.ts';
import type { TestClient } from '../../test/harness.ts';
import {
  answerAll,
  startAttempt,
  useAssessmentsApp,
  wrongAnswer,
} from '../assessments/testing/assessments-kit.ts';
import { complianceEditable, complianceStage } from './compliance-stage.ts';
import { insertApplication } from './elite.repository.ts';

const t = useAssessmentsApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);
beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

const DAY = 86_400_000;
const API = '/talent/api/elite';
const APP = `${API}/application`;
const REVIEWS = '/shared/api/operator/elite-reviews';

const JOIN = {
  track: 'data',
  years_experience: 6,
  top_skills: ['python', 'SQL', 'Postgres'],
  portfolio_url: '',
  github_url: 'https://github.com/ada-data',
  english_level: 'professional',
  motivation:
    'I have built data pipelines for six years and want to work with teams that take data quality as seriously as I do.',
  availability: 'within_1_month',
  consent_to_vetting: true,
};
const WORK = {
  engagement_types: ['full_time', 'project'],
  hours_per_week: 40,
  timezone: 'Europe/Berlin',
  min_overlap_hours: 4,
  min_rate: { amount: 6500, currency: 'EUR', period: 'month' },
  work_countries: ['DE', 'AT'],
  industries: ['Fintech'],
  company_sizes: ['startup', 'small'],
  earliest_start: '2026-04-01',
  notice_period_weeks: 4,
};

/** A talent, signed in; by default verified (identity) with a profile complete enough (75 %). */
async function candidate(options: { identity?: 'verified' | 'pending' | null; profile?: boolean } = {}) {
  const db = t.database.db;
  const user = await createTalent(db, { timezone: 'Europe/Berlin' });
  if (options.profile !== false) {
    await createTalentProfile(db, user.id, {
      headline: 'Data engineer — Python, SQL and the pipelines between them',
      desiredRole: 'Senior Data Engineer',
      skills: [
        { slug: 'python', level: 'expert', years: 6 },
        { slug: 'sql', level: 'advanced', years: 6 },
        { slug: 'postgresql', level: 'advanced', years: 4 },
      ],
      experience: [{ company: 'Parcelwise', title: 'Data Engineer', startMonth: '2019-09' }],
      languages: [{ code: 'en', level: 'professional' }],
      workAuthorization: ['DE'],
      workModes: ['remote'],
      employmentTypes: ['full_time', 'contract'],
      availability: 'within_1_month',
      noticePeriodWeeks: 4,
      salary: { amount: 78_000, currency: 'EUR', period: 'year' },
      links: { github: 'https://github.com/ada-data', portfolio: null, linkedin: null },
    });
  }
  const identity = options.identity === undefined ? 'verified' : options.identity;
  if (identity) {
    await db.insert(identityVerifications).values({
      userId: user.id,
      status: identity,
      documentType: 'passport',
      issuingCountry: 'DE',
      submittedAt: new Date(t.clock.now().getTime() - DAY),
    });
  }
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function signedIn(user: { email: string }): Promise<TestClient> {
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return client;
}

async function operator() {
  return signedIn(await createOperator(t.database.db));
}

const NAMES: Record<string, string> = { python: 'Python', sql: 'SQL', react: 'React', docker: 'Docker' };

function badge(userId: string, slug: string, issuedAt = t.clock.now()) {
  return t.app.badges.issueForPass(t.database.db, {
    userId,
    testSlug: slug,
    skillSlug: slug,
    skillName: NAMES[slug] ?? slug,
    testTitle: `${NAMES[slug] ?? slug} skill test`,
    level: 'proficient',
    attemptId: randomUUID(),
    percent: 84,
    issuedAt,
  });
}

/** Saved details and every document of an individual outside the US, signed now (inserted as the signing would). */
async function signCompliance(userId: string, signedAt = t.clock.now()) {
  const db = t.database.db;
  await db.insert(complianceProfiles).values({
    userId,
    details: { legal_name: 'Ada Data', tax_residence: 'DE', us_person: false, entity_type: 'individual' },
    taxIdSealed: 'SEALED-TAX-ID',
    payoutAccountSealed: 'SEALED-PAYOUT',
    detailsSavedAt: signedAt,
    updatedAt: signedAt,
  });
  await db.insert(complianceSignatures).values(
    (['contractor_agreement', 'nda_ip', 'code_of_conduct', 'w8ben'] as const).map((kind) => ({
      userId,
      kind,
      templateVersion: '2026-1',
      textSealed: 'sealed text',
      sha256: 'a'.repeat(64),
      bundleSha256: 'b'.repeat(64),
      typedName: 'Ada Data',
      consentElectronic: 'I agree to sign electronically.',
      ip: '127.0.0.1',
      signedAt,
      expiresAt: documentExpiry(kind, signedAt),
    })),
  );
}

const data = (res: { json(): { data: unknown } }) => res.json().data as EliteApplication;
const stage = (app: EliteApplication, name: string) => app.stages.find((s) => s.stage === name)!;

async function ok<R extends { statusCode: number; body: string }>(res: Promise<R>, status = 200): Promise<R> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

/** Join and work preferences submitted, both skill requirements met by badges, compliance signed. */
async function readyToSend(userId: string, client: TestClient) {
  await ok(client.post(`${APP}/forms/join/submit`, JOIN));
  await ok(client.post(`${APP}/forms/work-preference/submit`, WORK));
  await badge(userId, 'python');
  await badge(userId, 'sql');
  await signCompliance(userId);
}

async function sent() {
  const c = await candidate();
  await readyToSend(c.user.id, c.client);
  const res = await ok(c.client.post(`${APP}/submit`));
  return { ...c, application: data(res) };
}

async function eliteNotifications(userId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'elite_update')))
    .orderBy(asc(notifications.createdAt));
}

describe('eligibility', () => {
  it('shows each failed check with where to fix it, and refuses to start', async () => {
    const { client } = await candidate({ identity: null, profile: false });
    const overview = (await ok(client.get(API))).json().data as {
      eligibility: { eligible: boolean; checks: Array<{ key: string; ok: boolean; href: string | null }> };
      application: unknown;
    };
    expect(overview.application).toBeNull();
    expect(overview.eligibility.eligible).toBe(false);
    expect(overview.eligibility.checks).toEqual([
      { key: 'identity', ok: false, label: 'Verify your identity', href: '/identity-verification' },
      expect.objectContaining({ key: 'profile', ok: false, href: '/profile' }),
      expect.objectContaining({ key: 'cooldown', ok: true, href: null }),
      expect.objectContaining({ key: 'open_application', ok: true }),
    ]);
    const start = await client.put(`${APP}/forms/join/draft`, { track: 'data' });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toMatch(
      /^You cannot start an elite application yet: Verify your identity; Your profile is \d+ % complete; 70 % is needed\.$/,
    );
    expect((await client.get(APP)).statusCode).toBe(404);
  });

  it('checks the identity and the profile separately: a pending check waits, a thin profile points to /profile', async () => {
    const pending = await candidate({ identity: 'pending' });
    const checks = (await ok(pending.client.get(API))).json().data.eligibility.checks as Array<{
      key: string;
      ok: boolean;
      label: string;
      href: string | null;
    }>;
    expect(checks[0]).toMatchObject({
      ok: false,
      href: null,
      label: expect.stringContaining('being reviewed'),
    });

    const thin = await candidate({ profile: false });
    const thinChecks = (await ok(thin.client.get(API))).json().data.eligibility.checks;
    expect(thinChecks[0]).toMatchObject({ key: 'identity', ok: true });
    expect(thinChecks[1]).toMatchObject({ key: 'profile', ok: false, href: '/profile' });
  });

  it('lets a verified candidate with a complete enough profile start; then the open application is the check that fails', async () => {
    const { client } = await candidate();
    const before = (await ok(client.get(API))).json().data;
    expect(before.eligibility.eligible).toBe(true);
    expect(before.tracks).toHaveLength(8);
    expect(before.stages.map((s: { stage: string }) => s.stage)).toEqual([
      'join',
      'work_preference',
      'skill_assessments',
      'compliance',
      'review',
      'decision',
    ]);
    // Too few decisions yet: no figures.
    expect(before.stages.every((s: { pass_rate: unknown }) => s.pass_rate === null)).toBe(true);
    const started = data(await ok(client.put(`${APP}/forms/join/draft`, { track: 'data' })));
    expect(started).toMatchObject({ status: 'in_progress', current_stage: 'join' });
    const after = (await ok(client.get(API))).json().data;
    expect(after.eligibility.checks[3]).toMatchObject({
      key: 'open_application',
      ok: false,
      href: '/elite/onboarding',
    });
    expect(after.application.id).toBe(started.id);
  });

  it('never holds two open applications: the database refuses a second one', async () => {
    const { user, client } = await candidate();
    await ok(client.put(`${APP}/forms/join/draft`, { track: 'data' }));
    const now = t.clock.now();
    const second = await insertApplication(t.database.db, {
      userId: user.id,
      createdAt: now,
      updatedAt: now,
    });
    expect(second).toBeUndefined();
  });
});

describe('drafts', () => {
  it('saves whatever was typed, loosely; another session sees it; null clears a field', async () => {
    const { user, client } = await candidate();
    const saved = data(
      await ok(
        client.put(`${APP}/forms/join/draft`, {
          track: 'data',
          years_experience: 'six',
          top_skills: ['Python', 42],
          motivation: 'Half a thought',
          surprise: true,
        }),
      ),
    );
    expect(saved.forms.join.draft).toEqual({
      track: 'data',
      top_skills: ['Python'],
      motivation: 'Half a thought',
    });
    expect(saved.forms.join.draft_saved_at).toBe(t.clock.now().toISOString());
    expect(saved.forms.join.submitted_at).toBeNull();

    const other = await signedIn(user);
    const seen = data(await ok(other.get(APP)));
    expect(seen.forms.join.draft).toEqual(saved.forms.join.draft);

    const cleared = data(
      await ok(other.put(`${APP}/forms/join/draft`, { motivation: null, years_experience: 6 })),
    );
    expect(cleared.forms.join.draft).toEqual({ track: 'data', top_skills: ['Python'], years_experience: 6 });
  });

  it('a bad submit answers 422 with field errors and keeps the draft', async () => {
    const { client } = await candidate();
    await ok(client.put(`${APP}/forms/join/draft`, { track: 'design', motivation: 'Short' }));
    const bad = await client.post(`${APP}/forms/join/submit`, { track: 'design', motivation: 'Short' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining([
        'years_experience',
        'top_skills',
        'motivation',
        'english_level',
        'consent_to_vetting',
      ]),
    );
    const designWithoutPortfolio = await client.post(`${APP}/forms/join/submit`, {
      ...JOIN,
      track: 'design',
    });
    expect(designWithoutPortfolio.statusCode).toBe(422);
    expect(designWithoutPortfolio.json().errors.portfolio_url).toEqual([
      'The design track is reviewed on your portfolio: add its link.',
    ]);
    const unknownSkill = await client.post(`${APP}/forms/join/submit`, {
      ...JOIN,
      top_skills: ['Python', 'SQL', 'Underwater basket weaving'],
    });
    expect(unknownSkill.statusCode).toBe(422);
    expect(unknownSkill.json().errors.top_skills[0]).toContain(
      '“Underwater basket weaving” is not in our skills list',
    );
    const twice = await client.post(`${APP}/forms/join/submit`, {
      ...JOIN,
      top_skills: ['Postgres', 'PostgreSQL', 'SQL'],
    });
    expect(twice.json().errors.top_skills).toEqual(['Pick each skill once.']);

    const kept = data(await ok(client.get(APP)));
    expect(kept.forms.join).toMatchObject({
      draft: { track: 'design', motivation: 'Short' },
      submitted_at: null,
    });
  });

  it('stores the submitted join form with catalogue skill names, and accepts an edit while in progress', async () => {
    const { client } = await candidate();
    const first = data(await ok(client.post(`${APP}/forms/join/submit`, JOIN)));
    expect(first.track).toBe('data');
    expect(first.forms.join.draft.top_skills).toEqual(['Python', 'SQL', 'PostgreSQL']);
    expect(stage(first, 'join').state).toBe('done');
    t.clock.advance(60_000);
    const again = data(await ok(client.post(`${APP}/forms/join/submit`, { ...JOIN, track: 'backend' })));
    expect(again.track).toBe('backend');
    expect(again.forms.join.submitted_at).toBe(t.clock.now().toISOString());
  });

  it('checks the time zone with Intl and the start date against the app clock', async () => {
    const { client } = await candidate();
    await ok(client.post(`${APP}/forms/join/submit`, JOIN));
    const res = await client.post(`${APP}/forms/work-preference/submit`, {
      ...WORK,
      timezone: 'Mars/Olympus_Mons',
      earliest_start: '2026-03-01',
      work_countries: ['DE', 'QQ'],
      min_rate: { amount: 50, currency: 'XYZ', period: 'hour' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      timezone: ['Choose a time zone from the list.'],
      earliest_start: ['Choose today or a later date.'],
      work_countries: ['We do not know the country code QQ.'],
      'min_rate.currency': ['Choose a currency from the list.'],
    });
    const invalidDay = await client.post(`${APP}/forms/work-preference/submit`, {
      ...WORK,
      earliest_start: '2026-02-30',
    });
    expect(invalidDay.json().errors.earliest_start).toEqual(['Choose a real date.']);
    // Today (on the app's clock, in the candidate's zone) is fine; the zone's spelling is mended.
    const today = data(
      await ok(
        client.post(`${APP}/forms/work-preference/submit`, {
          ...WORK,
          timezone: 'europe/berlin',
          earliest_start: '2026-03-02',
        }),
      ),
    );
    expect(today.forms.work_preference.draft).toMatchObject({
      timezone: 'Europe/Berlin',
      earliest_start: '2026-03-02',
    });
    // Once the clock moves on, that day is in the past.
    t.clock.advance(2 * DAY);
    const late = await client.post(`${APP}/forms/work-preference/submit`, {
      ...WORK,
      earliest_start: '2026-03-02',
    });
    expect(late.json().errors.earliest_start).toEqual(['Choose today or a later date.']);
  });
});

describe('the stage machine through HTTP', () => {
  it('refuses work preferences before join is submitted (409), and before any application', async () => {
    const { client } = await candidate();
    const none = await client.put(`${APP}/forms/work-preference/draft`, { hours_per_week: 30 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Start your elite application with the join form first.');
    await ok(client.put(`${APP}/forms/join/draft`, { track: 'data' }));
    for (const res of [
      await client.put(`${APP}/forms/work-preference/draft`, { hours_per_week: 30 }),
      await client.post(`${APP}/forms/work-preference/submit`, WORK),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Submit the join form first: work preferences open once it is in.');
    }
    const skills = await client.get(`${APP}/skill-assessments`);
    expect(skills.statusCode).toBe(409);
    expect(skills.json().message).toMatch(/Submit the join form first/);
  });

  it('refuses to send for review while a stage is missing, naming the first one', async () => {
    const { user, client } = await candidate();
    await ok(client.put(`${APP}/forms/join/draft`, { track: 'data' }));
    const early = await client.post(`${APP}/submit`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Finish “Join” first: Choose your track and tell us about your experience.',
    );

    await ok(client.post(`${APP}/forms/join/submit`, JOIN));
    await ok(client.post(`${APP}/forms/work-preference/submit`, WORK));
    const noSkills = await client.post(`${APP}/submit`);
    expect(noSkills.json().message).toBe('Finish “Skill assessments” first: 0 of 2 requirements met.');

    await badge(user.id, 'python');
    await badge(user.id, 'sql');
    const noCompliance = await client.post(`${APP}/submit`);
    expect(noCompliance.statusCode).toBe(409);
    expect(noCompliance.json().message).toBe(
      'Finish “Contract and compliance” first: Enter your legal and tax details, then sign the documents.',
    );
    const view = data(await ok(client.get(APP)));
    expect(view.current_stage).toBe('compliance');
    expect(stage(view, 'skill_assessments')).toMatchObject({
      state: 'done',
      detail: 'All 2 requirements met.',
    });
  });

  it('sends a complete application for review; its forms are read-only after', async () => {
    const { user, client, application } = await sent();
    expect(application).toMatchObject({ status: 'submitted', current_stage: 'review' });
    expect(stage(application, 'review').state).toBe('waiting');
    expect(stage(application, 'compliance')).toMatchObject({
      state: 'done',
      detail: 'All 4 documents signed.',
    });
    for (const res of [
      await client.put(`${APP}/forms/join/draft`, { motivation: 'changed' }),
      await client.post(`${APP}/forms/join/submit`, JOIN),
      await client.put(`${APP}/forms/work-preference/draft`, { hours_per_week: 20 }),
      await client.post(`${APP}/forms/work-preference/submit`, WORK),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Your application is with our reviewers, so its forms are read-only until we decide.',
      );
    }
    const twice = await client.post(`${APP}/submit`);
    expect(twice.json().message).toBe('Your application is already with our reviewers.');
    // The open application is the one check that fails now.
    const checks = (await ok(client.get(API))).json().data.eligibility.checks;
    expect(checks.find((c: { key: string }) => c.key === 'open_application').ok).toBe(false);
    const bell = await eliteNotifications(user.id);
    expect(bell.map((n) => n.title)).toEqual([
      'Your elite application has started',
      'We received your elite application',
    ]);
    expect(bell[1]!.url).toBe('/elite/onboarding/completed');
  });

  it('refuses a decision on an application still in progress (409)', async () => {
    const { client } = await candidate();
    const started = data(await ok(client.put(`${APP}/forms/join/draft`, { track: 'data' })));
    const ops = await operator();
    const res = await ops.post(`${REVIEWS}/${started.id}/decision`, {
      outcome: 'accepted',
      reason: 'Strong Python and SQL results.',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The candidate has not sent this application for review yet.');
  });

  it('lets the candidate withdraw with no waiting period; a new application starts from the last one’s answers', async () => {
    const { user, client, application } = await sent();
    const withdrawn = data(await ok(client.post(`${APP}/withdraw`)));
    expect(withdrawn.status).toBe('withdrawn');
    expect((await client.post(`${APP}/withdraw`)).json().message).toBe(
      'This application is already withdrawn.',
    );
    const checks = (await ok(client.get(API))).json().data.eligibility;
    expect(checks.eligible).toBe(true);

    const again = data(await ok(client.put(`${APP}/forms/join/draft`, { availability: 'now' })));
    expect(again.id).not.toBe(application.id);
    expect(again.forms.join.draft).toMatchObject({
      track: 'data',
      motivation: JOIN.motivation,
      top_skills: ['Python', 'SQL', 'PostgreSQL'],
      availability: 'now',
    });
    // Consent is asked again for each application.
    expect(again.forms.join.draft).not.toHaveProperty('consent_to_vetting');
    expect(again.forms.work_preference.draft).toMatchObject({ industries: ['Fintech'], hours_per_week: 40 });
    const bell = await eliteNotifications(user.id);
    expect(bell.map((n) => n.title)).toContain('You withdrew your elite application');
  });
});

describe('skill assessments', () => {
  it('credits a valid badge and a passed test; a revoked or expired badge no longer counts', async () => {
    const { user, client } = await candidate();
    await ok(client.post(`${APP}/forms/join/submit`, JOIN));
    const python = await badge(user.id, 'python');
    let skills = (await ok(client.get(`${APP}/skill-assessments`))).json().data;
    expect(skills).toMatchObject({ track: 'data', done: false });
    expect(skills.requirements[0]).toMatchObject({
      label: 'Python',
      state: 'met',
      met_by: { test_slug: 'python', badge: { id: python.id } },
    });
    expect(skills.requirements[1]).toMatchObject({ label: 'SQL', state: 'not_met', met_by: null });
    // Only the bank's tests are listed to take (the fixture bank has SQL, not PostgreSQL).
    expect(skills.requirements[1].tests).toEqual([
      expect.objectContaining({
        slug: 'sql',
        title: 'SQL',
        time_limit_minutes: 20,
        mine: expect.objectContaining({ state: 'new' }),
      }),
    ]);

    const attempt = await startAttempt(client, 'sql');
    skills = (await ok(client.get(`${APP}/skill-assessments`))).json().data;
    expect(skills.requirements[1].state).toBe('in_progress');
    await answerAll(client, t.bank, attempt);
    await ok(client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`));
    skills = (await ok(client.get(`${APP}/skill-assessments`))).json().data;
    expect(skills.requirements[1]).toMatchObject({ state: 'met', met_by: { test_slug: 'sql' } });
    expect(skills.done).toBe(true);

    await t.app.badges.revoke(t.database.db, python.id, 'Issued by mistake');
    skills = (await ok(client.get(`${APP}/skill-assessments`))).json().data;
    expect(skills.requirements[0].state).toBe('not_met');

    await badge(user.id, 'python', new Date(t.clock.now().getTime() - (BADGE_VALID_DAYS + 1) * DAY));
    skills = (await ok(client.get(`${APP}/skill-assessments`))).json().data;
    expect(skills.requirements[0].state).toBe('not_met');
  });

  it('gives the retake date of a failed test as the stage’s next retry', async () => {
    const { client } = await candidate();
    await ok(client.post(`${APP}/forms/join/submit`, JOIN));
    for (let i = 0; i < 2; i++) {
      const attempt = await startAttempt(client, 'sql');
      for (const item of attempt.items) {
        await ok(
          client.put(`/talent/api/assessment-attempts/${attempt.id}/answers/${item.id}`, {
            answer: wrongAnswer(t.bank, item),
          }),
        );
      }
      await ok(client.post(`/talent/api/assessment-attempts/${attempt.id}/submit`));
      const view = data(await ok(client.get(APP)));
      const skills = stage(view, 'skill_assessments');
      // The first failure leaves a free redo (nothing to wait for); the redo's failure starts the cooldown.
      if (i === 0) expect(skills.next_retry_at).toBeNull();
      else {
        const standing = (await ok(client.get(`${APP}/skill-assessments`))).json().data.requirements[1]
          .tests[0].mine;
        expect(standing.next_attempt_at).not.toBeNull();
        expect(skills.next_retry_at).toBe(standing.next_attempt_at);
        expect(skills.detail).toMatch(/0 of 2 requirements met; you can retake a failed test on /);
      }
    }
  });

  it('needs no test on the design track: done once join is in', async () => {
    const { client } = await candidate();
    const view = data(
      await ok(
        client.post(`${APP}/forms/join/submit`, {
          ...JOIN,
          track: 'design',
          portfolio_url: 'https://ada.design',
        }),
      ),
    );
    expect(stage(view, 'skill_assessments')).toMatchObject({ state: 'done' });
    expect((await ok(client.get(`${APP}/skill-assessments`))).json().data).toMatchObject({
      requirements: [],
      done: true,
    });
  });
});

describe('compliance stage', () => {
  it('is done with every required document signed and none expired, asks to renew within the notice period', async () => {
    const { user } = await candidate();
    const db = t.database.db;
    expect(await complianceStage(db, user.id, t.clock.now())).toMatchObject({
      done: false,
      detailsSaved: false,
    });
    await signCompliance(user.id);
    const now = t.clock.now();
    expect(await complianceStage(db, user.id, now)).toMatchObject({
      done: true,
      required: ['contractor_agreement', 'nda_ip', 'code_of_conduct', 'w8ben'],
      renewBy: null,
      detail: 'All 4 documents signed.',
    });
    const expiry = documentExpiry('w8ben', now)!;
    const soon = new Date(expiry.getTime() - 30 * DAY);
    expect(await complianceStage(db, user.id, soon)).toMatchObject({
      done: true,
      renewBy: expiry,
      detail: 'W-8BEN expires on 31 December 2029: sign again.',
    });
    const after = new Date(expiry.getTime() + DAY);
    expect(await complianceStage(db, user.id, after)).toMatchObject({
      done: false,
      renewBy: expiry,
      detail: 'W-8BEN expired on 31 December 2029: sign it again.',
    });
    // A voided signature is as good as none.
    await db
      .update(complianceSignatures)
      .set({ voidedAt: now })
      .where(and(eq(complianceSignatures.userId, user.id), eq(complianceSignatures.kind, 'nda_ip')));
    expect(await complianceStage(db, user.id, now)).toMatchObject({
      done: false,
      detail: '3 of 4 documents signed: sign Non-disclosure and IP assignment.',
    });
  });

  it('may be edited only while the application is in progress past work preferences, or as a member', async () => {
    const { user, client } = await candidate();
    const db = t.database.db;
    expect(await complianceEditable(db, user.id)).toEqual({
      ok: false,
      message: 'Start your elite application first.',
    });
    await ok(client.post(`${APP}/forms/join/submit`, JOIN));
    expect((await complianceEditable(db, user.id)).ok).toBe(false);
    await ok(client.post(`${APP}/forms/work-preference/submit`, WORK));
    expect(await complianceEditable(db, user.id)).toEqual({ ok: true });
    await badge(user.id, 'python');
    await badge(user.id, 'sql');
    await signCompliance(user.id);
    const application = data(await ok(client.post(`${APP}/submit`)));
    expect(await complianceEditable(db, user.id)).toMatchObject({
      ok: false,
      message: expect.stringContaining('under review'),
    });
    await ok(
      (await operator()).post(`${REVIEWS}/${application.id}/decision`, {
        outcome: 'accepted',
        reason: 'Strong results all round.',
      }),
    );
    expect(await complianceEditable(db, user.id)).toEqual({ ok: true });
  });
});

describe('prefill', () => {
  it('fills both forms from the profile', async () => {
    const { client } = await candidate();
    const prefill = (await ok(client.get(`${APP}/prefill`))).json().data;
    expect(prefill).toEqual({
      join: {
        track: 'data',
        years_experience: 6,
        top_skills: ['Python', 'SQL', 'PostgreSQL'],
        portfolio_url: '',
        github_url: 'https://github.com/ada-data',
        english_level: 'professional',
        availability: 'within_1_month',
      },
      work_preference: {
        engagement_types: ['full_time', 'project'],
        hours_per_week: null,
        timezone: 'Europe/Berlin',
        min_rate: { amount: 6500, currency: 'EUR', period: 'month' },
        work_countries: ['DE'],
        earliest_start: '2026-04-01',
        notice_period_weeks: 4,
      },
    });
  });

  it('fills both forms from the previous application’s submitted forms', async () => {
    const { client } = await candidate();
    await ok(client.post(`${APP}/forms/join/submit`, { ...JOIN, track: 'backend', english_level: 'fluent' }));
    await ok(
      client.post(`${APP}/forms/work-preference/submit`, {
        ...WORK,
        hours_per_week: 25,
        work_countries: ['PT'],
      }),
    );
    await ok(client.post(`${APP}/withdraw`));
    const prefill = (await ok(client.get(`${APP}/prefill`))).json().data;
    expect(prefill.join).toMatchObject({ track: 'backend', english_level: 'fluent', years_experience: 6 });
    expect(prefill.work_preference).toMatchObject({ hours_per_week: 25, work_countries: ['PT'] });
  });
});

describe('operators', () => {
  it('keeps the review routes to operators: guests 401, talents and recruiters 403', async () => {
    const { client: talent, application } = await sent();
    const recruiter = await signedIn(await createRecruiterUser(t.database.db));
    const guest = t.client();
    await guest.csrfCookie();
    const calls = (c: TestClient) => [
      c.get(REVIEWS),
      c.get(`${REVIEWS}/${application.id}`),
      c.post(`${REVIEWS}/${application.id}/notes`, { body: 'x' }),
      c.post(`${REVIEWS}/${application.id}/decision`, { outcome: 'accepted', reason: 'Looks great to me.' }),
    ];
    for (const res of await Promise.all(calls(guest))) expect(res.statusCode).toBe(401);
    for (const client of [talent, recruiter]) {
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(403);
    }
    // And an operator or recruiter has no candidate side.
    expect((await recruiter.get(API)).statusCode).toBe(403);
    expect((await (await operator()).get(APP)).statusCode).toBe(403);
  });

  it('a candidate only ever reaches their own application', async () => {
    const a = await sent();
    const b = await candidate();
    expect((await b.client.get(APP)).statusCode).toBe(404);
    expect((await b.client.get(`${APP}/skill-assessments`)).statusCode).toBe(404);
    expect((await b.client.post(`${APP}/withdraw`)).statusCode).toBe(404);
    const started = data(await ok(b.client.put(`${APP}/forms/join/draft`, { track: 'devops' })));
    expect(started.id).not.toBe(a.application.id);
    expect(data(await ok(a.client.get(APP))).id).toBe(a.application.id);
    expect((await b.client.get(`${REVIEWS}/${a.application.id}`)).statusCode).toBe(403);
  });

  it('lists submitted first, then the waitlist and the rest, oldest first, a page at a time', async () => {
    const db = t.database.db;
    const base = t.clock.now().getTime();
    const ids: Record<string, string> = {};
    const make = async (label: string, status: string, minutesAgo: number) => {
      const user = await createTalent(db, { name: label });
      const at = new Date(base - minutesAgo * 60_000);
      const [row] = await db
        .insert(eliteApplications)
        .values({
          userId: user.id,
          status,
          track: 'data',
          joinSubmittedAt: at,
          submittedAt: status === 'in_progress' ? null : at,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      ids[label] = row!.id;
    };
    await make('old-rejected', 'rejected', 500);
    await make('waitlisted', 'waitlisted', 400);
    for (let i = 0; i < 21; i++) await make(`submitted-${i}`, 'submitted', 300 - i);
    await make('drafting', 'in_progress', 1000);
    const ops = await operator();
    const first = (await ok(ops.get(REVIEWS))).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      id: ids['submitted-0'],
      status: 'submitted',
      track: 'data',
      identity_status: 'not_started',
      skills_met: 0,
      skills_total: 2,
      talent: { name: 'submitted-0' },
    });
    const second = (await ok(ops.get(`${REVIEWS}?cursor=${first.next_cursor}`))).json();
    expect(second.data.map((r: { id: string }) => r.id)).toEqual([
      ids['submitted-20'],
      ids['waitlisted'],
      ids['drafting'],
      ids['old-rejected'],
    ]);
    expect(second.next_cursor).toBeNull();
    const waitlisted = (await ok(ops.get(`${REVIEWS}?status=waitlisted`))).json();
    expect(waitlisted.data.map((r: { id: string }) => r.id)).toEqual([ids['waitlisted']]);
    expect((await ops.get(`${REVIEWS}?cursor=nonsense`)).statusCode).toBe(422);
    expect((await ops.get(`${REVIEWS}?status=lost`)).statusCode).toBe(422);
    expect((await ops.get(`${REVIEWS}/not-an-id`)).statusCode).toBe(404);
    expect((await ops.get(`${REVIEWS}/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('shows the forms, skill results, compliance without tax id or payout, identity, notes and history', async () => {
    const { user, application } = await sent();
    const ops = await operator();
    const noted = await ok(
      ops.post(`${REVIEWS}/${application.id}/notes`, { body: 'Portfolio worth a second look.' }),
      201,
    );
    const review = noted.json().data as EliteReview;
    expect(review).toMatchObject({
      id: application.id,
      email: user.email,
      status: 'submitted',
      identity_status: 'verified',
      skills_met: 2,
      skills_total: 2,
      forms: {
        join: { track: 'data', top_skills: ['Python', 'SQL', 'PostgreSQL'] },
        work_preference: { hours_per_week: 40 },
      },
      skill_assessments: { track: 'data', done: true },
      compliance: { legal_name: 'Ada Data', tax_residence: 'DE', entity_type: 'individual' },
      decision: null,
    });
    expect(review.compliance.documents.map((d) => [d.kind, d.signed_at !== null])).toEqual([
      ['contractor_agreement', true],
      ['nda_ip', true],
      ['code_of_conduct', true],
      ['w8ben', true],
    ]);
    expect(review.compliance.documents[3]!.expires_at).toBe('2029-12-31T23:59:59.999Z');
    expect(JSON.stringify(review)).not.toMatch(/SEALED-TAX-ID|SEALED-PAYOUT|tax_id|payout/);
    expect(review.notes).toEqual([expect.objectContaining({ body: 'Portfolio worth a second look.' })]);
    expect(review.history.map((h) => h.event)).toEqual([
      'Application started',
      'Join form submitted',
      'Work preferences submitted',
      'Skill assessments complete',
      'Contract and compliance complete',
      'Sent for review',
    ]);
    const empty = await ops.post(`${REVIEWS}/${application.id}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    // Notes never reach the candidate.
    const own = await signedIn(user);
    expect(JSON.stringify((await own.get(API)).json())).not.toContain('second look');
  });
});

describe('decisions', () => {
  it('requires a reason; a rejection’s reapply date defaults to 90 days and may not be under 30; gap tests must exist', async () => {
    const { application } = await sent();
    const ops = await operator();
    const url = `${REVIEWS}/${application.id}/decision`;
    const noReason = await ops.post(url, { outcome: 'rejected', reason: 'No' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Write the reason (at least 10 characters).']);
    const soon = await ops.post(url, {
      outcome: 'rejected',
      reason: 'The SQL result was below the bar.',
      reapply_at: '2026-03-20',
      gap_tests: ['sql', 'underwater-basket-weaving'],
    });
    expect(soon.statusCode).toBe(422);
    expect(soon.json().errors).toEqual({
      reapply_at: ['Choose a date at least 30 days from today.'],
      gap_tests: ['“underwater-basket-weaving”: not a test of our skill center.'],
    });
    const rejected = (
      await ok(
        ops.post(url, {
          outcome: 'rejected',
          reason: 'The SQL result was below the bar.',
          gap_tests: ['sql'],
        }),
      )
    ).json().data as EliteReview;
    expect(rejected.status).toBe('rejected');
    expect(rejected.decision).toMatchObject({
      outcome: 'rejected',
      reapply_at: new Date(t.clock.now().getTime() + 90 * DAY).toISOString(),
      next_steps: [
        { label: 'Take the SQL skill test', href: '/skill-center/tests/sql' },
        { label: 'Strengthen your profile', href: '/profile' },
      ],
    });
    expect(rejected.history.at(-1)!.event).toMatch(/^Not accepted by /);
    const again = await ops.post(url, { outcome: 'accepted', reason: 'Changed my mind entirely.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application has already been decided.');
  });

  it('places waitlisted applications per track by when they were sent; a waitlisted one may later be accepted', async () => {
    const first = await sent();
    t.clock.advance(60_000);
    const second = await sent();
    const ops = await operator();
    const reason = 'Strong, but the Data track is full this month.';
    await ok(ops.post(`${REVIEWS}/${second.application.id}/decision`, { outcome: 'waitlisted', reason }));
    await ok(ops.post(`${REVIEWS}/${first.application.id}/decision`, { outcome: 'waitlisted', reason }));
    const mine = data(await ok(second.client.get(APP)));
    expect(mine.decision).toMatchObject({ outcome: 'waitlisted', waitlist_position: 2, reapply_at: null });
    expect(stage(mine, 'decision')).toMatchObject({
      state: 'waiting',
      detail: expect.stringContaining('number 2 on the Data waitlist'),
    });
    expect(data(await ok(first.client.get(APP))).decision!.waitlist_position).toBe(1);

    const twice = await ops.post(`${REVIEWS}/${first.application.id}/decision`, {
      outcome: 'waitlisted',
      reason,
    });
    expect(twice.statusCode).toBe(409);
    await ok(
      ops.post(`${REVIEWS}/${first.application.id}/decision`, {
        outcome: 'accepted',
        reason: 'A place opened: welcome aboard.',
      }),
    );
    expect(data(await ok(second.client.get(APP))).decision!.waitlist_position).toBe(1);
  });

  it('tells the candidate live and by mail, and broadcasts EliteChanged on their channel', async () => {
    const { user, client, application } = await sent();
    const echo = new Echo({
      broadcaster: 'reverb',
      client: kit.pusherThroughApp(client.cookies),
      namespace: 'App.Events',
    });
    const channel = echo.private(`App.Models.User.${user.id}`);
    await once<unknown>((done) => channel.subscribed(done));
    const received: Array<{ event: string; data: unknown }> = [];
    for (const event of [ELITE_CHANGED_EVENT, 'NotificationCreated']) {
      channel.listen(event, (payload: unknown) => received.push({ event, data: payload }));
    }
    const ops = await operator();
    await ok(
      ops.post(`${REVIEWS}/${application.id}/decision`, {
        outcome: 'accepted',
        reason: 'Excellent SQL and a clear motivation.',
      }),
    );
    await vi.waitFor(
      () => {
        const changed = received.find((r) => r.event === ELITE_CHANGED_EVENT);
        const told = received.find((r) => r.event === 'NotificationCreated');
        if (!changed || !told) throw new Error(`not yet: ${JSON.stringify(received)}`);
        expect(EliteChangedEventSchema.parse(changed.data)).toEqual({
          application_id: application.id,
          status: 'accepted',
          kind: 'decision',
        });
        expect(NotificationCreatedEventSchema.parse(told.data).notification).toMatchObject({
          type: 'elite_update',
          url: '/elite/onboarding/completed',
        });
      },
      { timeout: 5000, interval: 5 },
    );
    const bell = await eliteNotifications(user.id);
    expect(bell.at(-1)!.title).toBe('You are in: welcome to Borderless Elite');
    expect(bell.at(-1)!.body).toContain('Excellent SQL and a clear motivation.');
    const mail = (await t.mail()).find((m) => JSON.stringify(m).includes('welcome to Borderless Elite'));
    expect(mail, 'the decision was mailed').toBeDefined();
    expect(mail!.links.some((l) => l.endsWith('/elite/onboarding/completed'))).toBe(true);
  });
});

describe('reapplying', () => {
  it('refuses a new application before the reapply date (409) and allows it after, starting from the last answers', async () => {
    const { client, application } = await sent();
    const ops = await operator();
    await ok(
      ops.post(`${REVIEWS}/${application.id}/decision`, {
        outcome: 'rejected',
        reason: 'We need stronger system design for the Data track.',
        reapply_at: '2026-04-15',
      }),
    );
    const overview = (await ok(client.get(API))).json().data;
    expect(overview.eligibility.checks[2]).toEqual({
      key: 'cooldown',
      ok: false,
      label: 'You may apply again on 15 April 2026',
      href: null,
    });
    expect(overview.application.decision).toMatchObject({
      outcome: 'rejected',
      reapply_at: '2026-04-15T00:00:00.000Z',
    });
    expect(stage(overview.application, 'decision').next_retry_at).toBe('2026-04-15T00:00:00.000Z');
    const early = await client.put(`${APP}/forms/join/draft`, { track: 'data' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'You cannot start an elite application yet: You may apply again on 15 April 2026.',
    );

    t.clock.at = new Date('2026-04-15T00:00:00.000Z');
    const started = data(await ok(client.put(`${APP}/forms/join/draft`, { years_experience: 7 })));
    expect(started.id).not.toBe(application.id);
    expect(started.forms.join.draft).toMatchObject({
      track: 'data',
      years_experience: 7,
      motivation: JOIN.motivation,
    });
    expect(started.forms.work_preference.draft).toMatchObject({ hours_per_week: 40 });
    // The old start date has passed: it is not carried over.
    expect(started.forms.work_preference.draft).not.toHaveProperty('earliest_start');
  });
});

describe('membership', () => {
  it('an accepted candidate shows as an elite member on the profile and in the recruiter’s applicant list', async () => {
    const f = await pipelineFixture(t, { submittedAt: t.clock.now() });
    const db = t.database.db;
    const decidedAt = new Date(t.clock.now().getTime() - DAY);
    const at = new Date(decidedAt.getTime() - 10 * DAY);
    await db.insert(eliteApplications).values([
      {
        userId: f.talent.id,
        status: 'rejected',
        track: 'backend',
        submittedAt: at,
        decidedAt: at,
        createdAt: at,
        updatedAt: at,
      },
      {
        userId: f.talent.id,
        status: 'accepted',
        track: 'data',
        submittedAt: at,
        decidedAt,
        createdAt: at,
        updatedAt: decidedAt,
      },
    ]);
    const profile = (await ok(f.talentClient.get('/talent/api/profile'))).json().data;
    expect(profile.elite).toEqual({ since: decidedAt.toISOString(), track: 'data' });

    const other = await createTalent(db);
    await db
      .insert(applications)
      .values({ userId: other.id, jobId: f.job.id, status: 'submitted', submittedAt: t.clock.now() });
    const list = (await ok(f.recruiterClient.get(`/recruiter/api/jobs/${f.job.id}/applications`))).json();
    const elite = Object.fromEntries(
      list.data.map((a: { talent: { id: string; elite: boolean } }) => [a.talent.id, a.talent.elite]),
    );
    expect(elite).toEqual({ [f.talent.id]: true, [other.id]: false });

    const nonMember = await candidate();
    expect((await ok(nonMember.client.get('/talent/api/profile'))).json().data.elite).toBeNull();
    expect((await ok(f.talentClient.get(API))).json().data.membership).toEqual({
      since: decidedAt.toISOString(),
      track: 'data',
    });
  });
});

describe('the figures on /elite', () => {
  it('show each stage’s pass counts once ten applications were decided, and the open elite-only jobs', async () => {
    const db = t.database.db;
    const at = new Date(t.clock.now().getTime() - 20 * DAY);
    const outcomes = [
      'accepted',
      'accepted',
      'accepted',
      'waitlisted',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ];
    const decide = async (status: string) => {
      const user = await createTalent(db);
      const [row] = await db
        .insert(eliteApplications)
        .values({
          userId: user.id,
          status,
          track: 'frontend',
          joinSubmittedAt: at,
          workPreferenceSubmittedAt: at,
          submittedAt: at,
          decidedAt: at,
          outcome: status,
          reason: 'Seeded for the figures.',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await db.insert(eliteApplicationEvents).values(
        ['skill_assessments_done', 'compliance_done', 'submitted', status].map((event) => ({
          applicationId: row!.id,
          event,
          at,
        })),
      );
    };
    for (const outcome of outcomes) await decide(outcome);
    const { client } = await candidate();
    const job = await createJob(db);
    await db.update(jobs).set({ eliteOnly: true }).where(eq(jobs.id, job.id));
    const closed = await createJob(db);
    await db.update(jobs).set({ eliteOnly: true, status: 'closed' }).where(eq(jobs.id, closed.id));
    let overview = (await ok(client.get(API))).json().data;
    expect(overview.stages[0].pass_rate).toBeNull();
    expect(overview.elite_jobs_open).toBe(1);

    await decide('accepted');
    overview = (await ok(client.get(API))).json().data;
    const byStage = Object.fromEntries(
      overview.stages.map((s: { stage: string; reached: number; passed: number; pass_rate: number }) => [
        s.stage,
        [s.reached, s.passed, s.pass_rate],
      ]),
    );
    expect(byStage).toEqual({
      join: [10, 10, 1],
      work_preference: [10, 10, 1],
      skill_assessments: [10, 10, 1],
      compliance: [10, 10, 1],
      review: [10, 10, 1],
      decision: [10, 4, 0.4],
    });
  });
});

describe('demo data', () => {
  it('seeds decided applications (the figures show) and three waiting for the operator, with their skills met', async () => {
    const db = t.database.db;
    const op = await createOperator(db);
    expect(await seedElite(db, { operatorEmail: op.email, badges: t.app.badges, now: t.clock.now() })).toBe(
      15,
    );
    // Looks before it writes.
    expect(await seedElite(db, { operatorEmail: op.email, now: t.clock.now() })).toBe(0);

    const ops = await signedIn(op);
    const list = (await ok(ops.get(REVIEWS))).json().data as Array<{
      id: string;
      status: string;
      identity_status: string;
      skills_met: number;
      skills_total: number;
    }>;
    expect(list).toHaveLength(15);
    const waiting = list.slice(0, 3);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'submitted', identity_status: 'verified' });
      expect(row.skills_met).toBe(row.skills_total);
    }
    const review = (await ok(ops.get(`${REVIEWS}/${waiting[0]!.id}`))).json().data as EliteReview;
    expect(review.compliance.documents.every((d) => d.signed_at !== null)).toBe(true);
    expect(review.forms.join).toMatchObject({ consent_to_vetting: true });
    const decision = (await ok(ops.get(`${REVIEWS}/${list.at(-1)!.id}`))).json().data as EliteReview;
    expect(decision.history.at(-1)!.event).toMatch(/ by /);

    const { client } = await candidate();
    const overview = (await ok(client.get(API))).json().data;
    expect(overview.stages.every((s: { pass_rate: number | null }) => s.pass_rate !== null)).toBe(true);
    expect(overview.application).toBeNull();
    expect(overview.eligibility.eligible).toBe(true);
  });
});

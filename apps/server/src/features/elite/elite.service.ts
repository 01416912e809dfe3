import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PRODUCT_NAME } from '@talent/contract/config';
import {
  ELITE_CHANGED_EVENT,
  ELITE_STAGE_INFO,
  ELITE_STAGES,
  ELITE_TRACK_IDS,
  ELITE_TRACKS,
  type EliteApplication,
  type EliteApplicationStatus,
  type EliteChangedEvent,
  type EliteDecision,
  type EliteReview,
  type EliteTrack,
  type JoinEliteForm,
  type WorkPreferenceForm,
} from '@talent/contract/elite';
import type { IdentityStatus } from '@talent/contract/profile';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { userChannelName, type Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import { isUuid } from '../../lib/ids.ts';
import { isCountryCode } from '../../reference/countries.ts';
import { PER_USD } from '../../reference/currencies.data.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { latestIdentityStatus } from '../profile/profile.repository.ts';
import { canonicalZone, type ProfileService } from '../profile/profile.service.ts';
import { complianceStage, complianceSummary } from './compliance-stage.ts';
import { carriedOver, mergeDraft, prefillFromProfile, prefillWithPrevious } from './elite-forms.ts';
import {
  dayText,
  decisionRefusal,
  eligibilityOf,
  formSaveRefusal,
  parseDay,
  reapplyDate,
  stageFigures,
  stagesOf,
  startRefusal,
  submitRefusal,
  withdrawRefusal,
  type EliteForm,
  type SkillsFacts,
} from './elite-rules.ts';
import * as repo from './elite.repository.ts';
import type { ApplicationRow, ReviewKey } from './elite.repository.ts';
import {
  applicationJson,
  DECISION_EVENTS,
  decisionJson,
  historyLine,
  statusOf,
  trackOf,
} from './elite.view.ts';

const REVIEW_PAGE = 20;

export interface EliteDeps {
  db: Db;
  profiles: ProfileService;
  assessments: AssessmentsService;
  badges: BadgesService;
  notifications: NotificationsService;
  broadcaster: Broadcaster;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

interface Message {
  title: string;
  body: string;
  url: string;
}

type SkillAssessments = NonNullable<EliteReview['skill_assessments']>;

const conflict = (message: string): never => {
  throw new AppError('conflict', { message });
};
const invalid = (errors: Record<string, string[]>): never => {
  throw AppError.validation(errors);
};

/** Today as a date in a zone (the candidate's), else in UTC. */
function todayIn(now: Date, zone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone ?? 'UTC' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const CursorSchema = z.object({
  rank: z.number().int().min(0).max(2),
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/),
  id: z.string().uuid(),
});

function encodeCursor(key: ReviewKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string): ReviewKey {
  try {
    const key = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (Number.isNaN(new Date(key.at).getTime())) throw new Error('not an instant');
    return key;
  } catch {
    throw AppError.validation({ cursor: ['The cursor is invalid.'] });
  }
}

/**
 * The elite talent programme (contract: elite.ts): the candidate's application through its six stages, and the
 * operators' review and decision. Rules: README.md; the pure ones in elite-rules.ts.
 */
export class EliteService {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(private readonly deps: EliteDeps) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
  }

  /* ================================================================ reading */

  /** The track's requirements, each met by a passed test or a valid badge of one of its tests. */
  private async skillAssessments(userId: string, track: EliteTrack): Promise<SkillAssessments> {
    const requirements = ELITE_TRACKS[track].requirements;
    const slugs = [...new Set(requirements.flatMap((r) => [...r.tests]))];
    const standings = await this.deps.assessments.standingsOf(userId, slugs);
    const badges = new Map(
      await Promise.all(
        slugs.map(
          async (slug) => [slug, await this.deps.badges.currentBadge(this.db, userId, slug)] as const,
        ),
      ),
    );
    const views = requirements.map((requirement) => {
      const tests = requirement.tests
        .filter((slug) => standings.has(slug))
        .map((slug) => {
          const summary = standings.get(slug)!;
          return {
            slug,
            title: summary.title,
            time_limit_minutes: summary.time_limit_minutes,
            mine: summary.mine,
          };
        });
      const passed = tests.find((t) => t.mine.state === 'passed');
      const badged = requirement.tests.find((slug) => badges.get(slug));
      const metBy = passed
        ? { test_slug: passed.slug, badge: passed.mine.badge ?? badges.get(passed.slug) ?? null }
        : badged
          ? { test_slug: badged, badge: badges.get(badged)! }
          : null;
      return {
        label: requirement.label,
        state: metBy
          ? ('met' as const)
          : tests.some((t) => t.mine.state === 'in_progress')
            ? ('in_progress' as const)
            : ('not_met' as const),
        met_by: metBy,
        tests,
      };
    });
    return { track, requirements: views, done: views.every((v) => v.state === 'met') };
  }

  private skillsFacts(skills: SkillAssessments): SkillsFacts {
    const unmet = skills.requirements.filter((r) => r.state !== 'met');
    const retakes = unmet
      .flatMap((r) => r.tests)
      .filter((t) => t.mine.state === 'not_passed' && t.mine.next_attempt_at && !t.mine.redo_available)
      .map((t) => new Date(t.mine.next_attempt_at!).getTime());
    const issued = skills.requirements
      .map((r) => r.met_by?.badge?.issued_at)
      .filter((at): at is string => !!at)
      .map((at) => new Date(at).getTime());
    return {
      met: skills.requirements.length - unmet.length,
      total: skills.requirements.length,
      inProgress: unmet.some((r) => r.state === 'in_progress'),
      nextRetryAt: retakes.length ? new Date(Math.min(...retakes)) : null,
      completedAt: unmet.length === 0 && issued.length ? new Date(Math.max(...issued)) : null,
    };
  }

  private async testTitles(slugs: readonly string[]): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (const slug of slugs) {
      const test = await this.deps.assessments.bankTest(slug);
      if (test) titles.set(slug, test.ref.title);
    }
    return titles;
  }

  /** The application as its owner (and the operator's review) sees it, every stage computed now. */
  private async applicationView(row: ApplicationRow): Promise<EliteApplication> {
    const now = this.now();
    const status = statusOf(row);
    const track = trackOf(row);
    const events = new Set((await repo.eventsOf(this.db, row.id)).map((e) => e.event));
    let skills: SkillsFacts | null = null;
    if (row.joinSubmittedAt && track) {
      // Skills proven when the application was sent stay proven for it; an open one reads the engine live.
      const total = ELITE_TRACKS[track].requirements.length;
      skills =
        status !== 'in_progress' && events.has('skill_assessments_done')
          ? { met: total, total, inProgress: false, nextRetryAt: null, completedAt: row.submittedAt }
          : this.skillsFacts(await this.skillAssessments(row.userId, track));
    }
    // Signed documents can expire at any time, so compliance is always read live.
    const compliance = row.workPreferenceSubmittedAt ? await complianceStage(this.db, row.userId, now) : null;
    const position = await repo.waitlistPosition(this.db, row);
    const stages = stagesOf({
      status,
      track,
      joinSubmittedAt: row.joinSubmittedAt,
      workPreferenceSubmittedAt: row.workPreferenceSubmittedAt,
      submittedAt: row.submittedAt,
      decidedAt: row.decidedAt,
      reapplyAt: row.reapplyAt,
      skills,
      compliance,
      waitlistPosition: position,
    });
    return applicationJson(row, stages, decisionJson(row, position, await this.testTitles(row.gapTests)));
  }

  private async eligibility(userId: string, open?: ApplicationRow) {
    const profile = await this.deps.profiles.get(userId);
    return eligibilityOf(
      {
        identityStatus: profile.identity_status,
        completenessPercent: profile.completeness.percent,
        reapplyAt: await repo.latestReapplyAt(this.db, userId),
        hasOpenApplication: !!(open ?? (await repo.openApplication(this.db, userId))),
      },
      this.now(),
    );
  }

  async overview(userId: string) {
    const [current, memberships, jobsOpen, figures] = await Promise.all([
      repo.currentApplication(this.db, userId),
      repo.eliteMemberships(this.db, [userId]),
      repo.openEliteJobCount(this.db),
      repo.statsRows(this.db).then(stageFigures),
    ]);
    const open = current && ['in_progress', 'submitted'].includes(current.status) ? current : undefined;
    return {
      stages: ELITE_STAGES.map((stage) => ({
        stage,
        title: ELITE_STAGE_INFO[stage].title,
        criteria: ELITE_STAGE_INFO[stage].criteria,
        expected_time: ELITE_STAGE_INFO[stage].expected_time,
        ...figures[stage],
      })),
      tracks: ELITE_TRACK_IDS.map((track) => ({
        track,
        label: ELITE_TRACKS[track].label,
        requirements: ELITE_TRACKS[track].requirements.map((r) => ({ label: r.label, tests: [...r.tests] })),
      })),
      eligibility: await this.eligibility(userId, open),
      application: current ? await this.applicationView(current) : null,
      membership: memberships.get(userId) ?? null,
      elite_jobs_open: jobsOpen,
    };
  }

  async application(userId: string): Promise<EliteApplication> {
    const row = await repo.currentApplication(this.db, userId);
    if (!row) throw new AppError('not_found', { message: 'You have not started an elite application.' });
    return this.applicationView(row);
  }

  async prefill(userId: string) {
    const now = this.now();
    const profile = await this.deps.profiles.get(userId);
    const base = prefillFromProfile(profile, now);
    const previous = await repo.previousApplication(this.db, userId);
    if (!previous) return base;
    return prefillWithPrevious(
      base,
      { join: previous.joinForm ?? null, workPreference: previous.workPreferenceForm ?? null },
      todayIn(now, profile.timezone),
    );
  }

  async skillAssessmentsOf(userId: string): Promise<SkillAssessments> {
    const row = await repo.currentApplication(this.db, userId);
    if (!row) throw new AppError('not_found', { message: 'You have not started an elite application.' });
    const track = trackOf(row);
    if (!row.joinSubmittedAt || !track) conflict('Submit the join form first: your track sets the tests.');
    return this.skillAssessments(userId, track!);
  }

  /* ================================================================ the candidate's moves */

  /**
   * The open application to write a form of. None open: the join form starts one when the candidate is eligible
   * (its drafts start from the previous application's answers); the other forms answer 409.
   */
  private async writable(userId: string, form: EliteForm): Promise<ApplicationRow> {
    let row = await repo.openApplication(this.db, userId);
    if (!row) {
      if (form !== 'join') conflict('Start your elite application with the join form first.');
      row = await this.start(userId);
    }
    const refusal = formSaveRefusal(statusOf(row), form, row.joinSubmittedAt !== null);
    if (refusal) conflict(refusal);
    return row;
  }

  private async start(userId: string): Promise<ApplicationRow> {
    const refusal = startRefusal((await this.eligibility(userId)).checks);
    if (refusal) conflict(refusal);
    const now = this.now();
    const profile = await this.deps.profiles.get(userId);
    const today = todayIn(now, profile.timezone);
    const previous = await repo.previousApplication(this.db, userId);
    const created = await this.db.transaction(async (tx) => {
      const row = await repo.insertApplication(tx, {
        userId,
        joinDraft: carriedOver('join', previous?.joinForm ?? null, today),
        workPreferenceDraft: carriedOver('work_preference', previous?.workPreferenceForm ?? null, today),
        createdAt: now,
        updatedAt: now,
      });
      if (row) await repo.insertEvents(tx, row.id, ['started'], userId, now);
      return row;
    });
    if (!created) {
      // Another tab started it a moment ago: write into that one.
      return (
        (await repo.openApplication(this.db, userId)) ?? conflict('Your application changed; try again.')
      );
    }
    await this.announce(created, 'application', {
      title: 'Your elite application has started',
      body: 'Your answers save as you type. Next: the join form, your work preferences, the skill tests your track needs, and the contract.',
      url: '/elite/onboarding',
    });
    return created;
  }

  async saveDraft(
    userId: string,
    form: EliteForm,
    draft: Record<string, unknown>,
  ): Promise<EliteApplication> {
    const row = await this.writable(userId, form);
    const now = this.now();
    const values =
      form === 'join'
        ? { joinDraft: mergeDraft('join', row.joinDraft, draft), joinDraftSavedAt: now }
        : {
            workPreferenceDraft: mergeDraft('work_preference', row.workPreferenceDraft, draft),
            workPreferenceDraftSavedAt: now,
          };
    const saved =
      (await repo.updateApplication(this.db, row.id, ['in_progress'], { ...values, updatedAt: now })) ??
      conflict('Your application was sent for review in the meantime; its forms are read-only now.');
    return this.applicationView(saved);
  }

  /** Top skills as the catalogue names them (aliases and any case accepted); 422 for one it does not know. */
  private async catalogueSkills(names: readonly string[]): Promise<string[]> {
    const found = await repo.skillsNamed(this.db, names);
    const byName = new Map<string, string>();
    for (const skill of found) {
      byName.set(skill.name.toLowerCase(), skill.name);
      for (const alias of skill.aliases)
        if (!byName.has(alias.toLowerCase())) byName.set(alias.toLowerCase(), skill.name);
    }
    const unknown = names.filter((n) => !byName.has(n.toLowerCase()));
    if (unknown.length > 0) {
      invalid({
        top_skills: [
          `${unknown.map((n) => `“${n}”`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in our skills list: choose from the suggestions.`,
        ],
      });
    }
    const canonical = [...new Set(names.map((n) => byName.get(n.toLowerCase())!))];
    if (canonical.length < names.length) invalid({ top_skills: ['Pick each skill once.'] });
    return canonical;
  }

  async submitJoin(userId: string, form: JoinEliteForm): Promise<EliteApplication> {
    const row = await this.writable(userId, 'join');
    const submitted = { ...form, top_skills: await this.catalogueSkills(form.top_skills) };
    return this.submitForm(row, 'join', submitted, userId);
  }

  async submitWorkPreference(userId: string, form: WorkPreferenceForm): Promise<EliteApplication> {
    const row = await this.writable(userId, 'work_preference');
    const errors: Record<string, string[]> = {};
    const zone = canonicalZone(form.timezone);
    if (!zone) errors.timezone = ['Choose a time zone from the list.'];
    const unknownCountries = form.work_countries.filter((c) => !isCountryCode(c));
    if (unknownCountries.length > 0) {
      errors.work_countries = [`We do not know the country code ${unknownCountries.join(', ')}.`];
    }
    if (!(form.min_rate.currency in PER_USD))
      errors['min_rate.currency'] = ['Choose a currency from the list.'];
    const start = parseDay(form.earliest_start);
    if (!start) errors.earliest_start = ['Choose a real date.'];
    else if (form.earliest_start < todayIn(this.now(), zone)) {
      errors.earliest_start = ['Choose today or a later date.'];
    }
    if (Object.keys(errors).length > 0) invalid(errors);
    const submitted = {
      ...form,
      timezone: zone!,
      work_countries: [...new Set(form.work_countries)],
      industries: [...new Set(form.industries)],
      engagement_types: [...new Set(form.engagement_types)],
      company_sizes: [...new Set(form.company_sizes)],
    };
    return this.submitForm(row, 'work_preference', submitted, userId);
  }

  /** Stores a validated form; the draft becomes the form (a later edit starts from what was sent). */
  private async submitForm(
    row: ApplicationRow,
    form: EliteForm,
    values: Record<string, unknown>,
    userId: string,
  ): Promise<EliteApplication> {
    const now = this.now();
    const saved = await this.db.transaction(async (tx) => {
      const updated = await repo.updateApplication(
        tx,
        row.id,
        ['in_progress'],
        form === 'join'
          ? {
              joinForm: values,
              joinDraft: values,
              joinDraftSavedAt: now,
              joinSubmittedAt: now,
              track: values.track as string,
              updatedAt: now,
            }
          : {
              workPreferenceForm: values,
              workPreferenceDraft: values,
              workPreferenceDraftSavedAt: now,
              workPreferenceSubmittedAt: now,
              updatedAt: now,
            },
      );
      if (updated) await repo.insertEvents(tx, row.id, [`${form}_submitted`], userId, now);
      return updated;
    });
    if (!saved)
      conflict('Your application was sent for review in the meantime; its forms are read-only now.');
    await this.announce(saved!, 'application');
    return this.applicationView(saved!);
  }

  async submit(userId: string): Promise<EliteApplication> {
    const row =
      (await repo.openApplication(this.db, userId)) ??
      conflict('You have no application open: start one from the Elite page.');
    const view = await this.applicationView(row);
    const refusal = submitRefusal(statusOf(row), view.stages);
    if (refusal) conflict(refusal);
    const now = this.now();
    const sent = await this.db.transaction(async (tx) => {
      const updated = await repo.updateApplication(tx, row.id, ['in_progress'], {
        status: 'submitted',
        submittedAt: now,
        updatedAt: now,
      });
      // The stages proven at this moment, for the history and the stage figures.
      if (updated) {
        await repo.insertEvents(
          tx,
          row.id,
          ['skill_assessments_done', 'compliance_done', 'submitted'],
          userId,
          now,
        );
      }
      return updated;
    });
    if (!sent) conflict('Your application changed in the meantime; reload and try again.');
    await this.announce(sent!, 'application', {
      title: 'We received your elite application',
      body: 'Our team reads your forms, skill results and identity check, usually within 5 working days, and writes as soon as there is a decision. Your forms are read-only meanwhile.',
      url: '/elite/onboarding/completed',
    });
    return this.applicationView(sent!);
  }

  async withdraw(userId: string): Promise<EliteApplication> {
    const row =
      (await repo.openApplication(this.db, userId)) ?? (await repo.currentApplication(this.db, userId));
    if (!row) throw new AppError('not_found', { message: 'You have not started an elite application.' });
    const refusal = withdrawRefusal(statusOf(row));
    if (refusal) conflict(refusal);
    // Stages done so far count in the figures (a submitted application recorded them when it was sent).
    const reached: string[] = [];
    if (row.status === 'in_progress') {
      const { stages } = await this.applicationView(row);
      const done = (stage: string) => stages.find((s) => s.stage === stage)?.state === 'done';
      if (done('skill_assessments')) reached.push('skill_assessments_done');
      if (done('compliance')) reached.push('compliance_done');
    }
    const now = this.now();
    const withdrawn = await this.db.transaction(async (tx) => {
      const updated = await repo.updateApplication(tx, row.id, ['in_progress', 'submitted'], {
        status: 'withdrawn',
        withdrawnAt: now,
        updatedAt: now,
      });
      if (updated) await repo.insertEvents(tx, row.id, [...reached, 'withdrawn'], userId, now);
      return updated;
    });
    if (!withdrawn) conflict('Your application changed in the meantime; reload and try again.');
    await this.announce(withdrawn!, 'application', {
      title: 'You withdrew your elite application',
      body: 'Nothing is lost: when you apply again, your answers are filled in from this application. There is no waiting period after a withdrawal.',
      url: '/elite/onboarding',
    });
    return this.applicationView(withdrawn!);
  }

  /* ================================================================ operators */

  private async summary(row: {
    application: ApplicationRow;
    name: string;
    avatarUrl: string | null;
    timezone: string | null;
  }) {
    const app = row.application;
    const track = trackOf(app);
    let met = 0;
    let total = 0;
    if (track && app.joinSubmittedAt) {
      const skills = await this.skillAssessments(app.userId, track);
      total = skills.requirements.length;
      met = skills.requirements.filter((r) => r.state === 'met').length;
    } else if (track) total = ELITE_TRACKS[track].requirements.length;
    return {
      id: app.id,
      talent: { id: app.userId, name: row.name, avatar_url: row.avatarUrl, timezone: row.timezone },
      track,
      status: statusOf(app),
      submitted_at: app.submittedAt?.toISOString() ?? null,
      identity_status: ((await latestIdentityStatus(this.db, app.userId)) ?? 'not_started') as IdentityStatus,
      skills_met: met,
      skills_total: total,
    };
  }

  async reviews(query: { status?: EliteApplicationStatus | undefined; cursor?: string | undefined }) {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await repo.reviewPage(this.db, { status: query.status, after, limit: REVIEW_PAGE + 1 });
    const page = rows.slice(0, REVIEW_PAGE);
    const last = page.at(-1);
    const data = [];
    for (const row of page) data.push(await this.summary(row));
    return {
      data,
      next_cursor:
        rows.length > REVIEW_PAGE && last
          ? encodeCursor({ rank: Number(last.rank), at: last.key, id: last.application.id })
          : null,
    };
  }

  async review(id: string): Promise<EliteReview> {
    const row = isUuid(id) ? await repo.reviewRow(this.db, id) : undefined;
    if (!row) throw new AppError('not_found');
    const app = row.application;
    const track = trackOf(app);
    const [summary, view, notes, events, compliance] = await Promise.all([
      this.summary(row),
      this.applicationView(app),
      repo.notesOf(this.db, app.id),
      repo.eventsOf(this.db, app.id),
      complianceSummary(this.db, app.userId),
    ]);
    return {
      ...summary,
      email: row.email,
      forms: { join: app.joinForm ?? null, work_preference: app.workPreferenceForm ?? null },
      skill_assessments: track && app.joinSubmittedAt ? await this.skillAssessments(app.userId, track) : null,
      compliance,
      notes: notes.map((n) => ({
        id: n.id,
        author: n.author ?? 'A former operator',
        body: n.body,
        created_at: n.createdAt.toISOString(),
      })),
      history: events.map((e) => ({
        at: e.at.toISOString(),
        event: historyLine(e.event, e.actorName, DECISION_EVENTS.has(e.event)),
      })),
      decision: view.decision,
    };
  }

  async addNote(operatorId: string, id: string, body: string): Promise<EliteReview> {
    const row = isUuid(id) ? await repo.applicationById(this.db, id) : undefined;
    if (!row) throw new AppError('not_found');
    await repo.insertNote(this.db, {
      applicationId: row.id,
      authorUserId: operatorId,
      body,
      createdAt: this.now(),
    });
    return this.review(row.id);
  }

  async decide(operatorId: string, id: string, body: EliteDecision): Promise<EliteReview> {
    const row = isUuid(id) ? await repo.applicationById(this.db, id) : undefined;
    if (!row) throw new AppError('not_found');
    const refusal = decisionRefusal(statusOf(row), body.outcome);
    if (refusal) conflict(refusal);
    const now = this.now();
    let reapplyAt: Date | null = null;
    let gapTests: string[] = [];
    if (body.outcome === 'rejected') {
      const date = reapplyDate(body.reapply_at, now);
      const errors: Record<string, string[]> = {};
      if ('error' in date) errors.reapply_at = [date.error];
      else reapplyAt = date.at;
      gapTests = [...new Set(body.gap_tests ?? [])];
      const titles = await this.testTitles(gapTests);
      const unknown = gapTests.filter((slug) => !titles.has(slug));
      if (unknown.length > 0) {
        errors.gap_tests = [`${unknown.map((s) => `“${s}”`).join(', ')}: not a test of our skill center.`];
      }
      if (Object.keys(errors).length > 0) invalid(errors);
    }
    const decided = await this.db.transaction(async (tx) => {
      const updated = await repo.updateApplication(tx, row.id, ['submitted', 'waitlisted'], {
        status: body.outcome,
        outcome: body.outcome,
        reason: body.reason,
        reapplyAt,
        gapTests,
        decidedAt: now,
        decidedByUserId: operatorId,
        updatedAt: now,
      });
      if (updated) await repo.insertEvents(tx, row.id, [body.outcome], operatorId, now);
      return updated;
    });
    if (!decided) conflict('This application changed in the meantime; reload it.');
    await this.announce(decided!, 'decision', await this.decisionMessage(decided!));
    return this.review(row.id);
  }

  private async decisionMessage(row: ApplicationRow): Promise<Message> {
    const url = '/elite/onboarding/completed';
    const reason = row.reason ?? '';
    if (row.outcome === 'accepted') {
      return {
        title: `You are in: welcome to ${PRODUCT_NAME} Elite`,
        body: `Our team accepted your elite application. ${reason} Elite-only jobs are open to you now, and your profile shows the elite badge.`,
        url,
      };
    }
    if (row.outcome === 'waitlisted') {
      const position = await repo.waitlistPosition(this.db, row);
      const track = trackOf(row);
      const place =
        position && track ? `You are number ${position} on the ${ELITE_TRACKS[track].label} waitlist. ` : '';
      return {
        title: 'Your elite application is on the waitlist',
        body: `${place}${reason} We write as soon as a place opens; nothing more is needed from you.`,
        url,
      };
    }
    const titles = await this.testTitles(row.gapTests);
    const gap =
      row.gapTests.length > 0
        ? ` Passing the ${row.gapTests.map((s) => titles.get(s) ?? s).join(' and ')} skill test${row.gapTests.length > 1 ? 's' : ''} would close the gap.`
        : '';
    return {
      title: 'Your elite application: not this time',
      body: `${reason}${gap} You may apply again from ${dayText(row.reapplyAt!)}; your answers will be filled in for you.`,
      url,
    };
  }

  /* ================================================================ messages */

  /**
   * After the commit: the candidate's notification (bell and mail, as their preferences say) when there is one,
   * then `EliteChanged` on their private channel so every open screen refetches.
   */
  private async announce(row: ApplicationRow, kind: EliteChangedEvent['kind'], message?: Message) {
    if (message) {
      await this.deps.notifications
        .notify(row.userId, 'elite_update', message)
        .catch((err: unknown) => this.deps.log?.warn({ err }, 'elite notification failed'));
    }
    const payload: EliteChangedEvent = { application_id: row.id, status: statusOf(row), kind };
    await this.deps.broadcaster
      .publish(userChannelName(row.userId), ELITE_CHANGED_EVENT, payload)
      .catch((err: unknown) => this.deps.log?.warn({ err }, 'elite broadcast failed'));
  }
}

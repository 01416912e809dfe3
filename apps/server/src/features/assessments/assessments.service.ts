import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADVANCED_MARK_PERCENT,
  COOLDOWN_DAYS,
  PASS_MARK_PERCENT,
  PROCTORING_MODES,
  PROCTORING_RETENTION_DAYS,
  SNAPSHOT_INTERVAL_SECONDS,
  SNAPSHOT_MAX_BYTES,
  type Answer,
  type Attempt,
  type AttemptSummary,
  type ItemView,
  type MyStanding,
  type ProctoringMode,
  type Result,
  type RunCode,
  type RunResult,
  type SkillStanding,
  type SkillTestDetail,
  type SkillTestSummary,
  type StartAttempt,
  type Visibility,
  TEST_CATEGORIES,
  TEST_CATEGORY_LABELS,
} from '@talent/contract/assessments';
import { BADGE_VALID_DAYS } from '@talent/contract/badges';
import type { Db } from '../../db/client.ts';
import type { BankItem, CodingItem, FormBlueprint } from '../../content/item-bank/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { Json, Sandbox, SandboxCase, SandboxLanguage, SandboxResult } from '../../sandbox/types.ts';
import { detectTypeOfHead } from '../files/file-check.ts';
import * as repo from './assessments.repository.ts';
import type { AttemptRow, ItemRow, TestRow } from './assessments.repository.ts';
import {
  attemptSummary,
  bandBasisFor,
  bandFor,
  itemView,
  maskId,
  testRef,
  testSummary,
  type FormEntry,
} from './assessments.view.ts';
import { noBadges, type BadgeIssuer } from './badge-issuer.ts';
import { DEFAULT_EXPOSURE_CAP, drawForm, formSize, shuffle } from './forms.ts';
import {
  codingCredit,
  objectiveCredit,
  outcomeOf,
  percentileOf,
  percentOf,
  pointsOf,
  roundPoints,
  topicBreakdown,
} from './grading.ts';
import { retakeRule } from './retake.ts';

const DAY_MS = 86_400_000;
/** Code runs per candidate per minute, attempts and practice together. */
export const RUNS_PER_MINUTE = 20;
/** Browser signals one attempt may record (a tab switch every few seconds for two hours stays under it). */
const MAX_EVENTS_PER_ATTEMPT = 2_000;
const GRADING_BUSY = 'Grading is busy right now. Your answers are saved; try again in a moment.';
const ENDED_MESSAGE = 'This attempt has ended. Your answers were saved until the deadline.';
const OPEN_ATTEMPT_MESSAGE =
  'You have an attempt of this test in progress. Finish it first, then start the one the recruiter sent.';
const SEEN_BY =
  'Only you. If a recruiter assigns you a test, its reviewers see these entries as facts; they never fail a test by themselves.';

export interface AssessmentsDeps {
  db: Db;
  sandbox: Sandbox;
  storage: FileStorage;
  limiter: RateLimiter;
  /** Keys the option and step ids the browser sees. */
  secret: string;
  badges?: BadgeIssuer;
  exposureCap?: number;
  runsPerMinute?: number;
  log?: FastifyBaseLogger;
  now?: () => Date;
  random?: () => number;
}

interface Graded {
  items: Array<{ item_id: string; topic: string; points: number; max_points: number }>;
  topics: Result['topics'];
  coding: Result['coding'];
}

function notFound(): never {
  throw new AppError('not_found');
}

function invalid(field: string, message: string): never {
  throw AppError.validation({ [field]: [message] });
}

const json = (value: Json | undefined): string | null => (value === undefined ? null : JSON.stringify(value));

export class AssessmentsService {
  private readonly db: Db;
  private readonly badges: BadgeIssuer;
  private readonly now: () => Date;
  private readonly random: () => number;
  private readonly gradedListeners: Array<(attempt: AttemptRow) => Promise<void>> = [];
  private assignedSource: ((userId: string) => Promise<AssignedEntry[]>) | null = null;

  constructor(private readonly deps: AssessmentsDeps) {
    this.db = deps.db;
    this.badges = deps.badges ?? noBadges;
    this.now = deps.now ?? (() => new Date());
    this.random = deps.random ?? Math.random;
  }

  /* ================================================================ catalogue */

  async catalogue(userId: string, query: { q?: string | undefined; category?: string | undefined }) {
    await this.closeOverdue(userId);
    const tests = await repo.liveTests(this.db, query);
    const data = await this.summaries(userId, tests);
    const counts = new Map((await repo.categoryCounts(this.db)).map((c) => [c.category, c.n]));
    return {
      data,
      categories: TEST_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({
        category,
        label: TEST_CATEGORY_LABELS[category],
        count: counts.get(category) ?? 0,
      })),
    };
  }

  async detail(userId: string, slug: string): Promise<SkillTestDetail> {
    await this.closeOverdue(userId);
    const test = (await repo.testBySlug(this.db, slug)) ?? notFound();
    const [summary] = await this.summaries(userId, [test]);
    const kinds = await repo.liveItemKinds(this.db, [test.id]);
    const blueprint = test.blueprint as FormBlueprint;
    const hasMultiple = kinds.some((k) => k.type === 'multiple_choice');
    const hasSingle = kinds.some((k) => k.type === 'single_choice');
    // The form's choice tasks may be of either kind; they are counted under the kind the bank has (single first).
    const choiceType = hasSingle || !hasMultiple ? 'single_choice' : 'multiple_choice';
    const tasks = (
      [
        [choiceType, blueprint.choice],
        ['ordering', blueprint.ordering],
        ['short_answer', blueprint.shortAnswer],
        ['coding', blueprint.coding],
      ] as const
    )
      .filter(([, n]) => n > 0)
      .map(([type, count]) => ({ type, count }));
    const profileSkills = await repo.profileSkillIds(this.db, userId);
    const open = summary!.open_jobs;
    const listed = profileSkills.has(test.skillId);
    const history = (await repo.attemptsOf(this.db, userId, test.id)).map((a) =>
      attemptSummary(a, test, null),
    );
    await this.addBands(test.id, history);
    return {
      ...summary!,
      description: test.description,
      topics: test.topics,
      rules: {
        time_limit_minutes: test.timeLimitMinutes,
        task_count: formSize(blueprint),
        tasks,
        pass_mark_percent: PASS_MARK_PERCENT,
        advanced_mark_percent: ADVANCED_MARK_PERCENT,
        cooldown_days: COOLDOWN_DAYS,
        free_redo: true,
        badge_valid_days: BADGE_VALID_DAYS,
        proctoring_modes: [...PROCTORING_MODES],
        snapshot_interval_seconds: SNAPSHOT_INTERVAL_SECONDS,
        retention_days: PROCTORING_RETENTION_DAYS,
      },
      // The match score's skill part counts a skill the profile lists: those jobs match on it now; a badge puts
      // the skill on the profile, so the others would.
      jobs: { open, matching_now: listed ? open : 0, more_with_badge: listed ? 0 : open },
      practice_items: (await repo.practiceCounts(this.db, [test.id])).get(test.id) ?? 0,
      history,
    };
  }

  private async summaries(userId: string, tests: readonly TestRow[]): Promise<SkillTestSummary[]> {
    const ids = tests.map((t) => t.id);
    const [kinds, takers, openJobs, attempts, visibilities] = await Promise.all([
      repo.liveItemKinds(this.db, ids),
      repo.takerCounts(this.db, ids),
      repo.openJobCounts(
        this.db,
        tests.map((t) => t.skillId),
        this.now(),
      ),
      repo.attemptsOf(this.db, userId),
      repo.visibilitiesOf(this.db, userId),
    ]);
    const out: SkillTestSummary[] = [];
    for (const test of tests) {
      const mine = kinds.filter((k) => k.testId === test.id);
      const order: ItemView['type'][] = [
        'single_choice',
        'multiple_choice',
        'ordering',
        'short_answer',
        'coding',
      ];
      const present = new Set(mine.map((k) => k.type));
      const languages = new Set(mine.flatMap((k) => k.languages ?? []));
      out.push(
        testSummary(test, {
          taskKinds: order.filter((t) => present.has(t)),
          languages: (['javascript', 'typescript', 'python'] as const).filter((l) => languages.has(l)),
          takers: takers.get(test.id) ?? 0,
          openJobs: openJobs.get(test.skillId) ?? 0,
          mine: await this.standing(
            userId,
            test,
            attempts.filter((a) => a.testId === test.id),
            (visibilities.get(test.id) as Visibility | undefined) ?? 'band',
          ),
        }),
      );
    }
    return out;
  }

  /**
   * A candidate's summary and standing on each of these live tests, by slug (unknown or retired slugs are absent):
   * the elite programme's skill stage reads the engine through it.
   */
  async standingsOf(userId: string, slugs: readonly string[]): Promise<Map<string, SkillTestSummary>> {
    await this.closeOverdue(userId);
    const wanted = new Set(slugs);
    const tests = (await repo.liveTests(this.db)).filter((t) => wanted.has(t.slug));
    return new Map((await this.summaries(userId, tests)).map((s) => [s.slug, s]));
  }

  /** My standing on one test, from my attempts on it (newest first). */
  private async standing(
    userId: string,
    test: TestRow,
    attempts: readonly AttemptRow[],
    visibility: Visibility,
  ): Promise<MyStanding> {
    const open = attempts.find((a) => a.status === 'in_progress');
    const graded = attempts.filter((a) => a.status !== 'in_progress');
    const rule = retakeRule(graded, this.now());
    const best = graded.reduce<number | null>(
      (m, a) => (a.percent !== null && (m === null || a.percent > m) ? a.percent : m),
      null,
    );
    const passed = graded.some((a) => a.passed);
    let band = null;
    let bandBasis = null;
    if (best !== null) {
      const cohort = [...(await repo.cohortBests(this.db, test.id)).values()];
      const percentile = percentileOf(best, cohort);
      band = bandFor(percentile, best);
      bandBasis = bandBasisFor(percentile, best);
    }
    return {
      state: open ? 'in_progress' : passed ? 'passed' : graded.length > 0 ? 'not_passed' : 'new',
      attempt_id: open?.id ?? null,
      deadline_at: open?.deadlineAt.toISOString() ?? null,
      best_percent: best,
      band,
      band_basis: bandBasis,
      badge: passed ? await this.badges.currentBadge(this.db, userId, test.slug) : null,
      next_attempt_at: rule.nextAttemptAt?.toISOString() ?? null,
      redo_available: rule.redoAvailable,
      visibility,
    };
  }

  private async addBands(testId: string, summaries: AttemptSummary[]) {
    if (!summaries.some((s) => s.percent !== null)) return;
    const cohort = [...(await repo.cohortBests(this.db, testId)).values()];
    for (const s of summaries) {
      if (s.percent === null) continue;
      const percentile = percentileOf(s.percent, cohort);
      s.band = bandFor(percentile, s.percent);
      s.band_basis = bandBasisFor(percentile, s.percent);
    }
  }

  /* ================================================================ lists */

  async myAssessments(userId: string) {
    await this.closeOverdue(userId);
    const attempts = await repo.attemptsOf(this.db, userId);
    const open = attempts.filter((a) => a.status === 'in_progress');
    const tests = new Map(
      (await repo.testsByIds(this.db, [...new Set(attempts.map((a) => a.testId))])).map((t) => [t.id, t]),
    );
    const skillsHeld = await repo.profileSkillIds(this.db, userId);
    const passedTests = new Set(attempts.filter((a) => a.passed).map((a) => a.testId));
    const suggestedTests = (await repo.liveTests(this.db)).filter(
      (t) => skillsHeld.has(t.skillId) && !passedTests.has(t.id),
    );
    return {
      in_progress: open.map((a) => attemptSummary(a, tests.get(a.testId)!, null)),
      assigned: this.assignedSource ? await this.assignedSource(userId) : [],
      suggested: await this.summaries(userId, suggestedTests),
    };
  }

  async completed(userId: string) {
    await this.closeOverdue(userId);
    const attempts = (await repo.attemptsOf(this.db, userId)).filter((a) => a.status !== 'in_progress');
    const tests = new Map(
      (await repo.testsByIds(this.db, [...new Set(attempts.map((a) => a.testId))])).map((t) => [t.id, t]),
    );
    const results: AttemptSummary[] = [];
    const standings: SkillStanding[] = [];
    const visibilities = await repo.visibilitiesOf(this.db, userId);
    for (const test of tests.values()) {
      const mine = attempts.filter((a) => a.testId === test.id);
      const summaries = mine.map((a) => attemptSummary(a, test, null));
      await this.addBands(test.id, summaries);
      results.push(...summaries);
      standings.push(
        await this.standingOf(
          userId,
          test,
          mine,
          (visibilities.get(test.id) as Visibility | undefined) ?? 'band',
        ),
      );
    }
    results.sort((a, b) => (b.submitted_at ?? '').localeCompare(a.submitted_at ?? ''));
    return { results, standings };
  }

  private async standingOf(
    userId: string,
    test: TestRow,
    attempts: readonly AttemptRow[],
    visibility: Visibility,
  ): Promise<SkillStanding> {
    const graded = attempts.filter((a) => a.status !== 'in_progress' && a.percent !== null);
    const best = bestOf(graded);
    let percentile: number | null = null;
    if (best)
      percentile = percentileOf(best.percent!, [...(await repo.cohortBests(this.db, test.id)).values()]);
    const passed = graded.some((a) => a.passed);
    return {
      test: testRef(test),
      visibility,
      best_attempt_id: best?.id ?? null,
      best_percent: best?.percent ?? null,
      percentile,
      band: best ? bandFor(percentile, best.percent) : null,
      band_basis: best ? bandBasisFor(percentile, best.percent) : null,
      passed,
      badge: passed ? await this.badges.currentBadge(this.db, userId, test.slug) : null,
    };
  }

  async visibility(userId: string, slug: string): Promise<SkillStanding> {
    await this.closeOverdue(userId);
    const test = (await repo.testBySlug(this.db, slug)) ?? notFound();
    const attempts = await repo.attemptsOf(this.db, userId, test.id);
    const visibility =
      ((await repo.visibilitiesOf(this.db, userId)).get(test.id) as Visibility | undefined) ?? 'band';
    return this.standingOf(userId, test, attempts, visibility);
  }

  async setVisibility(userId: string, slug: string, visibility: Visibility): Promise<SkillStanding> {
    const test = (await repo.testBySlug(this.db, slug)) ?? notFound();
    await repo.setVisibility(this.db, userId, test.id, visibility, this.now());
    return this.visibility(userId, slug);
  }

  /** What a recruiter sees of an applicant to their company: only what each result's visibility allows. */
  async applicantResults(companyId: string, applicationId: string) {
    if (!isUuid(applicationId)) notFound();
    const userId = (await repo.applicantOfCompany(this.db, applicationId, companyId)) ?? notFound();
    const attempts = (await repo.attemptsOf(this.db, userId)).filter(
      (a) => a.status !== 'in_progress' && a.percent !== null,
    );
    const visibilities = await repo.visibilitiesOf(this.db, userId);
    const tests = await repo.testsByIds(this.db, [...new Set(attempts.map((a) => a.testId))]);
    const out = [];
    for (const test of tests) {
      const visibility = (visibilities.get(test.id) as Visibility | undefined) ?? 'band';
      if (visibility === 'private') continue;
      const mine = attempts.filter((a) => a.testId === test.id);
      const best = bestOf(mine)!;
      const percentile = percentileOf(best.percent!, [
        ...(await repo.cohortBests(this.db, test.id)).values(),
      ]);
      const passed = mine.some((a) => a.passed);
      out.push({
        test: testRef(test),
        visibility,
        band: bandFor(percentile, best.percent)!,
        band_basis: bandBasisFor(percentile, best.percent)!,
        percent: visibility === 'score' ? best.percent : null,
        percentile: visibility === 'score' ? percentile : null,
        passed,
        badge: passed ? await this.badges.currentBadge(this.db, userId, test.slug) : null,
        taken_at: (best.submittedAt ?? best.startedAt).toISOString(),
      });
    }
    return out.sort((a, b) => a.test.title.localeCompare(b.test.title));
  }

  /* ================================================================ practice */

  async practice(slug: string) {
    const test = (await repo.testBySlug(this.db, slug)) ?? notFound();
    const items = await repo.practiceItems(this.db, test.id);
    return {
      test: testRef(test),
      items: items.map((row, i) => {
        const item = row.content as BankItem;
        const order =
          item.type === 'ordering'
            ? shuffle(
                item.steps.map((s) => s.id),
                this.random,
              )
            : null;
        return itemView(item, { id: row.id, position: i + 1, order, mask: this.practiceMask(row.id) });
      }),
    };
  }

  private practiceMask(itemId: string) {
    return (bankId: string) => maskId(this.deps.secret, `practice:${itemId}`, bankId);
  }

  private async practiceItem(slug: string, itemId: string): Promise<ItemRow> {
    const test = (await repo.testBySlug(this.db, slug)) ?? notFound();
    if (!isUuid(itemId)) notFound();
    const [row] = await repo.itemsByIds(this.db, [itemId]);
    if (!row || row.testId !== test.id || !row.practice) notFound();
    return row;
  }

  async practiceCheck(userId: string, slug: string, body: { item_id: string; answer: Answer }) {
    const row = await this.practiceItem(slug, body.item_id);
    const item = row.content as BankItem;
    const answer = this.unmask(item, body.answer, this.practiceMask(row.id));
    const max = pointsOf(item);
    let credit: number;
    let cases: RunResult['cases'] = [];
    if (item.type === 'coding' && answer.type === 'coding') {
      await this.throttleRuns(userId);
      const result = await this.runCases(item, answer.language, answer.source, [
        ...item.samples,
        ...item.hidden,
      ]);
      cases = result.cases;
      credit = codingCredit(
        result.cases.filter((c) => c.passed === true).length,
        item.samples.length + item.hidden.length,
      );
    } else {
      credit = objectiveCredit(item, answer);
    }
    return {
      correct: credit >= 1 - 1e-9,
      points: roundPoints(credit * max),
      max_points: max,
      explanation: item.explanation,
      expected: expectedInWords(item),
      cases,
    };
  }

  async practiceRun(userId: string, slug: string, body: RunCode): Promise<RunResult> {
    const row = await this.practiceItem(slug, body.item_id);
    return this.runForCandidate(userId, row, body);
  }

  /* ================================================================ attempts */

  async start(
    userId: string,
    slug: string,
    body: StartAttempt,
  ): Promise<{ created: boolean; attempt: Attempt } | { nextAttemptAt: Date }> {
    const test = (await repo.testBySlug(this.db, slug)) ?? notFound();
    await this.closeOverdue(userId);
    const attempts = await repo.attemptsOf(this.db, userId, test.id);
    const open = attempts.find((a) => a.status === 'in_progress');
    if (open) return { created: false, attempt: await this.attemptView(open, test) };
    const now = this.now();
    const rule = retakeRule(
      attempts.filter((a) => a.status !== 'in_progress'),
      now,
    );
    if (rule.nextAttemptAt) return { nextAttemptAt: rule.nextAttemptAt };

    const { drawn, form } = await this.drawAttemptForm(test);
    const deadline = new Date(now.getTime() + test.timeLimitMinutes * 60_000);
    const created = await repo.insertAttempt(this.db, {
      userId,
      testId: test.id,
      form,
      proctoringMode: body.proctoring,
      consentedAt: now,
      startedAt: now,
      deadlineAt: deadline,
      isRedo: rule.redoAvailable,
      proctoringRetainUntil:
        body.proctoring === 'none' ? null : new Date(deadline.getTime() + PROCTORING_RETENTION_DAYS * DAY_MS),
    });
    if (!created) {
      // Another request started it a moment ago: that one is the attempt.
      const again = (await repo.attemptsOf(this.db, userId, test.id)).find((a) => a.status === 'in_progress');
      if (!again) throw new AppError('conflict');
      return { created: false, attempt: await this.attemptView(again, test) };
    }
    await repo.recordExposure(this.db, drawn, this.deps.exposureCap ?? DEFAULT_EXPOSURE_CAP, now);
    return { created: true, attempt: await this.attemptView(created, test) };
  }

  /** A fresh graded form of the test: items drawn from the blueprint, options and steps shuffled. */
  private async drawAttemptForm(test: TestRow): Promise<{ drawn: string[]; form: FormEntry[] }> {
    const blueprint = test.blueprint as FormBlueprint;
    const drawn = drawForm(blueprint, await repo.drawCandidates(this.db, test.id), this.random);
    if (!drawn)
      throw new AppError('conflict', { message: 'This test cannot be taken right now. Try again later.' });
    const items = new Map((await repo.itemsByIds(this.db, drawn)).map((i) => [i.id, i]));
    const form: FormEntry[] = drawn.map((id) => {
      const item = items.get(id)!.content as BankItem;
      const ids =
        item.type === 'single_choice' || item.type === 'multiple_choice'
          ? item.options.map((o) => o.id)
          : item.type === 'ordering'
            ? item.steps.map((s) => s.id)
            : null;
      return { item_id: id, order: ids ? shuffle(ids, this.random) : null };
    });
    return { drawn, form };
  }

  /**
   * A graded attempt a recruiter asked for (recruiter-sent assessments): the test's usual form, counted in the
   * cohort, but with the time limit the assignment gives (accommodations applied) and no cooldown check. 409 while
   * the candidate has an attempt of this test in progress (the one open attempt per test rule).
   */
  async startForAssignment(userId: string, slug: string, timeLimitMinutes: number): Promise<AttemptRow> {
    const test = (await repo.testBySlug(this.db, slug)) ?? notFound();
    await this.closeOverdue(userId);
    const open = (await repo.attemptsOf(this.db, userId, test.id)).find((a) => a.status === 'in_progress');
    if (open) throw new AppError('conflict', { message: OPEN_ATTEMPT_MESSAGE });
    const now = this.now();
    const { drawn, form } = await this.drawAttemptForm(test);
    const created = await repo.insertAttempt(this.db, {
      userId,
      testId: test.id,
      form,
      proctoringMode: 'none',
      consentedAt: now,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + timeLimitMinutes * 60_000),
      isRedo: false,
      proctoringRetainUntil: null,
    });
    if (!created) throw new AppError('conflict', { message: OPEN_ATTEMPT_MESSAGE });
    await repo.recordExposure(this.db, drawn, this.deps.exposureCap ?? DEFAULT_EXPOSURE_CAP, now);
    return created;
  }

  /** Called after every attempt is graded (submit, deadline, sweep); recruiter-sent assessments listen. */
  onAttemptGraded(listener: (attempt: AttemptRow) => Promise<void>): void {
    this.gradedListeners.push(listener);
  }

  /** Fills `assigned` of the candidate's list (recruiter-sent assessments provide it). */
  provideAssigned(source: (userId: string) => Promise<AssignedEntry[]>): void {
    this.assignedSource = source;
  }

  /** A graded attempt's full result, for a recruiter who sent the test; null while in progress or unknown. */
  async resultOfAttempt(attemptId: string): Promise<Result | null> {
    if (!isUuid(attemptId)) return null;
    const attempt = await repo.attemptById(this.db, attemptId);
    if (!attempt || attempt.status === 'in_progress' || attempt.percent === null) return null;
    const [test] = await repo.testsByIds(this.db, [attempt.testId]);
    return this.resultOf(attempt.userId, attempt, test!);
  }

  /** The candidate's visibility of a test's results (default band). */
  async visibilityOf(userId: string, testId: string): Promise<Visibility> {
    return ((await repo.visibilitiesOf(this.db, userId)).get(testId) as Visibility | undefined) ?? 'band';
  }

  /** A live test of the bank with its limits, for recruiter-sent assessments; null when unknown or retired. */
  async bankTest(slug: string) {
    const test = await repo.testBySlug(this.db, slug);
    return test ? bankTestOf(test) : null;
  }

  async bankTests() {
    return (await repo.liveTests(this.db)).map(bankTestOf);
  }

  /** The candidate's attempt, closed first when its deadline has passed; another's → 404. */
  private async ownAttempt(userId: string, id: string): Promise<{ attempt: AttemptRow; test: TestRow }> {
    if (!isUuid(id)) notFound();
    let attempt = (await repo.attemptOf(this.db, id, userId)) ?? notFound();
    if (attempt.status === 'in_progress' && attempt.deadlineAt <= this.now()) {
      attempt = await this.close(attempt, 'deadline');
    }
    const [test] = await repo.testsByIds(this.db, [attempt.testId]);
    return { attempt, test: test! };
  }

  async attempt(userId: string, id: string): Promise<Attempt> {
    const { attempt, test } = await this.ownAttempt(userId, id);
    return this.attemptView(attempt, test);
  }

  private attemptMask(attemptId: string, itemId: string) {
    return (bankId: string) => maskId(this.deps.secret, `${attemptId}:${itemId}`, bankId);
  }

  private async attemptView(attempt: AttemptRow, test: TestRow): Promise<Attempt> {
    const form = attempt.form as FormEntry[];
    const items = new Map(
      (
        await repo.itemsByIds(
          this.db,
          form.map((f) => f.item_id),
        )
      ).map((i) => [i.id, i]),
    );
    const answers = await repo.answersOf(this.db, attempt.id);
    return {
      ...attemptSummary(attempt, test, null),
      proctoring: attempt.proctoringMode as ProctoringMode,
      // The attempt's own limit: a recruiter-sent test may carry extra time.
      time_limit_seconds: Math.round((attempt.deadlineAt.getTime() - attempt.startedAt.getTime()) / 1000),
      server_now: this.now().toISOString(),
      items: form.map((entry, i) =>
        itemView(items.get(entry.item_id)!.content as BankItem, {
          id: entry.item_id,
          position: i + 1,
          order: entry.order,
          mask: this.attemptMask(attempt.id, entry.item_id),
        }),
      ),
      answers: answers.map((a) => ({
        item_id: a.itemId,
        answer: a.answer as Answer,
        saved_at: a.savedAt.toISOString(),
      })),
    };
  }

  async saveAnswer(userId: string, id: string, itemId: string, answer: Answer) {
    const { attempt } = await this.ownAttempt(userId, id);
    const entry = (attempt.form as FormEntry[]).find((f) => f.item_id === itemId) ?? notFound();
    if (attempt.status !== 'in_progress') throw new AppError('conflict', { message: ENDED_MESSAGE });
    const [row] = await repo.itemsByIds(this.db, [entry.item_id]);
    // Checked against the task; what is stored is what the browser sent (its masked ids), to give back on resume.
    this.unmask(row!.content as BankItem, answer, this.attemptMask(attempt.id, entry.item_id));
    const saved = await repo.saveAnswer(this.db, {
      attemptId: attempt.id,
      itemId,
      answer,
      savedAt: this.now(),
    });
    if (!saved) throw new AppError('conflict', { message: ENDED_MESSAGE });
    return { item_id: saved.itemId, answer: saved.answer as Answer, saved_at: saved.savedAt.toISOString() };
  }

  /**
   * The answer with the bank's own option and step ids, after checking it fits the task: the kind, known ids,
   * an offered language, the length asked for. Anything else is a 422 on `answer`.
   */
  private unmask(item: BankItem, answer: Answer, mask: (bankId: string) => string): Answer {
    if (answer.type !== item.type) invalid('answer', 'This answer does not fit the task.');
    const ids = (options: readonly { id: string }[]) => new Map(options.map((o) => [mask(o.id), o.id]));
    const known = (map: Map<string, string>, given: readonly string[], field: string) =>
      given.map((g) => map.get(g) ?? invalid(field, 'Choose among the options shown.'));
    if (item.type === 'single_choice' && answer.type === 'single_choice') {
      return { ...answer, option_id: known(ids(item.options), [answer.option_id], 'answer.option_id')[0]! };
    }
    if (item.type === 'multiple_choice' && answer.type === 'multiple_choice') {
      return {
        ...answer,
        option_ids: known(ids(item.options), [...new Set(answer.option_ids)], 'answer.option_ids'),
      };
    }
    if (item.type === 'ordering' && answer.type === 'ordering') {
      return { ...answer, order: known(ids(item.steps), answer.order, 'answer.order') };
    }
    if (item.type === 'short_answer' && answer.type === 'short_answer') {
      if (answer.text.length > item.maxLength)
        invalid('answer.text', `Keep the answer within ${item.maxLength} characters.`);
      return answer;
    }
    if (item.type === 'coding' && answer.type === 'coding') {
      if (!item.languages.includes(answer.language))
        invalid('answer.language', 'This task is not offered in that language.');
      return answer;
    }
    return invalid('answer', 'This answer does not fit the task.');
  }

  async run(userId: string, id: string, body: RunCode): Promise<RunResult> {
    const { attempt } = await this.ownAttempt(userId, id);
    if (attempt.status !== 'in_progress') throw new AppError('conflict', { message: ENDED_MESSAGE });
    const entry = (attempt.form as FormEntry[]).find((f) => f.item_id === body.item_id) ?? notFound();
    const [row] = await repo.itemsByIds(this.db, [entry.item_id]);
    return this.runForCandidate(userId, row!, body);
  }

  /** Samples plus the candidate's own arguments; never the hidden tests. */
  private async runForCandidate(userId: string, row: ItemRow, body: RunCode): Promise<RunResult> {
    const item = row.content as BankItem;
    if (item.type !== 'coding') invalid('item_id', 'This task has no code to run.');
    if (!item.languages.includes(body.language))
      invalid('language', 'This task is not offered in that language.');
    const cases: SandboxCase[] = [...item.samples];
    if (body.custom_input !== undefined && body.custom_input.trim() !== '') {
      let args: unknown;
      try {
        args = JSON.parse(body.custom_input);
      } catch {
        invalid('custom_input', 'Write the arguments as a JSON array, for example [1, [2, 3]].');
      }
      if (!Array.isArray(args))
        invalid('custom_input', 'Write the arguments as a JSON array, for example [1, [2, 3]].');
      cases.push({ name: 'Your input', args: args as Json[] });
    }
    await this.throttleRuns(userId);
    return this.runCases(item, body.language, body.source, cases);
  }

  private async throttleRuns(userId: string) {
    const hit = await this.deps.limiter.hit(`assessments.run:${userId}`, 60);
    if (hit.hits > (this.deps.runsPerMinute ?? RUNS_PER_MINUTE)) {
      throw new AppError('too_many_attempts', {
        retryAfter: hit.retryAfter,
        message: 'You ran code many times in a minute. Wait a moment and run it again.',
      });
    }
  }

  private async sandboxRun(
    item: CodingItem,
    language: SandboxLanguage,
    source: string,
    cases: SandboxCase[],
  ) {
    const entry = item.entry[language] ?? invalid('language', 'This task is not offered in that language.');
    const job = { language, source, entry, cases };
    let result: SandboxResult = await this.deps.sandbox.run(job);
    // A crashed runner may be retried once (the sandbox says so); the candidate's code did nothing wrong.
    if (result.status === 'crashed') result = await this.deps.sandbox.run(job);
    return result;
  }

  private async runCases(item: CodingItem, language: SandboxLanguage, source: string, cases: SandboxCase[]) {
    const result = await this.sandboxRun(item, language, source, cases);
    return {
      status: result.status,
      error: result.error ?? null,
      cases: result.cases.map((c, i) => ({
        name: c.name,
        input: JSON.stringify(cases[i]?.args ?? []),
        expected: json(cases[i]?.expected),
        actual: json(c.actual),
        passed: c.passed,
        error: c.error ?? null,
        stdout: c.stdout,
        duration_ms: c.durationMs,
      })),
      duration_ms: result.durationMs,
    };
  }

  async submit(userId: string, id: string): Promise<Result> {
    const { attempt, test } = await this.ownAttempt(userId, id);
    if (attempt.status !== 'in_progress') {
      throw new AppError('conflict', { message: 'This attempt is already closed; its result is ready.' });
    }
    const closed = await this.close(attempt, 'candidate');
    return this.resultOf(userId, closed, test);
  }

  async result(userId: string, id: string): Promise<Result> {
    const { attempt, test } = await this.ownAttempt(userId, id);
    if (attempt.status === 'in_progress') {
      throw new AppError('conflict', { message: 'This attempt is still in progress.' });
    }
    return this.resultOf(userId, attempt, test);
  }

  private async resultOf(userId: string, attempt: AttemptRow, test: TestRow): Promise<Result> {
    const graded = attempt.graded as Graded;
    const cohort = await repo.cohortBests(this.db, test.id);
    const percentile = percentileOf(attempt.percent!, [...cohort.values()]);
    const attempts = await repo.attemptsOf(this.db, userId, test.id);
    const rule = retakeRule(
      attempts.filter((a) => a.status !== 'in_progress'),
      this.now(),
    );
    const visibility =
      ((await repo.visibilitiesOf(this.db, userId)).get(test.id) as Visibility | undefined) ?? 'band';
    let proctoring: Result['proctoring'] = null;
    if (attempt.proctoringMode !== 'none') {
      const counts = await repo.proctoringCounts(this.db, attempt.id);
      proctoring = {
        mode: attempt.proctoringMode as ProctoringMode,
        ...counts,
        retention_until: attempt.proctoringDeletedAt
          ? null
          : (attempt.proctoringRetainUntil?.toISOString() ?? null),
        deleted_at: attempt.proctoringDeletedAt?.toISOString() ?? null,
      };
    }
    return {
      attempt_id: attempt.id,
      test: testRef(test),
      closed_by: attempt.closedBy!,
      started_at: attempt.startedAt.toISOString(),
      submitted_at: attempt.submittedAt!.toISOString(),
      points: attempt.points!,
      max_points: attempt.maxPoints!,
      percent: attempt.percent!,
      pass_mark_percent: PASS_MARK_PERCENT,
      passed: attempt.passed!,
      level: (attempt.level as Result['level']) ?? null,
      percentile,
      cohort_size: cohort.size,
      band: bandFor(percentile, attempt.percent)!,
      band_basis: percentile === null ? 'score' : 'percentile',
      topics: graded.topics,
      coding: graded.coding,
      next_attempt_at: rule.nextAttemptAt?.toISOString() ?? null,
      redo_available: rule.redoAvailable,
      badge: attempt.passed ? await this.badges.currentBadge(this.db, userId, test.slug) : null,
      visibility,
      proctoring,
    };
  }

  /* ================================================================ closing and grading */

  /** Closes the candidate's attempts past their deadline (every read does this first). */
  private async closeOverdue(userId: string) {
    for (const { id } of await repo.overdueAttempts(this.db, this.now(), userId)) {
      const attempt = await repo.attemptById(this.db, id);
      // A list still answers while the code runner is busy; the sweep grades the attempt a moment later.
      if (attempt?.status === 'in_progress') await this.close(attempt, 'deadline').catch(skipWhenBusy);
    }
  }

  /**
   * Grades the answers saved so far and closes the attempt. Graded first and closed with a conditional update,
   * so when two requests (or a request and the sweep) close it at once, one grade is kept.
   */
  private async close(attempt: AttemptRow, by: 'candidate' | 'deadline'): Promise<AttemptRow> {
    const form = attempt.form as FormEntry[];
    const [items, answers, tests] = await Promise.all([
      repo.itemsByIds(
        this.db,
        form.map((f) => f.item_id),
      ),
      repo.answersOf(this.db, attempt.id),
      repo.testsByIds(this.db, [attempt.testId]),
    ]);
    const test = tests[0]!;
    const byId = new Map(items.map((i) => [i.id, i]));
    const answerOf = new Map(answers.map((a) => [a.itemId, a.answer as Answer]));
    const graded: Graded = { items: [], topics: [], coding: [] };
    const answerPoints: Array<[string, number]> = [];
    for (const entry of form) {
      const item = byId.get(entry.item_id)!.content as BankItem;
      const max = pointsOf(item);
      const given = answerOf.get(entry.item_id);
      let credit = 0;
      if (item.type === 'coding') {
        const code = given?.type === 'coding' && item.languages.includes(given.language) ? given : null;
        let passed = 0;
        if (code && code.source.trim() !== '') {
          const result = await this.sandboxRun(item, code.language, code.source, item.hidden);
          // The runner failed twice (busy or broken): grading waits rather than scoring the code 0.
          if (result.status === 'crashed')
            throw new AppError('service_unavailable', { message: GRADING_BUSY });
          passed = result.cases.filter((c) => c.passed === true).length;
        }
        credit = codingCredit(passed, item.hidden.length);
        graded.coding.push({
          item_id: entry.item_id,
          title: item.title,
          language: code?.language ?? null,
          hidden_passed: passed,
          hidden_total: item.hidden.length,
        });
      } else if (given) {
        try {
          credit = objectiveCredit(
            item,
            this.unmask(item, given, this.attemptMask(attempt.id, entry.item_id)),
          );
        } catch {
          credit = 0;
        }
      }
      const points = roundPoints(credit * max);
      graded.items.push({ item_id: entry.item_id, topic: item.topic, points, max_points: max });
      if (given) answerPoints.push([entry.item_id, points]);
    }
    graded.topics = topicBreakdown(
      test.topics,
      graded.items.map((g) => ({ topic: g.topic, points: g.points, maxPoints: g.max_points })),
    );
    const points = roundPoints(graded.items.reduce((s, g) => s + g.points, 0));
    const maxPoints = graded.items.reduce((s, g) => s + g.max_points, 0);
    const percent = percentOf(points, maxPoints);
    const outcome = outcomeOf(percent);
    const now = this.now();
    const closedAt = by === 'deadline' || attempt.deadlineAt < now ? attempt.deadlineAt : now;
    const closed = await repo.closeAttempt(this.db, attempt.id, {
      status: by === 'deadline' ? 'expired' : 'submitted',
      closedBy: by,
      submittedAt: closedAt,
      points,
      maxPoints,
      percent,
      passed: outcome.passed,
      level: outcome.level,
      graded,
    });
    if (!closed) return (await repo.attemptById(this.db, attempt.id))!;
    await repo.setAnswerPoints(this.db, attempt.id, answerPoints);
    if (outcome.passed) await this.issueBadge(closed, test, outcome.level!);
    for (const listener of this.gradedListeners) {
      // The grade stands whatever a listener does; its failure is logged, and its sweep catches up.
      await listener(closed).catch((err: unknown) =>
        this.deps.log?.error({ err, attemptId: closed.id }, 'a graded-attempt listener failed'),
      );
    }
    return closed;
  }

  private async issueBadge(attempt: AttemptRow, test: TestRow, level: 'proficient' | 'advanced') {
    try {
      await this.badges.issueForPass(this.db, {
        userId: attempt.userId,
        testSlug: test.slug,
        skillSlug: test.skillSlug,
        skillName: test.skillName,
        testTitle: test.title,
        level,
        attemptId: attempt.id,
        percent: attempt.percent!,
        issuedAt: attempt.submittedAt!,
      });
    } catch (err) {
      // The grade stands; the badge can be issued again from the passed attempt.
      this.deps.log?.error({ err, attemptId: attempt.id }, 'issuing the badge of a passed attempt failed');
    }
  }

  /* ================================================================ proctoring */

  async recordEvents(
    userId: string,
    id: string,
    events: Array<{ kind: string; at: string; amount?: number | undefined; item_id?: string | undefined }>,
  ) {
    const { attempt, test } = await this.ownAttempt(userId, id);
    if (attempt.proctoringMode === 'none') invalid('events', 'Nothing is recorded during this attempt.');
    await this.checkRecording(attempt, test, 'events', events.length);
    const onForm = new Set((attempt.form as FormEntry[]).map((f) => f.item_id));
    await repo.insertProctoringEntries(
      this.db,
      events.map((e) => ({
        attemptId: attempt.id,
        kind: e.kind,
        at: this.clampToAttempt(attempt, new Date(e.at)),
        amount: e.amount ?? null,
        itemId: e.item_id && onForm.has(e.item_id) ? e.item_id : null,
        retainUntil: attempt.proctoringRetainUntil!,
      })),
    );
  }

  /**
   * Recording goes on only while the attempt is open and its captures were not deleted (deleting withdraws the
   * consent for the rest of the attempt), and within what an honest browser sends: one snapshot per interval (with
   * slack for retries) and a bounded number of events.
   */
  private async checkRecording(
    attempt: AttemptRow,
    test: TestRow,
    kind: 'events' | 'snapshots',
    adding: number,
  ) {
    if (attempt.status !== 'in_progress') throw new AppError('conflict', { message: ENDED_MESSAGE });
    if (attempt.proctoringDeletedAt) {
      invalid(
        kind === 'events' ? 'events' : 'image',
        'You deleted the recordings of this attempt; nothing more is recorded.',
      );
    }
    const counts = await repo.proctoringCounts(this.db, attempt.id);
    const snapshotCap = Math.ceil((test.timeLimitMinutes * 60) / SNAPSHOT_INTERVAL_SECONDS) * 2 + 2;
    const over =
      kind === 'snapshots'
        ? counts.snapshots + adding > snapshotCap
        : counts.entries - counts.snapshots + adding > MAX_EVENTS_PER_ATTEMPT;
    if (over) {
      throw new AppError('too_many_attempts', { message: 'This attempt has recorded as much as it may.' });
    }
  }

  /** A browser's clock may be off: entries stay within the attempt's own time. */
  private clampToAttempt(attempt: AttemptRow, at: Date): Date {
    const now = this.now();
    if (Number.isNaN(at.getTime()) || at > now) return now;
    return at < attempt.startedAt ? attempt.startedAt : at;
  }

  async recordSnapshot(userId: string, id: string, body: { image: string; taken_at: string }) {
    const { attempt, test } = await this.ownAttempt(userId, id);
    if (attempt.proctoringMode !== 'webcam')
      invalid('image', 'Webcam snapshots are only taken in webcam mode.');
    await this.checkRecording(attempt, test, 'snapshots', 1);
    const match = /^data:image\/(?:jpeg|png);base64,([A-Za-z0-9+/=]+)$/.exec(body.image);
    if (!match) invalid('image', 'Send the snapshot as a JPEG or PNG data URL.');
    const bytes = Buffer.from(match[1]!, 'base64');
    if (bytes.length === 0) invalid('image', 'The snapshot is empty.');
    if (bytes.length > SNAPSHOT_MAX_BYTES) invalid('image', 'The snapshot is too large.');
    const type = await detectTypeOfHead(bytes.subarray(0, 4100));
    if (!type || (type.mime !== 'image/jpeg' && type.mime !== 'image/png')) {
      invalid('image', 'The snapshot is not a JPEG or PNG image.');
    }
    const stored = await this.deps.storage.put(Readable.from([bytes]));
    try {
      const [entry] = await repo.insertProctoringEntries(this.db, [
        {
          attemptId: attempt.id,
          kind: 'snapshot',
          at: this.clampToAttempt(attempt, new Date(body.taken_at)),
          storageKey: stored.key,
          mime: type.mime,
          bytes: stored.size,
          retainUntil: attempt.proctoringRetainUntil!,
        },
      ]);
      return { id: entry!.id, taken_at: entry!.at.toISOString() };
    } catch (err) {
      await this.deps.storage.delete(stored.key);
      throw err;
    }
  }

  async ledger(userId: string, id: string) {
    const { attempt } = await this.ownAttempt(userId, id);
    const entries = await repo.proctoringEntriesOf(this.db, attempt.id);
    const positions = new Map((attempt.form as FormEntry[]).map((f, i) => [f.item_id, i + 1]));
    return {
      mode: attempt.proctoringMode as ProctoringMode,
      consented_at: attempt.consentedAt.toISOString(),
      retention_until: attempt.proctoringDeletedAt
        ? null
        : (attempt.proctoringRetainUntil?.toISOString() ?? null),
      deleted_at: attempt.proctoringDeletedAt?.toISOString() ?? null,
      entries: entries.map((e) => ({
        id: e.id,
        kind: e.kind as 'snapshot',
        at: e.at.toISOString(),
        amount: e.amount,
        item_position: e.itemId ? (positions.get(e.itemId) ?? null) : null,
        image_url:
          e.kind === 'snapshot' && e.storageKey
            ? `/talent/api/assessment-attempts/${attempt.id}/proctoring/snapshots/${e.id}`
            : null,
      })),
      seen_by: SEEN_BY,
    };
  }

  async snapshotImage(userId: string, id: string, entryId: string) {
    const { attempt } = await this.ownAttempt(userId, id);
    if (!isUuid(entryId)) notFound();
    const entry = (await repo.proctoringEntry(this.db, attempt.id, entryId)) ?? notFound();
    if (!entry.storageKey) notFound();
    return {
      mime: entry.mime ?? 'application/octet-stream',
      body: await this.deps.storage.open(entry.storageKey),
    };
  }

  async deleteProctoring(userId: string, id: string) {
    const { attempt } = await this.ownAttempt(userId, id);
    if (attempt.proctoringMode === 'none') invalid('proctoring', 'Nothing was recorded during this attempt.');
    await this.purge(attempt.id);
    return this.ledger(userId, id);
  }

  private async purge(attemptId: string) {
    const keys = await repo.deleteProctoring(this.db, attemptId, this.now());
    for (const key of keys) await this.deps.storage.delete(key);
  }

  /* ================================================================ timed work (assessments.sweeps.ts) */

  /** Closes and grades every attempt past its deadline; returns how many it closed. */
  async closeAllOverdue(now: Date): Promise<number> {
    let closed = 0;
    for (;;) {
      const due = await repo.overdueAttempts(this.db, now);
      let closedThisRound = 0;
      for (const { id } of due) {
        const attempt = await repo.attemptById(this.db, id);
        if (attempt?.status !== 'in_progress') continue;
        // A busy runner leaves the attempt for the next sweep; the others are still closed.
        if (await this.close(attempt, 'deadline').then(() => true, skipWhenBusy)) closedThisRound += 1;
      }
      closed += closedThisRound;
      if (due.length < 100 || closedThisRound === 0) return closed;
    }
  }

  /** Deletes the captures of attempts past their retention date. */
  async purgeExpiredCaptures(now: Date): Promise<number> {
    let purged = 0;
    for (;;) {
      const due = await repo.attemptsPastRetention(this.db, now);
      for (const { id } of due) await this.purge(id);
      purged += due.length;
      if (due.length < 100) return purged;
    }
  }
}

/** A busy code runner is a reason to wait (false), anything else an error. */
function skipWhenBusy(err: unknown): false {
  if (err instanceof AppError && err.code === 'service_unavailable') return false;
  throw err;
}

/** One recruiter-sent assessment in the candidate's list (contract: MyAssessmentsSchema `assigned`). */
export interface AssignedEntry {
  id: string;
  kind: 'skill_test' | 'interview';
  title: string;
  company: string;
  deadline_at: string | null;
  minutes: number;
  status: string;
  url: string;
}

function bankTestOf(test: TestRow) {
  return {
    id: test.id,
    ref: testRef(test),
    skillSlug: test.skillSlug,
    timeLimitMinutes: test.timeLimitMinutes,
    taskCount: formSize(test.blueprint as FormBlueprint),
  };
}

function bestOf(graded: readonly AttemptRow[]): AttemptRow | null {
  let best: AttemptRow | null = null;
  for (const a of graded) {
    if (a.percent === null) continue;
    if (!best || a.percent > best.percent! || (a.percent === best.percent && a.startedAt > best.startedAt))
      best = a;
  }
  return best;
}

/** The right answer in words, for practice feedback. */
function expectedInWords(item: BankItem): string {
  switch (item.type) {
    case 'single_choice':
      return item.options.find((o) => o.id === item.correct)?.text ?? '';
    case 'multiple_choice':
      return item.options
        .filter((o) => item.correct.includes(o.id))
        .map((o) => o.text)
        .join('; ');
    case 'short_answer':
      return item.answer.mode === 'exact'
        ? (item.answer.accept[0] ?? '')
        : `An answer that covers: ${item.answer.criteria.map((c) => c.description).join('; ')}`;
    case 'ordering':
      return item.steps.map((s) => s.text).join(' → ');
    case 'coding':
      return 'Every case passes.';
  }
}

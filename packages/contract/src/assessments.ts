import { z } from 'zod';
import { BadgeSummarySchema } from './badges.ts';

/*
 * Skill tests: the catalogue, practice, timed attempts, results and the proctoring ledger.
 *
 * Candidate (`/talent/api`, verified; another candidate's attempt → 404, never 403):
 *   GET    /skill-tests?q&category               → SkillTestListSchema (with my standing on each)
 *   GET    /skill-tests/{slug}                   → SkillTestResponseSchema (rules, jobs, my history); 404 unknown
 *   GET    /skill-tests/{slug}/practice          → PracticeSetSchema: practice-only items, untimed, nothing stored
 *   POST   /skill-tests/{slug}/practice/check    PracticeCheckSchema → PracticeFeedbackSchema (nothing stored)
 *   POST   /skill-tests/{slug}/practice/run      RunCodeSchema → RunResultSchema (nothing stored)
 *   POST   /skill-tests/{slug}/attempts          StartAttemptSchema → 201 AttemptResponseSchema. The clock starts
 *          here. An attempt already in progress → 200 with that attempt (resume, same form). During a cooldown
 *          → 409 CooldownErrorSchema with the exact `next_attempt_at`.
 *   GET    /skill-tests/{slug}/visibility        → SkillStandingResponseSchema
 *   PUT    /skill-tests/{slug}/visibility        UpdateVisibilitySchema → SkillStandingResponseSchema
 *   GET    /assessments                          → MyAssessmentsSchema (in progress, assigned, suggested)
 *   GET    /assessments/completed                → CompletedAssessmentsSchema (results, badges, standings)
 *   GET    /assessment-attempts/{id}             → AttemptResponseSchema (items without keys, saved answers)
 *   PUT    /assessment-attempts/{id}/answers/{itemId}  SaveAnswerSchema → SavedAnswerResponseSchema. After the
 *          deadline or once submitted → 409 "This attempt has ended…"; an item not on the form → 404; an answer of
 *          the wrong type → 422.
 *   POST   /assessment-attempts/{id}/run         RunCodeSchema → RunResultSchema (samples and the candidate's own
 *          input; never the hidden tests). Rate limited (429). 409 once the attempt has ended.
 *   POST   /assessment-attempts/{id}/submit      → ResultResponseSchema (graded on the server; 409 when already
 *          closed: the result is at GET …/result)
 *   GET    /assessment-attempts/{id}/result     → ResultResponseSchema (409 while in progress)
 *   POST   /assessment-attempts/{id}/proctoring/events     ProctoringEventsSchema → 204 (422 when the mode is
 *          none; 409 once ended)
 *   POST   /assessment-attempts/{id}/proctoring/snapshots  SnapshotSchema → 201 SnapshotResponseSchema (webcam
 *          mode only; a JPEG or PNG checked by its bytes, ≤ SNAPSHOT_MAX_BYTES)
 *   GET    /assessment-attempts/{id}/proctoring  → ProctoringLedgerResponseSchema
 *   GET    /assessment-attempts/{id}/proctoring/snapshots/{entryId}  → the image (private, no-store)
 *   DELETE /assessment-attempts/{id}/proctoring  → ProctoringLedgerResponseSchema (images and events deleted; the
 *          ledger keeps one line saying when, so the candidate sees it was done)
 *
 * Recruiter (`/recruiter/api`, their company's applications only; others → 404):
 *   GET    /applications/{id}/skill-results      → ApplicantSkillResultsSchema: only what each result's visibility
 *          allows (band only: no score or percentile; private: nothing).
 *
 * An attempt past its deadline closes itself (a sweep at the app's clock, and on every read): answers saved until
 * then are graded. Cooldown: COOLDOWN_DAYS after a graded attempt, except one free redo right after a first failed
 * attempt on that test.
 */

export const ITEM_TYPES = ['single_choice', 'multiple_choice', 'short_answer', 'ordering', 'coding'] as const;
export const ItemTypeSchema = z.enum(ITEM_TYPES);
export type ItemType = z.infer<typeof ItemTypeSchema>;
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  short_answer: 'Short answer',
  ordering: 'Put in order',
  coding: 'Coding',
};

/**
 * Kinds as the rules count them: before a form is drawn, a choice task may turn out single or multiple choice, so
 * `rules.tasks` lists every choice task under `single_choice`.
 */
export const RULE_TASK_LABELS: Record<ItemType, string> = {
  single_choice: 'choice (one or several answers)',
  multiple_choice: 'multiple choice',
  short_answer: 'short answer',
  ordering: 'put in order',
  coding: 'coding',
};

export const CODE_LANGUAGES = ['javascript', 'typescript', 'python'] as const;
export const CodeLanguageSchema = z.enum(CODE_LANGUAGES, {
  error: 'Choose JavaScript, TypeScript or Python.',
});
export type CodeLanguage = z.infer<typeof CodeLanguageSchema>;
export const CODE_LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
};

export const TEST_CATEGORIES = ['languages', 'frontend', 'backend', 'data', 'cloud', 'architecture'] as const;
export const TestCategorySchema = z.enum(TEST_CATEGORIES);
export type TestCategory = z.infer<typeof TestCategorySchema>;
export const TEST_CATEGORY_LABELS: Record<TestCategory, string> = {
  languages: 'Languages',
  frontend: 'Frontend',
  backend: 'Backend',
  data: 'Data and databases',
  cloud: 'Cloud and DevOps',
  architecture: 'Architecture',
};

export const PROCTORING_MODES = ['none', 'signals', 'webcam'] as const;
export const ProctoringModeSchema = z.enum(PROCTORING_MODES, {
  error: 'Choose what may be recorded during the test.',
});
export type ProctoringMode = z.infer<typeof ProctoringModeSchema>;
export const PROCTORING_MODE_LABELS: Record<ProctoringMode, string> = {
  none: 'Nothing recorded',
  signals: 'Browser signals: tab switches, focus loss, paste',
  webcam: 'Browser signals and a webcam snapshot every few minutes',
};

export const VISIBILITIES = ['private', 'band', 'score'] as const;
export const VisibilitySchema = z.enum(VISIBILITIES, { error: 'Choose who sees this result.' });
export type Visibility = z.infer<typeof VisibilitySchema>;
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: 'Only me',
  band: 'Recruiters see the band and the badge',
  score: 'Recruiters see the exact score and percentile',
};

/** Pluralsight's percentile bands. */
export const BANDS = ['below_20', '20_39', '40_59', '60_79', '80_plus'] as const;
export const BandSchema = z.enum(BANDS);
export type Band = z.infer<typeof BandSchema>;
export const BAND_LABELS: Record<Band, string> = {
  below_20: 'Below 20th percentile',
  '20_39': '20th–39th percentile',
  '40_59': '40th–59th percentile',
  '60_79': '60th–79th percentile',
  '80_plus': '80th percentile and above',
};

/**
 * What a band was measured against: the cohort's percentiles, or (while fewer than `COHORT_MIN` people have taken
 * the test) the candidate's own score, so a band is never called a percentile when it is not one.
 */
export const BAND_BASES = ['percentile', 'score'] as const;
export const BandBasisSchema = z.enum(BAND_BASES);
export type BandBasis = z.infer<typeof BandBasisSchema>;
const SCORE_BAND_LABELS: Record<Band, string> = {
  below_20: 'Score below 20%',
  '20_39': 'Score 20–39%',
  '40_59': 'Score 40–59%',
  '60_79': 'Score 60–79%',
  '80_plus': 'Score 80% and above',
};
/** The band in words, named after what it was measured against. */
export function bandLabel(band: Band, basis: BandBasis | null): string {
  return basis === 'score' ? SCORE_BAND_LABELS[band] : BAND_LABELS[band];
}

/** Rules every graded test shares (a test may say more in its description). */
export const COOLDOWN_DAYS = 14;
/** Percent of the points needed to pass. */
export const PASS_MARK_PERCENT = 70;
/** At or above this percent the badge says "advanced" instead of "proficient". */
export const ADVANCED_MARK_PERCENT = 85;
/** Below this many graded takers, the band comes from the score and no percentile is shown. */
export const COHORT_MIN = 20;
/** How long proctoring captures are kept unless the candidate deletes them sooner. */
export const PROCTORING_RETENTION_DAYS = 30;
export const SNAPSHOT_INTERVAL_SECONDS = 180;
export const SNAPSHOT_MAX_BYTES = 200_000;
export const CODE_MAX_LENGTH = 50_000;
export const CUSTOM_INPUT_MAX_LENGTH = 10_000;

const SkillRefSchema = z.object({ slug: z.string(), name: z.string() });
export const TestRefSchema = z.object({
  slug: z.string(),
  title: z.string(),
  skill: SkillRefSchema,
});
export type TestRef = z.infer<typeof TestRefSchema>;

/* ----------------------------------------------------------------------------------------- catalogue */

export const STANDING_STATES = ['new', 'in_progress', 'passed', 'not_passed'] as const;
export const MyStandingSchema = z.object({
  state: z.enum(STANDING_STATES),
  /** The attempt to resume when in progress. */
  attempt_id: z.string().nullable(),
  deadline_at: z.string().nullable(),
  best_percent: z.number().int().nullable(),
  band: BandSchema.nullable(),
  band_basis: BandBasisSchema.nullable(),
  badge: BadgeSummarySchema.nullable(),
  /** null: may start now. */
  next_attempt_at: z.string().nullable(),
  /** A first failed attempt leaves one redo that skips the cooldown. */
  redo_available: z.boolean(),
  visibility: VisibilitySchema,
});
export type MyStanding = z.infer<typeof MyStandingSchema>;

export const SkillTestSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  skill: SkillRefSchema,
  category: TestCategorySchema,
  summary: z.string(),
  time_limit_minutes: z.number().int(),
  task_count: z.number().int(),
  task_kinds: z.array(ItemTypeSchema),
  languages: z.array(CodeLanguageSchema),
  /** Distinct candidates with a graded attempt. */
  takers: z.number().int(),
  /** Open jobs that ask for the skill. */
  open_jobs: z.number().int(),
  mine: MyStandingSchema,
});
export type SkillTestSummary = z.infer<typeof SkillTestSummarySchema>;

export const SkillTestListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: TestCategorySchema.optional(),
});
export const SkillTestListSchema = z.object({
  data: z.array(SkillTestSummarySchema),
  categories: z.array(z.object({ category: TestCategorySchema, label: z.string(), count: z.number().int() })),
});

export const AttemptSummarySchema = z.object({
  id: z.string(),
  test: TestRefSchema,
  status: z.enum(['in_progress', 'submitted', 'expired']),
  /** Who closed it: the candidate, or the deadline. */
  closed_by: z.enum(['candidate', 'deadline']).nullable(),
  started_at: z.string(),
  deadline_at: z.string(),
  submitted_at: z.string().nullable(),
  percent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  band: BandSchema.nullable(),
  band_basis: BandBasisSchema.nullable(),
  is_redo: z.boolean(),
});
export type AttemptSummary = z.infer<typeof AttemptSummarySchema>;

export const TestRulesSchema = z.object({
  time_limit_minutes: z.number().int(),
  task_count: z.number().int(),
  /**
   * Count of each kind on a form, e.g. 5 choice, 1 ordering, 2 short answer, 1 coding. A form's choice tasks may be
   * single or multiple choice; they are counted under `single_choice` (under `multiple_choice` only when the test
   * has no single-choice tasks).
   */
  tasks: z.array(z.object({ type: ItemTypeSchema, count: z.number().int() })),
  pass_mark_percent: z.number().int(),
  advanced_mark_percent: z.number().int(),
  cooldown_days: z.number().int(),
  free_redo: z.boolean(),
  badge_valid_days: z.number().int(),
  proctoring_modes: z.array(ProctoringModeSchema),
  snapshot_interval_seconds: z.number().int(),
  retention_days: z.number().int(),
});
export type TestRules = z.infer<typeof TestRulesSchema>;

export const SkillTestDetailSchema = SkillTestSummarySchema.extend({
  /** Markdown. */
  description: z.string(),
  topics: z.array(z.string()),
  rules: TestRulesSchema,
  jobs: z.object({
    open: z.number().int(),
    /** Open jobs the candidate matches today (the match score's skill part counts the skill). */
    matching_now: z.number().int(),
    /** How many more they would match with a badge in this skill. */
    more_with_badge: z.number().int(),
  }),
  practice_items: z.number().int(),
  history: z.array(AttemptSummarySchema),
});
export type SkillTestDetail = z.infer<typeof SkillTestDetailSchema>;
export const SkillTestResponseSchema = z.object({ data: SkillTestDetailSchema });

/* ----------------------------------------------------------------------------------------- items as shown */

const OptionSchema = z.object({ id: z.string(), text: z.string() });
const ItemBaseSchema = z.object({
  id: z.string(),
  /** 1-based place on the form. */
  position: z.number().int(),
  topic: z.string(),
  difficulty: z.number().int().min(1).max(3),
  /** Markdown. */
  prompt: z.string(),
  points: z.number(),
});
export const CodeCaseViewSchema = z.object({
  name: z.string(),
  /** The arguments as JSON text, for display and for the custom-input box. */
  input: z.string(),
  expected: z.string(),
});
export const ItemViewSchema = z.discriminatedUnion('type', [
  ItemBaseSchema.extend({ type: z.literal('single_choice'), options: z.array(OptionSchema) }),
  ItemBaseSchema.extend({ type: z.literal('multiple_choice'), options: z.array(OptionSchema) }),
  ItemBaseSchema.extend({ type: z.literal('short_answer'), hint: z.string(), max_length: z.number().int() }),
  /** `steps` arrive shuffled. */
  ItemBaseSchema.extend({ type: z.literal('ordering'), steps: z.array(OptionSchema) }),
  ItemBaseSchema.extend({
    type: z.literal('coding'),
    title: z.string(),
    languages: z.array(CodeLanguageSchema),
    entry: z.partialRecord(CodeLanguageSchema, z.string()),
    starter: z.partialRecord(CodeLanguageSchema, z.string()),
    samples: z.array(CodeCaseViewSchema),
    hidden_count: z.number().int(),
  }),
]);
export type ItemView = z.infer<typeof ItemViewSchema>;

export const AnswerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('single_choice'), option_id: z.string().max(32) }),
    z.object({ type: z.literal('multiple_choice'), option_ids: z.array(z.string().max(32)).max(20) }),
    z.object({ type: z.literal('short_answer'), text: z.string().max(5000, 'Keep the answer shorter.') }),
    z.object({ type: z.literal('ordering'), order: z.array(z.string().max(32)).max(20) }),
    z.object({
      type: z.literal('coding'),
      language: CodeLanguageSchema,
      source: z.string().max(CODE_MAX_LENGTH, 'The code is too long.'),
    }),
  ],
  { error: 'This answer does not fit the task.' },
);
export type Answer = z.infer<typeof AnswerSchema>;

export const SavedAnswerSchema = z.object({
  item_id: z.string(),
  answer: AnswerSchema,
  saved_at: z.string(),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

/* ----------------------------------------------------------------------------------------- attempts */

export const StartAttemptSchema = z.object({
  proctoring: ProctoringModeSchema,
  /** The candidate read the rules (task count, time, what is recorded) before starting. */
  accept_rules: z.literal(true, { error: 'Confirm that you have read the rules.' }),
});
export type StartAttempt = z.infer<typeof StartAttemptSchema>;

export const AttemptSchema = AttemptSummarySchema.extend({
  proctoring: ProctoringModeSchema,
  time_limit_seconds: z.number().int(),
  /** The server's clock when it answered, so the page's countdown corrects for a wrong local clock. */
  server_now: z.string(),
  items: z.array(ItemViewSchema),
  answers: z.array(SavedAnswerSchema),
});
export type Attempt = z.infer<typeof AttemptSchema>;
export const AttemptResponseSchema = z.object({ data: AttemptSchema });

export const CooldownErrorSchema = z.object({
  message: z.string(),
  next_attempt_at: z.string(),
});

export const SaveAnswerSchema = z.object({ answer: AnswerSchema });
export const SavedAnswerResponseSchema = z.object({ data: SavedAnswerSchema });

export const RunCodeSchema = z.object({
  item_id: z.string().max(100),
  language: CodeLanguageSchema,
  source: z.string().max(CODE_MAX_LENGTH, 'The code is too long.'),
  /** The candidate's own arguments as a JSON array, run beside the samples. */
  custom_input: z.string().max(CUSTOM_INPUT_MAX_LENGTH, 'Keep the input shorter.').optional(),
});
export type RunCode = z.infer<typeof RunCodeSchema>;

export const RUN_STATUSES = ['ok', 'compile_error', 'timeout', 'memory_limit', 'crashed'] as const;
export const RunCaseResultSchema = z.object({
  name: z.string(),
  input: z.string(),
  /** null for the candidate's own input. */
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  passed: z.boolean().nullable(),
  error: z.string().nullable(),
  stdout: z.string(),
  duration_ms: z.number(),
});
export const RunResultSchema = z.object({
  data: z.object({
    status: z.enum(RUN_STATUSES),
    error: z.string().nullable(),
    cases: z.array(RunCaseResultSchema),
    duration_ms: z.number(),
  }),
});
export type RunResult = z.infer<typeof RunResultSchema>['data'];

/* ----------------------------------------------------------------------------------------- practice */

export const PracticeSetSchema = z.object({
  data: z.object({ test: TestRefSchema, items: z.array(ItemViewSchema) }),
});
export const PracticeCheckSchema = z.object({ item_id: z.string().max(100), answer: AnswerSchema });
export const PracticeFeedbackSchema = z.object({
  data: z.object({
    correct: z.boolean(),
    points: z.number(),
    max_points: z.number(),
    /** Markdown. */
    explanation: z.string(),
    /** The right answer in words (practice only). */
    expected: z.string(),
    /** Coding: every case, practice items' hidden ones included. */
    cases: z.array(RunCaseResultSchema),
  }),
});

/* ----------------------------------------------------------------------------------------- results */

export const TopicResultSchema = z.object({
  topic: z.string(),
  points: z.number(),
  max_points: z.number(),
  percent: z.number().int(),
  /** Tasks on this topic not fully right. */
  missed: z.number().int(),
  tasks: z.number().int(),
});

export const ResultSchema = z.object({
  attempt_id: z.string(),
  test: TestRefSchema,
  closed_by: z.enum(['candidate', 'deadline']),
  started_at: z.string(),
  submitted_at: z.string(),
  points: z.number(),
  max_points: z.number(),
  percent: z.number().int(),
  pass_mark_percent: z.number().int(),
  passed: z.boolean(),
  level: z.enum(['proficient', 'advanced']).nullable(),
  /** null while the cohort is smaller than `COHORT_MIN`; then the band comes from the score. */
  percentile: z.number().int().nullable(),
  cohort_size: z.number().int(),
  band: BandSchema,
  band_basis: BandBasisSchema,
  topics: z.array(TopicResultSchema),
  /** Coding tasks: hidden tests passed, never which ones or what they are. */
  coding: z.array(
    z.object({
      item_id: z.string(),
      title: z.string(),
      language: CodeLanguageSchema.nullable(),
      hidden_passed: z.number().int(),
      hidden_total: z.number().int(),
    }),
  ),
  /** null: may start now. */
  next_attempt_at: z.string().nullable(),
  redo_available: z.boolean(),
  badge: BadgeSummarySchema.nullable(),
  visibility: VisibilitySchema,
  proctoring: z
    .object({
      mode: ProctoringModeSchema,
      entries: z.number().int(),
      snapshots: z.number().int(),
      retention_until: z.string().nullable(),
      deleted_at: z.string().nullable(),
    })
    .nullable(),
});
export type Result = z.infer<typeof ResultSchema>;
export const ResultResponseSchema = z.object({ data: ResultSchema });

export const SkillStandingSchema = z.object({
  test: TestRefSchema,
  visibility: VisibilitySchema,
  best_attempt_id: z.string().nullable(),
  best_percent: z.number().int().nullable(),
  percentile: z.number().int().nullable(),
  band: BandSchema.nullable(),
  band_basis: BandBasisSchema.nullable(),
  passed: z.boolean(),
  badge: BadgeSummarySchema.nullable(),
});
export type SkillStanding = z.infer<typeof SkillStandingSchema>;
export const SkillStandingResponseSchema = z.object({ data: SkillStandingSchema });
export const UpdateVisibilitySchema = z.object({ visibility: VisibilitySchema });

export const MyAssessmentsSchema = z.object({
  data: z.object({
    in_progress: z.array(AttemptSummarySchema),
    /** Tests and interviews a recruiter sent (filled by recruiter-assigned assessments). */
    assigned: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['skill_test', 'interview']),
        title: z.string(),
        company: z.string(),
        deadline_at: z.string().nullable(),
        minutes: z.number().int(),
        status: z.string(),
        url: z.string(),
      }),
    ),
    /** Skills on my profile that have a test I have not passed. */
    suggested: z.array(SkillTestSummarySchema),
  }),
});
export const CompletedAssessmentsSchema = z.object({
  data: z.object({
    results: z.array(AttemptSummarySchema),
    standings: z.array(SkillStandingSchema),
  }),
});

export const ApplicantSkillResultsSchema = z.object({
  data: z.array(
    z.object({
      test: TestRefSchema,
      visibility: z.enum(['band', 'score']),
      band: BandSchema,
      band_basis: BandBasisSchema,
      /** Only with visibility "score". */
      percent: z.number().int().nullable(),
      percentile: z.number().int().nullable(),
      passed: z.boolean(),
      badge: BadgeSummarySchema.nullable(),
      taken_at: z.string(),
    }),
  ),
});

/* ----------------------------------------------------------------------------------------- proctoring */

export const PROCTORING_EVENT_KINDS = ['tab_hidden', 'window_blur', 'paste', 'fullscreen_exit'] as const;
export const ProctoringEventKindSchema = z.enum(PROCTORING_EVENT_KINDS);
export const PROCTORING_EVENT_LABELS: Record<z.infer<typeof ProctoringEventKindSchema> | 'snapshot', string> =
  {
    tab_hidden: 'Left the tab',
    window_blur: 'Window lost focus',
    paste: 'Pasted text',
    fullscreen_exit: 'Left full screen',
    snapshot: 'Webcam snapshot',
  };
export const ProctoringEventsSchema = z.object({
  events: z
    .array(
      z.object({
        kind: ProctoringEventKindSchema,
        at: z.iso.datetime(),
        /** Pastes: the number of characters (never the text); focus loss: seconds away. */
        amount: z.number().int().min(0).max(1_000_000).optional(),
        item_id: z.string().max(100).optional(),
      }),
    )
    .min(1)
    .max(50),
});
export const SnapshotSchema = z.object({
  /** A data URL (`data:image/jpeg;base64,…`). */
  image: z.string().max(Math.ceil((SNAPSHOT_MAX_BYTES * 4) / 3) + 100, 'The snapshot is too large.'),
  taken_at: z.iso.datetime(),
});
export const SnapshotResponseSchema = z.object({ data: z.object({ id: z.string(), taken_at: z.string() }) });

export const ProctoringLedgerSchema = z.object({
  mode: ProctoringModeSchema,
  consented_at: z.string(),
  /** When everything captured is deleted unless the candidate deletes it sooner. */
  retention_until: z.string().nullable(),
  deleted_at: z.string().nullable(),
  entries: z.array(
    z.object({
      id: z.string(),
      kind: z.enum([...PROCTORING_EVENT_KINDS, 'snapshot']),
      at: z.string(),
      amount: z.number().int().nullable(),
      item_position: z.number().int().nullable(),
      /** Snapshots: where to fetch the image. */
      image_url: z.string().nullable(),
    }),
  ),
  /** Who may see these: reviewers of recruiter-assigned tests as facts; never an automatic fail. */
  seen_by: z.string(),
});
export const ProctoringLedgerResponseSchema = z.object({ data: ProctoringLedgerSchema });

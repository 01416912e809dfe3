import { z } from 'zod';
import { BadgeSummarySchema } from './badges.ts';
import { ResultSchema, TestRefSchema, VisibilitySchema } from './assessments.ts';
import { JobRefSchema, TalentRefSchema } from './pipeline-common.ts';

/*
 * Assessments a recruiter sends from an application: a skill test from the bank (with the recruiter's pass mark)
 * or an asynchronous interview (one-way, recorded in the browser), each reached by the candidate through a token
 * link `/assessments/{token}`.
 *
 * The token: 32 random bytes (base64url), looked up by its SHA-256 hash (and kept encrypted with the app key only so
 * its owner's /assessments list and the recruiter can show the link again), bound to the candidate's account, expiring
 * at the assignment's deadline. Single use: starting the test (or the interview) consumes it; after that the same
 * link only shows the attempt in progress or its result, never a second attempt. Every `/talent/api/assignments/
 * {token}…` answer and the pages under `/assessments/{token}` carry `Referrer-Policy: no-referrer`. Opening a token
 * as another user, an unknown token and a malformed one all answer the same 404 ("This assessment link is not
 * valid for your account."), revealing nothing; an expired one answers 410 with the deadline.
 *
 * Candidate (`/talent/api`, verified):
 *   GET    /assignments/{token}                        → AssignmentResponseSchema (the page: what, how long, what
 *          is recorded, who sees the result, accommodations, the badge that covers it)
 *   POST   /assignments/{token}/accommodations         RequestAccommodationSchema → 201 AssignmentResponseSchema.
 *          Before starting only (409 after); one open request at a time (409).
 *   POST   /assignments/{token}/start                  → AssignmentResponseSchema. Skill test: creates the graded
 *          attempt (the assignment's time limit, accommodations applied, no cooldown: the recruiter asked) and
 *          `attempt_id` says where to go (`/skill-center/tests/{slug}` resumes it). Interview: opens the session.
 *          409 when already started (the response body says where it is), when cancelled, or when the candidate
 *          has a self-started attempt of that test in progress (finish it first).
 *   POST   /assignments/{token}/use-badge              UseBadgeSchema → AssignmentResponseSchema (skill tests: a
 *          valid badge of the test's skill at or above its level completes the assignment without a retake; 422
 *          `badge_id` when it does not cover it)
 *   GET    /assignments/{token}/result                 → AssignmentResultResponseSchema (409 while not completed)
 *
 *   Interview (after start; before → 409):
 *   GET    /assignments/{token}/interview              → InterviewSessionResponseSchema (questions in order, each
 *          with its takes; `current_question_id` is where a reload resumes)
 *   POST   /assignments/{token}/interview/questions/{questionId}/takes   StartTakeSchema → 201 TakeResponseSchema.
 *          Think time starts now on the server. 409 unless it is the current question, when no take remains, or
 *          while another take of it is open. 422 `mode` when the recruiter did not allow it.
 *   POST   /assignments/{token}/interview/takes/{takeId}/answer   → TakeResponseSchema: answering starts (at the
 *          latest when think time ends: a late call is dated at the end of think time)
 *   POST   /assignments/{token}/interview/takes/{takeId}/stop     StopTakeSchema → TakeResponseSchema: the server
 *          dates the stop and records the overrun past the answer time (never cut; stops past
 *          `answer_ends_at + overrun_cap_seconds` are dated at that cap)
 *   PUT    /assignments/{token}/interview/takes/{takeId}/recording  AttachRecordingSchema → TakeResponseSchema:
 *          video/audio from a completed resumable upload (`/uploads`, kind `interview_answer`), or the text
 *          answer. After stop only; once per take (409).
 *   POST   /assignments/{token}/interview/takes/{takeId}/keep     → InterviewSessionResponseSchema: the take
 *          becomes the answer; the other takes' recordings are deleted; the next question becomes current
 *   POST   /assignments/{token}/interview/takes/{takeId}/discard  → InterviewSessionResponseSchema (the take still
 *          counts; its recording is deleted)
 *   GET    /assignments/{token}/interview/takes/{takeId}/media    the recording (Range; private, no-store)
 *   POST   /assignments/{token}/interview/submit       → AssignmentResponseSchema (every question kept or out of
 *          takes; 409 otherwise). At the deadline an interview closes itself with what was kept.
 *   GET    /assignments/{token}/interview/recordings   → RecordingLedgerResponseSchema
 *   DELETE /assignments/{token}/interview/recordings   → RecordingLedgerResponseSchema (every recording and text
 *          deleted; ratings stay; the ledger keeps one line saying when)
 *
 * Recruiter (`/recruiter/api`, their company's applications only; others → 404):
 *   GET    /assignment-options                         → AssignmentOptionsSchema (the bank's tests, question
 *          templates, default rubric)
 *   POST   /applications/{id}/assignments              CreateAssignmentSchema → 201 RecruiterAssignmentResponseSchema.
 *          Moves submitted/in_review → assessment (an application already there stays); 409 from any other
 *          status. The candidate is told live and by mail (`assessment_update`), with the link.
 *   GET    /applications/{id}/assignments              → RecruiterAssignmentListSchema (newest first)
 *   GET    /assignments/{id}                           → RecruiterAssignmentResponseSchema
 *   POST   /assignments/{id}/cancel                    → RecruiterAssignmentResponseSchema (409 once completed)
 *   POST   /assignments/{id}/accommodations/{requestId}  DecideAccommodationSchema → RecruiterAssignmentResponseSchema
 *   GET    /assignments/{id}/answers/{questionId}/media  the kept recording (Range); the first play marks the
 *          answer watched (the candidate sees it)
 *   PUT    /assignments/{id}/answers/{questionId}/rating  RateAnswerSchema → RecruiterAssignmentResponseSchema
 *   Moving on or rejecting: POST /applications/{id}/status (recruiter.ts), whose skills_gap reason links to the
 *   skill center.
 *
 * Every change tells the other side live (`assessment_update` notification, `PipelineChanged`): sent, started,
 * accommodation asked / decided, completed, cancelled, answer watched. Recordings and texts are deleted at
 * `retention_until` (INTERVIEW_RETENTION_DAYS after completion) by a sweep on the app's clock, or on request.
 * No automatic scoring of faces, voices or words: ratings are the recruiter's, against the rubric they wrote.
 */

export const ASSIGNMENT_KINDS = ['skill_test', 'interview'] as const;
export const AssignmentKindSchema = z.enum(ASSIGNMENT_KINDS);
export type AssignmentKind = z.infer<typeof AssignmentKindSchema>;
export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = {
  skill_test: 'Skill test',
  interview: 'Video interview',
};

export const ASSIGNMENT_STATUSES = ['sent', 'in_progress', 'completed', 'expired', 'cancelled'] as const;
export const AssignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof AssignmentStatusSchema>;
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  sent: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const ANSWER_MODES = ['video', 'audio', 'text'] as const;
export const AnswerModeSchema = z.enum(ANSWER_MODES, { error: 'Choose how this question may be answered.' });
export type AnswerMode = z.infer<typeof AnswerModeSchema>;
export const ANSWER_MODE_LABELS: Record<AnswerMode, string> = {
  video: 'Video',
  audio: 'Audio only',
  text: 'Written',
};

/** Deadlines a recruiter may set: at least a day away, at most a month. */
export const ASSIGNMENT_MIN_HOURS = 24;
export const ASSIGNMENT_MAX_DAYS = 30;
/** Interview recordings and texts are deleted this long after the interview is completed. */
export const INTERVIEW_RETENTION_DAYS = 90;
export const INTERVIEW_MAX_QUESTIONS = 10;
/** At least one retake by default (Willo's advice). */
export const DEFAULT_MAX_TAKES = 2;
export const MAX_TAKES_LIMIT = 5;
export const THINK_SECONDS = { min: 0, max: 600, default: 30 } as const;
export const ANSWER_SECONDS = { min: 30, max: 600, default: 120 } as const;
/** Text answers: the answer time still applies, and the text is capped. */
export const TEXT_ANSWER_MAX_LENGTH = 5_000;
/** An overrun is recorded, never cut, up to half the answer time (at least 30 s); past that the recorder stops. */
export function overrunCapSeconds(answerSeconds: number): number {
  return Math.max(30, Math.round(answerSeconds / 2));
}
export const RUBRIC_SCORE = { min: 1, max: 5 } as const;

/* ----------------------------------------------------------------------------------------- accommodations */

export const ACCOMMODATION_KINDS = ['extra_time', 'extra_takes'] as const;
export const AccommodationKindSchema = z.enum(ACCOMMODATION_KINDS, { error: 'Choose what you need.' });
export type AccommodationKind = z.infer<typeof AccommodationKindSchema>;
export const ACCOMMODATION_KIND_LABELS: Record<AccommodationKind, string> = {
  extra_time: 'Extra time',
  extra_takes: 'Extra takes',
};
/** Extra time as a share of every time limit (the test's, and each question's think and answer time). */
export const EXTRA_TIME_PERCENTS = [25, 50, 100] as const;

export const RequestAccommodationSchema = z
  .object({
    kind: AccommodationKindSchema,
    /** extra_time: 25, 50 or 100 (percent). */
    extra_time_percent: z
      .union([z.literal(25), z.literal(50), z.literal(100)], {
        error: 'Choose 25 %, 50 % or 100 % more time.',
      })
      .optional(),
    /** extra_takes: 1 or 2 more takes per question (interviews only). */
    extra_takes: z.union([z.literal(1), z.literal(2)], { error: 'Choose one or two more takes.' }).optional(),
    /** Shared with the recruiter only; never required to say why. */
    note: z.string().trim().max(1000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'extra_time' && value.extra_time_percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['extra_time_percent'], message: 'Choose how much more time.' });
    if (value.kind === 'extra_takes' && value.extra_takes === undefined)
      ctx.addIssue({ code: 'custom', path: ['extra_takes'], message: 'Choose how many more takes.' });
  });
export type RequestAccommodation = z.infer<typeof RequestAccommodationSchema>;

export const AccommodationSchema = z.object({
  id: z.string(),
  kind: AccommodationKindSchema,
  extra_time_percent: z.number().int().nullable(),
  extra_takes: z.number().int().nullable(),
  note: z.string().nullable(),
  status: z.enum(['pending', 'granted', 'declined']),
  /** The recruiter's words when deciding. */
  decision_note: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Accommodation = z.infer<typeof AccommodationSchema>;

export const DecideAccommodationSchema = z.object({
  decision: z.enum(['granted', 'declined'], { error: 'Grant or decline the request.' }),
  note: z.string().trim().max(1000).optional(),
});

/* ----------------------------------------------------------------------------------------- questions and rubric */

export const InterviewQuestionInputSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(10, 'Write the question (at least 10 characters).')
    .max(1000, 'Keep the question under 1,000 characters.'),
  think_seconds: z
    .number()
    .int()
    .min(THINK_SECONDS.min)
    .max(THINK_SECONDS.max, 'Think time is at most 10 minutes.')
    .default(THINK_SECONDS.default),
  answer_seconds: z
    .number()
    .int()
    .min(ANSWER_SECONDS.min, 'Allow at least 30 seconds to answer.')
    .max(ANSWER_SECONDS.max, 'Answer time is at most 10 minutes.')
    .default(ANSWER_SECONDS.default),
  max_takes: z
    .number()
    .int()
    .min(1, 'Allow at least one take.')
    .max(MAX_TAKES_LIMIT, `At most ${MAX_TAKES_LIMIT} takes.`)
    .default(DEFAULT_MAX_TAKES),
  modes: z
    .array(AnswerModeSchema)
    .min(1, 'Allow at least one way to answer.')
    .refine((modes) => new Set(modes).size === modes.length, 'Each way to answer once.'),
});
export type InterviewQuestionInput = z.infer<typeof InterviewQuestionInputSchema>;

export const RubricCriterionInputSchema = z.object({
  label: z.string().trim().min(2, 'Name the criterion.').max(80),
  /** What a 5 looks like, for whoever rates. */
  description: z.string().trim().max(300).optional(),
});
export const RubricCriterionSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().nullable(),
});
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

export const InterviewTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  questions: z.array(InterviewQuestionInputSchema),
});

export const AssignmentOptionsSchema = z.object({
  data: z.object({
    tests: z.array(
      TestRefSchema.extend({
        time_limit_minutes: z.number().int(),
        task_count: z.number().int(),
        /** The bank's own pass mark; a recruiter may ask for more or less. */
        pass_mark_percent: z.number().int(),
      }),
    ),
    interview_templates: z.array(InterviewTemplateSchema),
    default_rubric: z.array(RubricCriterionInputSchema),
  }),
});

/* ----------------------------------------------------------------------------------------- creating */

const DeadlineSchema = z.iso.datetime({ offset: true, error: 'Choose a deadline.' });

export const CreateAssignmentSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('skill_test'),
      test_slug: z.string().min(1, 'Choose a test.').max(100),
      pass_mark_percent: z.number().int().min(40, 'A pass mark of at least 40 %.').max(100),
      deadline_at: DeadlineSchema,
      /** Shown to the candidate on the link's page. */
      message: z.string().trim().max(2000).optional(),
    }),
    z.object({
      kind: z.literal('interview'),
      title: z.string().trim().min(3, 'Give the interview a title.').max(120),
      questions: z
        .array(InterviewQuestionInputSchema)
        .min(1, 'Add at least one question.')
        .max(INTERVIEW_MAX_QUESTIONS, `At most ${INTERVIEW_MAX_QUESTIONS} questions.`),
      rubric: z
        .array(RubricCriterionInputSchema)
        .min(1, 'Add at least one criterion to rate against.')
        .max(8),
      deadline_at: DeadlineSchema,
      message: z.string().trim().max(2000).optional(),
    }),
  ],
  { error: 'Choose a skill test or an interview.' },
);
export type CreateAssignment = z.infer<typeof CreateAssignmentSchema>;

/* ----------------------------------------------------------------------------------------- the candidate's view */

export const InterviewQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  prompt: z.string(),
  /** With granted extra time applied. */
  think_seconds: z.number().int(),
  answer_seconds: z.number().int(),
  /** With granted extra takes applied. */
  max_takes: z.number().int(),
  modes: z.array(AnswerModeSchema),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestionSchema>;

export const AssignmentSchema = z.object({
  id: z.string(),
  kind: AssignmentKindSchema,
  status: AssignmentStatusSchema,
  title: z.string(),
  message: z.string().nullable(),
  company: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  job: JobRefSchema,
  recruiter_name: z.string(),
  sent_at: z.string(),
  deadline_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Minutes needed, accommodations included: the test's limit, or the interview's think and answer times. */
  minutes: z.number().int(),
  /** What is recorded, in plain words, one line each. */
  recorded: z.array(z.string()),
  /** Who sees the result, in plain words. */
  shared_with: z.string(),
  accommodations: z.array(AccommodationSchema),
  /** Skill tests. */
  test: TestRefSchema.extend({
    task_count: z.number().int(),
    time_limit_minutes: z.number().int(),
  }).nullable(),
  pass_mark_percent: z.number().int().nullable(),
  /** The attempt the start created (skill tests). */
  attempt_id: z.string().nullable(),
  /** A valid badge of mine that covers this test (the test passport), or null. */
  covering_badge: BadgeSummarySchema.nullable(),
  /** The badge that completed it instead of a retake. */
  used_badge: BadgeSummarySchema.nullable(),
  /** Interviews. */
  questions: z.array(InterviewQuestionSchema),
  /** Where the candidate goes next: the test page, the interview, or the result. */
  next_path: z.string(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;
export const AssignmentResponseSchema = z.object({ data: AssignmentSchema });

export const UseBadgeSchema = z.object({ badge_id: z.string().min(1, 'Choose a badge.').max(100) });

/* ----------------------------------------------------------------------------------------- the interview */

export const TAKE_STATES = ['thinking', 'answering', 'stopped', 'recorded', 'kept', 'discarded'] as const;
export const TakeStateSchema = z.enum(TAKE_STATES);

export const TakeSchema = z.object({
  id: z.string(),
  question_id: z.string(),
  number: z.number().int(),
  mode: AnswerModeSchema,
  state: TakeStateSchema,
  started_at: z.string(),
  think_ends_at: z.string(),
  answer_started_at: z.string().nullable(),
  /** answer_started_at + answer time. */
  answer_ends_at: z.string().nullable(),
  stopped_at: z.string().nullable(),
  /** Seconds answered past the answer time (recorded, never cut). */
  overrun_seconds: z.number().int(),
  /** Recording length as measured (video/audio), or null. */
  duration_seconds: z.number().nullable(),
  /** Text answers. */
  text: z.string().nullable(),
  /** Where the candidate plays it back (null for text or once deleted). */
  media_url: z.string().nullable(),
});
export type Take = z.infer<typeof TakeSchema>;
export const TakeResponseSchema = z.object({ data: TakeSchema });

export const StartTakeSchema = z.object({ mode: AnswerModeSchema });
export const StopTakeSchema = z.object({
  /** As the recorder measured it; the server keeps its own times. */
  duration_seconds: z.number().min(0).max(3600).optional(),
});
export const AttachRecordingSchema = z.union([
  z.object({ upload_id: z.string().min(1).max(100) }),
  z.object({ text: z.string().trim().min(1, 'Write your answer.').max(TEXT_ANSWER_MAX_LENGTH) }),
]);

export const InterviewSessionSchema = z.object({
  assignment_id: z.string(),
  status: AssignmentStatusSchema,
  deadline_at: z.string(),
  questions: z.array(
    InterviewQuestionSchema.extend({
      takes: z.array(TakeSchema),
      takes_left: z.number().int(),
      /** The kept take, once there is one. */
      kept_take_id: z.string().nullable(),
      /** Whether the recruiter has watched (or read) the kept answer. */
      watched: z.boolean(),
    }),
  ),
  /** The first question without a kept take and with takes left; null when all are done. */
  current_question_id: z.string().nullable(),
});
export type InterviewSession = z.infer<typeof InterviewSessionSchema>;
export const InterviewSessionResponseSchema = z.object({ data: InterviewSessionSchema });

export const RecordingLedgerSchema = z.object({
  entries: z.array(
    z.object({
      question: z.string(),
      take_number: z.number().int(),
      mode: AnswerModeSchema,
      recorded_at: z.string(),
      bytes: z.number().int(),
      kept: z.boolean(),
      watched_at: z.string().nullable(),
    }),
  ),
  retention_until: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export const RecordingLedgerResponseSchema = z.object({ data: RecordingLedgerSchema });

/* ----------------------------------------------------------------------------------------- results */

export const AnswerRatingSchema = z.object({
  scores: z.array(z.object({ criterion_id: z.string(), score: z.number().int() })),
  note: z.string().nullable(),
  rated_at: z.string(),
  rated_by: z.string(),
});

export const AssignmentResultSchema = z.object({
  assignment: AssignmentSchema,
  /** Skill tests: the graded attempt (the candidate's full result). */
  test_result: ResultSchema.nullable(),
  /** Interviews: each question's kept answer, watched or not (ratings stay the recruiter's). */
  answers: z.array(
    z.object({
      question_id: z.string(),
      prompt: z.string(),
      mode: AnswerModeSchema.nullable(),
      overrun_seconds: z.number().int(),
      watched: z.boolean(),
    }),
  ),
  /** What the recruiter sees, in plain words ("your score, percentile and the per-topic breakdown"). */
  recruiter_sees: z.string(),
});
export const AssignmentResultResponseSchema = z.object({ data: AssignmentResultSchema });

/* ----------------------------------------------------------------------------------------- the recruiter's view */

export const RateAnswerSchema = z.object({
  scores: z
    .array(
      z.object({
        criterion_id: z.string().max(100),
        score: z
          .number()
          .int()
          .min(RUBRIC_SCORE.min, 'Scores run from 1 to 5.')
          .max(RUBRIC_SCORE.max, 'Scores run from 1 to 5.'),
      }),
    )
    .min(1, 'Rate at least one criterion.'),
  note: z.string().trim().max(2000).optional(),
});

export const RecruiterAssignmentSchema = AssignmentSchema.omit({
  covering_badge: true,
  next_path: true,
}).extend({
  talent: TalentRefSchema,
  application_id: z.string(),
  /** The link the candidate was sent (absolute); shown so the recruiter can send it again. */
  link: z.string(),
  rubric: z.array(RubricCriterionSchema),
  /** Skill tests: the result; in full, because the candidate took it for this application. */
  test_result: ResultSchema.nullable(),
  /** Interviews: the kept answers. */
  answers: z.array(
    z.object({
      question_id: z.string(),
      prompt: z.string(),
      mode: AnswerModeSchema.nullable(),
      text: z.string().nullable(),
      media_url: z.string().nullable(),
      duration_seconds: z.number().nullable(),
      overrun_seconds: z.number().int(),
      takes_used: z.number().int(),
      watched_at: z.string().nullable(),
      rating: AnswerRatingSchema.nullable(),
      /** The recordings were deleted (retention or the candidate's request). */
      deleted: z.boolean(),
    }),
  ),
  visibility: VisibilitySchema.nullable(),
});
export type RecruiterAssignment = z.infer<typeof RecruiterAssignmentSchema>;
export const RecruiterAssignmentResponseSchema = z.object({ data: RecruiterAssignmentSchema });
export const RecruiterAssignmentListSchema = z.object({ data: z.array(RecruiterAssignmentSchema) });

import { z } from 'zod';

/*
 * The work-style questionnaire (`/assessments/gc-index`, open to guests; signed in, its twin `/work-style`): our own
 * open questionnaire on how a person prefers to contribute, across five styles. It is not the GC Index (a
 * proprietary, trademarked instrument whose items and names we do not use) and not a hiring test: it says so on
 * the page, and recruiters only ever see it if the candidate shows it on the profile.
 *
 * Public (`/shared/api`, no session needed; CSRF as on every POST):
 *   GET  /work-style/questionnaire        → QuestionnaireResponseSchema (items in a stable order)
 *   POST /work-style/results              ScoreWorkStyleSchema → 201 WorkStyleResultResponseSchema. Scores the answers.
 *        Signed in: saved on the profile (private until shown). A guest: kept for WORK_STYLE_CLAIM_DAYS under a
 *        claim token (returned once, `claim_token`), which the new account claims after signup. 422 `answers`
 *        when an item is missing, unknown or out of range.
 *
 * Candidate (`/talent/api`, verified):
 *   GET    /work-style                    → MyWorkStyleResponseSchema (null data when none)
 *   POST   /work-style/claim              ClaimWorkStyleSchema → WorkStyleResultResponseSchema: a guest's result
 *          becomes this account's (the newest result wins; a used or expired token → 410, an unknown one → 404)
 *   PUT    /work-style/visibility         WorkStyleVisibilitySchema → MyWorkStyleResponseSchema
 *   DELETE /work-style                    → 204
 *
 * The profile shows the result when visibility is `profile`; the recruiter's applicant view likewise.
 */

export const WORK_STYLES = ['ideas', 'strategy', 'delivery', 'polish', 'people'] as const;
export const WorkStyleSchema = z.enum(WORK_STYLES);
export type WorkStyle = z.infer<typeof WorkStyleSchema>;

/**
 * Our own names and descriptions, in plain words: `description` speaks to the person who took it, `summary` (one
 * sentence) is what others read about them (the recruiter's applicant view).
 */
export const WORK_STYLE_INFO: Record<
  WorkStyle,
  { name: string; short: string; description: string; summary: string }
> = {
  ideas: {
    name: 'Originator',
    short: 'New ideas',
    description:
      'You are at your best imagining what does not exist yet: new products, new approaches, questions nobody asked. You bring energy to a blank page and get restless when work only repeats what was done before.',
    summary:
      'Most at home imagining what does not exist yet: new products, new approaches, questions nobody asked.',
  },
  strategy: {
    name: 'Navigator',
    short: 'Strategy',
    description:
      'You see where things are heading and which path gets there. You connect an idea to the bigger picture, weigh the options and set a direction that others can follow.',
    summary:
      'Most at home seeing where things are heading, weighing the options and setting a direction others can follow.',
  },
  delivery: {
    name: 'Builder',
    short: 'Delivery',
    description:
      'You turn plans into working results. You break work down, keep it moving and feel best when something real has shipped, on time and as promised.',
    summary:
      'Most at home turning plans into working results: breaking work down, keeping it moving and shipping as promised.',
  },
  polish: {
    name: 'Refiner',
    short: 'Polishing',
    description:
      'You make good work excellent. You notice the rough edges, raise the standard and keep improving what exists until it is reliable, clear and well made.',
    summary:
      'Most at home making good work excellent: noticing rough edges and improving what exists until it is reliable and clear.',
  },
  people: {
    name: 'Connector',
    short: 'People',
    description:
      'You help people work well together. You notice how others are doing, bring the right people in, and build the trust a team needs to do its best work.',
    summary:
      'Most at home helping people work well together: bringing the right people in and building the trust a team needs.',
  },
};

/** Likert: 1 strongly disagree … 5 strongly agree. */
export const LIKERT = { min: 1, max: 5 } as const;
export const LIKERT_LABELS = ['Strongly disagree', 'Disagree', 'Neither', 'Agree', 'Strongly agree'] as const;
export const WORK_STYLE_CLAIM_DAYS = 7;

export const QuestionnaireItemSchema = z.object({
  id: z.string(),
  /** A statement to agree or disagree with. */
  statement: z.string(),
});
export const QuestionnaireResponseSchema = z.object({
  data: z.object({
    version: z.number().int(),
    items: z.array(QuestionnaireItemSchema),
    /** Minutes it usually takes. */
    minutes: z.number().int(),
  }),
});

export const ScoreWorkStyleSchema = z.object({
  version: z.number().int(),
  /** item id → 1..5; every item answered. */
  answers: z.record(
    z.string().max(20),
    z.number().int().min(LIKERT.min, 'Answer from 1 to 5.').max(LIKERT.max, 'Answer from 1 to 5.'),
  ),
});

export const WorkStyleResultSchema = z.object({
  id: z.string(),
  taken_at: z.string(),
  /** Each style scored 0–10 (one decimal). */
  scores: z.record(WorkStyleSchema, z.number()),
  /** The two highest, highest first (ties broken by the order of WORK_STYLES). */
  top: z.array(WorkStyleSchema).length(2),
  visibility: z.enum(['private', 'profile']),
  /** A guest's result only: what the new account claims it with. */
  claim_token: z.string().nullable(),
});
export type WorkStyleResult = z.infer<typeof WorkStyleResultSchema>;
export const WorkStyleResultResponseSchema = z.object({ data: WorkStyleResultSchema });
export const MyWorkStyleResponseSchema = z.object({ data: WorkStyleResultSchema.nullable() });
export const ClaimWorkStyleSchema = z.object({ claim_token: z.string().min(1).max(200) });
export const WorkStyleVisibilitySchema = z.object({
  visibility: z.enum(['private', 'profile'], { error: 'Choose who sees your work style.' }),
});

/** What others see of a result the candidate shows on the profile (the recruiter's applicant view). */
export const ShownWorkStyleSchema = WorkStyleResultSchema.pick({ taken_at: true, scores: true, top: true });
export type ShownWorkStyle = z.infer<typeof ShownWorkStyleSchema>;

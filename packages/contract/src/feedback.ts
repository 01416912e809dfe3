import { z } from 'zod';

/*
 * Feedback from the widget on every signed-in page, and the operators' inbox.
 * Authors (`/shared/api`, any signed-in role):
 *   POST   /feedback                         SubmitFeedbackSchema → 201 FeedbackResponseSchema
 *                                            `token` is the public token of /app-config.json (a wrong one: 422 on
 *                                            `token`); the screenshot is the caller's own upload of kind
 *                                            feedback_screenshot (else 422). Rate limited per user (429).
 *   GET    /feedback                         → FeedbackListSchema (mine, newest first, each with its thread)
 *   POST   /feedback/{id}/replies            FeedbackReplyInputSchema → 201 FeedbackResponseSchema (my own
 *                                            feedback only, else 404; 409 once closed)
 * Operators (`/shared/api/operator`, operator role; others 403):
 *   GET    /feedback?status&category&tag&cursor&limit → OperatorFeedbackListSchema (newest first, with counts)
 *   GET    /feedback/tags                    → FeedbackTagListSchema (tags in use, for the filter)
 *   GET    /feedback/{id}                    → OperatorFeedbackResponseSchema
 *   PATCH  /feedback/{id}                    UpdateFeedbackSchema (status, tags) → OperatorFeedbackResponseSchema
 *   POST   /feedback/{id}/replies            OperatorReplyInputSchema → 201 OperatorFeedbackResponseSchema; the
 *                                            author is notified (feedback_reply: in-app, live, and by mail)
 *   GET    /feedback/{id}/screenshot         → the image
 */

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'question', 'other'] as const;
export const FeedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES, {
  error: 'Choose what kind of feedback this is.',
});
export type FeedbackCategory = z.infer<typeof FeedbackCategorySchema>;
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug: 'Something is broken',
  idea: 'An idea',
  question: 'A question',
  other: 'Something else',
};
/** Short names for lists and filters. */
export const FEEDBACK_CATEGORY_NAMES: Record<FeedbackCategory, string> = {
  bug: 'Bug',
  idea: 'Idea',
  question: 'Question',
  other: 'Other',
};

export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export const FeedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

export const FEEDBACK_TEXT_MAX = 4000;
export const FEEDBACK_REPLY_MAX = 4000;
export const FEEDBACK_TAGS_MAX = 10;
export const FEEDBACK_TAG_MAX = 32;
/** How many recent console errors travel with a report. */
export const FEEDBACK_CONSOLE_ERRORS_MAX = 10;
const CONSOLE_ERROR_MAX = 1000;

/** What the browser adds (the author sees it before sending and may leave it out). */
export const FeedbackContextSchema = z.object({
  /** The page: path, query and hash. */
  path: z.string().max(2000),
  user_agent: z.string().max(500),
  viewport: z.object({
    width: z.number().int().min(0).max(100_000),
    height: z.number().int().min(0).max(100_000),
  }),
  build_id: z.string().max(100),
  console_errors: z
    .array(z.object({ message: z.string().max(CONSOLE_ERROR_MAX), at: z.iso.datetime() }))
    .max(FEEDBACK_CONSOLE_ERRORS_MAX),
});
export type FeedbackContext = z.infer<typeof FeedbackContextSchema>;

const text = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(FEEDBACK_TEXT_MAX, tooLong);

export const SubmitFeedbackSchema = z.object({
  token: z.string({ error: 'The feedback form is not configured.' }).max(200),
  category: FeedbackCategorySchema,
  what_happened: text('Tell us what happened.', 'Keep it to 4,000 characters.'),
  expected: text('Tell us what you expected.', 'Keep it to 4,000 characters.'),
  screenshot_file_id: z.string().uuid('Add the screenshot again.').nullable().default(null),
  /** null: the author chose to leave the technical details out. */
  context: FeedbackContextSchema.nullable().default(null),
});
export type SubmitFeedback = z.input<typeof SubmitFeedbackSchema>;

const replyBody = z
  .string({ error: 'Write a reply.' })
  .trim()
  .min(1, 'Write a reply.')
  .max(FEEDBACK_REPLY_MAX, 'Keep it to 4,000 characters.');

export const FeedbackReplyInputSchema = z.object({ body: replyBody });
export const OperatorReplyInputSchema = z.object({
  body: replyBody,
  /** The status the feedback moves to with the answer (answered unless said otherwise). */
  status: FeedbackStatusSchema.default('answered'),
});

export const FeedbackTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty.')
  .max(FEEDBACK_TAG_MAX, `Keep a tag to ${FEEDBACK_TAG_MAX} characters.`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'Use letters, digits, spaces, - and _ in tags.');

export const UpdateFeedbackSchema = z
  .object({
    status: FeedbackStatusSchema.optional(),
    tags: z
      .array(FeedbackTagSchema)
      .max(FEEDBACK_TAGS_MAX, `Up to ${FEEDBACK_TAGS_MAX} tags.`)
      .transform((tags) => [...new Set(tags)])
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.tags !== undefined, {
    path: ['status'],
    message: 'Change the status or the tags.',
  });

export const FeedbackReplySchema = z.object({
  id: z.string(),
  /** `team`: an operator; `author`: the person who sent the feedback. */
  from: z.enum(['team', 'author']),
  body: z.string(),
  created_at: z.string(),
});
export type FeedbackReply = z.infer<typeof FeedbackReplySchema>;

const FeedbackBaseSchema = z.object({
  id: z.string(),
  category: FeedbackCategorySchema,
  status: FeedbackStatusSchema,
  what_happened: z.string(),
  expected: z.string(),
  context: FeedbackContextSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The author's view: their words, the status, the thread; the screenshot through their own file link. */
export const FeedbackSchema = FeedbackBaseSchema.extend({
  screenshot: z.object({ id: z.string(), name: z.string(), url: z.string() }).nullable(),
  replies: z.array(FeedbackReplySchema),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
export const FeedbackResponseSchema = z.object({ data: FeedbackSchema });
export const FeedbackListSchema = z.object({ data: z.array(FeedbackSchema) });

export const OperatorFeedbackReplySchema = FeedbackReplySchema.extend({
  /** Who wrote it (null once that account is gone). */
  author_name: z.string().nullable(),
});

export const OperatorFeedbackSummarySchema = FeedbackBaseSchema.extend({
  author: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['talent', 'recruiter', 'operator']),
  }),
  tags: z.array(z.string()),
  has_screenshot: z.boolean(),
  reply_count: z.number().int().min(0),
});
export type OperatorFeedbackSummary = z.infer<typeof OperatorFeedbackSummarySchema>;

export const OperatorFeedbackSchema = OperatorFeedbackSummarySchema.extend({
  /** Operators only: the image through the inbox's own route. */
  screenshot_url: z.string().nullable(),
  replies: z.array(OperatorFeedbackReplySchema),
});
export type OperatorFeedback = z.infer<typeof OperatorFeedbackSchema>;
export const OperatorFeedbackResponseSchema = z.object({ data: OperatorFeedbackSchema });

export const OperatorFeedbackQuerySchema = z.object({
  status: FeedbackStatusSchema.optional(),
  category: FeedbackCategorySchema.optional(),
  tag: z.string().trim().toLowerCase().max(FEEDBACK_TAG_MAX).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type OperatorFeedbackQuery = z.input<typeof OperatorFeedbackQuerySchema>;

export const OperatorFeedbackListSchema = z.object({
  data: z.array(OperatorFeedbackSummarySchema),
  next_cursor: z.string().nullable(),
  /** How many there are per status (with the category and tag filters applied). */
  counts: z.record(FeedbackStatusSchema, z.number().int().min(0)),
});

export const FeedbackTagListSchema = z.object({
  data: z.array(z.object({ tag: z.string(), count: z.number().int().min(0) })),
});

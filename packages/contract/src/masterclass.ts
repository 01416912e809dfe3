import { z } from 'zod';

/*
 * Masterclass talks: live expert talks by category, with registration, calendars, reminders, recordings and talk
 * requests.
 *
 * A talk is `scheduled` (upcoming), `live` (from its start to its end, by the app clock), `ended` (past; may carry a
 * recording with chapters, slides and resources) or `cancelled`. Times are stored in UTC and shown in the viewer's
 * time zone (the profile's, else the browser's); the talk page also names the speaker's.
 *
 * Registration: one click. While seats are left it is `registered`; when full, `waitlisted` with a place in line.
 * Cancelling a registration frees the seat and promotes the first waitlisted person at once (a notification and a
 * mail with the invite). Registration closes at the start. No overbooking under concurrent registrations: the
 * capacity check and the insert happen in one transaction with the talk row locked.
 * Invites: registering mails an `.ics` (METHOD:REQUEST, UID `talk-{id}@…`, DTSTART/DTEND in UTC, SEQUENCE = the
 * talk's revision); a change mails a new one with a higher SEQUENCE; a cancellation (of the talk, or of one's own
 * registration) mails METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE.
 * Personal calendar feed: GET /calendar/{token}.ics (public, unguessable token, `text/calendar`): every talk the
 * person is registered or waitlisted for (waitlisted ones marked TENTATIVE), cancelled ones kept with
 * STATUS:CANCELLED and a higher SEQUENCE; rotating the token revokes the old URL (404 after).
 * Reminders (notifications `talk_update`, on the app clock): a day before and fifteen minutes before the start, to
 * registered people only, each once.
 * Join link: `join_url` is given to registered people from TALK_JOIN_OPENS_MINUTES before the start until the end
 * (null otherwise, with `join_opens_at` saying when).
 * Questions: registered or waitlisted people submit questions before the talk ends; everyone who can see the talk
 * sees them, sorted by votes; one upvote per person per question (a second one is a no-op, DELETE takes it back).
 * Rating: people who attended (were registered at the start) rate an ended talk 1–5 with an optional comment, once
 * (a second rating replaces the first).
 * Talk requests: a candidate proposes a talk (`propose`, with a speaker bio: they would give it) or asks for one
 * (`ask`); others upvote (one per person); status submitted → under_review → scheduled (with a link to the talk)
 * or declined (with a reason). Status changes notify the author (`talk_request_update`) and broadcast
 * TALK_REQUEST_CHANGED_EVENT on the author's private user channel and TALK_REQUESTS_CHANGED_EVENT on the public
 * `talk-requests` channel (vote counts and statuses change live on every open list).
 *
 * Candidate (`/talent/api`, verified):
 *   GET    /masterclass                         → MasterclassHubResponseSchema
 *   GET    /talks?when=upcoming|past&category=&q=&cursor=   → TalkListSchema (upcoming soonest first, past newest)
 *   GET    /talks/mine                          → TalkListSchema (my registrations, upcoming first)
 *   GET    /talks/{id}                          → TalkResponseSchema (404 unknown)
 *   POST   /talks/{id}/registration             → TalkResponseSchema (201; idempotent; 409 when it started or was
 *                                                 cancelled)
 *   DELETE /talks/{id}/registration             → TalkResponseSchema
 *   GET    /talks/{id}/invite.ics               → the `.ics` for one talk (registered only)
 *   GET    /talks/{id}/questions                → TalkQuestionListSchema
 *   POST   /talks/{id}/questions                TalkQuestionInputSchema → 201 TalkQuestionListSchema
 *   PUT    /talks/{id}/questions/{qid}/vote     → TalkQuestionListSchema     DELETE … → the same
 *   PUT    /talks/{id}/rating                   TalkRatingInputSchema → TalkResponseSchema (409 before the end or
 *                                                 without attending)
 *   GET    /calendar-feed                       → CalendarFeedResponseSchema (creates the token on first use)
 *   POST   /calendar-feed/rotate                → CalendarFeedResponseSchema (the old URL stops working)
 *   GET    /talk-requests?status=&sort=votes|newest&mine=&cursor=  → TalkRequestListSchema
 *   POST   /talk-requests                       TalkRequestInputSchema → 201 TalkRequestResponseSchema
 *   PUT    /talk-requests/{id}/vote             → TalkRequestResponseSchema  DELETE … → the same (not on one's own)
 * Public (no session): GET /calendar/{token}.ics.
 *
 * Operators (`/shared/api/operator`, operators only; others 403):
 *   GET    /talks                               → OperatorTalkListSchema (every status)
 *   POST   /talks                               TalkInputSchema → 201 OperatorTalkResponseSchema
 *   GET    /talks/{id}                          → OperatorTalkResponseSchema (registrations and waitlist)
 *   PATCH  /talks/{id}                          TalkInputSchema.partial() → OperatorTalkResponseSchema (a time
 *          change bumps the revision and re-sends invites; lowering capacity never drops a registered person;
 *          raising it promotes from the waitlist)
 *   POST   /talks/{id}/cancel                   TalkCancelSchema → OperatorTalkResponseSchema
 *   PUT    /talks/{id}/recording                TalkRecordingInputSchema → OperatorTalkResponseSchema (files are
 *          uploaded first: `talk_recording` by resumable upload with progress, `talk_slides` by POST /files)
 *   GET    /talk-requests?status=               → TalkRequestListSchema
 *   POST   /talk-requests/{id}/status           TalkRequestStatusInputSchema → TalkRequestResponseSchema
 *          (scheduled needs `talk_id`; declined needs `reason`)
 */

export const TALK_CATEGORIES = [
  'engineering',
  'career',
  'remote-work',
  'interviewing',
  'data-ai',
  'product-design',
] as const;
export const TalkCategorySchema = z.enum(TALK_CATEGORIES, { error: 'Choose a category.' });
export type TalkCategory = z.infer<typeof TalkCategorySchema>;
export const TALK_CATEGORY_LABELS: Record<TalkCategory, string> = {
  engineering: 'Engineering',
  career: 'Career growth',
  'remote-work': 'Remote work',
  interviewing: 'Interviewing',
  'data-ai': 'Data and AI',
  'product-design': 'Product and design',
};

export const TALK_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export const TalkStatusSchema = z.enum(TALK_STATUSES);
export type TalkStatus = z.infer<typeof TalkStatusSchema>;

export const REGISTRATION_STATES = ['registered', 'waitlisted'] as const;
export const RegistrationStateSchema = z.enum(REGISTRATION_STATES);

/** Minutes before the start from which registered people get the join link. */
export const TALK_JOIN_OPENS_MINUTES = 10;
/** Reminders before the start, in minutes: a day, and a quarter of an hour. */
export const TALK_REMINDER_MINUTES = [24 * 60, 15] as const;
export const TALK_PAGE_SIZE = 20;

/* ------------------------------------------------------------------------------------------------ talks */

export const SpeakerSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** Markdown. */
  bio: z.string(),
  time_zone: z.string(),
});

export const MyRegistrationSchema = z.object({
  state: RegistrationStateSchema,
  /** 1-based place in the waitlist; null when registered. */
  waitlist_position: z.number().int().nullable(),
  registered_at: z.string(),
});

export const TalkSummarySchema = z.object({
  id: z.string(),
  category: TalkCategorySchema,
  title: z.string(),
  /** One or two sentences. */
  summary: z.string(),
  speaker: SpeakerSchema.pick({ name: true, title: true }),
  starts_at: z.string(),
  ends_at: z.string(),
  status: TalkStatusSchema,
  capacity: z.number().int(),
  seats_left: z.number().int(),
  waitlist_count: z.number().int(),
  has_recording: z.boolean(),
  /** Past talks: the mean rating (1–5, one decimal) and how many rated; null below 3 ratings. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  my_registration: MyRegistrationSchema.nullable(),
  /** The page: `/masterclass/{category}/{id}`. */
  path: z.string(),
});
export type TalkSummary = z.infer<typeof TalkSummarySchema>;

export const TalkListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  category: TalkCategorySchema.optional(),
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(500).optional(),
});
export const TalkListSchema = z.object({
  data: z.array(TalkSummarySchema),
  meta: z.object({ total: z.number().int(), next_cursor: z.string().nullable() }),
});

export const ChapterSchema = z.object({ title: z.string(), start_seconds: z.number().int().min(0) });
export const ResourceSchema = z.object({ title: z.string(), url: z.string() });

export const TalkDetailSchema = TalkSummarySchema.extend({
  /** Markdown. */
  abstract: z.string(),
  speaker: SpeakerSchema,
  /** Registered people, from TALK_JOIN_OPENS_MINUTES before the start until the end; else null. */
  join_url: z.string().nullable(),
  join_opens_at: z.string(),
  recording: z
    .object({
      video_url: z.string(),
      captions_url: z.string().nullable(),
      duration_seconds: z.number().int(),
      chapters: z.array(ChapterSchema),
    })
    .nullable(),
  slides_url: z.string().nullable(),
  resources: z.array(ResourceSchema),
  /** Past talks: how many attended (were registered at the start). */
  attended_count: z.number().int().nullable(),
  /** I attended and may rate (ended talks). */
  can_rate: z.boolean(),
  my_rating: z.object({ stars: z.number().int(), comment: z.string() }).nullable(),
  /** The request this talk answers, if any. */
  request_id: z.string().nullable(),
  cancelled_reason: z.string().nullable(),
});
export type TalkDetail = z.infer<typeof TalkDetailSchema>;
export const TalkResponseSchema = z.object({ data: TalkDetailSchema });

export const MasterclassHubResponseSchema = z.object({
  data: z.object({
    categories: z.array(
      z.object({
        slug: TalkCategorySchema,
        label: z.string(),
        upcoming: z.number().int(),
        past: z.number().int(),
      }),
    ),
    next_talks: z.array(TalkSummarySchema),
    recordings: z.array(TalkSummarySchema),
    my_registrations: z.array(TalkSummarySchema),
  }),
});

/* ------------------------------------------------------------------------------------------------ questions */

export const TalkQuestionSchema = z.object({
  id: z.string(),
  body: z.string(),
  author_name: z.string(),
  mine: z.boolean(),
  votes: z.number().int(),
  voted: z.boolean(),
  created_at: z.string(),
});
export const TalkQuestionListSchema = z.object({ data: z.array(TalkQuestionSchema) });
export const TalkQuestionInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(5, 'Write a question of at least 5 characters.')
    .max(500, 'Keep it under 500 characters.'),
});

export const TalkRatingInputSchema = z.object({
  stars: z.number({ error: 'Choose from 1 to 5 stars.' }).int().min(1, 'Choose from 1 to 5 stars.').max(5),
  comment: z.string().trim().max(1000, 'Keep the comment under 1000 characters.').default(''),
});

/* ------------------------------------------------------------------------------------------------ calendar feed */

export const CalendarFeedResponseSchema = z.object({
  data: z.object({
    /** https://…/calendar/{token}.ics */
    url: z.string(),
    /** The same as webcal://, for "subscribe" links. */
    webcal_url: z.string(),
    created_at: z.string(),
  }),
});

/* ------------------------------------------------------------------------------------------------ talk requests */

export const TALK_REQUEST_KINDS = ['propose', 'ask'] as const;
export const TalkRequestKindSchema = z.enum(TALK_REQUEST_KINDS, {
  error: 'Say whether you would give the talk.',
});
export const TALK_REQUEST_STATUSES = ['submitted', 'under_review', 'scheduled', 'declined'] as const;
export const TalkRequestStatusSchema = z.enum(TALK_REQUEST_STATUSES, { error: 'Choose a status.' });
export type TalkRequestStatus = z.infer<typeof TalkRequestStatusSchema>;
export const TALK_REQUEST_STATUS_LABELS: Record<TalkRequestStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  scheduled: 'Scheduled',
  declined: 'Declined',
};

const dateOnly = z.iso.date({ error: 'Use a date like 2026-12-31.' });

export const TalkRequestInputSchema = z
  .object({
    kind: TalkRequestKindSchema,
    topic: z
      .string()
      .trim()
      .min(5, 'Name the topic (at least 5 characters).')
      .max(160, 'Keep it under 160 characters.'),
    category: TalkCategorySchema,
    abstract: z
      .string()
      .trim()
      .min(30, 'Say what the talk would cover (at least 30 characters).')
      .max(3000, 'Keep it under 3000 characters.'),
    /** Up to three dates that suit (propose only). */
    preferred_dates: z.array(dateOnly).max(3, 'Up to three dates.').default([]),
    /** propose: who would speak. */
    speaker_bio: z.string().trim().max(2000, 'Keep the bio under 2000 characters.').default(''),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'propose' && value.speaker_bio.length < 20)
      ctx.addIssue({
        code: 'custom',
        path: ['speaker_bio'],
        message: 'Tell us about the speaker (at least 20 characters).',
      });
  });
export type TalkRequestInput = z.infer<typeof TalkRequestInputSchema>;

export const TalkRequestSchema = z.object({
  id: z.string(),
  kind: TalkRequestKindSchema,
  topic: z.string(),
  category: TalkCategorySchema,
  abstract: z.string(),
  preferred_dates: z.array(z.string()),
  speaker_bio: z.string(),
  author_name: z.string(),
  mine: z.boolean(),
  status: TalkRequestStatusSchema,
  /** declined */
  reason: z.string().nullable(),
  /** scheduled: the talk's page path. */
  talk_path: z.string().nullable(),
  votes: z.number().int(),
  voted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TalkRequest = z.infer<typeof TalkRequestSchema>;
export const TalkRequestResponseSchema = z.object({ data: TalkRequestSchema });
export const TalkRequestListSchema = z.object({
  data: z.array(TalkRequestSchema),
  meta: z.object({ total: z.number().int(), next_cursor: z.string().nullable() }),
});

/* ------------------------------------------------------------------------------------------------ operators */

export const TalkInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(5, 'Give the talk a title.')
      .max(160, 'Keep the title under 160 characters.'),
    category: TalkCategorySchema,
    summary: z.string().trim().min(10, 'Write a one-line summary.').max(300, 'Keep it under 300 characters.'),
    abstract: z.string().trim().max(10_000, 'The abstract is too long.').default(''),
    speaker_name: z.string().trim().min(2, 'Name the speaker.').max(120),
    speaker_title: z.string().trim().max(160).default(''),
    speaker_bio: z.string().trim().max(3000).default(''),
    speaker_time_zone: z.string().max(64).default('UTC'),
    starts_at: z.iso.datetime({ offset: true, error: 'Choose when it starts.' }),
    duration_minutes: z.number().int().min(15, 'At least 15 minutes.').max(480, 'At most 8 hours.'),
    capacity: z.number().int().min(1, 'At least one seat.').max(100_000),
    /** Where people join (a video call or stream URL). */
    join_url: z.url({ error: 'Give the link people join with.' }).max(2000),
    resources: z
      .array(z.object({ title: z.string().trim().min(1).max(160), url: z.url() }))
      .max(20)
      .default([]),
    /** The request it answers: scheduling marks that request `scheduled`. */
    request_id: z.string().max(100).nullable().default(null),
  })
  .strict();
export type TalkInput = z.infer<typeof TalkInputSchema>;

export const TalkCancelSchema = z.object({
  reason: z.string().trim().min(5, 'Say why (people registered will read it).').max(500),
});
export const TalkRecordingInputSchema = z.object({
  recording_file_id: z.string().max(100).nullable(),
  captions_file_id: z.string().max(100).nullable().default(null),
  slides_file_id: z.string().max(100).nullable().default(null),
  chapters: z
    .array(ChapterSchema.extend({ title: z.string().trim().min(1).max(160) }))
    .max(50)
    .default([]),
});
export const TalkRequestStatusInputSchema = z
  .object({
    status: TalkRequestStatusSchema,
    reason: z.string().trim().max(1000).default(''),
    talk_id: z.string().max(100).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'declined' && value.reason.length < 5)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why it was declined.' });
    if (value.status === 'scheduled' && !value.talk_id)
      ctx.addIssue({ code: 'custom', path: ['talk_id'], message: 'Choose the talk that answers it.' });
  });

export const OperatorTalkSchema = TalkDetailSchema.omit({
  my_registration: true,
  can_rate: true,
  my_rating: true,
}).extend({
  revision: z.number().int(),
  join_url: z.string(),
  /** The files now published (the console keeps the ones it does not replace). */
  published_files: z.object({
    recording_file_id: z.string().nullable(),
    captions_file_id: z.string().nullable(),
    slides_file_id: z.string().nullable(),
  }),
  registrations: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      state: RegistrationStateSchema,
      waitlist_position: z.number().int().nullable(),
      registered_at: z.string(),
    }),
  ),
  questions: z.array(TalkQuestionSchema),
});
export const OperatorTalkResponseSchema = z.object({ data: OperatorTalkSchema });
export const OperatorTalkListSchema = z.object({ data: z.array(TalkSummarySchema) });

/** On the candidate's private user channel: a registration of theirs changed (promoted, talk moved or cancelled). */
export const TALK_REGISTRATION_CHANGED_EVENT = 'TalkRegistrationChanged';
/** On the author's private user channel: their request's status changed. */
export const TALK_REQUEST_CHANGED_EVENT = 'TalkRequestChanged';
/** On the public `talk-requests` channel: a request was added, voted on or moved (payload `{ id }`). */
export const TALK_REQUESTS_CHANGED_EVENT = 'TalkRequestsChanged';
export const TALK_REQUESTS_CHANNEL = 'talk-requests';

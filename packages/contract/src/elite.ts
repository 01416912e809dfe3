import { z } from 'zod';
import { ELITE_TRACKS, type EliteTrack } from './elite-tracks.ts';
import { BadgeSummarySchema } from './badges.ts';
import { MyStandingSchema } from './assessments.ts';
import { CountryCodeSchema, CurrencyCodeSchema } from './jobs.ts';
import { IdentityStatusSchema } from './profile.ts';
import { TalentRefSchema } from './pipeline-common.ts';

/*
 * The elite talent programme: a vetted tier. A candidate applies through six stages, always in this order on the
 * tracker: join → work preferences → skill assessments → contract and compliance → review → decision.
 *
 * Stage rules (the stage machine, on the server; a refused move answers 409 `{message}` saying why):
 *   - Starting needs eligibility (`EligibilitySchema`: verified identity, profile at least ELITE_MIN_COMPLETENESS %
 *     complete, no reapply cooldown running, no application open). Saving a join draft creates the application.
 *   - join and work preferences: a draft autosaves any time the application is `in_progress` (PUT …/draft, partial
 *     and loose, never a 422 for a missing field); submitting validates the full form (422 with field errors; the
 *     draft stays). Work preferences are locked until join is submitted. A submitted form may be edited and
 *     submitted again while the application is `in_progress`.
 *   - skill assessments: the track's requirements (ELITE_TRACKS[track].requirements); each is met by a passed test
 *     or a valid badge (credit for work already proven) of one of its tests. Computed live from the assessment
 *     engine, nothing stored. Locked until join is submitted (the track decides the tests).
 *   - contract and compliance (`elite-compliance` on the server and web): unlocked once work preferences are
 *     submitted; done while every document is signed and none expired.
 *   - review: POST /elite/application/submit once the four stages are done (409 naming the first not done). The
 *     application becomes `submitted` ("waiting on us"); forms are then read-only (saving → 409).
 *   - decision: an operator decides `accepted`, `waitlisted` or `rejected` (reason required; rejected also sets the
 *     reapply date, default ELITE_REAPPLY_DAYS from the decision, at least ELITE_MIN_REAPPLY_DAYS). A waitlisted
 *     application may later be accepted or rejected. Accepted makes the candidate an elite member (badge on the
 *     profile and in the console, elite-only jobs).
 *   - the candidate may withdraw while `in_progress` or `submitted` (no cooldown); a new application after a
 *     withdrawal or after the reapply date starts prefilled from the last one's forms.
 * Every status change and every decision notifies the candidate (`elite_update`, live and by mail) and broadcasts
 * `EliteChanged` (ELITE_CHANGED_EVENT) on the candidate's private user channel, so open screens refetch; the
 * operator's review screens refetch on focus and after their own actions.
 *
 * Candidate (`/talent/api`, verified; always their own application, there is no id in these paths):
 *   GET    /elite                                 → EliteOverviewResponseSchema (the /elite page: tracks, stages
 *          with criteria, expected time and pass counts, eligibility, the current application's state, membership)
 *   GET    /elite/application                     → EliteApplicationResponseSchema (404 when none was started)
 *   GET    /elite/application/prefill             → ElitePrefillResponseSchema (what the profile and identity
 *          give each form; the web merges: draft value, else prefill)
 *   PUT    /elite/application/forms/join/draft            JoinEliteDraftSchema → EliteApplicationResponseSchema
 *          (creates the application when none is open; 409 when not eligible)
 *   POST   /elite/application/forms/join/submit           JoinEliteFormSchema → EliteApplicationResponseSchema
 *   PUT    /elite/application/forms/work-preference/draft WorkPreferenceDraftSchema → EliteApplicationResponseSchema
 *   POST   /elite/application/forms/work-preference/submit WorkPreferenceFormSchema → EliteApplicationResponseSchema
 *   GET    /elite/application/skill-assessments   → EliteSkillAssessmentsResponseSchema
 *   POST   /elite/application/submit              → EliteApplicationResponseSchema (to review)
 *   POST   /elite/application/withdraw            → EliteApplicationResponseSchema
 *   Compliance: see the block further down.
 *
 * Operators (`/shared/api/operator`, operators only; others 403, like identity reviews):
 *   GET    /elite-reviews?status=&cursor=         → EliteReviewListSchema (submitted first, oldest first)
 *   GET    /elite-reviews/{id}                    → EliteReviewResponseSchema (forms, skill results, compliance
 *          summary, identity status, notes, history)
 *   POST   /elite-reviews/{id}/notes              EliteReviewNoteSchema → 201 EliteReviewResponseSchema
 *   POST   /elite-reviews/{id}/decision           EliteDecisionSchema → EliteReviewResponseSchema (409 unless
 *          `submitted` or `waitlisted`; 422 `reason`, `reapply_at`)
 *
 * Elite-only jobs: jobs carry `elite_only` (the recruiter sets it when creating or editing a job); a candidate who is
 * not a member sees such a job with a lock and "Elite members only", and applying answers 403 with that message.
 * Recommendations offer elite-only jobs to members only; the minimum rate of the newest submitted work preferences
 * ranks them in place of the profile's salary expectation.
 */

/* --------------------------------------------------------------------------------------------- constants */

export const ELITE_MIN_COMPLETENESS = 70;
export const ELITE_REAPPLY_DAYS = 90;
export const ELITE_MIN_REAPPLY_DAYS = 30;
/** The 403 `message` when someone who is not a member applies to (or accepts an invitation to) an elite-only job. */
export const ELITE_ONLY_JOB_MESSAGE = 'This job is open to elite members only.';
/** Stage pass counts are shown once this many applications reached a decision (fewer says little and may identify). */
export const ELITE_STATS_MIN_DECISIONS = 10;

export const ELITE_STAGES = [
  'join',
  'work_preference',
  'skill_assessments',
  'compliance',
  'review',
  'decision',
] as const;
export const EliteStageSchema = z.enum(ELITE_STAGES);
export type EliteStage = z.infer<typeof EliteStageSchema>;

/** done; in_progress (the candidate's turn); waiting (on us); locked (an earlier stage first). */
export const STAGE_STATES = ['done', 'in_progress', 'waiting', 'locked'] as const;
export const StageStateSchema = z.enum(STAGE_STATES);
export type StageState = z.infer<typeof StageStateSchema>;

export const ELITE_STAGE_INFO: Record<
  EliteStage,
  { title: string; criteria: string; expected_time: string; path: string | null }
> = {
  join: {
    title: 'Join',
    criteria:
      'Your track, experience, top skills and links, your English level and why you want to join. Most of it comes from your profile.',
    expected_time: 'About 5 minutes',
    path: '/elite/onboarding/forms/join-elite',
  },
  work_preference: {
    title: 'Work preferences',
    criteria:
      'How and when you want to work: engagement, hours, overlap with your time zone, minimum rate, where you may work and when you can start.',
    expected_time: 'About 5 minutes',
    path: '/elite/onboarding/forms/work-preference',
  },
  skill_assessments: {
    title: 'Skill assessments',
    criteria:
      'Pass the skill tests your track requires. A valid badge you already hold counts: you never retake what you proved.',
    expected_time: '30–90 minutes per test; none if your badges already cover the track',
    path: '/elite/onboarding/forms/skill-assessments',
  },
  compliance: {
    title: 'Contract and compliance',
    criteria:
      'Your legal name as on your verified ID, tax residence and address, how you want to be paid, and signing the contractor agreement, NDA and IP assignment, code of conduct and the tax form that fits you.',
    expected_time: 'About 10 minutes',
    path: '/elite/onboarding/forms/contract-compliance',
  },
  review: {
    title: 'Review',
    criteria:
      'Our team reads your forms, results and identity check. Nothing to do on your side; we write if we need anything.',
    expected_time: 'Within 5 working days',
    path: null,
  },
  decision: {
    title: 'Decision',
    criteria:
      'Accepted, waitlisted or not this time, always with the reason, and for a no the date you may apply again and what would close the gap.',
    expected_time: 'With the review',
    path: '/elite/onboarding/completed',
  },
};

export { ELITE_TRACKS, type EliteTrack } from './elite-tracks.ts';
export const ELITE_TRACK_IDS = Object.keys(ELITE_TRACKS) as [EliteTrack, ...EliteTrack[]];
export const EliteTrackSchema = z.enum(ELITE_TRACK_IDS, { error: 'Choose a track.' });

export const ENGLISH_LEVELS = ['conversational', 'professional', 'fluent', 'native'] as const;
export const EnglishLevelSchema = z.enum(ENGLISH_LEVELS, { error: 'Choose your English level.' });
export const ENGAGEMENT_TYPES = ['full_time', 'part_time', 'hourly', 'project'] as const;
export const EngagementTypeSchema = z.enum(ENGAGEMENT_TYPES);
export const COMPANY_SIZES = ['startup', 'small', 'mid', 'enterprise'] as const;
export const CompanySizeSchema = z.enum(COMPANY_SIZES);
export const ELITE_AVAILABILITIES = ['now', 'within_2_weeks', 'within_1_month', 'within_3_months'] as const;
export const EliteAvailabilitySchema = z.enum(ELITE_AVAILABILITIES, {
  error: 'Choose when you are available.',
});

export const ELITE_APPLICATION_STATUSES = [
  'in_progress',
  'submitted',
  'accepted',
  'waitlisted',
  'rejected',
  'withdrawn',
] as const;
export const EliteApplicationStatusSchema = z.enum(ELITE_APPLICATION_STATUSES);
export type EliteApplicationStatus = z.infer<typeof EliteApplicationStatusSchema>;

/** Server-sent on the candidate's user channel after any change to their application or compliance. */
export const EliteChangedEventSchema = z.object({
  application_id: z.string().nullable(),
  status: EliteApplicationStatusSchema.nullable(),
  /** What changed, for screens that care about one part only. */
  kind: z.enum(['application', 'decision', 'compliance']),
});
export type EliteChangedEvent = z.infer<typeof EliteChangedEventSchema>;
export const ELITE_CHANGED_EVENT = 'EliteChanged';

/* ------------------------------------------------------------------------------------------------- forms */

const url = z
  .string()
  .trim()
  .max(300)
  .url('Enter a full link, starting with https://.')
  .refine((value) => /^https?:\/\//i.test(value), 'Enter a full link, starting with https://.');
const optionalUrl = z.union([z.literal(''), url]);

export const JoinEliteFormSchema = z
  .object({
    track: EliteTrackSchema,
    years_experience: z
      .number({ error: 'Enter your years of experience.' })
      .int()
      .min(0)
      .max(60, 'Enter at most 60 years.'),
    /** Skill names from the catalogue, most important first. */
    top_skills: z
      .array(z.string().trim().min(1).max(60))
      .min(3, 'Pick at least 3 skills.')
      .max(8, 'Pick at most 8 skills.'),
    portfolio_url: optionalUrl,
    github_url: optionalUrl,
    english_level: EnglishLevelSchema,
    motivation: z
      .string()
      .trim()
      .min(80, 'Tell us a little more: at least 80 characters.')
      .max(2000, 'Keep it under 2,000 characters.'),
    availability: EliteAvailabilitySchema,
    consent_to_vetting: z.literal(true, { error: 'Agree to the vetting to continue.' }),
  })
  .superRefine((form, ctx) => {
    if (form.track === 'design' && form.portfolio_url === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['portfolio_url'],
        message: 'The design track is reviewed on your portfolio: add its link.',
      });
    }
  });
export type JoinEliteForm = z.infer<typeof JoinEliteFormSchema>;

export const WorkPreferenceFormSchema = z
  .object({
    engagement_types: z.array(EngagementTypeSchema).min(1, 'Choose at least one engagement type.'),
    hours_per_week: z
      .number({ error: 'Enter hours per week.' })
      .int()
      .min(5, 'At least 5 hours.')
      .max(60, 'At most 60 hours.'),
    /** IANA zone ("Europe/Berlin"); checked on the server with Intl. */
    timezone: z.string().trim().min(1, 'Choose your time zone.').max(64),
    /** Hours of overlap with the client's working day the candidate offers at least. */
    min_overlap_hours: z.number().int().min(0).max(12, 'At most 12 hours.'),
    min_rate: z.object({
      amount: z.number({ error: 'Enter an amount.' }).int().min(1, 'Enter an amount above 0.').max(100_000),
      currency: CurrencyCodeSchema,
      period: z.enum(['hour', 'month']),
    }),
    work_countries: z.array(CountryCodeSchema).min(1, 'Add at least one country.').max(250),
    industries: z.array(z.string().trim().min(1).max(60)).max(10, 'Pick at most 10 industries.'),
    company_sizes: z.array(CompanySizeSchema),
    /** YYYY-MM-DD, today or later (the server's clock). */
    earliest_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.'),
    notice_period_weeks: z.number().int().min(0).max(26, 'At most 26 weeks.'),
  })
  .strict();
export type WorkPreferenceForm = z.infer<typeof WorkPreferenceFormSchema>;

/**
 * Drafts: whatever was typed so far, bounded but never "required". A field of the wrong type is dropped by the
 * server rather than refused, so an autosave never loses the rest.
 */
export const JoinEliteDraftSchema = z
  .record(z.string().max(40), z.unknown())
  .refine((draft) => JSON.stringify(draft).length <= 20_000, 'The draft is too large.');
export const WorkPreferenceDraftSchema = JoinEliteDraftSchema;

/* ----------------------------------------------------------------------------------------- the application */

export const StageViewSchema = z.object({
  stage: EliteStageSchema,
  state: StageStateSchema,
  /** When the candidate finished it (or we decided). */
  completed_at: z.string().nullable(),
  /** One line: what is left ("1 of 2 tests passed", "W-8BEN expires on 31 Dec 2029: sign again"). */
  detail: z.string(),
  /** The earliest date a retry is possible (a failed test's retake, the reapply date). */
  next_retry_at: z.string().nullable(),
});
export type StageView = z.infer<typeof StageViewSchema>;

export const FormStateSchema = z.object({
  /** The last draft saved (loose). */
  draft: z.record(z.string(), z.unknown()),
  draft_saved_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
});

export const EliteDecisionViewSchema = z.object({
  outcome: z.enum(['accepted', 'waitlisted', 'rejected']),
  reason: z.string(),
  decided_at: z.string(),
  /** Rejected: the earliest date of a new application. */
  reapply_at: z.string().nullable(),
  /** Waitlisted: place in the waitlist of the track (1 = next). */
  waitlist_position: z.number().int().nullable(),
  /** What would close the gap or help: links into the product (a skill test, the profile). */
  next_steps: z.array(z.object({ label: z.string(), href: z.string() })),
});
export type EliteDecisionView = z.infer<typeof EliteDecisionViewSchema>;

export const EliteApplicationSchema = z.object({
  id: z.string(),
  status: EliteApplicationStatusSchema,
  track: EliteTrackSchema.nullable(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The stage the candidate is in (the first not done). */
  current_stage: EliteStageSchema,
  stages: z.array(StageViewSchema),
  forms: z.object({ join: FormStateSchema, work_preference: FormStateSchema }),
  decision: EliteDecisionViewSchema.nullable(),
});
export type EliteApplication = z.infer<typeof EliteApplicationSchema>;
export const EliteApplicationResponseSchema = z.object({ data: EliteApplicationSchema });

export const ELITE_ELIGIBILITY_CHECKS = ['identity', 'profile', 'cooldown', 'open_application'] as const;
export const EligibilitySchema = z.object({
  eligible: z.boolean(),
  checks: z.array(
    z.object({
      key: z.enum(ELITE_ELIGIBILITY_CHECKS),
      ok: z.boolean(),
      /** "Verify your identity", "Your profile is 55 % complete; 70 % is needed", "You may apply again on …". */
      label: z.string(),
      /** Where to fix it; null when it passes or nothing can be done but wait. */
      href: z.string().nullable(),
    }),
  ),
});

export const EliteMembershipSchema = z.object({
  since: z.string(),
  track: EliteTrackSchema,
});
export type EliteMembership = z.infer<typeof EliteMembershipSchema>;

export const EliteOverviewSchema = z.object({
  stages: z.array(
    z.object({
      stage: EliteStageSchema,
      title: z.string(),
      criteria: z.string(),
      expected_time: z.string(),
      /** Share of applications that reached this stage and passed it; null until ELITE_STATS_MIN_DECISIONS. */
      pass_rate: z.number().min(0).max(1).nullable(),
      passed: z.number().int().nullable(),
      reached: z.number().int().nullable(),
    }),
  ),
  tracks: z.array(
    z.object({
      track: EliteTrackSchema,
      label: z.string(),
      requirements: z.array(z.object({ label: z.string(), tests: z.array(z.string()) })),
    }),
  ),
  eligibility: EligibilitySchema,
  application: EliteApplicationSchema.nullable(),
  membership: EliteMembershipSchema.nullable(),
  /** Open elite-only jobs now (what the tier opens). */
  elite_jobs_open: z.number().int(),
});
export const EliteOverviewResponseSchema = z.object({ data: EliteOverviewSchema });

export const ElitePrefillSchema = z.object({
  join: z.object({
    track: EliteTrackSchema.nullable(),
    years_experience: z.number().int().nullable(),
    top_skills: z.array(z.string()),
    portfolio_url: z.string(),
    github_url: z.string(),
    english_level: EnglishLevelSchema.nullable(),
    availability: EliteAvailabilitySchema.nullable(),
  }),
  work_preference: z.object({
    engagement_types: z.array(EngagementTypeSchema),
    hours_per_week: z.number().int().nullable(),
    timezone: z.string().nullable(),
    min_rate: z
      .object({ amount: z.number().int(), currency: z.string(), period: z.enum(['hour', 'month']) })
      .nullable(),
    work_countries: z.array(z.string()),
    earliest_start: z.string().nullable(),
    notice_period_weeks: z.number().int().nullable(),
  }),
});
export const ElitePrefillResponseSchema = z.object({ data: ElitePrefillSchema });

export const EliteRequirementViewSchema = z.object({
  label: z.string(),
  /** met by a passed test or a valid badge; in_progress: an attempt running; not_met otherwise. */
  state: z.enum(['met', 'in_progress', 'not_met']),
  /** What meets it (the badge credits work already proven). */
  met_by: z.object({ test_slug: z.string(), badge: BadgeSummarySchema.nullable() }).nullable(),
  tests: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      time_limit_minutes: z.number().int(),
      /** The engine's standing: state, best score, badge, next_attempt_at, redo_available. */
      mine: MyStandingSchema,
    }),
  ),
});
export const EliteSkillAssessmentsSchema = z.object({
  track: EliteTrackSchema,
  requirements: z.array(EliteRequirementViewSchema),
  done: z.boolean(),
});
export const EliteSkillAssessmentsResponseSchema = z.object({ data: EliteSkillAssessmentsSchema });

/* ---------------------------------------------------------------------------------------------- review */

export const EliteDecisionSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({
      outcome: z.literal('accepted'),
      reason: z.string().trim().min(10, 'Write the reason (at least 10 characters).').max(2000),
    }),
    z.object({
      outcome: z.literal('waitlisted'),
      reason: z.string().trim().min(10, 'Write the reason (at least 10 characters).').max(2000),
    }),
    z.object({
      outcome: z.literal('rejected'),
      reason: z.string().trim().min(10, 'Write the reason (at least 10 characters).').max(2000),
      /** YYYY-MM-DD; default today + ELITE_REAPPLY_DAYS; at least ELITE_MIN_REAPPLY_DAYS ahead (422 otherwise). */
      reapply_at: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.')
        .optional(),
      /** Skill-test slugs that would close the gap (shown to the candidate as links). */
      gap_tests: z.array(z.string().max(60)).max(5).default([]),
    }),
  ],
  { error: 'Choose accepted, waitlisted or rejected.' },
);
export type EliteDecision = z.input<typeof EliteDecisionSchema>;

export const EliteReviewNoteSchema = z.object({
  body: z.string().trim().min(1, 'Write the note.').max(4000, 'Keep it under 4,000 characters.'),
});

export const EliteReviewSummarySchema = z.object({
  id: z.string(),
  talent: TalentRefSchema,
  track: EliteTrackSchema.nullable(),
  status: EliteApplicationStatusSchema,
  submitted_at: z.string().nullable(),
  identity_status: IdentityStatusSchema,
  /** Requirements met / total. */
  skills_met: z.number().int(),
  skills_total: z.number().int(),
});
export const EliteReviewListSchema = z.object({
  data: z.array(EliteReviewSummarySchema),
  next_cursor: z.string().nullable(),
});
export const EliteReviewListQuerySchema = z.object({
  status: EliteApplicationStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
});

export const EliteReviewSchema = EliteReviewSummarySchema.extend({
  email: z.string(),
  forms: z.object({
    join: z.record(z.string(), z.unknown()).nullable(),
    work_preference: z.record(z.string(), z.unknown()).nullable(),
  }),
  skill_assessments: EliteSkillAssessmentsSchema.nullable(),
  /** Which documents are signed and when; the operator sees no TIN or payout details. */
  compliance: z.object({
    legal_name: z.string().nullable(),
    tax_residence: z.string().nullable(),
    entity_type: z.enum(['individual', 'company']).nullable(),
    documents: z.array(
      z.object({
        kind: z.string(),
        title: z.string(),
        signed_at: z.string().nullable(),
        expires_at: z.string().nullable(),
      }),
    ),
  }),
  notes: z.array(z.object({ id: z.string(), author: z.string(), body: z.string(), created_at: z.string() })),
  history: z.array(z.object({ at: z.string(), event: z.string() })),
  decision: EliteDecisionViewSchema.nullable(),
});
export type EliteReview = z.infer<typeof EliteReviewSchema>;
export const EliteReviewResponseSchema = z.object({ data: EliteReviewSchema });

/* ------------------------------------------------------------------------------------------- compliance */

/*
 * Contract and compliance (`/talent/api/elite/compliance`, verified; the `elite-compliance` feature). Unlocked once
 * work preferences are submitted (409 before); read-only while the application is `submitted` (409).
 *   GET  /elite/compliance                 → ComplianceResponseSchema (draft, prefill, signatures, what expires)
 *   PUT  /elite/compliance/draft           ComplianceDraftSchema (loose) → ComplianceResponseSchema
 *   POST /elite/compliance/details         ComplianceDetailsSchema → ComplianceResponseSchema: validates the details
 *        (422; `legal_name` must match the name the identity check verified, compared without case, accents or
 *        extra spaces; identity not verified → 409). Saving new details that change a signed document's text
 *        voids that signature (it must be signed again).
 *   GET  /elite/compliance/documents       → ComplianceDocumentsResponseSchema: each document that fits (the tax
 *        form by residence and entity: W-9 for US persons, W-8BEN for individuals outside the US, W-8BEN-E for
 *        companies outside the US) rendered from our own template with the saved details, with the SHA-256 of its
 *        exact text (UTF-8) and of the bundle (the hashes of the documents in order, joined by "\n").
 *   POST /elite/compliance/sign            SignDocumentsSchema → ComplianceResponseSchema. The server renders again
 *        and compares `bundle_sha256` (409 "The documents changed since you read them" otherwise); `typed_name`
 *        must equal the legal name (422); `consent_electronic` must be true (422). Records per document: the
 *        typed name, consent, the server's time, the caller's IP and user agent, the template version and the
 *        SHA-256; renders a signed PDF per document (pdfkit) with the full text, the signature block and the hash.
 *   GET  /elite/compliance/documents/{kind}/pdf   the signed PDF (attachment; 404 until signed)
 *   POST /elite/compliance/verify          VerifyDocumentSchema → VerifyDocumentResponseSchema: whether a text
 *        hashes to one of the caller's signed documents (changing any byte breaks it).
 * W-8BEN and W-8BEN-E expire on 31 December of the third calendar year after signing; from
 * COMPLIANCE_RENEWAL_NOTICE_DAYS before, the stage asks to sign again (and a sweep sends one `elite_update`
 * reminder); once expired the compliance stage is no longer done.
 * The TIN and payout details are stored encrypted with the app key; responses show them masked (last 4).
 */

export const COMPLIANCE_RENEWAL_NOTICE_DAYS = 90;
export const COMPLIANCE_DOCUMENT_KINDS = [
  'contractor_agreement',
  'nda_ip',
  'code_of_conduct',
  'w8ben',
  'w8ben_e',
  'w9',
] as const;
export const ComplianceDocumentKindSchema = z.enum(COMPLIANCE_DOCUMENT_KINDS);
export type ComplianceDocumentKind = z.infer<typeof ComplianceDocumentKindSchema>;
export const COMPLIANCE_DOCUMENT_TITLES: Record<ComplianceDocumentKind, string> = {
  contractor_agreement: 'Contractor agreement',
  nda_ip: 'Non-disclosure and IP assignment',
  code_of_conduct: 'Code of conduct',
  w8ben: 'Tax form W-8BEN (individual outside the US)',
  w8ben_e: 'Tax form W-8BEN-E (company outside the US)',
  w9: 'Tax form W-9 (US person)',
};

/** The tax form that fits: W-9 for US persons, else W-8BEN (individual) or W-8BEN-E (company). */
export function taxFormFor(details: {
  us_person: boolean;
  entity_type: 'individual' | 'company';
}): ComplianceDocumentKind {
  if (details.us_person) return 'w9';
  return details.entity_type === 'company' ? 'w8ben_e' : 'w8ben';
}

/** Every document a candidate signs, in the order shown: the three agreements, then the tax form that fits. */
export function requiredDocuments(details: {
  us_person: boolean;
  entity_type: 'individual' | 'company';
}): ComplianceDocumentKind[] {
  return ['contractor_agreement', 'nda_ip', 'code_of_conduct', taxFormFor(details)];
}

/**
 * When a signed document stops being valid: a W-8BEN or W-8BEN-E on the last day (UTC) of the third calendar year
 * after the year it was signed (signed 2026-11-25 → valid through 2029-12-31); the others never (null).
 */
export function documentExpiry(kind: ComplianceDocumentKind, signedAt: Date): Date | null {
  if (kind !== 'w8ben' && kind !== 'w8ben_e') return null;
  return new Date(Date.UTC(signedAt.getUTCFullYear() + 3, 11, 31, 23, 59, 59, 999));
}

export const PAYOUT_METHODS = ['bank_transfer', 'wise', 'payoneer', 'paypal'] as const;
export const PayoutMethodSchema = z.enum(PAYOUT_METHODS, { error: 'Choose how you want to be paid.' });

const requiredText = (message: string, max = 200) => z.string().trim().min(1, message).max(max);

export const ComplianceAddressSchema = z.object({
  line1: requiredText('Enter the street and number.'),
  line2: z.string().trim().max(200).default(''),
  city: requiredText('Enter the city.', 100),
  postal_code: z.string().trim().max(20).default(''),
  region: z.string().trim().max(100).default(''),
  country: CountryCodeSchema,
});

export const ComplianceDetailsSchema = z
  .object({
    legal_name: requiredText('Enter your legal name as on your ID.'),
    /** Country of tax residence. */
    tax_residence: CountryCodeSchema,
    /** A US citizen or US resident for tax purposes (→ W-9). */
    us_person: z.boolean(),
    /**
     * Country of citizenship (W-8BEN line 2); empty means the same as `tax_residence`. Added with the server side,
     * optional so forms without it keep working.
     */
    citizenship: z.union([z.literal(''), CountryCodeSchema]).default(''),
    entity_type: z.enum(['individual', 'company'], { error: 'Choose individual or company.' }),
    /** Required for a company. */
    company_name: z.string().trim().max(200).default(''),
    /** Tax identification number in the country of residence (SSN/EIN for US persons). */
    tax_id: requiredText('Enter your tax identification number.', 40),
    /** YYYY-MM-DD; required for individuals (W-8BEN line 8). */
    date_of_birth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .or(z.literal(''))
      .default(''),
    address: ComplianceAddressSchema,
    payout_method: PayoutMethodSchema,
    /** IBAN or account number, or the Wise/Payoneer/PayPal email. Stored encrypted; shown masked. */
    payout_account: requiredText('Enter the account to pay into.', 100),
  })
  .superRefine((details, ctx) => {
    if (details.entity_type === 'company' && details.company_name === '') {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'Enter the company name.' });
    }
    if (details.entity_type === 'individual' && details.date_of_birth === '') {
      ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'Enter your date of birth.' });
    }
  });
export type ComplianceDetails = z.input<typeof ComplianceDetailsSchema>;
export const ComplianceDraftSchema = JoinEliteDraftSchema;

export const ComplianceDocumentSchema = z.object({
  kind: ComplianceDocumentKindSchema,
  title: z.string(),
  template_version: z.string(),
  /** The exact text that is hashed and signed (plain text, Markdown-style headings). */
  text: z.string(),
  sha256: z.string(),
  signature: z
    .object({
      typed_name: z.string(),
      signed_at: z.string(),
      ip: z.string(),
      sha256: z.string(),
      pdf_url: z.string(),
      /** W-8BEN(-E) only. */
      expires_at: z.string().nullable(),
    })
    .nullable(),
});
export type ComplianceDocument = z.infer<typeof ComplianceDocumentSchema>;
export const ComplianceDocumentsResponseSchema = z.object({
  data: z.object({ documents: z.array(ComplianceDocumentSchema), bundle_sha256: z.string() }),
});

/**
 * What `consent_electronic: true` agrees to, shown next to the checkbox and recorded with each signature (the
 * signature row keeps this exact text).
 */
export const COMPLIANCE_CONSENT_STATEMENT =
  'I agree to sign these documents electronically: my typed name is my signature on each of them, with the same effect as signing on paper.';

export const SignDocumentsSchema = z.object({
  typed_name: requiredText('Type your full legal name to sign.'),
  consent_electronic: z.literal(true, { error: 'Agree to sign electronically.' }),
  bundle_sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Reload the documents and read them again.'),
});

export const ComplianceStateSchema = z.object({
  /** not_started; details_saved (documents ready to sign); signed (all current); renewal_due; expired. */
  status: z.enum(['not_started', 'details_saved', 'signed', 'renewal_due', 'expired']),
  draft: z.record(z.string(), z.unknown()),
  draft_saved_at: z.string().nullable(),
  /** The saved details with tax_id and payout_account masked ("•••• 1234"). */
  details: z
    .object({
      legal_name: z.string(),
      tax_residence: z.string(),
      us_person: z.boolean(),
      entity_type: z.enum(['individual', 'company']),
      company_name: z.string(),
      /** Empty: the same as the tax residence. */
      citizenship: z.string().optional(),
      tax_id_masked: z.string(),
      date_of_birth: z.string(),
      address: ComplianceAddressSchema,
      payout_method: PayoutMethodSchema,
      payout_account_masked: z.string(),
    })
    .nullable(),
  prefill: z.object({
    /** The name the identity check verified; null while identity is not verified. */
    verified_name: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string(),
  }),
  /** Which tax form fits the saved details (null before details). */
  tax_form: ComplianceDocumentKindSchema.nullable(),
  signed: z.array(
    z.object({
      kind: ComplianceDocumentKindSchema,
      signed_at: z.string(),
      expires_at: z.string().nullable(),
      sha256: z.string(),
      pdf_url: z.string(),
    }),
  ),
  /** The soonest expiry among the signed documents, when one is within the notice period or past. */
  renew_by: z.string().nullable(),
});
export type ComplianceState = z.infer<typeof ComplianceStateSchema>;
export const ComplianceResponseSchema = z.object({ data: ComplianceStateSchema });

export const VerifyDocumentSchema = z.object({ text: z.string().max(200_000) });
export const VerifyDocumentResponseSchema = z.object({
  data: z.object({
    matches: z.boolean(),
    kind: ComplianceDocumentKindSchema.nullable(),
    sha256: z.string(),
    signed_at: z.string().nullable(),
  }),
});

import { z } from 'zod';
import { PASSWORD_MAX, UserSchema } from './auth.ts';
import { NotificationPreferencesSchema } from './notifications.ts';

/*
 * Settings (`/talent/api`, logged-in users; password change stays Fortify's `PUT /user/password`, which ends every
 * other session):
 *   GET    /settings                        → SettingsResponseSchema
 *   PATCH  /account                         UpdateAccountSchema → AccountResponseSchema (name, time zone)
 *   POST   /account/email                   ChangeEmailSchema → 202 SettingsResponseSchema. Mails a signed link to the
 *                                           new address (60 min) and a notice to the old one; the email changes only
 *                                           when the link is followed: GET /email/change/{id}/{hash}?email&expires&signature
 *                                           → redirect to /settings?email_changed=1 (403 on a bad or expired link,
 *                                           409-style redirect /settings?email_taken=1 when the address was taken since).
 *                                           422 `password` wrong, 422 `email` taken or same as now.
 *   DELETE /account/email                   → SettingsResponseSchema (cancels a pending change)
 *   PUT    /settings/notifications          UpdateNotificationPreferencesSchema → SettingsResponseSchema
 *   PUT    /settings/privacy                UpdatePrivacySchema → SettingsResponseSchema
 *   GET    /sessions                        → SessionListSchema (this user's live sessions, current first)
 *   DELETE /sessions/{id}                   → 204 (ends one other session; the current one → 422, use /logout)
 *   POST   /sessions/logout-others          PasswordConfirmSchema → 204 (ends every session but this one)
 *   GET    /account/export                  → the JSON export (AccountExportSchema) as an attachment
 *                                           `talent-data-YYYY-MM-DD.json`: everything we hold, files listed (not the bytes)
 *   DELETE /account                         DeleteAccountSchema → 204. Withdraws live applications, deletes the
 *                                           user's rows and stored files, ends every session; the email can sign up anew.
 */

export const SettingsSchema = z.object({
  user: UserSchema,
  /** A new address waiting for its link to be followed. */
  pending_email: z.string().nullable(),
  notification_preferences: NotificationPreferencesSchema,
  visible_to_recruiters: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;
export const SettingsResponseSchema = z.object({ data: SettingsSchema });
export const AccountResponseSchema = z.object({ data: UserSchema });

export const UpdateAccountSchema = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(255),
    /** IANA zone; null clears it (the browser's zone is used then). */
    timezone: z.string().max(64).nullable(),
  })
  .partial();

const password = z
  .string({ error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .max(PASSWORD_MAX);
export const PasswordConfirmSchema = z.object({ password });

export const ChangeEmailSchema = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .toLowerCase()
    .max(255)
    .pipe(z.email('The email field must be a valid email address.')),
  password,
});

export const UpdateNotificationPreferencesSchema = z.object({ preferences: NotificationPreferencesSchema });
export const UpdatePrivacySchema = z.object({ visible_to_recruiters: z.boolean() });

export const ActiveSessionSchema = z.object({
  /** Opaque; not the cookie and not usable as one. */
  id: z.string(),
  current: z.boolean(),
  ip_address: z.string().nullable(),
  /** "Chrome on macOS", from the user agent. */
  device: z.string(),
  user_agent: z.string().nullable(),
  last_active_at: z.string(),
  created_at: z.string(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;
export const SessionListSchema = z.object({ data: z.array(ActiveSessionSchema) });

export const DeleteAccountSchema = z.object({
  password,
  /** The candidate types DELETE to confirm. */
  confirmation: z.literal('DELETE', { error: 'Type DELETE to confirm.' }),
});

/** The export's top level; each section is the user's rows as JSON. */
export const AccountExportSchema = z.object({
  exported_at: z.string(),
  format_version: z.literal(1),
  user: z.record(z.string(), z.unknown()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  files: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      name: z.string(),
      size: z.number(),
      type: z.string(),
      sha256: z.string(),
      encrypted: z.boolean(),
      created_at: z.string(),
    }),
  ),
  applications: z.array(z.record(z.string(), z.unknown())),
  application_drafts: z.array(z.record(z.string(), z.unknown())),
  invitations: z.array(z.record(z.string(), z.unknown())),
  saved_jobs: z.array(z.record(z.string(), z.unknown())),
  saved_searches: z.array(z.record(z.string(), z.unknown())),
  identity_verifications: z.array(z.record(z.string(), z.unknown())),
  notifications: z.array(z.record(z.string(), z.unknown())),
  notification_preferences: NotificationPreferencesSchema,
  sessions: z.array(z.record(z.string(), z.unknown())),
  // Added with the export itself (optional, so readers of the first shape still parse): the rest of the profile
  // and the technical rows we hold about the user.
  skills: z.array(z.record(z.string(), z.unknown())).optional(),
  experience: z.array(z.record(z.string(), z.unknown())).optional(),
  education: z.array(z.record(z.string(), z.unknown())).optional(),
  languages: z.array(z.record(z.string(), z.unknown())).optional(),
  resume_suggestions: z.array(z.record(z.string(), z.unknown())).optional(),
  resume_extractions: z.array(z.record(z.string(), z.unknown())).optional(),
  resume_drafts: z.array(z.record(z.string(), z.unknown())).optional(),
  uploads: z.array(z.record(z.string(), z.unknown())).optional(),
  idempotency_keys: z.array(z.record(z.string(), z.unknown())).optional(),
  // Added with chat: the conversations the user takes part in as the talent, and the messages they wrote.
  conversations: z.array(z.record(z.string(), z.unknown())).optional(),
  messages: z.array(z.record(z.string(), z.unknown())).optional(),
  // Added with the pipeline: the timeline, interview requests and their slots, interviews and offers of
  // the user's applications (without the recruiters' private notes or which staff account acted).
  application_events: z.array(z.record(z.string(), z.unknown())).optional(),
  interview_requests: z.array(z.record(z.string(), z.unknown())).optional(),
  interview_slots: z.array(z.record(z.string(), z.unknown())).optional(),
  interviews: z.array(z.record(z.string(), z.unknown())).optional(),
  offers: z.array(z.record(z.string(), z.unknown())).optional(),
  // Added with the feedback widget: what the user sent (each with its thread) and the replies they wrote.
  feedback: z.array(z.record(z.string(), z.unknown())).optional(),
  feedback_replies: z.array(z.record(z.string(), z.unknown())).optional(),
  // Added with skill tests: each attempt with its answers and proctoring entries, and who sees each result.
  skill_test_attempts: z.array(z.record(z.string(), z.unknown())).optional(),
  skill_standings: z.array(z.record(z.string(), z.unknown())).optional(),
  /** Skill badges, each with its signed credential as issued, and the holder id the credentials name. */
  badges: z.array(z.record(z.string(), z.unknown())).optional(),
  badge_holders: z.array(z.record(z.string(), z.unknown())).optional(),
  // Added with recruiter-sent assessments: each assignment on the user's applications (never its link's token),
  // its questions, rubric, accommodation requests, takes, and the ratings of the answers (without the recruiter's
  // note, which stays with the company like an interview's private notes).
  assignments: z.array(z.record(z.string(), z.unknown())).optional(),
  assignment_questions: z.array(z.record(z.string(), z.unknown())).optional(),
  assignment_rubric_criteria: z.array(z.record(z.string(), z.unknown())).optional(),
  assignment_accommodations: z.array(z.record(z.string(), z.unknown())).optional(),
  assignment_takes: z.array(z.record(z.string(), z.unknown())).optional(),
  assignment_answer_ratings: z.array(z.record(z.string(), z.unknown())).optional(),
  // Added with the work-style questionnaire: the user's result (none or one; never the claim token's hash).
  work_style_results: z.array(z.record(z.string(), z.unknown())).optional(),
  // Added with the elite programme: the applications with their history, the operators' notes (when, never the
  // text); with contract and compliance, the details the user gave (tax id and payout account in clear, for them)
  // and each signature's record (what was signed, its hash, when, from where); the PDFs are listed under `files`.
  elite_applications: z.array(z.record(z.string(), z.unknown())).optional(),
  elite_application_events: z.array(z.record(z.string(), z.unknown())).optional(),
  elite_review_notes: z.array(z.record(z.string(), z.unknown())).optional(),
  compliance_profiles: z.array(z.record(z.string(), z.unknown())).optional(),
  compliance_signatures: z.array(z.record(z.string(), z.unknown())).optional(),
  // Added with courses: enrolments, progress per lesson and certificates (each with its signed credential).
  course_enrolments: z.array(z.record(z.string(), z.unknown())).optional(),
  lesson_progress: z.array(z.record(z.string(), z.unknown())).optional(),
  course_certificates: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

import { z } from 'zod';

/*
 * In-app notifications (`/talent/api`, logged-in users):
 *   GET    /notifications?cursor&limit&unread=1   → NotificationListSchema (newest first)
 *   GET    /notifications/unread-count            → UnreadCountSchema (the bell's badge)
 *   POST   /notifications/{id}/read               → 204
 *   POST   /notifications/read-all                → 204
 * The server sends one through NotificationsService.notify(), which honours the user's preferences per type and
 * channel (in-app, email). Each one is also broadcast live as `NotificationCreated` on the user's private channel.
 */

export const NOTIFICATION_TYPES = [
  'identity_verified',
  'identity_rejected',
  'application_update',
  'invitation_received',
  'message_received',
  'interview_reminder',
  'interview_update',
  'offer_update',
  'job_alert',
  'account_security',
  'feedback_reply',
  'assessment_update',
  'elite_update',
  'course_certificate',
  'talk_update',
  'talk_request_update',
  'marketplace_update',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, { label: string; description: string }> = {
  identity_verified: { label: 'Identity verified', description: 'Your identity check passed.' },
  identity_rejected: {
    label: 'Identity check needs attention',
    description: 'Your identity check was rejected.',
  },
  application_update: {
    label: 'Application updates',
    description: 'A recruiter moved one of your applications.',
  },
  invitation_received: { label: 'Invitations', description: 'A recruiter invited you to apply.' },
  message_received: { label: 'Messages', description: 'A recruiter wrote to you.' },
  interview_reminder: { label: 'Interview reminders', description: 'An interview is coming up.' },
  interview_update: {
    label: 'Interview scheduling',
    description: 'Interview requests, times agreed, reschedules and cancellations.',
  },
  offer_update: { label: 'Offers', description: 'An offer was made, changed or answered.' },
  job_alert: { label: 'Job alerts', description: 'New jobs for your saved searches.' },
  account_security: {
    label: 'Account security',
    description: 'Password, email and sign-in changes (always by email).',
  },
  feedback_reply: { label: 'Answers to your feedback', description: 'Our team answered feedback you sent.' },
  elite_update: {
    label: 'Elite programme',
    description: 'Your elite application moved, was decided, or a signed form needs renewing.',
  },
  course_certificate: {
    label: 'Certificates',
    description: 'You completed a course and your certificate is ready.',
  },
  talk_update: {
    label: 'Masterclass talks',
    description: 'Registrations, seats freed from the waitlist, reminders, changes and cancellations.',
  },
  talk_request_update: {
    label: 'Talk requests',
    description: 'A talk you asked for or proposed was reviewed, scheduled or declined.',
  },
  marketplace_update: {
    label: 'Marketplace orders',
    description:
      'An order of yours moved: requirements, deliveries, approvals, payments, disputes and reviews.',
  },
  assessment_update: {
    label: 'Assessments',
    description: 'A recruiter sent you a test or a video interview, or answered a request about one.',
  },
};
/** Security mail cannot be switched off. */
export const ALWAYS_EMAILED: readonly NotificationType[] = ['account_security'];

export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** An in-app path to open, or null. */
  url: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  unread: z.enum(['0', '1']).optional(),
});
export const NotificationListSchema = z.object({
  data: z.array(NotificationSchema),
  next_cursor: z.string().nullable(),
  unread_count: z.number(),
});
export const UnreadCountSchema = z.object({ unread_count: z.number() });

export const ChannelPreferenceSchema = z.object({ in_app: z.boolean(), email: z.boolean() });
export const NotificationPreferencesSchema = z.record(NotificationTypeSchema, ChannelPreferenceSchema);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
/** What a new account starts with. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [type, { in_app: true, email: type !== 'job_alert' }]),
) as NotificationPreferences;

/** `NotificationCreated` on `private-App.Models.User.{id}`: the new notification and the bell's new count. */
export const NotificationCreatedEventSchema = z.object({
  notification: NotificationSchema,
  unread_count: z.number().int().min(0),
});
export type NotificationCreatedEvent = z.infer<typeof NotificationCreatedEventSchema>;

import { z } from 'zod';

/*
 * Small shapes the pipeline contracts (applications, interviews, offers, recruiter console) share.
 */

/** A job as a pipeline row names it: enough for a title line and a logo. */
export const JobRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.object({ id: z.string(), name: z.string(), logo_url: z.string().nullable() }),
});
export type JobRef = z.infer<typeof JobRefSchema>;

/** The candidate as the recruiter's views name them. */
export const TalentRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  timezone: z.string().nullable(),
});
export type TalentRef = z.infer<typeof TalentRefSchema>;

/** An IANA zone name the runtime knows ("Europe/Berlin"); checked on the server with Intl. */
export const TimeZoneNameSchema = z.string().trim().min(1, 'Choose a time zone.').max(64);

/** An ISO 8601 instant with an offset ("2026-12-01T09:00:00Z"). */
export const InstantSchema = z.iso.datetime({ offset: true, error: 'Give a date and time.' });

/** A calendar date ("2026-12-01"). */
export const DateOnlySchema = z.iso.date({ error: 'Give a date (YYYY-MM-DD).' });

/**
 * A time slot as a person picks it: a wall-clock date and time in a named zone (the request's `timezone`). The
 * server converts it to an instant with @date-fns/tz, so a slot picked across a daylight-saving change lands on the
 * hour the person meant.
 */
export const LocalSlotSchema = z.object({
  date: DateOnlySchema,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM.'),
});
export type LocalSlot = z.infer<typeof LocalSlotSchema>;

/** Server-sent on both sides' user channels after any pipeline change, so open screens refetch. */
export const PipelineChangedEventSchema = z.object({
  application_id: z.string(),
  /** What changed, for screens that care about one kind only. */
  kind: z.enum(['application', 'interview_request', 'interview', 'offer']),
});
export type PipelineChangedEvent = z.infer<typeof PipelineChangedEventSchema>;
export const PIPELINE_CHANGED_EVENT = 'PipelineChanged';

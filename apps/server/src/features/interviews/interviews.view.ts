import { INTERVIEW_TYPE_LABELS, type Interview, type InterviewRequest } from '@talent/contract/interviews';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import {
  interviewCalendarUrl,
  recruiterApplicationUrl,
  talentInterviewUrl,
} from '../pipeline/pipeline-links.ts';
import type { PipelineViewer } from '../pipeline/viewer.ts';
import {
  buildIcs,
  googleCalendarUrl,
  icsFilename,
  outlookCalendarUrl,
  type CalendarLinkInput,
} from './ics.ts';
import type {
  InterviewSlotRow,
  InterviewWithContext,
  RecruiterRow,
  RequestWithContext,
} from './interviews.repository.ts';
import { inWorkingHours } from './local-time.ts';
import { MINUTE, slotEnd } from './interview-slots.ts';

/*
 * Interview requests and interviews as each side reads them (contract shapes), and the calendar entry of an
 * interview. Pure: the service gathers the rows.
 */

/** A reschedule waiting for an answer, as stored in `interviews.reschedule`. */
export interface StoredReschedule {
  requested_by: 'talent' | 'recruiter';
  slots: Array<{ starts_at: string }>;
  note: string | null;
  requested_at: string;
}

function recruiterJson(r: RecruiterRow) {
  return {
    id: r.id,
    name: r.name,
    title: r.title,
    avatar_url: r.avatarUrl,
    median_response_hours: r.medianResponseHours,
  };
}

function contextJson(row: RequestWithContext | InterviewWithContext) {
  return {
    application_id: row.application.id,
    job: {
      id: row.job.id,
      title: row.job.title,
      company: { id: row.company.id, name: row.company.name, logo_url: row.company.logoUrl },
    },
    talent: {
      id: row.talent.id,
      name: row.talent.name,
      avatar_url: row.talent.avatarUrl,
      timezone: row.talent.timezone,
    },
    recruiter: recruiterJson(row.recruiter),
  };
}

/** The candidate's zone: their profile's, else the job's. */
export function talentZoneOf(row: RequestWithContext | InterviewWithContext): string {
  const own = row.talent.timezone;
  return own && isValidTimeZone(own) ? own : row.job.timezone;
}

function interviewers(value: unknown): Array<{ name: string; title: string }> {
  return Array.isArray(value)
    ? value.map((v: { name?: unknown; title?: unknown }) => ({
        name: String(v?.name ?? ''),
        title: String(v?.title ?? ''),
      }))
    : [];
}

/** Requests with their slots (any order) and the interview each accepted one became. */
export function requestsJson(
  rows: RequestWithContext[],
  slots: InterviewSlotRow[],
  interviewIds: Map<string, string>,
  at: Date,
): InterviewRequest[] {
  const byRequest = new Map<string, InterviewSlotRow[]>();
  for (const slot of slots) {
    const list = byRequest.get(slot.requestId) ?? [];
    list.push(slot);
    byRequest.set(slot.requestId, list);
  }
  return rows.map((row) => {
    const r = row.request;
    const talentZone = talentZoneOf(row);
    return {
      id: r.id,
      ...contextJson(row),
      type: r.type,
      duration_minutes: r.durationMinutes,
      interviewers: interviewers(r.interviewers),
      agenda: r.agenda,
      location: r.location,
      recruiter_timezone: r.recruiterTimezone,
      talent_timezone: talentZone,
      slots: (byRequest.get(r.id) ?? []).map((s) => {
        const end = slotEnd(s.startsAt, r.durationMinutes);
        return {
          id: s.id,
          starts_at: s.startsAt.toISOString(),
          ends_at: end.toISOString(),
          proposed_by: s.proposedBy === 'talent' ? ('talent' as const) : ('recruiter' as const),
          in_talent_hours: inWorkingHours(s.startsAt, end, talentZone),
          in_recruiter_hours: inWorkingHours(s.startsAt, end, r.recruiterTimezone),
          past: s.startsAt <= at,
        };
      }),
      status: r.status,
      talent_note: r.talentNote,
      decline_reason: r.declineReason,
      decline_note: r.declineNote,
      interview_id: interviewIds.get(r.id) ?? null,
      created_at: r.createdAt.toISOString(),
      responded_at: r.respondedAt?.toISOString() ?? null,
    };
  });
}

/** What a calendar calls the event, as this side reads it. */
function calendarText(row: InterviewWithContext, side: PipelineViewer['kind']): CalendarLinkInput {
  const i = row.interview;
  const title =
    side === 'recruiter'
      ? `Interview: ${row.talent.name} for ${row.job.title}`
      : `Interview: ${row.job.title} at ${row.company.name}`;
  const people = interviewers(i.interviewers)
    .map((p) => (p.title ? `${p.name} (${p.title})` : p.name))
    .join(', ');
  const details = [
    i.agenda,
    i.joinUrl ? `Join: ${i.joinUrl}` : null,
    i.type === 'phone' && i.location ? `Phone: ${i.location}` : null,
    people ? `Interviewers: ${people}` : null,
    `${INTERVIEW_TYPE_LABELS[i.type]}, ${row.company.name}`,
  ]
    .filter((line): line is string => !!line)
    .join('\n\n');
  return { title, start: i.startsAt, end: i.endsAt, details, location: i.location ?? i.joinUrl };
}

export function interviewJson(row: InterviewWithContext, viewer: PipelineViewer): Interview {
  const i = row.interview;
  const text = calendarText(row, viewer.kind);
  const stored = i.reschedule as StoredReschedule | null;
  const duration = i.endsAt.getTime() - i.startsAt.getTime();
  return {
    id: i.id,
    ...contextJson(row),
    type: i.type,
    starts_at: i.startsAt.toISOString(),
    ends_at: i.endsAt.toISOString(),
    duration_minutes: Math.round(duration / MINUTE),
    talent_timezone: i.talentTimezone,
    interviewer_timezone: i.recruiterTimezone,
    interviewers: interviewers(i.interviewers),
    agenda: i.agenda,
    prep_notes: i.prepNotes,
    join_url: i.joinUrl,
    location: i.location,
    status: i.status,
    reschedule: stored
      ? {
          requested_by: stored.requested_by,
          slots: stored.slots.map((s) => ({
            starts_at: s.starts_at,
            ends_at: new Date(new Date(s.starts_at).getTime() + duration).toISOString(),
          })),
          note: stored.note,
          requested_at: stored.requested_at,
        }
      : null,
    outcome: i.outcome,
    feedback: i.feedback,
    // Private notes stay with the company: the candidate's JSON never has them.
    ...(viewer.kind === 'recruiter' ? { private_notes: i.privateNotes } : {}),
    cancelled_by: i.cancelledBy,
    cancel_reason: i.cancelReason,
    calendar: {
      ics_url: interviewCalendarUrl(viewer.kind, i.id),
      google_url: googleCalendarUrl(text),
      outlook_url: outlookCalendarUrl(text),
    },
    sequence: i.sequence,
    created_at: i.createdAt.toISOString(),
  };
}

/**
 * The .ics of one interview for one side, and its download name. `host` names the UID and the organiser's
 * address; `appUrl` (when known) links back to the interview when it has no join link.
 */
export function interviewIcs(
  row: InterviewWithContext,
  side: PipelineViewer['kind'],
  calendar: { host: string; appUrl?: string | undefined; now: Date },
): { body: string; filename: string } {
  const i = row.interview;
  const text = calendarText(row, side);
  const url =
    i.joinUrl ??
    (calendar.appUrl
      ? `${calendar.appUrl}${side === 'talent' ? talentInterviewUrl(i.id) : recruiterApplicationUrl(row.application.id)}`
      : null);
  const body = buildIcs(
    {
      uid: `interview-${i.id}@${calendar.host}`,
      start: i.startsAt,
      end: i.endsAt,
      summary: text.title,
      description: text.details,
      location: text.location,
      url,
      sequence: i.sequence,
      status: i.status === 'cancelled' ? 'cancelled' : 'confirmed',
      organizer: {
        name: `${row.recruiter.name} (${row.company.name})`,
        email: `interviews@${calendar.host}`,
      },
      created: i.createdAt,
      lastModified: i.updatedAt,
    },
    calendar.now,
  );
  return { body, filename: icsFilename(`${row.company.name} ${row.job.title}`, i.startsAt) };
}

import type { Db } from '../../db/client.ts';
import { SYSTEM_ACTOR, recordEvent } from '../pipeline/pipeline.repository.ts';
import { recruiterApplicationUrl, talentInterviewUrl, talentRequestUrl } from '../pipeline/pipeline-links.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import { chunks, HOUR } from './interview-slots.ts';
import { announce, type InterviewAnnouncerDeps } from './interviews.messages.ts';
import {
  claimDueReminders,
  expireUnansweredRequests,
  findInterviews,
  findRequests,
  recruiterUserIds,
} from './interviews.repository.ts';
import { formatInZone } from './local-time.ts';

export interface InterviewSweepDeps extends InterviewAnnouncerDeps {
  db: Db;
}

/** Reminders (24 h and 1 h before) and request expiry, for the pipeline scheduler. */
export function interviewSweeps(deps: InterviewSweepDeps): Sweep[] {
  return [
    { name: 'interview-reminders', run: (now) => sendReminders(deps, now) },
    { name: 'interview-request-expiry', run: (now) => expireRequests(deps, now) },
  ];
}

/**
 * Claims each due reminder (one process wins it, once), then tells both sides. The 1 h reminder also claims the
 * 24 h one, so an interview booked at short notice is not reminded twice out of order.
 */
export async function sendReminders(deps: InterviewSweepDeps, now: Date): Promise<void> {
  const { hour, day } = await claimDueReminders(deps.db, now, HOUR);
  const ids = [...hour, ...day];
  if (ids.length === 0) return;
  const soon = new Set(hour);
  const rows = (
    await Promise.all(chunks(ids).map((part) => findInterviews(deps.db, null, { ids: part })))
  ).flat();
  for (const row of rows) {
    const i = row.interview;
    const lead = soon.has(i.id) ? 'in about an hour' : 'within a day';
    const recruiterIds = await recruiterUserIds(deps.db, row.application.id, i.recruiterId);
    for (const message of [
      {
        to: [row.talent.id],
        title: `Interview ${lead}: ${row.job.title}`,
        body: `Your interview with ${row.company.name} starts ${formatInZone(i.startsAt, i.talentTimezone)}.${i.joinUrl ? ` Join: ${i.joinUrl}` : ''}`,
        url: talentInterviewUrl(i.id),
      },
      {
        to: recruiterIds,
        title: `Interview ${lead}: ${row.talent.name}`,
        body: `The ${row.job.title} interview with ${row.talent.name} starts ${formatInZone(i.startsAt, i.recruiterTimezone)}.`,
        url: recruiterApplicationUrl(row.application.id),
      },
    ]) {
      for (const userId of new Set(message.to)) {
        await deps.notifications
          .notify(userId, 'interview_reminder', {
            title: message.title,
            body: message.body,
            url: message.url,
          })
          .catch((err: unknown) => deps.log?.warn({ err }, 'interview reminder failed'));
      }
    }
  }
}

/** Pending requests whose recruiter slots have all started → expired, with an event; both sides told. */
export async function expireRequests(deps: InterviewSweepDeps, now: Date): Promise<void> {
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await expireUnansweredRequests(tx, now);
    for (const row of rows) {
      await recordEvent(tx, {
        applicationId: row.applicationId,
        type: 'interview_cancelled',
        actor: SYSTEM_ACTOR,
        summary: 'The interview request expired: every proposed time passed without an answer',
        interviewRequestId: row.id,
        at: now,
      });
    }
    return rows;
  });
  if (expired.length === 0) return;
  const rows = (
    await Promise.all(
      chunks(expired.map((r) => r.id)).map((part) => findRequests(deps.db, null, { ids: part })),
    )
  ).flat();
  for (const row of rows) {
    await announce(deps, row.application.id, 'interview_request', undefined, [
      {
        to: [row.talent.id],
        type: 'interview_update',
        title: `Interview request expired: ${row.job.title}`,
        body: `Every proposed time passed. ${row.recruiter.name} can send new ones.`,
        url: talentRequestUrl(row.request.id),
      },
      {
        to: await recruiterUserIds(deps.db, row.application.id, row.request.recruiterId),
        type: 'interview_update',
        title: `Interview request expired: ${row.talent.name}`,
        body: `${row.talent.name} did not pick any of the proposed times for ${row.job.title}. Propose new ones.`,
        url: recruiterApplicationUrl(row.application.id),
      },
    ]);
  }
}

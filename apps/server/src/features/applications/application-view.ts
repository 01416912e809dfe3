import {
  APPLICATION_STATUSES,
  ApplicationSchema,
  FINAL_STATUSES,
  WITHDRAWABLE_STATUSES,
  type Application,
  type StoredFile,
  type ApplicationEvent,
  type ApplicationStatus,
  type NextStep,
  type Rejection,
  type ResponsePromise,
} from '@talent/contract/applications';
import type { JobSummary, Recruiter } from '@talent/contract/jobs';
import type { ApplicationEventRow } from '../pipeline/pipeline.repository.ts';
import { talentOfferUrl } from '../pipeline/pipeline-links.ts';
import type { ApplicationRow, JobRecruiterRow, OpenItemRows } from './applications.repository.ts';

/*
 * The pure parts of an application as the candidate reads it: the response promise, the next step, the rejection
 * and the timeline events. The service gathers the rows (in batches) and these turn them into contract shapes.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where the skill center teaches a skill. */
export const learnPath = (slug: string) => `/skill-center/${slug}`;
export const chatPath = (conversationId: string) => `/chat?c=${conversationId}`;

/**
 * The job's promise for this application: due `response_days` after submitting; kept when the recruiter first
 * answered by then, missed when they answered late, did not answer in time, or the sweep already told the
 * candidate; pending until then. An application that ended before its due date without an answer (withdrawn, or
 * the job closed) stays pending: nobody broke the promise.
 */
export function responsePromise(
  row: Pick<
    ApplicationRow,
    'submittedAt' | 'firstResponseAt' | 'promiseMissedAt' | 'status' | 'statusChangedAt'
  >,
  days: number,
  now: Date,
): ResponsePromise {
  const due = new Date(row.submittedAt.getTime() + days * DAY);
  const responded = row.firstResponseAt;
  let state: ResponsePromise['state'];
  if (responded) state = responded <= due ? 'kept' : 'missed';
  else if (row.promiseMissedAt) state = 'missed';
  else {
    const ended = FINAL_STATUSES.includes(row.status) ? row.statusChangedAt : null;
    const reference = ended && ended < now ? ended : now;
    state = reference >= due ? 'missed' : 'pending';
  }
  return {
    days,
    due_at: due.toISOString(),
    responded_at: responded?.toISOString() ?? null,
    state,
  };
}

export function rejectionOf(
  row: Pick<ApplicationRow, 'status' | 'rejectionReason' | 'rejectionNote' | 'missingSkills'>,
): Rejection | null {
  if (row.status !== 'rejected' || !row.rejectionReason) return null;
  const skills = Array.isArray(row.missingSkills)
    ? (row.missingSkills as Array<{ slug?: unknown; name?: unknown }>)
    : [];
  return {
    reason: row.rejectionReason,
    note: row.rejectionNote,
    missing_skills: skills
      .filter(
        (s): s is { slug: string; name: string } => typeof s.slug === 'string' && typeof s.name === 'string',
      )
      .map((s) => ({ slug: s.slug, name: s.name, learn_path: learnPath(s.slug) })),
  };
}

/**
 * Who reads a timeline. Summaries are stored as the candidate reads them ("You applied", "Maya Chen moved your
 * application to In review"); the recruiter console reads them about the candidate ("Alex Kim applied", "Maya Chen
 * moved the application to In review").
 */
export type EventReader = { kind: 'talent' } | { kind: 'recruiter'; candidateName: string };

export const TALENT_READER: EventReader = { kind: 'talent' };

/**
 * The stored (candidate's) summary as the reader reads it. For the recruiter, from the event's actor: when the
 * candidate acted, the leading "You" is their name and "your" is "their" ("Alex Kim withdrew their application");
 * when staff or the system acted, "your application" is "the application", and any other "you" / "your" is the
 * candidate's name ("sent Alex Kim an offer", "after Alex Kim's request"). Quoted text (an offer's title) is kept
 * as written. Every summary the features and the seed write follows this: "You …" for the candidate's own acts,
 * "you" / "your" for the candidate elsewhere.
 */
export function eventSummary(
  row: Pick<ApplicationEventRow, 'summary' | 'actorKind'>,
  reader: EventReader,
): string {
  if (reader.kind === 'talent') return row.summary;
  const name = reader.candidateName.trim() || 'The candidate';
  const byCandidate = row.actorKind === 'talent';
  return row.summary
    .split(/("[^"]*")/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let text = part;
      if (i === 0 && byCandidate) text = text.replace(/^You\b/, name);
      if (byCandidate) return text.replace(/\byour\b/g, 'their').replace(/\byou\b/g, 'them');
      return text
        .replace(/\byour application\b/g, 'the application')
        .replace(/\b[Yy]our\b/g, `${name}'s`)
        .replace(/\b[Yy]ou\b/g, name);
    })
    .join('');
}

export function eventJson(row: ApplicationEventRow, reader: EventReader = TALENT_READER): ApplicationEvent {
  return {
    id: row.id,
    type: row.type,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: { kind: row.actorKind, name: row.actorName },
    summary: eventSummary(row, reader),
    note: row.note,
    interview_request_id: row.interviewRequestId,
    interview_id: row.interviewId,
    offer_id: row.offerId,
    created_at: row.createdAt.toISOString(),
  };
}

/** What is open on one application (see openItemsOf), first item first. */
export interface ApplicationOpenItems {
  /** Waiting for the candidate (`pending`) or for the recruiter (`proposed`: the candidate proposed times). */
  requests: Array<{ id: string; status: string; lastSlotAt: Date | null }>;
  interviews: Array<{ id: string; startsAt: Date }>;
  offers: Array<{ id: string; expiresAt: Date }>;
}

export interface NextStepContext {
  status: ApplicationStatus;
  recruiter: Recruiter;
  company: string;
  jobId: string;
  promise: ResponsePromise;
  rejection: Rejection | null;
  open: ApplicationOpenItems;
  conversationId: string | null;
}

/**
 * What happens next, whose move it is and how long it usually takes: so the candidate never has to wonder.
 * The typical time comes from the recruiter's measured median first response, else the job's promise.
 */
export function nextStep(c: NextStepContext): NextStep {
  const who = c.recruiter.name;
  const median = c.recruiter.median_response_hours;
  const chat = c.conversationId ? chatPath(c.conversationId) : null;
  const step = (
    owner: NextStep['owner'],
    text: string,
    extra: Partial<Omit<NextStep, 'owner' | 'text'>> = {},
  ): NextStep => ({ owner, text, typical_hours: null, due_at: null, path: null, ...extra });

  const pendingRequest = c.open.requests.find((r) => r.status === 'pending');
  const proposedRequest = c.open.requests.find((r) => r.status === 'proposed');
  const interview = c.open.interviews[0];
  const offer = c.open.offers[0];

  switch (c.status) {
    case 'submitted':
      if (c.promise.state === 'missed') {
        return step(
          'recruiter',
          `${who} has not answered within the promised ${c.promise.days} days. Send them a message, and keep applying meanwhile.`,
          { typical_hours: median, due_at: c.promise.due_at, path: chat ?? '/jobs' },
        );
      }
      return step('recruiter', `${who} reviews your application`, {
        typical_hours: median ?? c.promise.days * 24,
        due_at: c.promise.due_at,
        path: chat,
      });
    case 'in_review':
      return step('recruiter', `${who} decides on the next step: an assessment or an interview`, {
        typical_hours: median,
        path: chat,
      });
    case 'assessment':
      return step('recruiter', `${who} reviews your assessment and decides on an interview`, {
        typical_hours: median,
        path: chat,
      });
    case 'interviewing':
      if (pendingRequest) {
        return step('talent', 'Pick an interview time', {
          due_at: pendingRequest.lastSlotAt?.toISOString() ?? null,
          path: `/applications/interview-requests?request=${pendingRequest.id}`,
        });
      }
      if (interview) {
        return step('talent', 'Prepare for your interview', {
          due_at: interview.startsAt.toISOString(),
          path: `/interviews/upcoming?interview=${interview.id}`,
        });
      }
      if (proposedRequest) {
        return step('recruiter', `${who} answers the times you proposed`, {
          typical_hours: median,
          path: `/applications/interview-requests?request=${proposedRequest.id}`,
        });
      }
      return step('recruiter', `${who} shares the outcome and the next step`, {
        typical_hours: median,
        path: chat,
      });
    case 'offer':
      if (offer) {
        return step('talent', 'Answer the offer', {
          due_at: offer.expiresAt.toISOString(),
          path: talentOfferUrl(offer.id),
        });
      }
      return step('recruiter', `${who} prepares the offer`, { typical_hours: median, path: chat });
    case 'hired':
      return step('none', `You were hired. ${c.company} will be in touch about your start.`, { path: chat });
    case 'rejected': {
      const missing = c.rejection?.missing_skills ?? [];
      if (missing.length > 0) {
        const names = missing.map((s) => s.name);
        const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
        return step('talent', `Close the gap: learn ${list} in the skill center, then apply again`, {
          path: missing[0]!.learn_path,
        });
      }
      return step('none', 'This one did not work out. Keep applying: new jobs are posted every day.', {
        path: '/jobs',
      });
    }
    case 'withdrawn':
      return step('none', 'You withdrew this application. You may apply to the job again while it is open.', {
        path: `/jobs/${c.jobId}`,
      });
    case 'closed':
      return step('none', 'The job closed, so this application ends here. Keep applying to other jobs.', {
        path: '/jobs',
      });
  }
}

const StoredAnswersSchema = ApplicationSchema.shape.answers;

function recruiterJson(row: JobRecruiterRow): Recruiter {
  return {
    id: row.recruiter.id,
    name: row.recruiter.name,
    title: row.recruiter.title,
    avatar_url: row.recruiter.avatarUrl,
    median_response_hours: row.recruiter.medianResponseHours,
  };
}

/** What one batch of applications is shown with, gathered by the service in a few queries. */
export interface ApplicationBatch {
  summaries: Map<string, JobSummary>;
  staff: JobRecruiterRow[];
  files: Map<string, StoredFile>;
  threads: Array<{ applicationId: string | null; id: string }>;
  open: OpenItemRows;
  /** The states each application was moved into, from its timeline. */
  reached: Array<{ applicationId: string; status: ApplicationStatus | null }>;
}

/** The stages an application went through, in pipeline order: submitted, each state moved into, and where it is. */
export function stagesReached(
  current: ApplicationStatus,
  moves: Iterable<ApplicationStatus | null>,
): ApplicationStatus[] {
  const seen = new Set<ApplicationStatus | null>(['submitted', current, ...moves]);
  return APPLICATION_STATUSES.filter((status) => seen.has(status));
}

/** Rows → contract applications (a row whose job or recruiter is gone is left out). */
export function applicationsJson(rows: ApplicationRow[], batch: ApplicationBatch, now: Date): Application[] {
  const { summaries, files: fileById, open } = batch;
  const jobById = new Map(batch.staff.map((j) => [j.jobId, j]));
  const threadOf = new Map(batch.threads.map((c) => [c.applicationId, c.id]));
  const itemsOf = (id: string): ApplicationOpenItems => ({
    requests: open.requests.filter((r) => r.applicationId === id),
    interviews: open.interviews.filter((i) => i.applicationId === id),
    offers: open.offers.filter((o) => o.applicationId === id),
  });
  return rows.flatMap((row): Application[] => {
    const job = summaries.get(row.jobId);
    const staff = jobById.get(row.jobId);
    if (!job || !staff) return [];
    const answers = StoredAnswersSchema.safeParse(row.answers);
    const recruiter = recruiterJson(staff);
    const promise = responsePromise(row, staff.responseDays, now);
    const rejection = rejectionOf(row);
    const items = itemsOf(row.id);
    const conversationId = threadOf.get(row.id) ?? null;
    return [
      {
        id: row.id,
        job,
        status: row.status,
        source: row.source,
        cover_note: row.coverNote,
        answers: answers.success ? answers.data : [],
        knocked_out: row.knockedOut,
        resume: (row.resumeFileId && fileById.get(row.resumeFileId)) || null,
        video: (row.videoFileId && fileById.get(row.videoFileId)) || null,
        submitted_at: row.submittedAt.toISOString(),
        withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
        withdraw_reason: row.withdrawReason,
        can_withdraw: WITHDRAWABLE_STATUSES.includes(row.status),
        status_changed_at: row.statusChangedAt.toISOString(),
        viewed_at: row.viewedAt?.toISOString() ?? null,
        rejection,
        response_promise: promise,
        recruiter,
        next_step: nextStep({
          status: row.status,
          recruiter,
          company: staff.companyName,
          jobId: row.jobId,
          promise,
          rejection,
          open: items,
          conversationId,
        }),
        conversation_id: conversationId,
        pending_interview_requests: items.requests.filter((r) => r.status === 'pending').length,
        upcoming_interviews: items.interviews.length,
        pending_offers: items.offers.length,
        stages_reached: stagesReached(
          row.status,
          batch.reached.filter((r) => r.applicationId === row.id).map((r) => r.status),
        ),
      },
    ];
  });
}

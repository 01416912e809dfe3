import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  RECRUITER_MOVES,
  type ApplicationStatus,
  type NextStep,
  type RejectionReason,
  type ResponsePromise,
  ApplicationSchema,
  type StoredFile,
} from '@talent/contract/applications';
import { SKILL_LEVELS, type SkillLevel } from '@talent/contract/profile';
import type { Applicant, ApplicantDetail, RecruiterJob } from '@talent/contract/recruiter';
import type { ShownWorkStyle } from '@talent/contract/work-style';
import { eventJson, rejectionOf, responsePromise } from '../applications/application-view.ts';
import type { InterviewsService } from '../interviews/interviews.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { listEvents } from '../pipeline/pipeline.repository.ts';
import type { FileRow } from '../files/files.repository.ts';
import type { loadProfile } from '../profile/profile.repository.ts';
import type {
  ApplicantRow,
  CompanyJob,
  findCompany,
  findRecruiterRow,
  jobCounts,
  TalentCard,
} from './recruiter.repository.ts';

/*
 * The console's answers built from loaded rows: jobs, applicants and their detail, the recruiter's next step, the
 * moves the console offers, the notification sentences. The response promise, the rejection and timeline events are the candidate side's own
 * (applications/application-view.ts), so both sides read the same. No database here.
 */

export type RecruiterMove = (typeof RECRUITER_MOVES)[number];

/** Every state with its count (0 when none): the contract's record is exhaustive. */
export function emptyCounts(): Record<ApplicationStatus, number> {
  return Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
}

/** The moves the console offers from a state: the recruiter's moves the pipeline allows (none at an offer). */
export function allowedMoves(status: ApplicationStatus): RecruiterMove[] {
  // At `offer` the way back to interviewing is withdrawing the offer, not a move.
  if (status === 'offer') return [];
  return RECRUITER_MOVES.filter((m) => APPLICATION_TRANSITIONS[status].includes(m));
}

/** What happens next, as the recruiter reads it. */
export function recruiterNextStep(input: {
  status: ApplicationStatus;
  talentName: string;
  promise: ResponsePromise;
  medianHours: number | null;
  /** The open interview request's state, if any. */
  openRequest: 'pending' | 'proposed' | null;
  /** The pending offer's expiry, if any. */
  offerExpiresAt: string | null;
  /** The next scheduled interview's start, if any. */
  nextInterviewAt: string | null;
}): NextStep {
  const first = input.talentName.split(' ')[0] || input.talentName;
  const step = (
    text: string,
    owner: NextStep['owner'],
    extra: Partial<Omit<NextStep, 'text' | 'owner'>> = {},
  ): NextStep => ({ text, owner, typical_hours: null, due_at: null, path: null, ...extra });
  switch (input.status) {
    case 'submitted':
      return step('Review the application and respond: move it on or reject it with a reason', 'recruiter', {
        typical_hours: input.medianHours ?? input.promise.days * 24,
        due_at: input.promise.responded_at ? null : input.promise.due_at,
      });
    case 'in_review':
      return step('Decide: an assessment, an interview request, or a rejection', 'recruiter', {
        typical_hours: input.medianHours,
      });
    case 'assessment':
      return step('Review the assessment, then request an interview or reject', 'recruiter');
    case 'interviewing':
      if (input.openRequest === 'pending')
        return step(`${first} picks one of the proposed interview times`, 'talent');
      if (input.openRequest === 'proposed')
        return step(`${first} proposed other times: accept one or propose new slots`, 'recruiter');
      if (input.nextInterviewAt)
        return step(`Interview with ${first}`, 'recruiter', { due_at: input.nextInterviewAt });
      return step('Record the interview outcome, request another interview, or send an offer', 'recruiter');
    case 'offer':
      return step(`${first} answers the offer`, 'talent', { due_at: input.offerExpiresAt });
    case 'hired':
      return step(`${first} accepted the offer`, 'none');
    case 'rejected':
      return step('Not selected: nothing more to do', 'none');
    case 'withdrawn':
      return step(`${first} withdrew the application`, 'none');
    case 'closed':
      return step('The job was closed', 'none');
  }
}

/** The notification body sentence for a rejection, kind and specific. */
const REJECTION_SENTENCES: Record<RejectionReason, string> = {
  skills_gap: 'the role needs some skills your profile does not show yet',
  seniority: 'they are looking for a different level of seniority for this role',
  eligibility: "the role's location or work authorisation requirements do not fit",
  role_filled: 'the role has been filled',
  other: 'they decided to go ahead with other candidates this time',
};

export function rejectionMessage(input: {
  company: string;
  jobTitle: string;
  reason: RejectionReason;
  note: string | null;
  missingSkills: Array<{ name: string }>;
}): { title: string; body: string } {
  const parts = [
    `Thank you for applying for ${input.jobTitle}. ${input.company} decided not to move forward: ${REJECTION_SENTENCES[input.reason]}.`,
  ];
  if (input.note) parts.push(input.note);
  if (input.missingSkills.length) {
    parts.push(
      `What would close the gap: ${input.missingSkills.map((s) => s.name).join(', ')}. The skill center shows where to learn each.`,
    );
  }
  parts.push('Your other applications are not affected, and new jobs that fit you keep coming.');
  return { title: `An update on your application to ${input.company}`, body: parts.join(' ') };
}

/** What a candidate reads when the job they applied to closes. */
export function jobClosedMessage(input: { company: string; jobTitle: string }): {
  title: string;
  body: string;
} {
  return {
    title: `${input.company} closed the job ${input.jobTitle}`,
    body: `${input.company} is no longer hiring for ${input.jobTitle}, so your application is closed. Any interviews for it are cancelled. Thank you for your interest; similar jobs are waiting in your recommendations.`,
  };
}

export function moveMessage(input: {
  company: string;
  jobTitle: string;
  to: ApplicationStatus;
  note: string | null;
}): { title: string; body: string } {
  const label = APPLICATION_STATUS_LABELS[input.to];
  const next: Partial<Record<ApplicationStatus, string>> = {
    in_review: 'They are reading your application now.',
    assessment: 'An assessment comes next; the recruiter will tell you what it involves.',
    interviewing: 'Interviews come next; watch for an interview request.',
  };
  const parts = [`Your application for ${input.jobTitle} is now "${label}".`];
  if (next[input.to]) parts.push(next[input.to]!);
  if (input.note) parts.push(input.note);
  return { title: `${input.company} moved your application to ${label}`, body: parts.join(' ') };
}

const isSkillLevel = (value: string | null): value is SkillLevel =>
  value !== null && (SKILL_LEVELS as readonly string[]).includes(value);

/** A job row of the console with its applications per state and the overdue ones. */
export function jobJson(job: CompanyJob, counts: Awaited<ReturnType<typeof jobCounts>>): RecruiterJob {
  const mine = counts.filter((c) => c.jobId === job.id);
  const perState = emptyCounts();
  for (const c of mine) perState[c.status] = c.n;
  return {
    id: job.id,
    title: job.title,
    status: job.status,
    work_mode: job.workMode,
    employment_type: job.employmentType,
    seniority: job.seniority,
    posted_at: job.postedAt.toISOString(),
    response_days: job.responseDays,
    elite_only: job.eliteOnly,
    counts: perState,
    overdue: mine.reduce((sum, c) => sum + c.overdue, 0),
  };
}

/** One applicant in a list: the candidate's card (a neutral name when the profile is gone) and the promise. */
export function applicantJson(
  a: ApplicantRow['application'],
  job: CompanyJob,
  card: TalentCard | undefined,
  matchScore: number | null,
  at: Date,
  elite: boolean,
): Applicant {
  return {
    id: a.id,
    job: { id: job.id, title: job.title },
    talent: {
      elite,
      id: a.userId,
      name: card?.name ?? 'A candidate',
      avatar_url: card?.avatarUrl ?? null,
      timezone: card?.timezone ?? null,
      headline: card?.headline ?? '',
      country: card?.country ?? null,
      verified: card?.verified ?? false,
    },
    status: a.status,
    knocked_out: a.knockedOut,
    submitted_at: a.submittedAt.toISOString(),
    status_changed_at: a.statusChangedAt.toISOString(),
    response_promise: responsePromise(a, job.responseDays, at),
    match_score: matchScore,
  };
}

/** A file of the application, served through the console's own route (never the candidate's URL). */
export function fileJson(applicationId: string, row: FileRow): StoredFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    size: row.size,
    type: row.type,
    url: `/recruiter/api/applications/${applicationId}/files/${row.id}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** The candidate's profile as a recruiter reads it: no email, no identity documents, only the verified state. */
export function profileJson(profile: Awaited<ReturnType<typeof loadProfile>>): ApplicantDetail['profile'] {
  const p = profile?.profile;
  return {
    headline: p?.headline ?? '',
    bio: p?.bio ?? '',
    seniority: p?.seniority ?? null,
    city: p?.city ?? '',
    skills: (profile?.skills ?? []).map((s) => ({
      slug: s.slug,
      name: s.name,
      level: isSkillLevel(s.level) ? s.level : null,
      years: s.years,
    })),
    experience: (profile?.experience ?? []).map((e) => ({
      id: e.id,
      company: e.company,
      title: e.title,
      start_month: e.startMonth,
      end_month: e.endMonth,
      location: e.location,
      description: e.description,
    })),
    identity_status: profile?.identityStatus ?? 'not_started',
  };
}

/** The signed-in recruiter and their company, as the console's header shows them. */
export function meJson(
  recruiter: NonNullable<Awaited<ReturnType<typeof findRecruiterRow>>>,
  company: NonNullable<Awaited<ReturnType<typeof findCompany>>>,
) {
  return {
    recruiter: {
      id: recruiter.id,
      name: recruiter.name,
      title: recruiter.title,
      avatar_url: recruiter.avatarUrl,
      median_response_hours: recruiter.medianResponseHours,
      is_demo: recruiter.isDemo,
    },
    company: { id: company.id, name: company.name, logo_url: company.logoUrl },
  };
}

const StoredAnswersSchema = ApplicationSchema.shape.answers.catch([]);

/**
 * An applicant as the recruiter sees them: what the candidate sent, their profile, the timeline, interviews and
 * offers, and what the console may do next (no rejection while an offer is pending, one open interview request).
 */
export function applicantDetailJson(parts: {
  applicant: Applicant;
  application: ApplicantRow['application'];
  profile: Awaited<ReturnType<typeof loadProfile>>;
  events: Awaited<ReturnType<typeof listEvents>>;
  files: FileRow[];
  pipelineItems: Awaited<ReturnType<InterviewsService['forApplications']>>;
  offers: Awaited<ReturnType<OffersService['forApplications']>>;
  conversationId: string | null;
  openRequest: boolean;
  pendingOffer: boolean;
  medianResponseHours: number | null;
  workStyle?: ShownWorkStyle | null;
  certificates?: ApplicantDetail['certificates'];
  at: Date;
}): ApplicantDetail {
  const { applicant, application: a, profile, events, files, pipelineItems, offers, at } = parts;
  const fileById = new Map(files.map((f) => [f.id, f]));
  const file = (fileId: string | null) => {
    const f = fileId ? fileById.get(fileId) : undefined;
    return f ? fileJson(a.id, f) : null;
  };
  const openReq = pipelineItems.requests.find((r) => r.status === 'pending' || r.status === 'proposed');
  const pending = offers.find((o) => o.status === 'pending');
  const nextInterview = pipelineItems.interviews
    .filter((i) => i.status === 'scheduled' && new Date(i.ends_at) > at)
    .sort((x, y) => x.starts_at.localeCompare(y.starts_at))[0];
  return {
    ...applicant,
    profile: profileJson(profile),
    cover_note: a.coverNote,
    answers: StoredAnswersSchema.parse(a.answers),
    resume: file(a.resumeFileId),
    video: file(a.videoFileId),
    rejection: rejectionOf(a),
    next_step: recruiterNextStep({
      status: a.status,
      talentName: applicant.talent.name,
      promise: applicant.response_promise,
      medianHours: parts.medianResponseHours,
      openRequest: openReq ? (openReq.status as 'pending' | 'proposed') : null,
      offerExpiresAt: pending?.expires_at ?? null,
      nextInterviewAt: nextInterview?.starts_at ?? null,
    }),
    timeline: events.map((e) => eventJson(e, { kind: 'recruiter', candidateName: applicant.talent.name })),
    interview_requests: pipelineItems.requests,
    interviews: pipelineItems.interviews,
    offers,
    conversation_id: parts.conversationId,
    allowed_moves: allowedMoves(a.status).filter((m) => !(m === 'rejected' && parts.pendingOffer)),
    can_request_interview:
      (a.status === 'in_review' || a.status === 'assessment' || a.status === 'interviewing') &&
      !parts.openRequest,
    can_send_offer: a.status === 'interviewing' && !parts.pendingOffer,
    work_style: parts.workStyle ?? null,
    certificates: parts.certificates ?? [],
  };
}

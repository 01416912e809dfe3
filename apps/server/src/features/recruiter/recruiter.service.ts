import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@talent/contract/applications';
import type { Invitation } from '@talent/contract/invitations';
import type { ShownWorkStyle } from '@talent/contract/work-style';
import {
  type Applicant,
  type ApplicantDetail,
  type MoveApplicationSchema,
  type RecruiterJob,
  type UpdateJob,
} from '@talent/contract/recruiter';
import type { RecruiterInvitationSchema } from '@talent/contract/recruiter';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ByteRange } from '../../lib/storage/file-storage.ts';
import type { ApplicationsService } from '../applications/applications.service.ts';
import type { FileRow } from '../files/files.repository.ts';
import type { FilesService } from '../files/files.service.ts';
import type { InterviewsService } from '../interviews/interviews.service.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import { isUuid } from '../../lib/ids.ts';
import { findJob, insertJobs, skillsBySlug, skillsOfJobs, type JobRecord } from '../jobs/jobs.repository.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import { eliteMemberships } from '../elite/elite.repository.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import {
  listEvents,
  markViewed,
  transitionApplication,
  type ActorInput,
  type LockedApplication,
} from '../pipeline/pipeline.repository.ts';
import { loadProfile } from '../profile/profile.repository.ts';
import { syncSkills } from '../../reference/reference.repository.ts';
import { decodeKey, encodeKey } from '../../lib/keyset-cursor.ts';
import type { RecruiterViewer } from '../pipeline/viewer.ts';
import {
  applicantDetailJson,
  applicantJson,
  emptyCounts,
  jobClosedMessage,
  jobJson,
  meJson,
  moveMessage,
  rejectionMessage,
} from './recruiter.view.ts';
import { applicantMatchScore } from './applicant-match.ts';
import { jobPostingErrors, newJobValues, type CreateJobInput } from './job-posting.ts';
import {
  candidatesOf,
  closeJob,
  conversationOf,
  countJobApplications,
  countOpenJobs,
  findCompany,
  findCompanyApplication,
  findCompanyJob,
  findFiles,
  findRecruiterRow,
  hasOpenRequest,
  hasPendingOffer,
  jobCounts,
  listCompanyApplications,
  listCompanyJobs,
  lockJobApplications,
  setJobEliteOnly,
  talentCards,
  type ApplicantRow,
  type CompanyJob,
  type TalentCard,
} from './recruiter.repository.ts';

type MoveInput = z.output<typeof MoveApplicationSchema>;
type InvitationInput = z.output<typeof RecruiterInvitationSchema>;

/** The states a job closing closes (an application at `offer` keeps its offer). */
export const CLOSED_WITH_JOB: readonly ApplicationStatus[] = [
  'submitted',
  'in_review',
  'assessment',
  'interviewing',
];
export const JOB_CLOSED_SUMMARY = 'The job was closed';
/** How many applications waiting for a response the dashboard lists. */
export const DASHBOARD_NEEDS_RESPONSE = 20;

const applicationUrl = (id: string) => `/applications?application=${id}`;

type NotifyError = (err: unknown) => void;

export class RecruiterService {
  constructor(
    readonly deps: {
      db: Db;
      jobs: JobsService;
      applications: ApplicationsService;
      interviews: InterviewsService;
      offers: OffersService;
      invitations: InvitationsService;
      notifications: NotificationsService;
      pipeline: PipelineNotifier;
      files: FilesService;
      /** The candidate's work-style result, when they show it on the profile. */
      workStyle?: { shownOf(userId: string): Promise<ShownWorkStyle | null> };
      /** The candidate's valid course certificates (the courses feature's, handed in by app.ts). */
      certificates?: (userId: string) => Promise<ApplicantDetail['certificates']>;
      now?: () => Date;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** The taxonomy's skills for these slugs, and the message naming the unknown ones (null when none). */
  private async taxonomySkills(slugs: string[]) {
    await syncSkills(this.db);
    const refs = await skillsBySlug(this.db, slugs);
    const unknown = slugs.filter((s) => !refs.has(s));
    return { refs, unknown: unknown.length ? `Unknown skills: ${unknown.join(', ')}.` : null };
  }

  private actor(viewer: RecruiterViewer): ActorInput {
    return { kind: 'recruiter', userId: viewer.userId, name: viewer.name };
  }

  /* ---------- me and the dashboard ---------- */

  async me(viewer: RecruiterViewer) {
    const [recruiter, company] = await Promise.all([
      findRecruiterRow(this.db, viewer.recruiterId),
      findCompany(this.db, viewer.companyId),
    ]);
    if (!recruiter || !company) throw new AppError('forbidden');
    return meJson(recruiter, company);
  }

  async dashboard(viewer: RecruiterViewer) {
    const [openJobs, waiting, upcoming, requests, offers, recruiter] = await Promise.all([
      countOpenJobs(this.db, viewer.companyId),
      listCompanyApplications(
        this.db,
        viewer.companyId,
        { awaitingResponse: true, limit: DASHBOARD_NEEDS_RESPONSE },
        true,
      ),
      this.deps.interviews.listInterviews(viewer, { scope: 'upcoming' }),
      this.deps.interviews.listRequests(viewer, { status: 'open' }),
      this.deps.offers.list(viewer, { status: 'pending' }),
      findRecruiterRow(this.db, viewer.recruiterId),
    ]);
    return {
      open_jobs: openJobs,
      needs_response: await this.applicants(waiting),
      upcoming_interviews: upcoming.data,
      needs_scheduling: requests.data.filter((r) => r.status === 'proposed'),
      reschedule_requests: upcoming.data.filter((i) => i.reschedule?.requested_by === 'talent'),
      counters: offers.data.filter((o) => o.counter?.status === 'open'),
      median_response_hours: recruiter?.medianResponseHours ?? null,
    };
  }

  /* ---------- jobs ---------- */

  private async jobsJson(rows: CompanyJob[]): Promise<RecruiterJob[]> {
    const counts = await jobCounts(
      this.db,
      rows.map((r) => r.id),
      this.now(),
    );
    return rows.map((job) => jobJson(job, counts));
  }

  async listJobs(viewer: RecruiterViewer, status: 'open' | 'closed' | 'all'): Promise<RecruiterJob[]> {
    return this.jobsJson(await listCompanyJobs(this.db, viewer.companyId, status));
  }

  private async job(viewer: RecruiterViewer, id: string): Promise<RecruiterJob> {
    const row = isUuid(id) ? await findCompanyJob(this.db, viewer.companyId, id) : undefined;
    if (!row) throw new AppError('not_found');
    const [json] = await this.jobsJson([row]);
    return json!;
  }

  /**
   * Posts a job as the search and the seed write them (search copies, skills from the taxonomy), open and posted
   * now: candidates find it at once. The caller is its recruiter.
   */
  async createJob(viewer: RecruiterViewer, input: CreateJobInput): Promise<RecruiterJob> {
    const errors = jobPostingErrors(input);
    const slugs = [...new Set(input.skills)];
    const { refs, unknown } = await this.taxonomySkills(slugs);
    if (unknown) errors.skills = [unknown];
    if (Object.keys(errors).length) throw AppError.validation(errors);

    const company = await findCompany(this.db, viewer.companyId);
    if (!company) throw new AppError('forbidden');
    const values = newJobValues(input, {
      company,
      recruiterId: viewer.recruiterId,
      skillIds: slugs.map((slug) => refs.get(slug)!.id),
      at: this.now(),
    });
    const [id] = await this.db.transaction((tx) =>
      insertJobs(tx, [values], {
        skillsById: new Map([...refs.values()].map((r) => [r.id, r])),
        companyNames: new Map([[company.id, company.name]]),
      }),
    );
    this.deps.jobs.jobsChanged();
    return this.job(viewer, id!);
  }

  /**
   * Changes a job of the company (another company's, or an unknown id, is a 404). Only elite-only for now: the search
   * reads it at once; applications already sent stay as they are.
   */
  async updateJob(viewer: RecruiterViewer, id: string, input: UpdateJob): Promise<RecruiterJob> {
    if (!isUuid(id) || !(await setJobEliteOnly(this.db, viewer.companyId, id, input.elite_only))) {
      throw new AppError('not_found');
    }
    this.deps.jobs.jobsChanged();
    return this.job(viewer, id);
  }

  /**
   * Closes a job in one transaction: its active applications (not at offer) become `closed` and their interview
   * requests and interviews are cancelled; after the commit each candidate is told and both sides' screens refresh.
   */
  async closeJob(
    viewer: RecruiterViewer,
    id: string,
    socketId?: string,
    onNotifyError: NotifyError = () => {},
  ): Promise<RecruiterJob> {
    if (!isUuid(id)) throw new AppError('not_found');
    const actor = this.actor(viewer);
    const at = this.now();
    const { job, closed } = await this.db.transaction(async (tx) => {
      const job = await findCompanyJob(tx, viewer.companyId, id, true);
      if (!job) throw new AppError('not_found');
      if (job.status === 'closed') throw new AppError('conflict', { message: 'This job is already closed.' });
      await closeJob(tx, job.id);
      const active = await lockJobApplications(tx, job.id, CLOSED_WITH_JOB);
      const closed: LockedApplication[] = [];
      for (const application of active) {
        const moved = await transitionApplication(tx, application, {
          to: 'closed',
          actor,
          summary: JOB_CLOSED_SUMMARY,
          at,
        });
        await this.deps.interviews.cancelForApplication(tx, application.id, actor, JOB_CLOSED_SUMMARY);
        closed.push(moved.application);
      }
      return { job, closed };
    });
    this.deps.jobs.jobsChanged();
    for (const application of closed) {
      await this.deps.notifications
        .notify(application.userId, 'application_update', {
          ...jobClosedMessage({ company: job.companyName, jobTitle: job.title }),
          url: applicationUrl(application.id),
        })
        .catch(onNotifyError);
      await this.deps.pipeline.changed(application.id, 'application', socketId).catch(onNotifyError);
    }
    return this.job(viewer, job.id);
  }

  /* ---------- applicants ---------- */

  /** Match scores of the rows' candidates with their jobs (null when a profile has nothing to match on). */
  private async matchScores(rows: ApplicantRow[], cards: Map<string, TalentCard>) {
    const scores = new Map<string, number | null>();
    if (rows.length === 0) return scores;
    const jobIds = [...new Set(rows.map((r) => r.job.id))];
    const userIds = [...new Set(rows.map((r) => r.application.userId))];
    const [jobRows, skillsByJob, candidateOf] = await Promise.all([
      Promise.all(jobIds.map((id) => findJob(this.db, id))),
      skillsOfJobs(this.db, jobIds),
      candidatesOf(this.db, userIds),
    ]);
    const jobsById = new Map(jobRows.filter((j): j is JobRecord => !!j).map((j) => [j.id, j]));
    const at = this.now();
    for (const { application } of rows) {
      const job = jobsById.get(application.jobId);
      const candidate = candidateOf.get(application.userId);
      if (!job || !candidate) {
        scores.set(application.id, null);
        continue;
      }
      scores.set(
        application.id,
        applicantMatchScore(candidate, job, {
          profileZone: cards.get(application.userId)?.timezone ?? null,
          jobSkills: skillsByJob.get(job.id) ?? [],
          at,
        }),
      );
    }
    return scores;
  }

  private async applicants(rows: ApplicantRow[]): Promise<Applicant[]> {
    const cards = await talentCards(
      this.db,
      rows.map((r) => r.application.userId),
    );
    const scores = await this.matchScores(rows, cards);
    // One query for the whole list: who is an elite member.
    const members = await eliteMemberships(
      this.db,
      rows.map((r) => r.application.userId),
    );
    const at = this.now();
    return rows.map(({ application: a, job }) =>
      applicantJson(a, job, cards.get(a.userId), scores.get(a.id) ?? null, at, members.has(a.userId)),
    );
  }

  async listApplicants(
    viewer: RecruiterViewer,
    jobId: string,
    query: { status?: ApplicationStatus; cursor?: string; limit: number },
  ) {
    const after = query.cursor ? decodeKey(query.cursor, 'cursor') : undefined;
    const job = isUuid(jobId) ? await findCompanyJob(this.db, viewer.companyId, jobId) : undefined;
    if (!job) throw new AppError('not_found');
    const [rows, counted] = await Promise.all([
      // One more than asked, to know whether another page follows.
      listCompanyApplications(this.db, viewer.companyId, {
        jobId,
        limit: query.limit + 1,
        ...(query.status ? { status: query.status } : {}),
        ...(after ? { after } : {}),
      }),
      countJobApplications(this.db, jobId),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const counts = emptyCounts();
    for (const c of counted) counts[c.status] = c.n;
    return {
      data: await this.applicants(page),
      meta: {
        counts,
        next_cursor:
          rows.length > query.limit && last ? encodeKey({ at: last.key!, id: last.application.id }) : null,
      },
    };
  }

  private async found(viewer: RecruiterViewer, id: string) {
    const row = isUuid(id) ? await findCompanyApplication(this.db, viewer.companyId, id) : undefined;
    if (!row) throw new AppError('not_found');
    return row;
  }

  /**
   * An applicant as the recruiter sees them: what the candidate sent, their profile (never their email or identity
   * documents; only the verified badge), the timeline, interviews and offers, and what the console may do next.
   */
  async detail(
    viewer: RecruiterViewer,
    id: string,
    onNotifyError: NotifyError = () => {},
  ): Promise<ApplicantDetail> {
    const row = await this.found(viewer, id);
    if (!row.application.viewedAt && row.application.status === 'submitted') {
      // Before any response, the candidate sees "viewed" on their side, live (after one, it says nothing new); the
      // timeline below already holds the event.
      const at = this.now();
      if (await markViewed(this.db, row.application.id, { userId: viewer.userId, name: viewer.name }, at)) {
        row.application.viewedAt = at;
        await this.deps.pipeline.changed(row.application.id, 'application').catch(onNotifyError);
      }
    }
    const { application: a, job } = row;
    const fileIds = [a.resumeFileId, a.videoFileId].filter((f): f is string => !!f);
    const [
      profile,
      events,
      files,
      pipelineItems,
      offers,
      conversationId,
      openRequest,
      pendingOffer,
      base,
      recruiter,
      workStyle,
      certificates,
    ] = await Promise.all([
      loadProfile(this.db, a.userId),
      listEvents(this.db, [a.id]),
      findFiles(this.db, fileIds),
      this.deps.interviews.forApplications([a.id], viewer),
      this.deps.offers.forApplications([a.id], viewer),
      conversationOf(this.db, a.id),
      hasOpenRequest(this.db, a.id),
      hasPendingOffer(this.db, a.id),
      this.applicants([row]),
      findRecruiterRow(this.db, job.recruiterId),
      this.deps.workStyle?.shownOf(a.userId) ?? null,
      this.deps.certificates?.(a.userId) ?? [],
    ]);
    return applicantDetailJson({
      applicant: base[0]!,
      application: a,
      profile,
      events,
      files,
      pipelineItems,
      offers,
      conversationId,
      openRequest,
      pendingOffer,
      medianResponseHours: recruiter?.medianResponseHours ?? null,
      workStyle,
      certificates,
      at: this.now(),
    });
  }

  /** The application's own resume or video (another file id, even the candidate's, is a 404). */
  async file(
    viewer: RecruiterViewer,
    id: string,
    fileId: string,
  ): Promise<{ row: FileRow; open: (range?: ByteRange) => Promise<Readable> }> {
    const { application: a } = await this.found(viewer, id);
    if (!isUuid(fileId) || (fileId !== a.resumeFileId && fileId !== a.videoFileId)) {
      throw new AppError('not_found');
    }
    const [row] = await findFiles(this.db, [fileId]);
    if (!row || row.ownerId !== a.userId || row.encrypted) throw new AppError('not_found');
    return { row, open: (range) => this.deps.files.open(row, range) };
  }

  /* ---------- moves ---------- */

  /**
   * Moves an application by hand (in_review, assessment, interviewing, rejected) with the row locked; the pipeline
   * refuses what it forbids (409 naming both states). After the commit the candidate is told and screens refresh.
   */
  async move(
    viewer: RecruiterViewer,
    id: string,
    input: MoveInput,
    socketId?: string,
    onNotifyError: NotifyError = () => {},
  ): Promise<ApplicantDetail> {
    if (!isUuid(id)) throw new AppError('not_found');
    const rejecting = input.status === 'rejected';
    const slugs = [...new Set(input.missing_skills ?? [])];
    let missing: Array<{ slug: string; name: string }> = [];
    if (slugs.length) {
      if (!rejecting || input.reason !== 'skills_gap') {
        throw AppError.validation({
          missing_skills: ['Missing skills go with a rejection for a skills gap.'],
        });
      }
      const { refs, unknown } = await this.taxonomySkills(slugs);
      if (unknown) throw AppError.validation({ missing_skills: [unknown] });
      missing = slugs.map((slug) => ({ slug, name: refs.get(slug)!.name }));
    }
    const note = input.note ? input.note : null;
    const actor = this.actor(viewer);
    const at = this.now();
    const { application, job } = await this.db.transaction(async (tx) => {
      const row = await findCompanyApplication(tx, viewer.companyId, id, true);
      if (!row) throw new AppError('not_found');
      const current = row.application;
      const from = APPLICATION_STATUS_LABELS[current.status];
      const to = APPLICATION_STATUS_LABELS[input.status];
      if (current.status === 'offer' && input.status === 'interviewing') {
        throw new AppError('conflict', {
          message: `An application that is "${from}" cannot move to "${to}" by hand: withdraw the offer instead.`,
        });
      }
      if (rejecting && (await hasPendingOffer(tx, current.id))) {
        throw new AppError('conflict', {
          message: `An application that is "${from}" cannot move to "${to}" while an offer is pending: withdraw the offer first.`,
        });
      }
      const moved = await transitionApplication(tx, current, {
        to: input.status,
        actor,
        summary: rejecting
          ? `${viewer.name} decided not to move forward`
          : `${viewer.name} moved your application to ${to}`,
        note,
        at,
        ...(rejecting
          ? {
              set: {
                rejectionReason: input.reason!,
                rejectionNote: note,
                missingSkills: input.reason === 'skills_gap' ? missing : [],
              },
            }
          : {}),
      });
      // A rejection ends the process: open interview requests and scheduled interviews are cancelled with it.
      if (rejecting) {
        await this.deps.interviews.cancelForApplication(
          tx,
          current.id,
          actor,
          'The application was not selected',
        );
      }
      return { application: moved.application, job: row.job };
    });
    const message = rejecting
      ? rejectionMessage({
          company: job.companyName,
          jobTitle: job.title,
          reason: input.reason!,
          note,
          missingSkills: missing,
        })
      : moveMessage({ company: job.companyName, jobTitle: job.title, to: input.status, note });
    await this.deps.notifications
      .notify(application.userId, 'application_update', { ...message, url: applicationUrl(application.id) })
      .catch(onNotifyError);
    await this.deps.pipeline.changed(application.id, 'application', socketId).catch(onNotifyError);
    return this.detail(viewer, application.id);
  }

  /* ---------- invitations ---------- */

  /**
   * An invitation to one of the company's open jobs, sent as the operator endpoint sends it (from the job's
   * recruiter). Another company's job reads as an unknown one (422 on job_id).
   */
  async invite(
    viewer: RecruiterViewer,
    input: InvitationInput,
    onNotifyError: NotifyError = () => {},
  ): Promise<Invitation> {
    const job = await findCompanyJob(this.db, viewer.companyId, input.job_id);
    if (!job || job.status !== 'open') {
      throw AppError.validation({ job_id: ['No open job has this id.'] });
    }
    return this.deps.invitations.create(input, onNotifyError);
  }
}

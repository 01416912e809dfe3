import type { z } from 'zod';
import type { JobSummary } from '@talent/contract/jobs';
import type {
  CreateInvitationSchema,
  DeclineInvitation,
  Invitation,
  InvitationStatus,
} from '@talent/contract/invitations';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireEliteAccess } from '../jobs/elite-access.ts';
import type { JobsService, Viewer } from '../jobs/jobs.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  answerInvitation,
  applicationsFrom,
  countPending,
  expireStale,
  findInvitationWithRecruiter,
  findJobForInvitation,
  findOwnInvitationForUpdate,
  findUserByEmail,
  insertInvitation,
  listInvitations,
  type InvitationRow,
  type InvitationWithRecruiter,
} from './invitations.repository.ts';

export const DEFAULT_EXPIRY_DAYS = 14;
const DAY_MS = 86_400_000;
type CreateInput = z.output<typeof CreateInvitationSchema>;

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (!!e?.cause && isUniqueViolation(e.cause));
}

export function applyPath(jobId: string, invitationId: string): string {
  return `/jobs/${jobId}/apply?invitation=${invitationId}`;
}

export class InvitationsService {
  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobsService;
      notifications?: NotificationsService;
      now?: () => Date;
      /** After an invitation is stored (chat opens its conversation); must not throw. */
      onCreated?: (invitation: InvitationRow) => Promise<void>;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** What the reader sees: pending past expiry is expired. */
  private statusOf(row: InvitationRow, at: Date): InvitationStatus {
    return row.status === 'pending' && row.expiresAt <= at ? 'expired' : row.status;
  }

  /** Job summaries of the listed invitations (the list query already keeps to open jobs), in one query. */
  private async jobSummaries(ids: string[], viewer: Viewer): Promise<Map<string, JobSummary>> {
    const list = await this.deps.jobs.summariesOf([...new Set(ids)], viewer);
    return new Map(list.map((job) => [job.id, job]));
  }

  private async toJson(rows: InvitationWithRecruiter[], viewer: Viewer): Promise<Invitation[]> {
    const at = this.now();
    const [summaries, applied] = await Promise.all([
      this.jobSummaries(
        rows.map((r) => r.invitation.jobId),
        viewer,
      ),
      applicationsFrom(
        this.db,
        viewer.userId,
        rows.map((r) => r.invitation.id),
      ),
    ]);
    return rows.flatMap(({ invitation: inv, recruiter }) => {
      const job = summaries.get(inv.jobId);
      if (!job) return [];
      const salary =
        inv.salaryMin != null && inv.salaryMax != null && inv.salaryCurrency && inv.salaryPeriod
          ? { min: inv.salaryMin, max: inv.salaryMax, currency: inv.salaryCurrency, period: inv.salaryPeriod }
          : null;
      return [
        {
          id: inv.id,
          job,
          recruiter: {
            id: recruiter.id,
            name: recruiter.name,
            title: recruiter.title,
            avatar_url: recruiter.avatarUrl,
            median_response_hours: recruiter.medianResponseHours,
          },
          message: inv.message,
          salary,
          status: this.statusOf(inv, at),
          decline_reason: inv.declineReason,
          decline_note: inv.declineNote,
          created_at: inv.createdAt.toISOString(),
          expires_at: inv.expiresAt.toISOString(),
          responded_at: inv.respondedAt?.toISOString() ?? null,
          apply_path: applyPath(inv.jobId, inv.id),
          application_id: applied.get(inv.id) ?? null,
        },
      ];
    });
  }

  async list(viewer: Viewer, status?: InvitationStatus) {
    const at = this.now();
    const [rows, pending] = await Promise.all([
      listInvitations(this.db, viewer.userId, at, status),
      countPending(this.db, viewer.userId, at),
    ]);
    return { data: await this.toJson(rows, viewer), meta: { pending } };
  }

  private async one(id: string, viewer: Viewer): Promise<Invitation> {
    const row = await findInvitationWithRecruiter(this.db, id);
    const [json] = row ? await this.toJson([row], viewer) : [];
    if (!json) throw new AppError('not_found');
    return json;
  }

  /**
   * Checks and writes an answer in one transaction with the row locked, so two tabs answering at once cannot
   * both win. Only a pending, unexpired invitation to an open job can be answered.
   */
  private async answer(
    id: string,
    viewer: Viewer,
    changes: {
      status: 'accepted' | 'declined';
      declineReason?: DeclineInvitation['reason'];
      declineNote?: string | null;
    },
  ): Promise<Invitation> {
    if (!isUuid(id)) throw new AppError('not_found');
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const found = await findOwnInvitationForUpdate(tx, viewer.userId, id);
      if (!found) throw new AppError('not_found');
      const { invitation } = found;
      const status = this.statusOf(invitation, at);
      if (status === 'expired') {
        throw new AppError('conflict', {
          message: `This invitation expired on ${dateFormat.format(invitation.expiresAt)}.`,
        });
      }
      if (status !== 'pending') {
        throw new AppError('conflict', { message: `You already ${status} this invitation.` });
      }
      // A closed job's invitations leave the list; nothing is left to accept or decline.
      if (found.jobStatus !== 'open') {
        throw new AppError('conflict', { message: 'This job is no longer open.' });
      }
      // Accepting leads to applying, which an elite-only job keeps for members; declining is always possible.
      if (changes.status === 'accepted') {
        await requireEliteAccess(tx, { eliteOnly: found.jobEliteOnly }, viewer.userId);
      }
      await answerInvitation(tx, id, { ...changes, respondedAt: at });
    });
    return this.one(id, viewer);
  }

  accept(id: string, viewer: Viewer): Promise<Invitation> {
    return this.answer(id, viewer, { status: 'accepted' });
  }

  decline(id: string, input: DeclineInvitation, viewer: Viewer): Promise<Invitation> {
    return this.answer(id, viewer, {
      status: 'declined',
      declineReason: input.reason,
      declineNote: input.note ? input.note : null,
    });
  }

  /**
   * The operator endpoint: staff send a recruiter's invitation on their behalf (recruiters use their console). The
   * candidate is notified; a lost notification must not undo the invitation, so its failure goes to
   * `onNotifyError` only.
   */
  async create(input: CreateInput, onNotifyError: (err: unknown) => void = () => {}): Promise<Invitation> {
    if (input.salary && input.salary.max < input.salary.min) {
      throw AppError.validation({ 'salary.max': ['The maximum must be at least the minimum.'] });
    }
    const at = this.now();
    const [talent, job] = await Promise.all([
      findUserByEmail(this.db, input.talent_email),
      findJobForInvitation(this.db, input.job_id),
    ]);
    const errors: Record<string, string[]> = {};
    if (!talent || talent.role !== 'talent') errors.talent_email = ['No candidate has this email address.'];
    if (!job || job.status !== 'open') errors.job_id = ['No open job has this id.'];
    if (!talent || !job || Object.keys(errors).length) throw AppError.validation(errors);

    try {
      const row = await this.db.transaction(async (tx) => {
        await expireStale(tx, talent.id, job.id, at);
        return insertInvitation(tx, {
          userId: talent.id,
          jobId: job.id,
          recruiterId: job.recruiterId,
          message: input.message,
          salaryMin: input.salary?.min ?? null,
          salaryMax: input.salary?.max ?? null,
          salaryCurrency: input.salary?.currency ?? null,
          salaryPeriod: input.salary?.period ?? null,
          expiresAt: new Date(at.getTime() + (input.expires_in_days ?? DEFAULT_EXPIRY_DAYS) * DAY_MS),
          createdAt: at,
        });
      });
      await this.deps.onCreated?.(row);
      // Answered as the candidate will see it (their eligibility and overlap).
      const invitation = await this.one(row.id, await this.deps.jobs.viewer(talent.id, null, 'UTC'));
      await this.deps.notifications
        ?.notify(talent.id, 'invitation_received', {
          title: `${invitation.job.company.name} invited you to apply`,
          body: `${invitation.recruiter.name} thinks you could be a fit for ${invitation.job.title}. The invitation is open until ${invitation.expires_at.slice(0, 10)}.`,
          url: '/jobs/invitations',
        })
        .catch(onNotifyError);
      return invitation;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError('conflict', {
          message: 'This candidate already has a pending invitation to this job.',
        });
      }
      throw err;
    }
  }
}

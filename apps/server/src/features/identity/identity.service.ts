import type { FileKind } from '@talent/contract/applications';
import type { SubmitIdentityVerificationSchema } from '@talent/contract/identity';
import { REJECTION_REASON_TEXT, type IdentityVerification } from '@talent/contract/identity';
import type { IdentityStatus } from '@talent/contract/profile';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnFiles, type FileRow } from '../files/files.repository.ts';
import { fileJson } from '../files/files.service.ts';
import { isUuid } from '../../lib/ids.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  findLatest,
  insertVerification,
  listForReview,
  lockForDecision,
  recordDecision,
  type IdentityRow,
} from './identity.repository.ts';

type Submit = z.output<typeof SubmitIdentityVerificationSchema>;
type Decision = {
  decision: 'verified' | 'rejected';
  reason?: IdentityRow['rejectionReason'] | undefined;
  note?: string | undefined;
};
type ReviewRow = Awaited<ReturnType<typeof listForReview>>[number];

const NOT_STARTED: IdentityVerification = {
  id: null,
  status: 'not_started',
  document_type: null,
  issuing_country: null,
  front: null,
  back: null,
  selfie: null,
  submitted_at: null,
  decided_at: null,
  rejection_reason: null,
  reviewer_note: null,
  retry_hint: null,
};

const FILE_FIELDS = [
  { field: 'front_file_id', kind: 'identity_document', missing: 'Add the front of the document again.' },
  { field: 'back_file_id', kind: 'identity_document', missing: 'Add the back of the document again.' },
  { field: 'selfie_file_id', kind: 'identity_selfie', missing: 'Take the selfie again.' },
] as const satisfies ReadonlyArray<{ field: keyof Submit; kind: FileKind; missing: string }>;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown };
  return e?.code === '23505' || (!!e?.cause && isUniqueViolation(e.cause));
}

function conflictFor(status: IdentityStatus): AppError {
  return new AppError('conflict', {
    message:
      status === 'verified'
        ? 'Your identity is already verified.'
        : 'Your identity check is waiting for a reviewer. We will let you know when it is done.',
  });
}

export function operatorJson(row: ReviewRow) {
  const v = row.row;
  return {
    id: v.id,
    user: row.user,
    status: v.status,
    document_type: v.documentType,
    issuing_country: v.issuingCountry,
    has_back: v.backFileId !== null,
    submitted_at: v.submittedAt.toISOString(),
    decided_at: v.decidedAt?.toISOString() ?? null,
    rejection_reason: v.rejectionReason,
  };
}

export class IdentityService {
  constructor(private readonly deps: { db: Db; notifications: NotificationsService; now?: () => Date }) {}

  private get db() {
    return this.deps.db;
  }

  private async toJson(userId: string, row: IdentityRow): Promise<IdentityVerification> {
    const ids = [row.frontFileId, row.backFileId, row.selfieFileId].filter((id): id is string => id !== null);
    // Owner-scoped: only the candidate's own uploads ever appear here.
    const files = new Map((await findOwnFiles(this.db, userId, ids)).map((f) => [f.id, f]));
    const file = (id: string | null) => {
      const found = id ? files.get(id) : undefined;
      return found ? fileJson(found) : null;
    };
    return {
      id: row.id,
      status: row.status,
      document_type: row.documentType,
      issuing_country: row.issuingCountry,
      front: file(row.frontFileId),
      back: file(row.backFileId),
      selfie: file(row.selfieFileId),
      submitted_at: row.submittedAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      rejection_reason: row.rejectionReason,
      reviewer_note: row.status === 'rejected' ? row.reviewerNote : null,
      retry_hint:
        row.status === 'rejected' && row.rejectionReason
          ? REJECTION_REASON_TEXT[row.rejectionReason].retry
          : null,
    };
  }

  async current(userId: string): Promise<IdentityVerification> {
    const row = await findLatest(this.db, userId);
    return row ? this.toJson(userId, row) : NOT_STARTED;
  }

  async submit(userId: string, input: Submit): Promise<IdentityVerification> {
    const latest = await findLatest(this.db, userId);
    if (latest && (latest.status === 'pending' || latest.status === 'verified'))
      throw conflictFor(latest.status);

    // The ids must be the caller's own uploads of the right kind; anyone else's file reads as missing.
    const wanted = FILE_FIELDS.filter((f) => input[f.field] !== null);
    const own = new Map<string, FileRow>(
      (
        await findOwnFiles(
          this.db,
          userId,
          wanted.map((f) => input[f.field]!),
        )
      ).map((f) => [f.id, f]),
    );
    const errors: Record<string, string[]> = {};
    for (const f of wanted) {
      const file = own.get(input[f.field]!);
      if (!file || file.kind !== f.kind) errors[f.field] = [f.missing];
    }
    if (!errors.back_file_id && input.back_file_id !== null && input.back_file_id === input.front_file_id) {
      errors.back_file_id = ['The back must be another photo than the front.'];
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);

    try {
      const row = await insertVerification(this.db, {
        userId,
        status: 'pending',
        documentType: input.document_type,
        issuingCountry: input.issuing_country,
        frontFileId: input.front_file_id,
        backFileId: input.back_file_id,
        selfieFileId: input.selfie_file_id,
        submittedAt: this.deps.now?.() ?? new Date(),
      });
      return await this.toJson(userId, row);
    } catch (err) {
      // A double submit racing past the check above meets the one-pending index.
      if (isUniqueViolation(err)) throw conflictFor('pending');
      throw err;
    }
  }

  async listForReview(status: Exclude<IdentityStatus, 'not_started'>) {
    return (await listForReview(this.db, status)).map(operatorJson);
  }

  /**
   * A reviewer's decision, in one transaction; then the candidate is told (in-app, and by mail if they chose so).
   * A lost notification must not undo the decision, so its failure is reported to `onNotifyError` only.
   */
  async decide(id: string, reviewerId: string, input: Decision, onNotifyError: (err: unknown) => void) {
    if (!isUuid(id)) throw new AppError('not_found');
    const decided = await this.db.transaction(async (tx) => {
      const found = await lockForDecision(tx, id);
      if (!found) throw new AppError('not_found');
      if (found.row.status !== 'pending') {
        throw new AppError('conflict', { message: 'This identity check has already been decided.' });
      }
      const rejected = input.decision === 'rejected';
      const row = await recordDecision(tx, id, {
        status: input.decision,
        decidedAt: new Date(),
        decidedBy: reviewerId,
        rejectionReason: rejected ? (input.reason ?? 'other') : null,
        reviewerNote: input.note ? input.note : null,
      });
      return { ...found, row: row! };
    });

    const { row } = decided;
    const content =
      row.status === 'verified'
        ? {
            type: 'identity_verified' as const,
            title: 'Your identity is verified',
            body: 'Recruiters now see the verified badge on your profile.',
          }
        : {
            type: 'identity_rejected' as const,
            title: 'Your identity check needs attention',
            body: [
              REJECTION_REASON_TEXT[row.rejectionReason ?? 'other'].reason,
              row.reviewerNote ? `The reviewer wrote: “${row.reviewerNote}”` : null,
              REJECTION_REASON_TEXT[row.rejectionReason ?? 'other'].retry,
            ]
              .filter(Boolean)
              .join('\n\n'),
          };
    await this.deps.notifications
      .notify(row.userId, content.type, {
        title: content.title,
        body: content.body,
        url: '/identity-verification',
      })
      .catch(onNotifyError);
    return operatorJson(decided);
  }
}

import type { Dispute, OrderFile } from '@talent/contract/marketplace';
import type { DisputeRow, evidenceOf } from './disputes.repository.ts';

type EvidenceView = Awaited<ReturnType<typeof evidenceOf>>[number];

export function disputeJson(
  dispute: DisputeRow,
  evidence: EvidenceView[],
  filesOf: (ids: string[]) => OrderFile[],
): Dispute {
  return {
    id: dispute.id,
    opened_by: dispute.openedBySide as Dispute['opened_by'],
    reason: dispute.reason as Dispute['reason'],
    details: dispute.details,
    status: dispute.status as Dispute['status'],
    evidence: evidence.map(({ evidence: row, authorName }) => ({
      id: row.id,
      author_side: row.authorSide as Dispute['opened_by'],
      author_name: authorName ?? 'A former member',
      text: row.text,
      files: filesOf(row.fileIds),
      created_at: row.createdAt.toISOString(),
    })),
    outcome: (dispute.outcome as Dispute['outcome']) ?? null,
    refund_minor: dispute.refundMinor,
    decision_reason: dispute.decisionReason,
    counts_against_seller: dispute.countsAgainstSeller,
    decided_at: dispute.decidedAt?.toISOString() ?? null,
    created_at: dispute.createdAt.toISOString(),
  };
}

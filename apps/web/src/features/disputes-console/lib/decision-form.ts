import { DisputeDecisionInputSchema, DisputeOutcomeSchema } from '@talent/contract/marketplace';
import { z } from 'zod';
import type { DisputeDecision } from '../api/decide-dispute.ts';
import { formatCents } from '../../../lib/format.ts';
import { parseMinor } from './money.ts';

/**
 * The decision form: the contract's own rules for the outcome and the reason, the refund typed as an amount in the
 * order's currency (text, so an empty box says what is wrong) and held between nothing and the whole total.
 */
export interface DecisionFormValues {
  outcome: z.infer<typeof DisputeOutcomeSchema> | null;
  /** partial_refund: what goes back to the buyer, as typed ("40.50"). */
  refund_minor: string;
  reason: string;
  counts_against_seller: boolean;
}

export const emptyDecision: DecisionFormValues = {
  outcome: null,
  refund_minor: '',
  reason: '',
  counts_against_seller: false,
};

export const DECISION_FIELDS = ['outcome', 'refund_minor', 'reason', 'counts_against_seller'] as const;

export function decisionFormSchema(order: { total_minor: number; currency: string }) {
  const { shape } = DisputeDecisionInputSchema;
  return z
    .object({
      outcome: shape.outcome,
      refund_minor: z.string(),
      reason: shape.reason,
      counts_against_seller: z.boolean(),
    })
    .superRefine((value, ctx) => {
      if (value.outcome !== 'partial_refund') return;
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['refund_minor'], message });
      const total = formatCents(order.total_minor, order.currency);
      const refund = parseMinor(value.refund_minor);
      if (value.refund_minor.trim() === '') issue('Give the amount refunded to the buyer.');
      else if (refund === null) issue('Give an amount with up to two decimals, like 40 or 40.50.');
      else if (refund <= 0)
        issue('A refund is more than zero. To pay the seller everything, choose the release.');
      else if (refund >= order.total_minor)
        issue(
          `A partial refund is less than the total (${total}). To give everything back, choose the full refund.`,
        );
    });
}

/** What the server is sent: the refund in cents for a partial refund only; a release never counts against. */
export function toDecision(values: DecisionFormValues): DisputeDecision {
  const outcome = values.outcome ?? 'release';
  return {
    outcome,
    ...(outcome === 'partial_refund' ? { refund_minor: parseMinor(values.refund_minor) ?? 0 } : {}),
    reason: values.reason.trim(),
    counts_against_seller: outcome === 'release' ? false : values.counts_against_seller,
  };
}

/*
 * A decision being written, kept for the tab's session per operator and dispute, so a reload or a look at another
 * dispute loses nothing; cleared once decided.
 */
const draftKey = (userId: string, disputeId: string) =>
  `borderless.dispute-decision.v1.${userId}.${disputeId}`;

function isDraft(value: unknown): value is DecisionFormValues {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.outcome === null || DisputeOutcomeSchema.safeParse(draft.outcome).success) &&
    typeof draft.refund_minor === 'string' &&
    typeof draft.reason === 'string' &&
    typeof draft.counts_against_seller === 'boolean'
  );
}

export const decisionDraft = (userId: string, disputeId: string) => {
  const key = draftKey(userId, disputeId);
  return {
    load(): DecisionFormValues | null {
      try {
        const raw = sessionStorage.getItem(key);
        const value: unknown = raw ? JSON.parse(raw) : null;
        return isDraft(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(values: DecisionFormValues) {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or off (private mode): the draft lives as long as the page.
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
};

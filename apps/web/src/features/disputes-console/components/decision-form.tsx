import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE_OUTCOMES } from '@talent/contract/marketplace';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatCents } from '../../../lib/format.ts';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideDispute, type DisputeDecision } from '../api/decide-dispute.ts';
import type { DisputedOrder } from '../api/get-dispute.ts';
import {
  DECISION_FIELDS,
  decisionDraft,
  decisionFormSchema,
  emptyDecision,
  toDecision,
  type DecisionFormValues,
} from '../lib/decision-form.ts';
import { OUTCOME_LABELS } from '../lib/labels.ts';
import { parseMinor, splitEscrow } from '../lib/money.ts';
import { SplitFigures } from './split-preview.tsx';

const OUTCOME_HINTS = {
  release: 'The seller is paid the total less the fee, and the order completes.',
  partial_refund:
    'Part goes back to the buyer; the rest is paid to the seller less the fee. The order is resolved.',
  full_refund: 'Everything goes back to the buyer, and the order is cancelled.',
} as const;

/** The refund a decision gives back, in cents (null while a partial refund's amount is not valid yet). */
function refundOf(
  order: DisputedOrder,
  outcome: DecisionFormValues['outcome'],
  typed: string,
): number | null {
  if (outcome === 'release') return 0;
  if (outcome === 'full_refund') return order.total_minor;
  const refund = parseMinor(typed);
  return refund !== null && refund > 0 && refund < order.total_minor ? refund : null;
}

function ConfirmDecision({
  order,
  decision,
  busy,
  error,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  order: DisputedOrder;
  decision: DisputeDecision | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const refund =
    decision?.outcome === 'release'
      ? 0
      : decision?.outcome === 'full_refund'
        ? order.total_minor
        : (decision?.refund_minor ?? null);
  return (
    <DialogShell
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title="Confirm the decision"
      description="This is final: the money moves at once and both sides read your reason."
      width="xl"
      testId="decision-confirm"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {decision && (
        <div className="space-y-4">
          <p className="text-sm font-semibold text-ink-900">{OUTCOME_LABELS[decision.outcome]}</p>
          {refund !== null && (
            <SplitFigures order={order} split={splitEscrow(order, refund)} label="What each side gets" />
          )}
          <p className="text-sm text-ink-800">
            {decision.counts_against_seller
              ? 'It counts against the seller’s completion rate.'
              : 'It does not count against the seller.'}
          </p>
          <blockquote className="rounded-control border-l-4 border-ink-200 bg-ink-50 px-3.5 py-2.5 text-sm whitespace-pre-line text-ink-800">
            {decision.reason}
          </blockquote>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Go back
            </Button>
            <Button onClick={onConfirm} loading={busy}>
              Decide
            </Button>
          </div>
        </div>
      )}
    </DialogShell>
  );
}

/**
 * The operator's decision on an open dispute: release, partial refund (an amount in the order's currency, what each
 * side gets shown as it is typed) or full refund; a reason both sides read; whether it counts against the seller.
 * Checked here, confirmed in a dialog, then sent. A 409 (decided meanwhile) goes to `onConflict`, which shows the
 * decision that stands; a 422 lands on its fields. What is typed is kept as a draft until decided.
 */
export function DecisionForm({
  order,
  disputeId,
  onConflict,
}: {
  order: DisputedOrder;
  disputeId: string;
  onConflict: (message: string) => void;
}) {
  const user = useUser();
  const ids = useId();
  const draft = useMemo(() => decisionDraft(user?.id ?? 'anonymous', disputeId), [user?.id, disputeId]);
  const [restored] = useState(() => draft.load());
  const decide = useDecideDispute(disputeId);
  const [pending, setPending] = useState<DisputeDecision | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, getFieldState, control, formState } =
    useForm<DecisionFormValues>({
      // The form starts with no outcome chosen (null), which the schema refuses with "Choose a decision.".
      resolver: zodResolver(
        decisionFormSchema(order) as unknown as z.ZodType<DecisionFormValues, DecisionFormValues>,
      ),
      defaultValues: restored ?? emptyDecision,
    });
  const values = useWatch({ control }) as DecisionFormValues;
  const { outcome } = values;
  const refund = refundOf(order, outcome, values.refund_minor);
  const errors = formState.errors;
  const total = formatCents(order.total_minor, order.currency);

  useEffect(() => {
    if (formState.isDirty) draft.save(values);
  }, [values, formState.isDirty, draft]);

  const submit = handleSubmit((values) => {
    setConfirmError(null);
    setPending(toDecision(values));
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      await decide.mutateAsync(pending);
      draft.clear();
      toast.success('Decided. The money has moved and both sides were told.');
    } catch (error) {
      const status = statusOf(error);
      if (status === 409) {
        setPending(null);
        draft.clear();
        onConflict(
          `${errorMessage(error, 'This dispute was decided already.')} The page now shows the decision that stands.`,
        );
      } else if (status === 422) {
        setPending(null);
        if (!applyValidationErrors(error, setError, DECISION_FIELDS))
          setError('root.server', { message: errorMessage(error) });
      } else {
        setConfirmError(errorMessage(error, 'The decision did not go through. Please try again.'));
      }
    }
  };

  const outcomeErrorId = `${ids}-outcome-error`;
  const countsHintId = `${ids}-counts-hint`;
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Decide the dispute" className="space-y-5">
        <fieldset
          aria-describedby={errors.outcome ? outcomeErrorId : undefined}
          aria-invalid={errors.outcome ? true : undefined}
        >
          <legend className="text-sm font-medium text-ink-800">Decision</legend>
          <div className="mt-2 grid gap-2">
            {DISPUTE_OUTCOMES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-control border border-ink-200 px-3.5 py-3 text-sm hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  value={value}
                  aria-describedby={`${ids}-${value}-hint`}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  {...register('outcome')}
                />
                <span>
                  <span className="font-semibold text-ink-900">{OUTCOME_LABELS[value]}</span>
                  <span id={`${ids}-${value}-hint`} className="block text-ink-600">
                    {OUTCOME_HINTS[value]}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldMessages error={errors.outcome?.message} errorId={outcomeErrorId} />
        </fieldset>

        {outcome === 'partial_refund' && (
          <TextField
            label={`Refund to the buyer (${order.currency})`}
            hint={`More than 0 and less than the total, ${total}.`}
            inputMode="decimal"
            autoComplete="off"
            className="max-w-xs"
            error={errors.refund_minor?.message}
            {...register('refund_minor')}
          />
        )}

        {outcome && (
          <div aria-live="polite">
            {refund === null ? (
              <p className="text-sm text-ink-600">Type the refund to see what each side gets.</p>
            ) : (
              <SplitFigures order={order} split={splitEscrow(order, refund)} label="What each side gets" />
            )}
          </div>
        )}

        <TextBox
          label="Reason for the decision"
          hint="Both sides read it: say what you weighed and why."
          count={values.reason.length}
          maxLength={3000}
          rows={5}
          error={errors.reason?.message}
          registration={register('reason')}
        />

        {outcome === 'release' ? (
          <p className="text-sm text-ink-600">
            A release pays the seller, so it never counts against their completion rate.
          </p>
        ) : (
          <div>
            <label className="flex items-start gap-3 text-sm font-medium text-ink-800">
              <input
                type="checkbox"
                aria-describedby={`${countsHintId}${errors.counts_against_seller ? ` ${ids}-counts-error` : ''}`}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
                {...register('counts_against_seller')}
              />
              Counts against the seller
            </label>
            <p id={countsHintId} className="mt-1 ml-7 text-xs text-ink-600">
              The order then lowers the seller’s completion rate, as a late cancellation does. Tick it when
              the seller is at fault (nothing delivered, late, or not what the tier describes); leave it when
              the buyer changed their mind or the blame is shared.
            </p>
            <FieldMessages error={errors.counts_against_seller?.message} errorId={`${ids}-counts-error`} />
          </div>
        )}

        {errors.root?.server && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.server.message}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit">Review the decision</Button>
        </div>
      </form>
      <ConfirmDecision
        order={order}
        decision={pending}
        busy={decide.isPending}
        error={confirmError}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        onCloseAutoFocus={(event) => {
          // After a 422 the field it names takes the focus, not the button that opened the dialog.
          const invalid = DECISION_FIELDS.find((field) => getFieldState(field).error);
          if (!invalid) return;
          event.preventDefault();
          setFocus(invalid);
        }}
      />
    </>
  );
}

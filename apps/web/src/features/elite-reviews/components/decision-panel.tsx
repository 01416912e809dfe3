import {
  ELITE_MIN_REAPPLY_DAYS,
  ELITE_REAPPLY_DAYS,
  EliteDecisionSchema,
  type EliteDecision,
  type EliteReview,
} from '@talent/contract/elite';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { DateText } from '../../../components/date-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { formatDay, todayInZone, useTimeZone } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideEliteReview } from '../api/review-actions.ts';
import { addDays } from '../lib/dates.ts';
import { trackLabel } from '../lib/labels.ts';
import { decisionDraft, type DecisionDraft } from '../lib/review-drafts.ts';
import { TextBox } from '../../../components/ui/text-box.tsx';

type Outcome = EliteDecision['outcome'];

const REASON_MAX = 2000;
const GAP_TESTS_MAX = 5;

const OUTCOMES: Record<Outcome, { label: string; hint: string; past: string }> = {
  accepted: {
    label: 'Accept',
    hint: 'They become an elite member: the badge, and elite-only jobs.',
    past: 'Accepted',
  },
  waitlisted: {
    label: 'Waitlist',
    hint: 'A good fit, no room yet: they wait in line for the track, and you decide again later.',
    past: 'Waitlisted',
  },
  rejected: {
    label: 'Reject',
    hint: 'Not this time: they may apply again from the date you choose.',
    past: 'Rejected',
  },
};

/** The tests that would close the track's gaps (each test once, under the first requirement it serves). */
function gapTestOptions(review: EliteReview) {
  const seen = new Set<string>();
  const options = [];
  for (const requirement of review.skill_assessments?.requirements ?? []) {
    for (const test of requirement.tests) {
      if (seen.has(test.slug)) continue;
      seen.add(test.slug);
      options.push({ slug: test.slug, title: test.title, requirement });
    }
  }
  return options;
}

/** The decision as the candidate was told it. */
function DecisionSummary({ review }: { review: EliteReview }) {
  const decision = review.decision!;
  return (
    <div className="space-y-2 text-sm">
      <p className="font-semibold text-ink-900">
        {OUTCOMES[decision.outcome].past} on <DateText iso={decision.decided_at} withTime />
      </p>
      <p className="whitespace-pre-wrap text-ink-800">{decision.reason}</p>
      {decision.reapply_at && (
        <p className="text-ink-700">
          May apply again from <DateText iso={decision.reapply_at} />.
        </p>
      )}
      {decision.waitlist_position !== null && (
        <p className="text-ink-700">
          Number {decision.waitlist_position} on the {trackLabel(review.track)} waitlist.
        </p>
      )}
      {decision.next_steps.length > 0 && (
        <div>
          <p className="text-ink-700">Suggested to them:</p>
          <ul className="mt-1 list-disc pl-5 text-ink-800">
            {decision.next_steps.map((step) => (
              <li key={step.href}>{step.label}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The decision the operator is about to send, from the form; field errors when it is not complete. */
function decisionOf(
  draft: DecisionDraft,
  minReapply: string,
): { decision: EliteDecision } | { errors: Partial<Record<keyof DecisionDraft, string>> } {
  const errors: Partial<Record<keyof DecisionDraft, string>> = {};
  if (!draft.outcome) return { errors: { outcome: 'Choose accept, waitlist or reject.' } };
  const input =
    draft.outcome === 'rejected'
      ? {
          outcome: draft.outcome,
          reason: draft.reason,
          reapply_at: draft.reapply_at,
          gap_tests: draft.gap_tests,
        }
      : { outcome: draft.outcome, reason: draft.reason };
  const parsed = EliteDecisionSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'outcome') as keyof DecisionDraft;
      errors[field] ??= issue.message;
    }
  }
  if (draft.outcome === 'rejected') {
    if (draft.reapply_at && draft.reapply_at < minReapply) {
      errors.reapply_at = `Choose a date at least ${ELITE_MIN_REAPPLY_DAYS} days from today (${formatDay(minReapply)} or later).`;
    }
    if (draft.gap_tests.length > GAP_TESTS_MAX) errors.gap_tests = `Choose at most ${GAP_TESTS_MAX} tests.`;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { decision: input as EliteDecision };
}

function showErrors(
  errors: Partial<Record<keyof DecisionDraft, string>>,
  setError: UseFormSetError<DecisionDraft>,
) {
  let first = true;
  for (const [field, message] of Object.entries(errors)) {
    setError(field as keyof DecisionDraft, { message }, { shouldFocus: first });
    first = false;
  }
}

function DecisionForm({
  review,
  userId,
  onConflict,
}: {
  review: EliteReview;
  userId: string;
  onConflict: (message: string) => void;
}) {
  const id = useId();
  const zone = useTimeZone();
  const today = todayInZone(zone);
  const minReapply = addDays(today, ELITE_MIN_REAPPLY_DAYS);
  const draftStore = useMemo(() => decisionDraft(userId, review.id), [userId, review.id]);
  const decide = useDecideEliteReview();
  const [pending, setPending] = useState<EliteDecision | null>(null);
  const outcomes: Outcome[] =
    review.status === 'waitlisted' ? ['accepted', 'rejected'] : ['accepted', 'waitlisted', 'rejected'];
  const options = gapTestOptions(review);

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<DecisionDraft>({
    defaultValues: draftStore.load() ?? {
      outcome: '',
      reason: '',
      reapply_at: addDays(today, ELITE_REAPPLY_DAYS),
      gap_tests: [],
    },
  });
  const draft = useWatch({ control }) as DecisionDraft;
  useEffect(() => draftStore.save(draft), [draft, draftStore]);
  const outcome = draft.outcome;

  const check = handleSubmit((values) => {
    clearErrors();
    const result = decisionOf(values, minReapply);
    if ('errors' in result) showErrors(result.errors, setError);
    else setPending(result.decision);
  });

  const send = async () => {
    if (!pending) return;
    try {
      const decided = await decide.mutateAsync({ id: review.id, input: pending });
      draftStore.clear();
      setPending(null);
      toast.success(
        `${OUTCOMES[decided.decision?.outcome ?? pending.outcome].past}: ${review.talent.name} is told, with your reason.`,
      );
    } catch (error) {
      setPending(null);
      if (error instanceof ApiError && error.response?.status === 409) {
        onConflict(errorMessage(error));
      } else if (!applyValidationErrors(error, setError, ['outcome', 'reason', 'reapply_at', 'gap_tests'])) {
        setError('root.server', {
          message: errorMessage(error, 'The decision was not saved. Please try again.'),
        });
      }
    }
  };

  const outcomeError = `${id}-outcome-error`;
  const gapError = `${id}-gap-error`;
  return (
    <form onSubmit={check} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <fieldset
        aria-describedby={errors.outcome ? outcomeError : undefined}
        aria-invalid={errors.outcome ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink-800">Decision</legend>
        <div className="mt-2 grid gap-1.5">
          {outcomes.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5 size-4 accent-brand-700"
                {...register('outcome')}
              />
              <span>
                <span className="block font-medium text-ink-900">{OUTCOMES[value].label}</span>
                <span className="block text-ink-600">{OUTCOMES[value].hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessages error={errors.outcome?.message} errorId={outcomeError} />
      </fieldset>

      <TextBox
        label="Reason"
        hint="The candidate reads it as you write it: be specific and kind."
        rows={4}
        maxLength={REASON_MAX}
        count={(draft.reason ?? '').length}
        error={errors.reason?.message}
        registration={register('reason')}
      />

      {outcome === 'rejected' && (
        <>
          <TextField
            type="date"
            label="May apply again from"
            hint={`At least ${ELITE_MIN_REAPPLY_DAYS} days from today; ${ELITE_REAPPLY_DAYS} unless you have a reason.`}
            min={minReapply}
            error={errors.reapply_at?.message}
            {...register('reapply_at')}
          />
          <fieldset
            aria-describedby={errors.gap_tests ? gapError : undefined}
            aria-invalid={errors.gap_tests ? true : undefined}
          >
            <legend className="text-sm font-medium text-ink-800">
              Tests that would close the gap (optional)
            </legend>
            <p className="mt-0.5 text-xs text-ink-600">
              Up to {GAP_TESTS_MAX}; the candidate gets a link to each.
            </p>
            {options.length === 0 ? (
              <p className="mt-2 text-sm text-ink-600">This track has no skill tests to suggest.</p>
            ) : (
              <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
                {options.map(({ slug, title, requirement }) => (
                  <div
                    key={slug}
                    className="flex items-start gap-3 rounded-control border border-ink-200 px-3 py-2 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      id={`${id}-gap-${slug}`}
                      type="checkbox"
                      value={slug}
                      aria-describedby={`${id}-gap-${slug}-for`}
                      className="mt-0.5 size-4 accent-brand-700"
                      {...register('gap_tests')}
                    />
                    <span>
                      <label htmlFor={`${id}-gap-${slug}`} className="block cursor-pointer text-ink-900">
                        {title}
                      </label>
                      <span id={`${id}-gap-${slug}-for`} className="block text-xs text-ink-600">
                        For {requirement.label}
                        {requirement.state === 'met' ? ' (met)' : ' (not met)'}
                      </span>
                    </span>
                  </div>
                ))}
              </div>
            )}
            <FieldMessages error={errors.gap_tests?.message} errorId={gapError} />
          </fieldset>
        </>
      )}

      <div className="flex justify-end">
        <Button type="submit">Review and send</Button>
      </div>

      <DialogShell
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending ? `${OUTCOMES[pending.outcome].label} ${review.talent.name}?` : ''}
        description="They are told at once, in the app and by mail, with your reason."
      >
        {pending && (
          <div className="space-y-4 text-sm">
            <blockquote className="rounded-control bg-ink-50 p-3 whitespace-pre-wrap text-ink-800">
              {pending.reason.trim()}
            </blockquote>
            {pending.outcome === 'rejected' && (
              <p className="text-ink-700">
                They may apply again from{' '}
                {formatDay(pending.reapply_at ?? addDays(today, ELITE_REAPPLY_DAYS))}
                {pending.gap_tests && pending.gap_tests.length > 0
                  ? `, with ${pending.gap_tests.length === 1 ? 'a link to one test' : `links to ${pending.gap_tests.length} tests`}.`
                  : '.'}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setPending(null)}>
                Back
              </Button>
              <Button
                variant={pending.outcome === 'rejected' ? 'danger' : 'primary'}
                loading={decide.isPending}
                onClick={() => void send()}
              >
                {OUTCOMES[pending.outcome].label}
              </Button>
            </div>
          </div>
        )}
      </DialogShell>
    </form>
  );
}

/**
 * The decision: what was decided (when it was), and the form while the application waits for one (`submitted`),
 * or may still change (`waitlisted`: accept or reject later).
 */
export function DecisionPanel({ review, userId }: { review: EliteReview; userId: string }) {
  const [conflict, setConflict] = useState<string | null>(null);
  const decidable = review.status === 'submitted' || review.status === 'waitlisted';
  return (
    <div className="space-y-4">
      {conflict && <Alert tone="error">{conflict}</Alert>}
      {review.decision && <DecisionSummary review={review} />}
      {decidable ? (
        <DecisionForm
          key={review.decision?.decided_at ?? 'first'}
          review={review}
          userId={userId}
          onConflict={setConflict}
        />
      ) : (
        !review.decision && (
          <p className="text-sm text-ink-600">
            {review.status === 'withdrawn'
              ? 'The candidate withdrew this application: there is nothing to decide.'
              : 'The candidate has not sent this application for review yet: you decide once they do.'}
          </p>
        )
      )}
    </div>
  );
}

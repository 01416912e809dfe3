import {
  ID_DOCUMENT_LABELS,
  REJECTION_REASON_TEXT,
  REJECTION_REASONS,
  type RejectionReason,
} from '@talent/contract/identity';
import { CloudOff, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { countryName } from '../../../components/jobs/format.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { useDecideIdentityReview, useIdentityReviews, type IdentityReview } from '../api/identity-reviews.ts';
import { recruiterZone, timeIn } from '../components/interviews/time.ts';
import { applyServerErrors, TextArea } from '../components/interviews/ui.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

function RejectForm({ review, onDone }: { review: IdentityReview; onDone: () => void }) {
  const decide = useDecideIdentityReview();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: RejectionReason | ''; note: string }>({ defaultValues: { reason: '', note: '' } });
  const submit = handleSubmit(async ({ reason, note }) => {
    if (!reason) {
      setError('reason', { message: 'Give the reason for the rejection.' }, { shouldFocus: true });
      return;
    }
    try {
      await decide.mutateAsync({
        id: review.id,
        body: { decision: 'rejected', reason, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast.success(`${review.user.name}’s identity check rejected. They are told how to try again.`);
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, setError, (key) => key === 'reason' || key === 'note')) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });
  const errorId = `${id}-reason-error`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <fieldset
        aria-describedby={errors.reason ? errorId : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink-800">Reason</legend>
        <div className="mt-2 grid gap-1.5">
          {REJECTION_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={reason}
                className="size-4 accent-brand-700"
                {...register('reason')}
              />
              {REJECTION_REASON_TEXT[reason].reason}
            </label>
          ))}
        </div>
        <FieldMessages error={errors.reason?.message} errorId={errorId} />
      </fieldset>
      <TextArea
        label="A note for the candidate (optional)"
        hint="They read it with the reason and how to try again."
        maxLength={1000}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Back
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Reject
        </Button>
      </div>
    </form>
  );
}

function ReviewRow({ review, zone }: { review: IdentityReview; zone: string }) {
  const decide = useDecideIdentityReview();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `review-${review.id}`;
  const verify = async () => {
    try {
      await decide.mutateAsync({ id: review.id, body: { decision: 'verified' } });
      toast.success(`${review.user.name} is verified.`);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not record the decision. Please try again.'));
    }
  };
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-ink-200 bg-white p-4 shadow-xs"
    >
      <h2 id={headingId} className="font-semibold text-ink-900">
        {review.user.name}
      </h2>
      <p className="text-sm text-ink-600">{review.user.email}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">Document</dt>
        <dd>
          {ID_DOCUMENT_LABELS[review.document_type]} from {countryName(review.issuing_country)}
          {review.has_back ? ' (front and back)' : ' (one side)'}
        </dd>
        <dt className="text-ink-600">Sent</dt>
        <dd>{timeIn(review.submitted_at, zone)}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button loading={decide.isPending && !rejecting} onClick={() => void verify()}>
          Verify <span className="sr-only">{review.user.name}</span>
        </Button>
        <DialogShell
          open={rejecting}
          onOpenChange={setRejecting}
          title={`Reject ${review.user.name}’s identity check?`}
          description="The candidate is told the reason and how to send the check again."
          trigger={
            <Button variant="secondary">
              Reject <span className="sr-only">{review.user.name}</span>
            </Button>
          }
        >
          <RejectForm review={review} onDone={() => setRejecting(false)} />
        </DialogShell>
      </div>
    </article>
  );
}

/** `/recruiter/identity-reviews` (operators): pending identity checks, first come first served; metadata only. */
export default function IdentityReviewsPage() {
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const reviews = useIdentityReviews();
  let body;
  if (reviews.isPending) {
    body = (
      <div role="status" aria-label="Loading identity checks" className="space-y-3">
        <div className="h-24 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  } else if (reviews.isError) {
    body = (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Identity checks did not load"
        actions={<Button onClick={() => void reviews.refetch()}>Try again</Button>}
      >
        {errorMessage(reviews.error)}
      </StatePanel>
    );
  } else if (reviews.data.length === 0) {
    body = (
      <StatePanel Icon={ShieldCheck} title="No identity checks waiting">
        New checks appear here as candidates send them, oldest first.
      </StatePanel>
    );
  } else {
    body = (
      <ul className="space-y-3" aria-label="Pending identity checks">
        {reviews.data.map((review) => (
          <li key={review.id}>
            <ReviewRow review={review} zone={zone} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">Identity reviews</h1>
      <p className="mt-1.5 mb-6 text-sm text-ink-600">
        Pending checks, oldest first. You see what was sent, never the documents themselves; the candidate is
        notified of your decision.
      </p>
      {body}
    </div>
  );
}

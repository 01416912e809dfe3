import { zodResolver } from '@hookform/resolvers/zod';
import type { Application } from '@talent/contract/applications';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';

const REASON_MAX = 500;
// The contract's WithdrawApplicationSchema rule, with the sentence the form shows.
const FormSchema = z.object({
  reason: z.string().trim().max(REASON_MAX, `Keep it under ${REASON_MAX} characters.`),
});

function WithdrawForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const id = useId();
  const withdraw = useWithdrawApplication();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(FormSchema), defaultValues: { reason: '' } });
  const length = useWatch({ control, name: 'reason' }).length;

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await withdraw.mutateAsync({ id: application.id, reason: reason || undefined });
      toast.success(`Application for “${application.job.title}” withdrawn.`);
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['reason'])) {
        setError('root.server', { message: errorMessage(error, 'It was not withdrawn. Please try again.') });
      }
    }
  });

  const errorId = errors.reason ? `${id}-error` : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink-800">
          Reason{' '}
          <span className="text-xs font-normal text-ink-500">(optional, shared with the recruiter)</span>
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={REASON_MAX}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={[`${id}-count`, errorId].filter(Boolean).join(' ')}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
            errors.reason ? 'border-red-600' : 'border-ink-300'
          }`}
          {...register('reason')}
        />
        <div className="mt-1 flex justify-between gap-3">
          {errors.reason ? (
            <p id={errorId} className="text-sm text-red-700">
              {errors.reason.message}
            </p>
          ) : (
            <span />
          )}
          <p id={`${id}-count`} className="text-xs text-ink-500 tabular-nums">
            {length} / {REASON_MAX}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <AlertDialog.Cancel className={buttonClasses('secondary')}>Keep my application</AlertDialog.Cancel>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Withdraw application
        </Button>
      </div>
    </form>
  );
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What this withdrawal cancels, counted, so nobody is surprised. */
function CascadeSummary({ application }: { application: Application }) {
  const items = [
    application.pending_interview_requests > 0 &&
      `${plural(application.pending_interview_requests, 'interview request', 'interview requests')} cancelled`,
    application.upcoming_interviews > 0 &&
      `${plural(application.upcoming_interviews, 'upcoming interview', 'upcoming interviews')} cancelled`,
    application.pending_offers > 0 &&
      `${plural(application.pending_offers, 'pending offer', 'pending offers')} declined`,
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <p className="mt-3 rounded-control bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
      This also means: {items.join(', ')}.
    </p>
  );
}

/** "Withdraw", confirmed in a dialog with an optional reason. Only offered while `can_withdraw`. */
export function WithdrawButton({ application }: { application: Application }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">
          Withdraw <span className="sr-only">application for {application.job.title}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card focus:outline-none">
          <AlertDialog.Title className="font-display text-lg font-semibold text-ink-900">
            Withdraw your application?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-600">
            {application.job.company.name} will stop considering you for {application.job.title}. Any pending
            interview requests and interviews are cancelled and a pending offer is declined; the recruiter is
            told. You can apply again later while the job is open.
          </AlertDialog.Description>
          <CascadeSummary application={application} />
          {open && <WithdrawForm application={application} onDone={() => setOpen(false)} />}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

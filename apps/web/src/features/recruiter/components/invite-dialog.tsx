import { zodResolver } from '@hookform/resolvers/zod';
import { SALARY_PERIODS } from '@talent/contract/jobs';
import type { CreateInvitation } from '@talent/contract/invitations';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';
import { textareaClass } from './textarea-class.ts';

const PERIOD_LABELS = { hour: 'per hour', day: 'per day', month: 'per month', year: 'per year' } as const;

/** The form's own shape: salary fields as text, turned into the contract's body on submit. */
const InviteFormSchema = z
  .object({
    talent_email: z.string().trim().email('Give the candidate’s email address.'),
    message: z.string().trim().min(1, 'Write a short message.').max(2000),
    with_salary: z.boolean(),
    salary_min: z.string(),
    salary_max: z.string(),
    salary_currency: z.string(),
    salary_period: z.enum(SALARY_PERIODS),
  })
  .superRefine((value, ctx) => {
    if (!value.with_salary) return;
    const min = Number(value.salary_min);
    const max = Number(value.salary_max);
    if (!Number.isInteger(min) || min <= 0)
      ctx.addIssue({ code: 'custom', path: ['salary_min'], message: 'Give a whole amount.' });
    if (!Number.isInteger(max) || max < min)
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: 'Give a maximum at least the minimum.' });
    if (!/^[A-Za-z]{3}$/.test(value.salary_currency.trim()))
      ctx.addIssue({ code: 'custom', path: ['salary_currency'], message: 'Use a three-letter code (EUR).' });
  });
type InviteForm = z.infer<typeof InviteFormSchema>;

function toBody(jobId: string, values: InviteForm): CreateInvitation {
  return {
    job_id: jobId,
    talent_email: values.talent_email.trim(),
    message: values.message.trim(),
    salary: values.with_salary
      ? {
          min: Number(values.salary_min),
          max: Number(values.salary_max),
          currency: values.salary_currency.trim().toUpperCase(),
          period: values.salary_period,
        }
      : null,
  };
}

export function InviteForm({ jobId, onDone }: { jobId: string; onDone: () => void }) {
  const invite = useCreateInvitation();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: {
      talent_email: '',
      message: '',
      with_salary: false,
      salary_min: '',
      salary_max: '',
      salary_currency: 'EUR',
      salary_period: 'year',
    },
  });
  const withSalary = useWatch({ control, name: 'with_salary' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(toBody(jobId, values));
      toast.success(`Invitation sent to ${values.talent_email}.`);
      onDone();
    } catch (error) {
      // A 422 on another field (job_id, salary) shows above the form.
      if (!applyValidationErrors(error, setError, ['talent_email', 'message'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextField
        label="Candidate email"
        type="email"
        autoComplete="off"
        error={errors.talent_email?.message}
        {...register('talent_email')}
      />
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-ink-800">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={2000}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
          className={textareaClass(Boolean(errors.message))}
          {...register('message')}
        />
        <FieldMessages
          hint="Why them, for this job. Markdown works."
          hintId={`${id}-message-hint`}
          error={errors.message?.message}
          errorId={`${id}-message-error`}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-ink-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('with_salary')} />
        Offer a salary with the invitation
      </label>
      {withSalary && (
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="sr-only">Salary</legend>
          <TextField
            label="From"
            inputMode="numeric"
            error={errors.salary_min?.message}
            {...register('salary_min')}
          />
          <TextField
            label="To"
            inputMode="numeric"
            error={errors.salary_max?.message}
            {...register('salary_max')}
          />
          <TextField
            label="Currency"
            maxLength={3}
            error={errors.salary_currency?.message}
            {...register('salary_currency')}
          />
          <div>
            <label htmlFor={`${id}-period`} className="block text-sm font-medium text-ink-800">
              Period
            </label>
            <select
              id={`${id}-period`}
              className="mt-1.5 block w-full rounded-control border border-ink-300 bg-white px-3 py-2.5 text-sm"
              {...register('salary_period')}
            >
              {SALARY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={isSubmitting}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}

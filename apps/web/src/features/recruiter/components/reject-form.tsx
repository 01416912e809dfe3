import { zodResolver } from '@hookform/resolvers/zod';
import { REJECTION_REASON_LABELS, REJECTION_REASONS } from '@talent/contract/applications';
import {
  MoveApplicationSchema,
  type ApplicantDetail,
  type MoveApplication,
} from '@talent/contract/recruiter';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useMoveApplication } from '../api/move-application.ts';
import { textareaClass } from './textarea-class.ts';
import { JobSkillPicker, type PickedSkill } from './job-skill-picker.tsx';

export const NOTE_MAX = 2000;
export const MISSING_MAX = 10;

/**
 * The body of the reject dialog: a reason (required), a note shared with the candidate, and for a skills gap the
 * skills that would close it (the candidate gets a link to learn each).
 */
export function RejectForm({
  applicant,
  onDone,
}: {
  applicant: Pick<ApplicantDetail, 'id' | 'talent'>;
  onDone: () => void;
}) {
  const move = useMoveApplication();
  const id = useId();
  const [missing, setMissing] = useState<PickedSkill[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MoveApplication>({
    resolver: zodResolver(MoveApplicationSchema),
    defaultValues: { status: 'rejected', note: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const reasonErrorId = `${id}-reason-error`;

  const onSubmit = handleSubmit(async (values) => {
    const note = values.note?.trim();
    const body: MoveApplication = {
      status: 'rejected',
      ...(values.reason ? { reason: values.reason } : {}),
      ...(note ? { note } : {}),
      ...(values.reason === 'skills_gap' && missing.length > 0
        ? { missing_skills: missing.map((s) => s.slug) }
        : {}),
    };
    try {
      await move.mutateAsync({ id: applicant.id, body });
      toast.success(`${applicant.talent.name} was told, with your reason.`);
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['reason', 'note', 'missing_skills'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <fieldset
        aria-describedby={errors.reason ? reasonErrorId : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink-800">Reason</legend>
        <div className="mt-2 grid gap-1.5">
          {REJECTION_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 px-3 py-2 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={value} className="size-4 accent-brand-700" {...register('reason')} />
              {REJECTION_REASON_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldMessages error={errors.reason?.message} errorId={reasonErrorId} />
      </fieldset>
      {reason === 'skills_gap' && (
        <JobSkillPicker
          label="Skills that would close the gap"
          value={missing}
          onChange={setMissing}
          max={MISSING_MAX}
          error={errors.missing_skills?.message}
          hint="The candidate sees each with a link to learn it."
        />
      )}
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-ink-800">
          A note for the candidate <span className="font-normal text-ink-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={NOTE_MAX}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
          className={textareaClass(Boolean(errors.note))}
          {...register('note')}
        />
        <FieldMessages
          hint="Feedback people can act on is the kindest kind."
          hintId={`${id}-note-hint`}
          error={errors.note?.message}
          errorId={`${id}-note-error`}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Reject application
        </Button>
      </div>
    </form>
  );
}

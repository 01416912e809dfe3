import { zodResolver } from '@hookform/resolvers/zod';
import type { ApplicantDetail, MoveApplication } from '@talent/contract/recruiter';
import { MoveApplicationSchema } from '@talent/contract/recruiter';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useMoveApplication } from '../api/move-application.ts';
import { MOVE_LABELS, RECRUITER_STATUS_LABELS } from '../lib/format.ts';
import { textareaClass } from './textarea-class.ts';

export type ForwardMove = 'in_review' | 'assessment' | 'interviewing';

export const NOTE_MAX = 2000;

/** The body of a move dialog: an optional note shared with the candidate, then the move. */
export function MoveForm({
  applicant,
  to,
  onDone,
}: {
  applicant: Pick<ApplicantDetail, 'id' | 'talent'>;
  to: ForwardMove;
  onDone: () => void;
}) {
  const move = useMoveApplication();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MoveApplication>({
    resolver: zodResolver(MoveApplicationSchema),
    defaultValues: { status: to, note: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const note = values.note?.trim();
      await move.mutateAsync({ id: applicant.id, body: { status: to, ...(note ? { note } : {}) } });
      toast.success(`${applicant.talent.name} moved to ${RECRUITER_STATUS_LABELS[to].toLowerCase()}.`);
      onDone();
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['note'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
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
          hint="Shown on their timeline with the move. Markdown works."
          hintId={`${id}-note-hint`}
          error={errors.note?.message}
          errorId={`${id}-note-error`}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={isSubmitting}>
          {MOVE_LABELS[to]}
        </Button>
      </div>
    </form>
  );
}

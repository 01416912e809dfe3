import { zodResolver } from '@hookform/resolvers/zod';
import { EliteReviewNoteSchema, type EliteReview } from '@talent/contract/elite';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateText } from '../../../components/date-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useAddEliteReviewNote } from '../api/review-actions.ts';
import { noteDraft } from '../lib/review-drafts.ts';
import { Empty } from './section.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';

const NOTE_MAX = 4000;

function NoteForm({ review, userId }: { review: EliteReview; userId: string }) {
  const addNote = useAddEliteReviewNote();
  const draft = useMemo(() => noteDraft(userId, review.id), [userId, review.id]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ body: string }>({
    resolver: zodResolver(EliteReviewNoteSchema),
    defaultValues: draft.load() ?? { body: '' },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  useEffect(() => {
    if (body) draft.save({ body });
    else draft.clear();
  }, [body, draft]);

  const submit = handleSubmit(async (input) => {
    try {
      await addNote.mutateAsync({ id: review.id, input: input.body });
      draft.clear();
      reset({ body: '' });
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['body'])) {
        setError('root.server', {
          message: errorMessage(error, 'The note was not saved. Please try again.'),
        });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextBox
        label="Add a note"
        hint="Only the review team reads notes."
        maxLength={NOTE_MAX}
        count={body.length}
        error={errors.body?.message}
        registration={register('body')}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          Add note
        </Button>
      </div>
    </form>
  );
}

/** The team's notes on the application (never shown to the candidate), oldest first, and a form for one more. */
export function NotesSection({ review, userId }: { review: EliteReview; userId: string }) {
  return (
    <>
      {review.notes.length === 0 ? (
        <Empty>No notes yet.</Empty>
      ) : (
        <ol aria-label="Notes" className="space-y-2">
          {review.notes.map((note) => (
            <li key={note.id} className="rounded-control bg-ink-50 p-3 text-sm">
              <p className="text-xs font-semibold text-ink-600">
                {note.author} · <DateText iso={note.created_at} withTime />
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ink-800">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <NoteForm review={review} userId={userId} />
    </>
  );
}

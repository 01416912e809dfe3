import { RateAnswerSchema, RUBRIC_SCORE, type RecruiterAssignment } from '@talent/contract/assignments';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useRateAnswer } from '../api/assignment-actions.ts';
import { when } from '../lib/format.ts';
import { controlClass } from './fields.tsx';

type Answer = RecruiterAssignment['answers'][number];
const SCORES = Array.from(
  { length: RUBRIC_SCORE.max - RUBRIC_SCORE.min + 1 },
  (_, i) => RUBRIC_SCORE.min + i,
);

function firstServerError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.response?.status !== 422) return null;
  const data = error.response.data as { message?: string; errors?: Record<string, string[]> };
  const [field, messages] = Object.entries(data.errors ?? {})[0] ?? [];
  return { field: field ?? '', message: messages?.[0] ?? data.message ?? 'Check the rating.' };
}

/**
 * The recruiter's rating of one kept answer: 1–5 on each rubric criterion (a radio group each) and a private
 * note. Criteria may be left unrated; at least one must be rated.
 */
export function RatingForm({
  assignment,
  answer,
  zone,
}: {
  assignment: RecruiterAssignment;
  answer: Answer;
  zone: string;
}) {
  const id = useId();
  const rate = useRateAnswer(assignment.application_id);
  const [scores, setScores] = useState<Record<string, number>>(() =>
    Object.fromEntries((answer.rating?.scores ?? []).map((s) => [s.criterion_id, s.score])),
  );
  const [note, setNote] = useState(answer.rating?.note ?? '');
  const [errors, setErrors] = useState<{ scores?: string; note?: string; form?: string }>({});
  // Numbered as the review numbers them: each form is a landmark, and landmarks need names of their own.
  const n = assignment.answers.findIndex((a) => a.question_id === answer.question_id) + 1;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      scores: assignment.rubric
        .filter((c) => scores[c.id] !== undefined)
        .map((c) => ({ criterion_id: c.id, score: scores[c.id] as number })),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const parsed = RateAnswerSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors(
        issue?.path[0] === 'note'
          ? { note: issue.message }
          : { scores: issue?.message ?? 'Check the rating.' },
      );
      return;
    }
    setErrors({});
    try {
      await rate.mutateAsync({ id: assignment.id, questionId: answer.question_id, body: parsed.data });
      toast.success('Rating saved.');
    } catch (error) {
      const server = firstServerError(error);
      if (server?.field.startsWith('note')) setErrors({ note: server.message });
      else if (server?.field.startsWith('scores')) setErrors({ scores: server.message });
      else setErrors({ form: server?.message ?? errorMessage(error) });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={`Rate the answer to question ${n}`}
    >
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <div className="space-y-2" aria-describedby={errors.scores ? `${id}-scores-error` : undefined}>
        {assignment.rubric.map((criterion) => (
          <fieldset
            key={criterion.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1"
          >
            <legend className="float-left text-sm text-ink-800">
              <span className="font-medium">{criterion.label}</span>
              {criterion.description && (
                <span className="block text-xs text-ink-500">{criterion.description}</span>
              )}
            </legend>
            <div className="ml-auto flex gap-1">
              {SCORES.map((score) => (
                <label
                  key={score}
                  className="flex size-9 cursor-pointer items-center justify-center rounded-control border border-ink-300 text-sm font-medium text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${id}-${criterion.id}`}
                    value={score}
                    checked={scores[criterion.id] === score}
                    onChange={() => setScores((current) => ({ ...current, [criterion.id]: score }))}
                    aria-label={`${score} of ${RUBRIC_SCORE.max}`}
                    className="sr-only"
                  />
                  {score}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {errors.scores && (
          <p id={`${id}-scores-error`} className="text-sm text-red-700">
            {errors.scores}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-ink-800">
          Note <span className="font-normal text-ink-500">(for your team, not the candidate)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          className={controlClass(Boolean(errors.note))}
        />
        {errors.note && (
          <p id={`${id}-note-error`} className="mt-1 text-sm text-red-700">
            {errors.note}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {answer.rating && (
          <p className="text-xs text-ink-500">
            Rated {when(answer.rating.rated_at, zone)} by {answer.rating.rated_by}
          </p>
        )}
        <Button type="submit" variant="secondary" loading={rate.isPending}>
          Save rating
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { TalkQuestionInputSchema, type TalkDetail } from '@talent/contract/masterclass';
import { ArrowBigUp, CloudOff, MessageCircleQuestion } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';
import { relativeTime } from '../../../lib/format.ts';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAskQuestion, useTalkQuestions, useVoteQuestion, type TalkQuestion } from '../api/questions.ts';

function AskForm({ talk }: { talk: TalkDetail }) {
  const ask = useAskQuestion(talk.id);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<{ body: string }>({
    resolver: zodResolver(TalkQuestionInputSchema),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const submit = handleSubmit(async ({ body: text }) => {
    try {
      await ask.mutateAsync(text);
      reset({ body: '' });
      toast.success('Your question is in. Others can vote for it now.');
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['body']))
        setError('root.server', { message: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextBox
        label="Ask the speaker"
        hint="Questions with the most votes are answered first."
        count={body.length}
        maxLength={500}
        error={formState.errors.body?.message}
        registration={register('body')}
        rows={2}
      />
      {formState.errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.root.server.message}
        </p>
      )}
      <Button type="submit" loading={formState.isSubmitting}>
        Send question
      </Button>
    </form>
  );
}

function QuestionRow({
  question,
  canVote,
  talkId,
}: {
  question: TalkQuestion;
  canVote: boolean;
  talkId: string;
}) {
  const vote = useVoteQuestion(talkId);
  const label = `${question.voted ? 'Take back your vote for' : 'Vote for'}: ${question.body}`;
  return (
    <li className="flex items-start gap-3 py-3">
      <button
        type="button"
        aria-pressed={question.voted}
        aria-label={label}
        disabled={!canVote || vote.isPending}
        onClick={() =>
          vote.mutate(
            { id: question.id, vote: !question.voted },
            {
              onError: (error) =>
                toast.error(errorMessage(error, 'Your vote did not count. Please try again.')),
            },
          )
        }
        className={`flex w-12 shrink-0 flex-col items-center rounded-control border px-1 py-1 text-sm font-semibold tabular-nums disabled:cursor-not-allowed ${
          question.voted
            ? 'border-brand-600 bg-brand-50 text-brand-800'
            : 'border-ink-200 bg-white text-ink-700 enabled:hover:border-ink-400'
        }`}
      >
        <ArrowBigUp
          aria-hidden="true"
          className={`size-5 ${question.voted ? 'fill-brand-600 text-brand-700' : ''}`}
        />
        <span>{question.votes}</span>
      </button>
      <div className="min-w-0 flex-1">
        <p className="text-sm whitespace-pre-line text-ink-900">{question.body}</p>
        <p className="mt-1 text-xs text-ink-500">
          {question.mine ? 'You' : question.author_name} · {relativeTime(question.created_at)} ·{' '}
          {question.votes === 1 ? '1 vote' : `${question.votes} votes`}
        </p>
      </div>
    </li>
  );
}

/**
 * Questions sent before the talk, most votes first. Registered and waitlisted people ask and vote (one vote each,
 * the same button takes it back) until the talk ends; anyone who sees the talk reads them.
 */
export function QuestionsSection({ talk }: { talk: TalkDetail }) {
  const questions = useTalkQuestions(talk.id);
  const signedUp = talk.my_registration !== null;
  const open = talk.status === 'scheduled' || talk.status === 'live';
  const canTakePart = signedUp && open;

  return (
    <div className="space-y-5">
      {canTakePart ? (
        <AskForm talk={talk} />
      ) : open ? (
        <p className="text-sm text-ink-600">Register (or join the waitlist) to ask a question and vote.</p>
      ) : null}
      {questions.isPending ? (
        <div
          role="status"
          aria-label="Loading questions"
          className="h-20 animate-pulse rounded-control bg-ink-100"
        />
      ) : questions.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-control bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          <CloudOff aria-hidden="true" className="size-4" />
          {errorMessage(questions.error, 'The questions did not load.')}
          <Button
            variant="secondary"
            onClick={() => void questions.refetch()}
            loading={questions.isRefetching}
          >
            Try again
          </Button>
        </div>
      ) : questions.data.length === 0 ? (
        <p className="flex items-center gap-2 rounded-control border border-dashed border-ink-300 px-3.5 py-4 text-sm text-ink-600">
          <MessageCircleQuestion aria-hidden="true" className="size-4 shrink-0" />
          {open ? 'No questions yet. Be the first to ask.' : 'Nobody asked a question before this talk.'}
        </p>
      ) : (
        <ol aria-label="Questions, most votes first" className="divide-y divide-ink-100">
          {questions.data.map((question) => (
            <QuestionRow key={question.id} question={question} canVote={canTakePart} talkId={talk.id} />
          ))}
        </ol>
      )}
    </div>
  );
}

import {
  FEEDBACK_CATEGORY_NAMES,
  FEEDBACK_REPLY_MAX,
  FeedbackReplyInputSchema,
  type Feedback,
} from '@talent/contract/feedback';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CloudOff, ImageIcon, MessageSquareText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateText } from '../../../components/date-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useMyFeedback, useReplyToMyFeedback } from '../api/my-feedback.ts';
import { excerpt } from '../lib/excerpt.ts';
import { FeedbackStatusPill } from './status-pill.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';

function ReplyForm({ feedback }: { feedback: Feedback }) {
  const reply = useReplyToMyFeedback();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ body: string }>({
    resolver: zodResolver(FeedbackReplyInputSchema),
    defaultValues: { body: '' },
  });
  const written = useWatch({ control, name: 'body' });
  const submit = handleSubmit(async ({ body }) => {
    try {
      await reply.mutateAsync({ id: feedback.id, body });
      reset({ body: '' });
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['body'])) {
        setError('root.server', {
          message: errorMessage(error, 'We could not send your reply. Please try again.'),
        });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextBox
        label="Add to this feedback"
        hint="More detail, or an answer to our question."
        maxLength={FEEDBACK_REPLY_MAX}
        count={written.length}
        error={errors.body?.message}
        registration={register('body')}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          Send reply
        </Button>
      </div>
    </form>
  );
}

function Thread({ feedback, onBack }: { feedback: Feedback; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [feedback.id]);
  return (
    <article aria-labelledby={`feedback-${feedback.id}`} className="space-y-4">
      <Button variant="ghost" className="-ml-3" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All your feedback
      </Button>
      <header className="flex flex-wrap items-center gap-2">
        <h3
          id={`feedback-${feedback.id}`}
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-ink-900 focus:outline-none"
        >
          {FEEDBACK_CATEGORY_NAMES[feedback.category]}: {excerpt(feedback.what_happened, 60)}
        </h3>
        <FeedbackStatusPill status={feedback.status} />
      </header>
      <p className="text-xs text-ink-500">
        Sent <DateText iso={feedback.created_at} withTime />
      </p>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-ink-800">What happened</dt>
          <dd className="mt-0.5 whitespace-pre-wrap text-ink-700">{feedback.what_happened}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-800">What you expected</dt>
          <dd className="mt-0.5 whitespace-pre-wrap text-ink-700">{feedback.expected}</dd>
        </div>
        {feedback.screenshot && (
          <div>
            <dt className="font-medium text-ink-800">Screenshot</dt>
            <dd className="mt-1">
              <a
                href={feedback.screenshot.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1.5 text-brand-800 underline"
              >
                <ImageIcon aria-hidden="true" className="size-4" />
                {feedback.screenshot.name}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <section aria-label="Answers" className="space-y-3">
        {feedback.replies.length === 0 ? (
          <p className="rounded-control bg-ink-50 p-3 text-sm text-ink-600">
            No answer yet. We read every message; when we answer, it appears here and you get a notification.
          </p>
        ) : (
          <ol className="space-y-3">
            {feedback.replies.map((reply) => (
              <li
                key={reply.id}
                className={`rounded-control p-3 text-sm ${
                  reply.from === 'team' ? 'mr-6 bg-brand-50 text-ink-800' : 'ml-6 bg-ink-100 text-ink-800'
                }`}
              >
                <p className="text-xs font-semibold text-ink-600">
                  {reply.from === 'team' ? 'Borderless team' : 'You'} ·{' '}
                  <DateText iso={reply.created_at} withTime />
                </p>
                <p className="mt-1 whitespace-pre-wrap">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {feedback.status === 'closed' ? (
        <p className="text-sm text-ink-600">
          This feedback is closed. Send new feedback if something is still not right.
        </p>
      ) : (
        <ReplyForm feedback={feedback} />
      )}
    </article>
  );
}

/** "Your feedback": what I sent, its status and the answers; `selected` opens one thread. */
export function MyFeedback({
  selected,
  onSelect,
  onWrite,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
  onWrite: () => void;
}) {
  const mine = useMyFeedback();
  if (mine.isPending) {
    return (
      <div role="status" aria-label="Loading your feedback" className="space-y-2">
        <div className="h-16 animate-pulse rounded-control bg-ink-100" />
        <div className="h-16 animate-pulse rounded-control bg-ink-100" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Your feedback did not load"
        actions={<Button onClick={() => void mine.refetch()}>Try again</Button>}
      >
        {errorMessage(mine.error)}
      </StatePanel>
    );
  }
  const open = selected ? mine.data.find((feedback) => feedback.id === selected) : undefined;
  if (selected && open) return <Thread feedback={open} onBack={() => onSelect(null)} />;
  return (
    <div className="space-y-3">
      {selected && !open && <Alert tone="info">That feedback is not among yours any more.</Alert>}
      {mine.data.length === 0 ? (
        <StatePanel
          Icon={MessageSquareText}
          title="You have not sent feedback yet"
          actions={<Button onClick={onWrite}>Send feedback</Button>}
        >
          What you send, and our answers, are kept here.
        </StatePanel>
      ) : (
        <ul aria-label="Your feedback" className="space-y-2">
          {mine.data.map((feedback) => {
            const last = feedback.replies.at(-1);
            return (
              <li key={feedback.id}>
                <button
                  type="button"
                  onClick={() => onSelect(feedback.id)}
                  className="w-full rounded-control border border-ink-200 p-3 text-left hover:bg-ink-50"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium text-ink-900">
                      {FEEDBACK_CATEGORY_NAMES[feedback.category]}: {excerpt(feedback.what_happened)}
                    </span>
                    <FeedbackStatusPill status={feedback.status} />
                  </span>
                  <span className="mt-1 block text-xs text-ink-600">
                    <DateText iso={feedback.created_at} />
                    {last?.from === 'team'
                      ? ' · Answered'
                      : feedback.replies.length > 0
                        ? ` · ${feedback.replies.length} in the thread`
                        : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

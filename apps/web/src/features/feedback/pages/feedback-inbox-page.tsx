import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_NAMES,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_TAGS_MAX,
  FeedbackCategorySchema,
  FeedbackStatusSchema,
  FeedbackTagSchema,
  OperatorReplyInputSchema,
  type FeedbackStatus,
  type OperatorFeedback,
} from '@talent/contract/feedback';
import { CloudOff, ImageIcon, Inbox, MessageSquareText, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { DateText } from '../../../components/date-text.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import {
  useAnswerInboxItem,
  useInbox,
  useInboxItem,
  useInboxTags,
  useUpdateInboxItem,
} from '../api/feedback-inbox.ts';
import type { InboxFilters } from '../api/feedback-keys.ts';
import { excerpt } from '../lib/excerpt.ts';
import { FeedbackStatusPill } from '../components/status-pill.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';

const selectClass =
  'mt-1.5 block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

function filtersOf(params: URLSearchParams): InboxFilters {
  const status = FeedbackStatusSchema.safeParse(params.get('status'));
  const category = FeedbackCategorySchema.safeParse(params.get('category'));
  return {
    status: status.success ? status.data : null,
    category: category.success ? category.data : null,
    tag: params.get('tag') || null,
  };
}

/** The same filters with one item open (or none). */
function withItem(params: URLSearchParams, id: string | null): string {
  const next = new URLSearchParams(params);
  if (id) next.set('id', id);
  else next.delete('id');
  return `?${next.toString()}`;
}

function Filters({ filters }: { filters: InboxFilters }) {
  const [params, setParams] = useSearchParams();
  const tags = useInboxTags();
  const inbox = useInbox(filters);
  const counts = inbox.data?.counts;
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('id');
    setParams(next, { replace: true });
  };
  const chip = (active: boolean) =>
    `inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset ${
      active ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-100'
    }`;
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-1.5">
        <button
          type="button"
          aria-pressed={filters.status === null}
          className={chip(filters.status === null)}
          onClick={() => set('status', null)}
        >
          All
        </button>
        {FEEDBACK_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={filters.status === status}
            className={chip(filters.status === status)}
            onClick={() => set('status', status)}
          >
            {FEEDBACK_STATUS_LABELS[status]}
            {counts && ' '}
            {counts && <span className="tabular-nums opacity-80">{counts[status]}</span>}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium text-ink-800">
          Category
          <select
            className={selectClass}
            value={filters.category ?? ''}
            onChange={(event) => set('category', event.target.value || null)}
          >
            <option value="">Every category</option>
            {FEEDBACK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {FEEDBACK_CATEGORY_NAMES[category]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-ink-800">
          Tag
          <select
            className={selectClass}
            value={filters.tag ?? ''}
            onChange={(event) => set('tag', event.target.value || null)}
          >
            <option value="">Any tag</option>
            {filters.tag && !tags.data?.some((t) => t.tag === filters.tag) && (
              <option value={filters.tag}>{filters.tag}</option>
            )}
            {tags.data?.map((t) => (
              <option key={t.tag} value={t.tag}>
                {t.tag} ({t.count})
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}

function InboxList({ filters, selected }: { filters: InboxFilters; selected: string | null }) {
  const [params] = useSearchParams();
  const inbox = useInbox(filters);
  if (inbox.isPending) {
    return (
      <div role="status" aria-label="Loading feedback" className="space-y-2">
        <div className="h-20 animate-pulse rounded-card bg-ink-100" />
        <div className="h-20 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Feedback did not load"
        actions={<Button onClick={() => void inbox.refetch()}>Try again</Button>}
      >
        {errorMessage(inbox.error)}
      </StatePanel>
    );
  }
  if (inbox.data.data.length === 0) {
    const filtered = filters.status || filters.category || filters.tag;
    return (
      <StatePanel Icon={Inbox} title={filtered ? 'Nothing matches these filters' : 'No feedback yet'}>
        {filtered
          ? 'Try another status, category or tag.'
          : 'What people send from the Feedback button on every page appears here, newest first.'}
      </StatePanel>
    );
  }
  return (
    <ul aria-label="Feedback" className="space-y-2">
      {inbox.data.data.map((item) => (
        <li key={item.id}>
          <Link
            to={withItem(params, item.id)}
            aria-current={item.id === selected ? 'true' : undefined}
            className={`block rounded-card border bg-white p-3 shadow-xs hover:border-ink-300 ${
              item.id === selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-200'
            }`}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
                {FEEDBACK_CATEGORY_NAMES[item.category]}
              </span>
              <FeedbackStatusPill status={item.status} />
              {item.has_screenshot && (
                <ImageIcon aria-label="With a screenshot" role="img" className="size-4 text-ink-500" />
              )}
              {item.reply_count > 0 && (
                <span className="inline-flex items-center gap-1 text-xs text-ink-600">
                  <MessageSquareText aria-hidden="true" className="size-3.5" />
                  {item.reply_count}
                  <span className="sr-only"> in the thread</span>
                </span>
              )}
            </span>
            <span className="mt-1 block text-sm font-medium text-ink-900">{excerpt(item.what_happened)}</span>
            <span className="mt-1 block text-xs text-ink-600">
              {item.author.name} · {item.author.role} · <DateText iso={item.created_at} withTime />
            </span>
            {item.tags.length > 0 && (
              <span className="mt-1.5 flex flex-wrap gap-1">
                {item.tags.map((tag) => (
                  <span key={tag} className="rounded bg-ink-100 px-1.5 py-0.5 text-xs text-ink-700">
                    {tag}
                  </span>
                ))}
              </span>
            )}
          </Link>
        </li>
      ))}
      {inbox.data.next_cursor && (
        <li className="text-center text-xs text-ink-600">
          The newest {inbox.data.data.length} are shown; narrow the filters to see older ones.
        </li>
      )}
    </ul>
  );
}

function TagsEditor({ item }: { item: OperatorFeedback }) {
  const update = useUpdateInboxItem();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const save = async (tags: string[]) => {
    try {
      await update.mutateAsync({ id: item.id, body: { tags } });
      return true;
    } catch (error) {
      setProblem(errorMessage(error, 'The tags were not saved. Please try again.'));
      return false;
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = FeedbackTagSchema.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'This tag cannot be used.');
      return;
    }
    if (item.tags.length >= FEEDBACK_TAGS_MAX && !item.tags.includes(parsed.data)) {
      setProblem(`Up to ${FEEDBACK_TAGS_MAX} tags.`);
      return;
    }
    setProblem(null);
    if (await save([...item.tags, parsed.data])) setText('');
  };
  return (
    <div>
      <p className="text-sm font-medium text-ink-800">Tags</p>
      <ul aria-label="Tags" className="mt-1.5 flex flex-wrap gap-1.5">
        {item.tags.length === 0 && <li className="text-sm text-ink-500">None yet.</li>}
        {item.tags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-ink-100 py-0.5 pr-1 pl-2.5 text-sm text-ink-800"
          >
            {tag}
            <button
              type="button"
              className="rounded-full p-0.5 text-ink-500 hover:bg-ink-200 hover:text-ink-900"
              aria-label={`Remove the tag ${tag}`}
              onClick={() => void save(item.tags.filter((t) => t !== tag))}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void add(event)} noValidate className="mt-2 flex gap-2">
        <label htmlFor={`${id}-tag`} className="sr-only">
          New tag
        </label>
        <input
          id={`${id}-tag`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Add a tag, e.g. search"
          maxLength={40}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
        />
        <Button type="submit" variant="secondary" loading={update.isPending}>
          Add
        </Button>
      </form>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1.5 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

type AnswerInput = z.input<typeof OperatorReplyInputSchema>;
type AnswerOutput = z.output<typeof OperatorReplyInputSchema>;
const answerResolver = zodResolver(OperatorReplyInputSchema) as Resolver<AnswerInput, unknown, AnswerOutput>;

function AnswerForm({ item }: { item: OperatorFeedback }) {
  const answer = useAnswerInboxItem();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AnswerInput, unknown, AnswerOutput>({
    resolver: answerResolver,
    defaultValues: { body: '', status: 'answered' },
  });
  const body = useWatch({ control, name: 'body' });
  const submit = handleSubmit(async (input) => {
    try {
      await answer.mutateAsync({ id: item.id, body: input });
      reset({ body: '', status: 'answered' });
      toast.success(`Answer sent to ${item.author.name}.`);
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['body', 'status'])) {
        setError('root.server', {
          message: errorMessage(error, 'The answer was not sent. Please try again.'),
        });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextBox
        label={`Answer ${item.author.name}`}
        hint="They get it in the app and by mail."
        rows={4}
        maxLength={FEEDBACK_REPLY_MAX}
        count={(body ?? '').length}
        error={errors.body?.message}
        registration={register('body')}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-ink-800">
          Then mark it
          <select id={`${id}-status`} className={selectClass} {...register('status')}>
            {FEEDBACK_STATUSES.filter((s) => s !== 'new').map((status) => (
              <option key={status} value={status}>
                {FEEDBACK_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" loading={isSubmitting}>
          Send answer
        </Button>
      </div>
    </form>
  );
}

function StatusSelect({ item }: { item: OperatorFeedback }) {
  const update = useUpdateInboxItem();
  const id = useId();
  const change = async (status: FeedbackStatus) => {
    try {
      await update.mutateAsync({ id: item.id, body: { status } });
      toast.success(`Marked ${FEEDBACK_STATUS_LABELS[status].toLowerCase()}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The status was not changed. Please try again.'));
    }
  };
  return (
    <div>
      <label htmlFor={`${id}-status`} className="block text-sm font-medium text-ink-800">
        Status
      </label>
      <select
        id={`${id}-status`}
        className={selectClass}
        value={item.status}
        disabled={update.isPending}
        onChange={(event) => void change(event.target.value as FeedbackStatus)}
      >
        {FEEDBACK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {FEEDBACK_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}

function Detail({ id }: { id: string }) {
  const [params] = useSearchParams();
  const query = useInboxItem(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loadedId = query.data?.id;
  // Opening an item (by keyboard or click) takes the reader to it.
  useEffect(() => {
    if (loadedId) heading.current?.focus({ preventScroll: true });
  }, [loadedId]);
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the feedback"
        className="h-64 animate-pulse rounded-card bg-ink-100"
      />
    );
  }
  if (query.isError) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="This feedback did not load"
        actions={
          <>
            <Button onClick={() => void query.refetch()}>Try again</Button>
            <Link to={withItem(params, null)} className="text-sm font-medium text-brand-800 underline">
              Back to the list
            </Link>
          </>
        }
      >
        {errorMessage(query.error)}
      </StatePanel>
    );
  }
  const item = query.data;
  const context = item.context;
  return (
    <article
      aria-labelledby="feedback-detail-title"
      className="space-y-5 rounded-card border border-ink-200 bg-white p-5 shadow-xs"
    >
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
            {FEEDBACK_CATEGORY_NAMES[item.category]}
          </span>
          <FeedbackStatusPill status={item.status} />
        </div>
        <h2
          id="feedback-detail-title"
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-lg font-semibold text-ink-900 focus:outline-none"
        >
          {excerpt(item.what_happened, 80)}
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          {item.author.name} ({item.author.email}, {item.author.role}) ·{' '}
          <DateText iso={item.created_at} withTime />
        </p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <StatusSelect item={item} />
        <TagsEditor item={item} />
      </div>

      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-ink-800">What happened</dt>
          <dd className="mt-0.5 whitespace-pre-wrap text-ink-700">{item.what_happened}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-800">What they expected</dt>
          <dd className="mt-0.5 whitespace-pre-wrap text-ink-700">{item.expected}</dd>
        </div>
      </dl>

      {item.screenshot_url && (
        <section aria-labelledby="feedback-screenshot-title">
          <h3 id="feedback-screenshot-title" className="text-sm font-medium text-ink-800">
            Screenshot
          </h3>
          <a href={item.screenshot_url} target="_blank" rel="noreferrer" className="mt-1.5 block">
            <img
              src={item.screenshot_url}
              alt={`Screenshot sent by ${item.author.name}`}
              className="max-h-96 w-full rounded-control border border-ink-200 bg-ink-50 object-contain"
            />
            <span className="mt-1 block text-xs text-brand-800 underline">Open full size</span>
          </a>
        </section>
      )}

      <section aria-labelledby="feedback-details-title">
        <h3 id="feedback-details-title" className="text-sm font-medium text-ink-800">
          Technical details
        </h3>
        {context ? (
          <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-control bg-ink-50 p-3 text-xs text-ink-700">
            <dt className="font-medium">Page</dt>
            <dd className="break-all">{context.path}</dd>
            <dt className="font-medium">Browser</dt>
            <dd className="break-words">{context.user_agent}</dd>
            <dt className="font-medium">Window</dt>
            <dd>
              {context.viewport.width} × {context.viewport.height}
            </dd>
            <dt className="font-medium">App version</dt>
            <dd className="break-all">{context.build_id}</dd>
            <dt className="font-medium">Recent errors</dt>
            <dd>
              {context.console_errors.length === 0 ? (
                'None'
              ) : (
                <ul className="space-y-1">
                  {context.console_errors.map((entry, index) => (
                    <li key={index} className="font-mono break-words">
                      <DateText iso={entry.at} withTime />: {entry.message}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        ) : (
          <p className="mt-1 text-sm text-ink-600">The author chose not to send them.</p>
        )}
      </section>

      <section aria-labelledby="feedback-thread-title" className="space-y-3">
        <h3 id="feedback-thread-title" className="text-sm font-medium text-ink-800">
          Thread
        </h3>
        {item.replies.length === 0 ? (
          <p className="text-sm text-ink-600">No answer yet.</p>
        ) : (
          <ol className="space-y-2">
            {item.replies.map((reply) => (
              <li
                key={reply.id}
                className={`rounded-control p-3 text-sm ${
                  reply.from === 'team' ? 'ml-6 bg-brand-50' : 'mr-6 bg-ink-100'
                }`}
              >
                <p className="text-xs font-semibold text-ink-600">
                  {reply.from === 'team' ? (reply.author_name ?? 'The team') : item.author.name} ·{' '}
                  <DateText iso={reply.created_at} withTime />
                </p>
                <p className="mt-1 whitespace-pre-wrap text-ink-800">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
        <AnswerForm key={item.id} item={item} />
      </section>
    </article>
  );
}

/**
 * `/recruiter/feedback` (operators): everyone's feedback, newest first, by status, category and tag; one opens
 * beside the list (`?id=`) with its screenshot, details and thread, to tag, move and answer.
 */
export default function FeedbackInboxPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const selected = params.get('id');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1.5 mb-6 text-sm text-ink-600">
        What people send from the Feedback button, newest first. Tag it, move it along, and answer: the author
        is told in the app and by mail.
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Feedback list" className="space-y-4">
          <Filters filters={filters} />
          <InboxList filters={filters} selected={selected} />
        </section>
        <section aria-label="Selected feedback">
          {selected ? (
            <Detail key={selected} id={selected} />
          ) : (
            <div className="hidden rounded-card border border-dashed border-ink-300 p-10 text-center text-sm text-ink-600 lg:block">
              Choose a feedback to read it, see its screenshot and answer.
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

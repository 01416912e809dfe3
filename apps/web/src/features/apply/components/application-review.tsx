import type { ScreenerAnswer, StoredFile } from '@talent/contract/applications';
import type { ScreenerQuestion } from '@talent/contract/jobs';
import { CircleAlert, FileText, Pencil, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { fileSize } from '../lib/format.ts';
import { answerText, coveredText, KNOCKOUT_WARNING, missesKnockout } from '../lib/screener.ts';

export type ReviewSection = 'resume' | 'cover' | 'questions';

export interface ApplicationReviewProps {
  questions: readonly ScreenerQuestion[];
  resume: StoredFile | null;
  coverNote: string;
  answers: readonly ScreenerAnswer[];
  /** Called by each section's Edit button; leave out for a read-only review. */
  onEdit?: ((section: ReviewSection) => void) | undefined;
  /** A problem to show in a section (missing resume, a server 422 on a field). */
  errors?: Partial<Record<ReviewSection, string>> | undefined;
}

function Section({
  id,
  title,
  editLabel,
  onEdit,
  error,
  children,
}: {
  id: string;
  title: string;
  editLabel: string;
  onEdit: (() => void) | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-ink-200 py-5 first:border-t-0 first:pt-0">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-sm font-semibold text-ink-900">
          {title}
        </h2>
        {onEdit && (
          <button
            type="button"
            onClick={onEdit}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="size-3.5" />
            {editLabel}
          </button>
        )}
      </div>
      {error && (
        <p className="mt-2 flex items-start gap-2 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Everything the recruiter will receive, section by section, with an Edit button per section. */
export function ApplicationReview({
  questions,
  resume,
  coverNote,
  answers,
  onEdit,
  errors = {},
}: ApplicationReviewProps) {
  const byId = new Map(answers.map((a) => [a.question_id, a.value]));
  const byBadge = new Set(answers.filter((a) => a.badge_id !== undefined).map((a) => a.question_id));
  return (
    <div>
      <Section
        id="review-resume"
        title="Resume"
        editLabel="Change resume"
        onEdit={onEdit && (() => onEdit('resume'))}
        error={errors.resume}
      >
        {resume ? (
          <p className="flex items-center gap-2 text-sm text-ink-800">
            <FileText aria-hidden="true" className="size-4 text-brand-700" />
            <span className="font-medium">{resume.name}</span>
            <span className="text-ink-500">· {fileSize(resume.size)}</span>
          </p>
        ) : (
          !errors.resume && <p className="text-sm text-ink-600">No resume chosen.</p>
        )}
      </Section>

      <Section
        id="review-cover"
        title="Cover note"
        editLabel="Edit cover note"
        onEdit={onEdit && (() => onEdit('cover'))}
        error={errors.cover}
      >
        {coverNote.trim() ? (
          // Plain text with its line breaks; never HTML.
          <p className="text-sm leading-relaxed whitespace-pre-line text-ink-800">{coverNote}</p>
        ) : (
          <p className="text-sm text-ink-600">No cover note. It is optional, but recruiters read it first.</p>
        )}
      </Section>

      {questions.length > 0 && (
        <Section
          id="review-questions"
          title="Screening questions"
          editLabel="Edit answers"
          onEdit={onEdit && (() => onEdit('questions'))}
          error={errors.questions}
        >
          <dl className="space-y-3">
            {questions.map((question) => {
              const value = byId.get(question.id);
              const missed = missesKnockout(question, value);
              return (
                <div key={question.id}>
                  <dt className="text-sm text-ink-600">{question.text}</dt>
                  <dd className="mt-0.5 text-sm font-medium whitespace-pre-line text-ink-900">
                    {byBadge.has(question.id) ? coveredText(question) : answerText(question, value)}
                    {value === undefined && question.required && (
                      <span className="ml-1 font-normal text-red-700">(required)</span>
                    )}
                    {missed && (
                      <span className="mt-1.5 flex items-start gap-2 rounded-control bg-amber-50 px-3 py-2 font-normal text-amber-900 ring-1 ring-amber-200 ring-inset">
                        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        {KNOCKOUT_WARNING}
                      </span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </Section>
      )}
    </div>
  );
}

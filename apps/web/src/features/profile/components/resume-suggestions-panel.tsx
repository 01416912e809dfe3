import type { ResumeSuggestion } from '@talent/contract/profile';
import { Check, CircleAlert, FileSearch, RotateCcw, Sparkles, X } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import type { ResumeSuggestions } from '../../../lib/resume-suggestions-api.ts';
import { useDecideSuggestions } from '../api/resume-suggestions.ts';

const GROUPS: { kind: ResumeSuggestion['kind']; title: string; hint: string }[] = [
  { kind: 'skill', title: 'Skills', hint: 'Added to your skills, with the years when the resume says.' },
  { kind: 'title', title: 'Titles', hint: 'Used as the role you are after and your headline.' },
  { kind: 'years', title: 'Years of experience', hint: 'Your total years of work.' },
];

function SuggestionRow({
  suggestion,
  onDecide,
  busy,
}: {
  suggestion: ResumeSuggestion;
  onDecide: (accept: boolean) => void;
  busy: boolean;
}) {
  const decided = suggestion.status !== 'pending';
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink-900">
          {suggestion.label}
          {suggestion.kind === 'skill' && suggestion.years !== null && (
            <span className="font-normal text-ink-600">
              {' '}
              · {suggestion.years} yr{suggestion.years === 1 ? '' : 's'}
            </span>
          )}
        </p>
        {suggestion.evidence && (
          <p className="mt-0.5 line-clamp-2 text-xs text-ink-500">
            From your resume: <q className="italic">{suggestion.evidence}</q>
          </p>
        )}
      </div>
      {decided ? (
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${
            suggestion.status === 'accepted' ? 'bg-brand-50 text-brand-800' : 'bg-ink-100 text-ink-600'
          }`}
        >
          {suggestion.status === 'accepted' ? (
            <>
              <Check aria-hidden="true" className="size-3.5" /> Added to your profile
            </>
          ) : (
            'Dismissed'
          )}
        </span>
      ) : (
        <div className="flex gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => onDecide(true)}
            aria-label={`Add ${suggestion.label}`}
            className="inline-flex items-center gap-1 rounded-control border border-brand-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            <Check aria-hidden="true" className="size-4" />
            Add
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => onDecide(false)}
            aria-label={`Dismiss ${suggestion.label}`}
            className="inline-flex items-center gap-1 rounded-control border border-ink-200 bg-white px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-50 disabled:opacity-60"
          >
            <X aria-hidden="true" className="size-4" />
            Dismiss
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * What the server found in the resume. Nothing reaches the profile until the candidate adds it: each item on its
 * own, or all pending ones at once.
 */
export function ResumeSuggestionsPanel({
  suggestions,
  reading,
  onReadAgain,
}: {
  suggestions: ResumeSuggestions | undefined;
  reading: boolean;
  onReadAgain: () => void;
}) {
  const decide = useDecideSuggestions();
  const run = async (accept: string[], reject: string[], done: string) => {
    try {
      await decide.mutateAsync({ accept, reject });
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, 'Your choice was not saved. Please try again.'));
    }
  };

  if (reading) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-card border border-brand-200 bg-brand-50 p-5"
      >
        <Spinner className="size-5 text-brand-700" />
        <div>
          <p className="font-medium text-ink-900">Reading your resume…</p>
          <p className="text-sm text-ink-600">
            We look for skills, titles and years. It takes a few seconds.
          </p>
        </div>
      </div>
    );
  }
  if (!suggestions || suggestions.status === 'none') return null;
  if (suggestions.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-card border border-amber-200 bg-amber-50 p-5"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="text-sm">
          <p className="font-medium text-ink-900">We could not read this resume</p>
          <p className="mt-0.5 text-ink-700">
            {suggestions.message ?? 'Its text could not be read.'} Your resume is still saved and employers
            can open it.
          </p>
          <button
            type="button"
            onClick={onReadAgain}
            className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Try reading it again
          </button>
        </div>
      </div>
    );
  }

  const pending = suggestions.suggestions.filter((s) => s.status === 'pending');
  return (
    <section
      aria-labelledby="suggestions-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="suggestions-heading"
            className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900"
          >
            <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
            Found in your resume
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Nothing changes on your profile until you add it. Dismissed items do not come back.
          </p>
        </div>
        {pending.length > 1 && (
          <Button
            onClick={() =>
              void run(
                pending.map((s) => s.id),
                [],
                `${pending.length} suggestions added to your profile.`,
              )
            }
            loading={decide.isPending}
          >
            Add all {pending.length}
          </Button>
        )}
      </div>
      {suggestions.suggestions.length === 0 ? (
        <div className="mt-4 flex items-center gap-3 text-sm text-ink-600">
          <FileSearch aria-hidden="true" className="size-5 text-ink-400" />
          We did not find skills, titles or years we recognise. Add them on your profile by hand.
        </div>
      ) : (
        GROUPS.map(({ kind, title, hint }) => {
          const items = suggestions.suggestions.filter((s) => s.kind === kind);
          if (items.length === 0) return null;
          return (
            <div key={kind} className="mt-5">
              <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
              <p className="text-xs text-ink-500">{hint}</p>
              <ul aria-label={title} className="divide-y divide-ink-100">
                {items.map((s) => (
                  <SuggestionRow
                    key={s.id}
                    suggestion={s}
                    busy={decide.isPending}
                    onDecide={(accept) =>
                      void run(
                        accept ? [s.id] : [],
                        accept ? [] : [s.id],
                        accept ? `${s.label} added to your profile.` : `${s.label} dismissed.`,
                      )
                    }
                  />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

import { FILE_LIMITS, type StoredFile } from '@talent/contract/applications';
import type { Onboarding, ResumeSuggestion } from '@talent/contract/profile';
import { Check, FileText, Sparkles, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import {
  useDecideSuggestions,
  useExtractSuggestions,
  useStoredSuggestions,
} from '../api/resume-step-suggestions.ts';
import { useSaveStep } from '../api/save-step.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { checkFile, UploadError, uploadFile } from '../../../lib/upload-file.ts';
import { StepShell, type StepNavigation } from './step-shell.tsx';

type Choice = 'accept' | 'reject';

const KIND_LABELS: Record<ResumeSuggestion['kind'], string> = {
  skill: 'Skill',
  title: 'Role',
  years: 'Experience',
};

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;
}

function SuggestionRow({
  suggestion,
  choice,
  onChoose,
}: {
  suggestion: ResumeSuggestion;
  choice: Choice | undefined;
  onChoose: (choice: Choice | undefined) => void;
}) {
  const decided = suggestion.status !== 'pending';
  return (
    <li className="flex flex-wrap items-center gap-3 px-3.5 py-3">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
            {KIND_LABELS[suggestion.kind]}
          </span>
          <span className="font-medium text-ink-900">{suggestion.label}</span>
        </span>
        {suggestion.evidence && (
          <span className="mt-1 block truncate text-xs text-ink-500">
            From your resume: “{suggestion.evidence}”
          </span>
        )}
      </span>
      {decided ? (
        <span className="text-sm font-medium text-ink-600">
          {suggestion.status === 'accepted' ? 'Added to your profile' : 'Rejected'}
        </span>
      ) : (
        <span className="flex gap-2">
          <button
            type="button"
            aria-pressed={choice === 'accept'}
            aria-label={`Accept ${suggestion.label}`}
            onClick={() => onChoose(choice === 'accept' ? undefined : 'accept')}
            className={buttonClasses(choice === 'accept' ? 'primary' : 'secondary', 'px-3 py-1.5')}
          >
            <Check aria-hidden="true" className="size-4" />
            Accept
          </button>
          <button
            type="button"
            aria-pressed={choice === 'reject'}
            aria-label={`Reject ${suggestion.label}`}
            onClick={() => onChoose(choice === 'reject' ? undefined : 'reject')}
            className={buttonClasses(choice === 'reject' ? 'danger' : 'secondary', 'px-3 py-1.5')}
          >
            <X aria-hidden="true" className="size-4" />
            Reject
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * Upload a resume (with progress), save it as the step, then offer what the server read from it: each suggestion
 * is accepted or rejected by the candidate; nothing reaches the profile without a yes.
 */
export function ResumeSuggestionsStep({
  onboarding,
  onDone,
  onPrefilled,
  nav,
}: {
  onboarding: Onboarding;
  /** Move on (the step is saved, or the candidate continues after it was). */
  onDone: () => void;
  /** Accepted suggestions changed the profile: the other steps show them from now on. */
  onPrefilled: () => void;
  nav: StepNavigation;
}) {
  const id = useId();
  const save = useSaveStep('resume');
  const extract = useExtractSuggestions();
  const decide = useDecideSuggestions();
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const resume: StoredFile | null = onboarding.profile.resume;
  const saved = onboarding.completed_steps.includes('resume') && resume !== null;
  // What the server kept from reading this resume; shown again when the step is reopened.
  const stored = useStoredSuggestions(saved);
  const suggestions =
    !replacing && stored.data && stored.data.status !== 'none' && stored.data.file_id === resume?.id
      ? stored.data
      : null;

  const read = async (fileId: string) => {
    setFormError(undefined);
    try {
      await extract.mutateAsync(fileId);
      setChoices({});
    } catch (error) {
      setFormError(
        errorMessage(error, 'We could not read your resume. You can continue without suggestions.'),
      );
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file, 'resume');
    setFieldError(problem);
    if (problem) return;
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ name: file.name, fraction: 0 });
    setReplacing(true);
    try {
      const stored = await uploadFile({
        file,
        kind: 'resume',
        signal: controller.signal,
        onProgress: (fraction) => setUpload({ name: file.name, fraction }),
      });
      setUpload(null);
      await save.mutateAsync({ resume_file_id: stored.id });
      await read(stored.id);
    } catch (failure) {
      if (failure instanceof UploadError) {
        if (!failure.aborted) setFieldError(failure.message);
      } else {
        setFieldError(errorMessage(failure, 'Your resume could not be saved. Please try again.'));
      }
    } finally {
      abort.current = null;
      setUpload(null);
      setReplacing(false);
    }
  };

  const pending = suggestions?.suggestions.filter((s) => s.status === 'pending') ?? [];
  const chosen = Object.entries(choices);

  const onContinue = async () => {
    if (!saved) {
      setFieldError('Upload your resume, or skip this step.');
      return;
    }
    if (chosen.length > 0) {
      try {
        await decide.mutateAsync({
          accept: chosen.filter(([, c]) => c === 'accept').map(([key]) => key),
          reject: chosen.filter(([, c]) => c === 'reject').map(([key]) => key),
        });
        if (chosen.some(([, c]) => c === 'accept')) onPrefilled();
      } catch (error) {
        setFormError(errorMessage(error, 'Your choices were not saved. Please try again.'));
        return;
      }
    }
    onDone();
  };

  const accepted = chosen.filter(([, c]) => c === 'accept').length;
  const errorId = fieldError ? `${id}-error` : undefined;

  return (
    <StepShell
      title="Your resume"
      description={
        <>
          Upload it once; we keep it for your applications. We can also read it and suggest skills and a role
          for your profile — you choose what to keep.
        </>
      }
      onSubmit={(event) => {
        event.preventDefault();
        void onContinue();
      }}
      saving={decide.isPending}
      error={formError}
      nav={nav}
      continueLabel={
        accepted > 0 ? `Add ${accepted} to my profile and ${nav.last ? 'finish' : 'continue'}` : undefined
      }
    >
      <div>
        {resume && !upload && (
          <div className="flex items-center gap-3 rounded-control border border-brand-200 bg-brand-50 px-3.5 py-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block truncate font-medium text-ink-900">{resume.name}</span>
              <span className="text-ink-600">{fileSize(resume.size)} · saved</span>
            </span>
          </div>
        )}
        {upload ? (
          <UploadProgress
            label={`Uploading ${upload.name}`}
            cancelLabel={`Cancel uploading ${upload.name}`}
            fraction={upload.fraction}
            onCancel={() => abort.current?.abort()}
          />
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <input
              id={`${id}-file`}
              type="file"
              accept={[...FILE_LIMITS.resume.types, '.pdf', '.docx'].join(',')}
              onChange={(event) => void onFile(event)}
              aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
              disabled={save.isPending || extract.isPending}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-file`}
              className={buttonClasses(
                resume ? 'secondary' : 'primary',
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              )}
            >
              <Upload aria-hidden="true" className="size-4" />
              {resume ? 'Replace the resume' : 'Upload your resume'}
            </label>
            {saved && !suggestions && !extract.isPending && !stored.isFetching && (
              <Button variant="secondary" onClick={() => void read(resume.id)}>
                <Sparkles aria-hidden="true" className="size-4" />
                Suggest from my resume
              </Button>
            )}
          </div>
        )}
        <p id={`${id}-hint`} className="mt-2 text-xs text-ink-500">
          {FILE_LIMITS.resume.label}.
        </p>
        {fieldError && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {fieldError}
          </p>
        )}
      </div>

      {(save.isPending || extract.isPending) && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner />
          {save.isPending ? 'Saving your resume…' : 'Reading your resume…'}
        </p>
      )}

      {suggestions && (
        <section aria-labelledby={`${id}-suggestions`}>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h3 id={`${id}-suggestions`} className="font-semibold text-ink-900">
                Suggestions from your resume
              </h3>
              <p className="text-sm text-ink-600">Accept what is right; nothing changes without your yes.</p>
            </div>
            {pending.length > 1 && (
              <Button
                variant="ghost"
                onClick={() => setChoices(Object.fromEntries(pending.map((s) => [s.id, 'accept' as const])))}
              >
                Accept all
              </Button>
            )}
          </div>
          {suggestions.status === 'failed' ? (
            <div className="mt-3">
              <Alert tone="info">
                {suggestions.message ?? 'We could not read the text of this resume.'} You can fill in your
                profile by hand.
              </Alert>
            </div>
          ) : suggestions.suggestions.length === 0 ? (
            <p className="mt-3 rounded-control border border-dashed border-ink-300 px-4 py-4 text-sm text-ink-600">
              We found nothing to suggest in this resume.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-ink-100 rounded-control border border-ink-200">
              {suggestions.suggestions.map((suggestion) => (
                <SuggestionRow
                  key={suggestion.id}
                  suggestion={suggestion}
                  choice={choices[suggestion.id]}
                  onChoose={(choice) =>
                    setChoices((old) => {
                      const next = { ...old };
                      if (choice) next[suggestion.id] = choice;
                      else delete next[suggestion.id];
                      return next;
                    })
                  }
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </StepShell>
  );
}

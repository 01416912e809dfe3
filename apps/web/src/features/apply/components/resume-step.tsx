import { useQueryClient } from '@tanstack/react-query';
import { FILE_LIMITS, type StoredFile } from '@talent/contract/applications';
import { CloudOff, FileText, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { applyKeys } from '../api/apply-keys.ts';
import { useFiles } from '../api/get-files.ts';
import { checkFile, UploadError, uploadFile } from '../../../lib/upload-file.ts';
import { DateText } from '../../../components/date-text.tsx';
import { fileSize } from '../lib/format.ts';

/** Where the focus goes as an upload starts and ends: the progress's cancel button, the input, the chosen resume. */
const FOCUS_TARGETS = {
  cancel: 'button',
  input: 'input[type="file"]',
  chosen: 'input[type="radio"]:checked',
} as const;

export interface ResumeStepProps {
  /** The chosen resume's id (from the draft), or null. */
  selectedId: string | null;
  /** A stored resume was chosen, or one was uploaded (it is then chosen). */
  onSelect: (file: StoredFile) => void;
  /** An error for the field from outside: "Choose or upload a resume.", or the server's 422 message. */
  error?: string | undefined;
  /** "sr-only" when the page already has a visible heading for this step (the legend still names the group). */
  legend?: 'visible' | 'sr-only' | undefined;
  /** The draft's resume, shown even before the list has loaded. */
  knownResume?: StoredFile | null | undefined;
}

/**
 * Choose one of the candidate's stored resumes or upload a new one (with progress). The file's type and size are
 * checked against the contract's limits before upload; the server's verdict shows on the same field.
 */
export function ResumeStep({
  selectedId,
  onSelect,
  error,
  knownResume,
  legend = 'visible',
}: ResumeStepProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const files = useFiles('resume');
  const abort = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  // One stored resume and nothing chosen yet: that is the one to send, so it starts chosen (once; the candidate
  // may still upload another).
  const only = selectedId === null && files.data?.length === 1 ? files.data[0]! : null;
  const preselected = useRef(false);
  useEffect(() => {
    if (!only || preselected.current) return;
    preselected.current = true;
    onSelect(only);
  }, [only, onSelect]);

  // The file input gives way to the progress bar and back, so the focus it had would fall to the page's body:
  // it follows the upload instead (the cancel button while it runs, then the new resume, or the input again).
  const uploadArea = useRef<HTMLDivElement>(null);
  const [focusTo, setFocusTo] = useState<{ target: keyof typeof FOCUS_TARGETS } | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    // Only focus that was lost (or is still on the upload) moves: never away from where the candidate went.
    if (!focusTo || (active && active !== document.body && !uploadArea.current?.contains(active))) return;
    const root = focusTo.target === 'chosen' ? uploadArea.current?.closest('fieldset') : uploadArea.current;
    root?.querySelector<HTMLElement>(FOCUS_TARGETS[focusTo.target])?.focus();
  }, [focusTo]);

  const [uploaded, setUploaded] = useState<StoredFile | null>(null);
  // The draft's resume or the one just uploaded may be newer than the list; show them either way.
  const resumes = [uploaded, knownResume, ...(files.data ?? [])].filter(
    (file, index, all): file is StoredFile =>
      file !== null && file !== undefined && all.findIndex((other) => other?.id === file.id) === index,
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const follow = (target: keyof typeof FOCUS_TARGETS) => setFocusTo({ target });
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file, 'resume');
    setUploadError(problem);
    if (problem) return;
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ name: file.name, fraction: 0 });
    follow('cancel');
    let done = false;
    try {
      const stored = await uploadFile({
        file,
        kind: 'resume',
        signal: controller.signal,
        onProgress: (fraction) => setUpload({ name: file.name, fraction }),
      });
      queryClient.setQueryData<StoredFile[]>(applyKeys.files('resume'), (old) => [
        stored,
        ...(old ?? []).filter((f) => f.id !== stored.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: applyKeys.filesAll() });
      setUploaded(stored);
      onSelect(stored);
      done = true;
    } catch (failure) {
      if (failure instanceof UploadError) {
        if (!failure.aborted) setUploadError(failure.message);
      } else {
        setUploadError(errorMessage(failure, 'The upload failed. Please try again.'));
      }
    } finally {
      abort.current = null;
      setUpload(null);
      follow(done ? 'chosen' : 'input');
    }
  };

  const shownError = uploadError ?? error;
  const errorId = shownError ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;

  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      aria-invalid={shownError ? true : undefined}
    >
      <legend className={legend === 'sr-only' ? 'sr-only' : 'text-base font-semibold text-ink-900'}>
        Your resume
      </legend>
      <p id={hintId} className={`text-sm text-ink-600 ${legend === 'sr-only' ? '' : 'mt-1'}`}>
        Choose a resume you have stored, or upload a new one ({FILE_LIMITS.resume.label}).
      </p>

      <div className="mt-4">
        {files.isPending && !knownResume ? (
          <div role="status" aria-label="Loading your resumes" className="space-y-2">
            <div aria-hidden="true" className="h-16 animate-pulse rounded-control bg-ink-100" />
          </div>
        ) : files.isError && resumes.length === 0 ? (
          <p
            role="alert"
            className="flex flex-wrap items-center gap-2 rounded-control bg-red-50 px-3.5 py-3 text-sm text-red-800"
          >
            <CloudOff aria-hidden="true" className="size-4" />
            Your stored resumes did not load. {errorMessage(files.error)}
            <button type="button" onClick={() => void files.refetch()} className="font-medium underline">
              Try again
            </button>
          </p>
        ) : resumes.length === 0 ? (
          <p className="rounded-control border border-dashed border-ink-300 px-3.5 py-3 text-sm text-ink-600">
            You have no stored resume yet. Upload one below; we keep it for your next application.
          </p>
        ) : (
          <ul className="space-y-2">
            {resumes.map((file) => {
              const optionId = `${id}-${file.id}`;
              return (
                <li key={file.id}>
                  <label
                    htmlFor={optionId}
                    className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 bg-white px-3.5 py-3 hover:border-ink-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                  >
                    <input
                      id={optionId}
                      type="radio"
                      name={`${id}-resume`}
                      value={file.id}
                      checked={selectedId === file.id}
                      onChange={() => onSelect(file)}
                      className="size-4 accent-brand-700"
                    />
                    <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-ink-900">{file.name}</span>
                      <span className="block text-xs text-ink-600">
                        {fileSize(file.size)} · uploaded <DateText iso={file.created_at} />
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div ref={uploadArea} className="mt-4">
        {upload ? (
          <UploadProgress
            label={`Uploading ${upload.name}`}
            cancelLabel={`Cancel uploading ${upload.name}`}
            fraction={upload.fraction}
            onCancel={() => abort.current?.abort()}
          />
        ) : (
          <>
            <input
              id={`${id}-file`}
              type="file"
              accept={[...FILE_LIMITS.resume.types, '.pdf', '.docx'].join(',')}
              onChange={(event) => void onFile(event)}
              aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-file`}
              className={buttonClasses(
                'secondary',
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              )}
            >
              <Upload aria-hidden="true" className="size-4" />
              Upload a new resume
            </label>
          </>
        )}
      </div>
      {shownError && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}

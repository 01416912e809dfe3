import { FILE_LIMITS, type StoredFile } from '@talent/contract/applications';
import { ArrowLeft, CircleAlert, Download, FileText, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { documentTitle } from '../../../lib/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useProfile } from '../api/get-profile.ts';
import { useExtractResume, useResumeSuggestions } from '../api/resume-suggestions.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { checkFile, UploadError, uploadFile } from '../../../lib/upload-file.ts';
import { ConfirmRemove } from '../components/confirm-remove.tsx';
import { DropZone } from '../components/drop-zone.tsx';
import { ResumeSuggestionsPanel } from '../components/resume-suggestions-panel.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { fileSize } from '../lib/labels.ts';
import { toast } from '../../../lib/toast.ts';

const ACCEPT = [...FILE_LIMITS.resume.types, '.pdf', '.docx'].join(',');

function CurrentResume({
  file,
  onReplace,
  onDelete,
  busy,
}: {
  file: StoredFile;
  onReplace: () => void;
  onDelete: () => Promise<boolean>;
  busy: boolean;
}) {
  return (
    <section
      aria-labelledby="current-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="current-heading" className="text-sm font-semibold text-ink-500">
        Your resume
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
          <FileText aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium break-all text-ink-900">{file.name}</p>
          <p className="text-sm text-ink-500">
            {fileSize(file.size)} · uploaded <DateText iso={file.created_at} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={file.url}
            download={file.name}
            className="inline-flex items-center gap-1.5 rounded-control border border-ink-200 bg-white px-3 py-2 text-sm font-semibold text-ink-800 hover:bg-ink-50"
          >
            <Download aria-hidden="true" className="size-4" />
            Download
          </a>
          <Button variant="secondary" onClick={onReplace} disabled={busy}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Replace
          </Button>
          <ConfirmRemove
            what="your resume"
            trigger="Delete"
            Icon={Trash2}
            title="Delete your resume?"
            description="It is removed from your profile. Applications you already sent keep the copy they were sent with."
            onConfirm={onDelete}
          />
        </div>
      </div>
    </section>
  );
}

export default function ResumeUploadPage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const extract = useExtractResume();
  const resume = profile.data?.resume ?? null;
  const suggestions = useResumeSuggestions(Boolean(resume));
  const [replacing, setReplacing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    document.title = documentTitle('Upload your resume');
    return () => abort.current?.abort();
  }, []);

  const read = async (fileId: string) => {
    try {
      await extract.mutateAsync(fileId);
    } catch (failure) {
      toast.error(errorMessage(failure, 'We could not read your resume just now. Try again in a moment.'));
    }
  };

  const onFile = async (file: File) => {
    const early = checkFile(file, 'resume');
    setError(early);
    if (early) return;
    const controller = new AbortController();
    abort.current = controller;
    setUploading(file.name);
    setProgress(0);
    let stored: StoredFile;
    try {
      stored = await uploadFile({ file, kind: 'resume', onProgress: setProgress, signal: controller.signal });
    } catch (failure) {
      if (!(failure instanceof UploadError && failure.aborted)) {
        setError(failure instanceof UploadError ? failure.message : 'The upload failed. Please try again.');
      }
      return;
    } finally {
      setProgress(null);
      setUploading(null);
      abort.current = null;
    }
    try {
      await update.mutateAsync({ resume_file_id: stored.id });
    } catch (failure) {
      setError(
        errorMessage(failure, 'Your resume was uploaded but not saved on your profile. Please try again.'),
      );
      return;
    }
    setReplacing(false);
    toast.success('Resume saved.');
    await read(stored.id);
  };

  const remove = async () => {
    try {
      await update.mutateAsync({ resume_file_id: null });
      toast.success('Resume deleted.');
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure, 'Your resume was not deleted. Please try again.'));
      return false;
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <Link
          to="/profile"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to your profile
        </Link>
        <h1 className="mt-3 font-display text-2xl font-bold text-ink-900">Your resume</h1>
        <p className="mt-1 text-ink-600">
          Employers receive it with each application. We also read it for skills, titles and years you can add
          to your profile in one click — nothing is added without you.
        </p>
      </div>

      {profile.isPending ? (
        <div
          role="status"
          aria-label="Loading your resume"
          className="h-32 animate-pulse rounded-card bg-ink-100"
        />
      ) : profile.isError ? (
        <StatePanel
          Icon={CircleAlert}
          tone="error"
          title="We could not load your resume"
          actions={<Button onClick={() => void profile.refetch()}>Try again</Button>}
        >
          {errorMessage(profile.error)}
        </StatePanel>
      ) : (
        <>
          {resume && !replacing && (
            <CurrentResume
              file={resume}
              onReplace={() => setReplacing(true)}
              onDelete={remove}
              busy={progress !== null}
            />
          )}
          {(!resume || replacing) &&
            (uploading !== null && progress !== null ? (
              <UploadProgress
                label={`Uploading ${uploading}`}
                fraction={progress}
                onCancel={() => abort.current?.abort()}
              />
            ) : (
              <DropZone
                accept={ACCEPT}
                hint={`${FILE_LIMITS.resume.label}. Drop it here or choose it.`}
                buttonLabel={resume ? 'Choose a new resume' : 'Choose a resume'}
                onFile={(file) => void onFile(file)}
                error={error}
              >
                <p className="font-medium text-ink-900">
                  {resume ? 'Drop your new resume here' : 'Drop your resume here'}
                </p>
              </DropZone>
            ))}
          {replacing && progress === null && (
            <button
              type="button"
              onClick={() => {
                setReplacing(false);
                setError(null);
              }}
              className="text-sm font-medium text-ink-600 hover:underline"
            >
              Keep my current resume
            </button>
          )}
          {resume && (
            <ResumeSuggestionsPanel
              suggestions={suggestions.data}
              reading={extract.isPending || (suggestions.isPending && suggestions.fetchStatus === 'fetching')}
              onReadAgain={() => void read(resume.id)}
            />
          )}
          {resume && suggestions.data?.status === 'none' && !extract.isPending && (
            <Button variant="secondary" onClick={() => void read(resume.id)}>
              Find skills and titles in my resume
            </Button>
          )}
        </>
      )}
    </div>
  );
}

import { FILE_LIMITS, type FileKind, type StoredFile } from '@talent/contract/applications';
import { Film, Plus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { probeDuration } from '../../../components/video-recorder/media.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { ResumableUploadError, uploadResumable } from '../../../lib/resumable-upload.ts';
import { toast } from '../../../lib/toast.ts';
import { checkFile, UploadError, uploadFile } from '../../../lib/upload-file.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';
import { useSaveRecording, type OperatorTalk } from '../api/console-talks.ts';
import { clock, readChapters, type ChapterRow } from '../lib/chapters.ts';

type Slot =
  | { state: 'empty' }
  | { state: 'uploading'; name: string; fraction: number; abort: AbortController }
  | {
      state: 'failed';
      name: string;
      message: string;
      file: File;
      resumable: boolean;
      resumeId: string | null;
    }
  | { state: 'done'; file: StoredFile; durationSeconds: number | null };

/**
 * One file field: choose, check against the contract's limits, upload with progress (the recording resumably, in
 * chunks, so a dropped connection continues where it stopped), then show what was uploaded.
 */
function FileSlot({
  label,
  kind,
  slot,
  onSlot,
  error,
}: {
  label: string;
  kind: FileKind;
  slot: Slot;
  onSlot: (slot: Slot) => void;
  error: string | undefined;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const limits = FILE_LIMITS[kind];

  const start = async (file: File, resumeId: string | null = null) => {
    const problem = checkFile(file, kind);
    if (problem) {
      onSlot({ state: 'failed', name: file.name, message: problem, file, resumable: false, resumeId: null });
      return;
    }
    const abort = new AbortController();
    const report = (fraction: number) => onSlot({ state: 'uploading', name: file.name, fraction, abort });
    report(0);
    try {
      if (kind === 'talk_recording') {
        const seconds = await probeDuration(file);
        const durationSeconds = seconds === null ? null : Math.round(seconds);
        const stored = await uploadResumable(file, {
          kind,
          ...(durationSeconds !== null ? { durationSeconds } : {}),
          onProgress: report,
          signal: abort.signal,
          ...(resumeId ? { resumeId } : {}),
        });
        onSlot({ state: 'done', file: stored, durationSeconds });
      } else {
        const stored = await uploadFile({ file, kind, onProgress: report, signal: abort.signal });
        onSlot({ state: 'done', file: stored, durationSeconds: null });
      }
    } catch (failure) {
      if (failure instanceof ResumableUploadError) {
        onSlot({
          state: 'failed',
          name: file.name,
          message: failure.aborted ? 'Upload stopped. Resume it or choose the file again.' : failure.message,
          file,
          resumable: failure.resumable || failure.aborted,
          resumeId: failure.uploadId,
        });
      } else if (failure instanceof UploadError) {
        onSlot({
          state: 'failed',
          name: file.name,
          message: failure.message,
          file,
          resumable: false,
          resumeId: null,
        });
      } else {
        onSlot({
          state: 'failed',
          name: file.name,
          message: errorMessage(failure, 'The upload failed. Please try again.'),
          file,
          resumable: false,
          resumeId: null,
        });
      }
    }
  };

  const shownError = slot.state === 'failed' ? slot.message : error;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="mt-1.5 space-y-2">
        {slot.state === 'uploading' ? (
          <UploadProgress
            label={slot.name}
            progressLabel={`Uploading ${label.toLowerCase()}`}
            fraction={slot.fraction}
            onCancel={() => slot.abort.abort()}
            cancelLabel={`Stop uploading ${slot.name}`}
          />
        ) : slot.state === 'done' ? (
          <p className="flex flex-wrap items-center gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
            Uploaded: <span className="font-medium">{slot.file.name}</span>
            {slot.durationSeconds !== null && <span>({clock(slot.durationSeconds)})</span>}
            <button
              type="button"
              onClick={() => onSlot({ state: 'empty' })}
              className="ml-auto text-sm font-medium text-brand-800 underline"
            >
              Remove <span className="sr-only">{slot.file.name}</span>
            </button>
          </p>
        ) : null}
        {slot.state !== 'uploading' && slot.state !== 'done' && (
          <input
            ref={input}
            id={id}
            type="file"
            accept={limits.types.join(',')}
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void start(file);
            }}
            className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-control file:border file:border-ink-200 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink-800 hover:file:bg-ink-50"
          />
        )}
        {slot.state === 'failed' && slot.resumable && (
          <Button variant="secondary" onClick={() => void start(slot.file, slot.resumeId)}>
            <Upload aria-hidden="true" className="size-4" />
            Resume the upload
          </Button>
        )}
      </div>
      <FieldMessages hint={limits.label} hintId={`${id}-hint`} error={shownError} errorId={`${id}-error`} />
    </div>
  );
}

function ChaptersEditor({ rows, onRows }: { rows: ChapterRow[]; onRows: (rows: ChapterRow[]) => void }) {
  const set = (index: number, change: Partial<ChapterRow>) =>
    onRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-800">Chapters (optional)</legend>
      <p className="mt-0.5 text-xs text-ink-500">Where each part starts, like 12:30 or 1:02:00, in order.</p>
      <ol className="mt-2 space-y-2">
        {rows.map((row, index) => (
          <li key={index} className="flex items-center gap-2">
            <input
              aria-label={`Chapter ${index + 1} start`}
              value={row.at}
              placeholder="0:00"
              inputMode="numeric"
              onChange={(event) => set(index, { at: event.target.value })}
              className="w-24 rounded-control border border-ink-300 bg-white px-3 py-2 font-mono text-sm text-ink-900"
            />
            <input
              aria-label={`Chapter ${index + 1} title`}
              value={row.title}
              maxLength={160}
              placeholder="Introduction"
              onChange={(event) => set(index, { title: event.target.value })}
              className="min-w-0 flex-1 rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900"
            />
            <button
              type="button"
              onClick={() => onRows(rows.filter((_, i) => i !== index))}
              aria-label={`Remove chapter ${index + 1}`}
              className="rounded-md p-2 text-ink-500 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      {rows.length < 50 && (
        <Button variant="secondary" className="mt-2" onClick={() => onRows([...rows, { at: '', title: '' }])}>
          <Plus aria-hidden="true" className="size-4" />
          Add a chapter
        </Button>
      )}
    </fieldset>
  );
}

/**
 * The recording, its captions and the slides (uploaded first, each with its progress), and the chapters; saving
 * publishes them on the talk's page. A file not uploaded again stays as published (chapters alone can change).
 */
export function RecordingPanel({ talk }: { talk: OperatorTalk }) {
  const save = useSaveRecording();
  const [video, setVideo] = useState<Slot>({ state: 'empty' });
  const [captions, setCaptions] = useState<Slot>({ state: 'empty' });
  const [slides, setSlides] = useState<Slot>({ state: 'empty' });
  const [rows, setRows] = useState<ChapterRow[]>(
    talk.recording?.chapters.map((c) => ({ at: clock(c.start_seconds), title: c.title })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(!talk.recording && !talk.slides_url);
  const busy = [video, captions, slides].some((slot) => slot.state === 'uploading');

  const idOf = (slot: Slot) => (slot.state === 'done' ? slot.file.id : null);
  const published = talk.published_files;
  const recordingId = idOf(video) ?? published.recording_file_id;
  const slidesId = idOf(slides) ?? published.slides_file_id;
  // Captions belong to a recording: a new recording without new captions drops the old ones.
  const captionsId = idOf(captions) ?? (idOf(video) ? null : published.captions_file_id);

  const onSave = async () => {
    const duration =
      video.state === 'done' ? video.durationSeconds : (talk.recording?.duration_seconds ?? null);
    const read = readChapters(rows, duration);
    if ('error' in read) {
      setErrors({ chapters: read.error });
      return;
    }
    if (!recordingId && !slidesId) {
      setErrors({ recording_file_id: 'Upload the recording or the slides first.' });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        id: talk.id,
        input: {
          recording_file_id: recordingId,
          captions_file_id: captionsId,
          slides_file_id: slidesId,
          chapters: read.chapters,
        },
      });
      toast.success('Published: candidates can watch it on the talk’s page.');
      setVideo({ state: 'empty' });
      setCaptions({ state: 'empty' });
      setSlides({ state: 'empty' });
      setEditing(false);
    } catch (error) {
      const body =
        error instanceof ApiError && error.response?.status === 422
          ? parseValidationError(error.response.data)
          : null;
      if (body) {
        setErrors(
          Object.fromEntries(
            Object.entries(body.errors).map(([key, messages]) => [
              key.split('.')[0],
              messages[0] ?? body.message,
            ]),
          ),
        );
      } else setErrors({ root: errorMessage(error) });
    }
  };

  return (
    <div className="space-y-5">
      {talk.recording ? (
        <div className="space-y-2">
          <video
            controls
            preload="metadata"
            src={talk.recording.video_url}
            aria-label={`Recording of ${talk.title}`}
            className="aspect-video w-full max-w-xl rounded-card bg-ink-900"
          />
          <p className="text-sm text-ink-700">
            {clock(talk.recording.duration_seconds)} · {talk.recording.chapters.length} chapters
            {talk.recording.captions_url ? ' · captions' : ''}
            {talk.slides_url && (
              <>
                {' · '}
                <a
                  href={talk.slides_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  slides
                </a>
              </>
            )}
          </p>
        </div>
      ) : talk.slides_url ? (
        <p className="text-sm text-ink-700">
          <a
            href={talk.slides_url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            Slides
          </a>{' '}
          are published; no recording yet.
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-ink-600">
          <Film aria-hidden="true" className="size-4" />
          Nothing published yet.
        </p>
      )}
      {!editing ? (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Replace the recording, slides or chapters
        </Button>
      ) : (
        <div className="space-y-5 rounded-card border border-ink-200 p-4">
          {(talk.recording || talk.slides_url) && (
            <p className="text-sm text-amber-900">
              Files you do not upload again stay as they are; a new recording needs its captions again.
            </p>
          )}
          <FileSlot
            label="Recording"
            kind="talk_recording"
            slot={video}
            onSlot={setVideo}
            error={errors.recording_file_id}
          />
          <FileSlot
            label="Captions"
            kind="lesson_captions"
            slot={captions}
            onSlot={setCaptions}
            error={errors.captions_file_id}
          />
          <FileSlot
            label="Slides"
            kind="talk_slides"
            slot={slides}
            onSlot={setSlides}
            error={errors.slides_file_id}
          />
          <ChaptersEditor rows={rows} onRows={setRows} />
          {errors.chapters && (
            <p role="alert" className="text-sm text-red-700">
              {errors.chapters}
            </p>
          )}
          {errors.root && (
            <p role="alert" className="text-sm text-red-700">
              {errors.root}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void onSave()} loading={save.isPending} disabled={busy}>
              Publish
            </Button>
            {(talk.recording || talk.slides_url) && (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Keep what is published
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

import { FILE_LIMITS } from '@talent/contract/applications';
import { Camera, ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { api, talentApi } from '../../../lib/api-client.ts';
import { logger } from '../../../lib/logger.ts';
import { checkFile, UploadError, uploadFile } from '../../../lib/upload-file.ts';
import { capturePage } from '../lib/page-capture.ts';
import { isWidgetElement } from './widget-dialog.tsx';

export interface Screenshot {
  id: string;
  name: string;
}

const KIND = 'feedback_screenshot';

/**
 * The optional picture of the page: taken from the page itself (the dialog left out) or chosen from a file, then
 * uploaded at once with its progress, and shown before sending. Removing it deletes the upload.
 */
export function ScreenshotField({
  value,
  onChange,
  onBusy,
  error,
}: {
  value: Screenshot | null;
  onChange: (value: Screenshot | null) => void;
  onBusy: (busy: boolean) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [capturing, setCapturing] = useState(false);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const send = async (file: File) => {
    const refused = checkFile(file, KIND);
    setProblem(refused);
    if (refused) return;
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ name: file.name, fraction: 0 });
    onBusy(true);
    try {
      const stored = await uploadFile({
        file,
        kind: KIND,
        signal: controller.signal,
        onProgress: (fraction) => setUpload({ name: file.name, fraction }),
      });
      setPreview(URL.createObjectURL(file));
      onChange({ id: stored.id, name: stored.name });
    } catch (failure) {
      if (!(failure instanceof UploadError && failure.aborted)) {
        setProblem(failure instanceof UploadError ? failure.message : 'The upload failed. Please try again.');
      }
    } finally {
      abort.current = null;
      setUpload(null);
      onBusy(false);
    }
  };

  const capture = async () => {
    setCapturing(true);
    setProblem(null);
    try {
      const file = await capturePage({ exclude: isWidgetElement });
      await send(file);
    } catch (failure) {
      logger.warn('Feedback: the page could not be captured', failure);
      setProblem('This page could not be captured. Take a screenshot yourself and attach it instead.');
    } finally {
      setCapturing(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file);
  };

  const remove = () => {
    if (!value) return;
    // The upload is the author's own file: it goes with the picture (best effort; an orphan is only theirs).
    void api.delete(talentApi(`/files/${encodeURIComponent(value.id)}`)).catch(() => undefined);
    setPreview(null);
    onChange(null);
  };

  const shown = problem ?? error;
  const hintId = `${id}-hint`;
  const errorId = shown ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <fieldset
      aria-describedby={describedBy}
      aria-invalid={shown ? true : undefined}
      data-field="screenshot_file_id"
    >
      <legend className="text-sm font-medium text-ink-800">
        Screenshot <span className="font-normal text-ink-500">(optional)</span>
      </legend>
      <p id={hintId} className="mt-1 text-xs text-ink-500">
        A picture of this page shows us what you saw. You see it before it is sent. {FILE_LIMITS[KIND].label}.
      </p>
      <div className="mt-2 space-y-2">
        {value && !upload && (
          <div className="flex items-center gap-3 rounded-control border border-ink-200 bg-ink-50 p-2">
            <img
              src={preview ?? talentApi(`/files/${encodeURIComponent(value.id)}`)}
              alt="The screenshot that will be sent"
              className="h-20 w-32 shrink-0 rounded-md border border-ink-200 bg-white object-cover object-top"
            />
            <span className="min-w-0 flex-1 truncate text-sm text-ink-700">{value.name}</span>
            <Button variant="ghost" onClick={remove} aria-label={`Remove the screenshot ${value.name}`}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </div>
        )}
        {upload && (
          <UploadProgress
            label={`Uploading ${upload.name}`}
            fraction={upload.fraction}
            cancelLabel={`Cancel uploading ${upload.name}`}
            onCancel={() => abort.current?.abort()}
          />
        )}
        {!value && !upload && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={capturing} onClick={() => void capture()}>
              {!capturing && <Camera aria-hidden="true" className="size-4" />}
              {capturing ? 'Capturing the page…' : 'Capture this page'}
            </Button>
            <input
              id={`${id}-file`}
              type="file"
              accept={FILE_LIMITS[KIND].types.join(',')}
              onChange={onFile}
              disabled={capturing}
              aria-describedby={describedBy}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-file`}
              className={buttonClasses(
                'ghost',
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              )}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              Attach an image
            </label>
          </div>
        )}
      </div>
      {shown && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}

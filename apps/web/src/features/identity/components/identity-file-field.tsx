import { FILE_LIMITS, type FileKind, type StoredFile } from '@talent/contract/applications';
import { Camera, CircleCheck, FileText, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { CameraCapture } from '../../../components/camera-capture/camera-capture.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { checkFile, UploadError, uploadFile } from '../../../lib/upload-file.ts';

export interface IdentityFileFieldProps {
  kind: Extract<FileKind, 'identity_document' | 'identity_selfie'>;
  /** "Front of the document", "Selfie". */
  label: string;
  /** What the photo is of, in a sentence ("front of the document"). */
  subject: string;
  description: string;
  fileName: string;
  /** Start with the camera (selfie) or with the choice of upload or camera (documents). */
  camera: 'user' | 'environment';
  cameraFirst?: boolean;
  value: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  /** An upload started (true) or ended (false), so the form can wait for it before sending. */
  onBusy?: (busy: boolean) => void;
  error?: string | undefined;
}

type Mode = 'choose' | 'camera';

/**
 * One photo of the identity check (a side of the document, or the selfie): upload a file or take a photo with
 * the camera; either way it is uploaded at once (with progress) as an encrypted file of `kind`, and the form
 * keeps the stored file. The preview is the local copy: the stored one is never sent back to the browser.
 */
export function IdentityFileField({
  kind,
  label,
  subject,
  description,
  fileName,
  camera,
  cameraFirst = false,
  value,
  onChange,
  onBusy,
  error,
}: IdentityFileFieldProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(cameraFirst ? 'camera' : 'choose');
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ url: string; image: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const send = async (file: File, fromCamera: boolean) => {
    const problem = checkFile(file, kind);
    setUploadError(problem);
    if (problem) return;
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ name: file.name, fraction: 0 });
    onBusy?.(true);
    onChange(null);
    try {
      const stored = await uploadFile({
        file,
        kind,
        signal: controller.signal,
        onProgress: (fraction) => setUpload({ name: file.name, fraction }),
      });
      if (!fromCamera) setPreview({ url: URL.createObjectURL(file), image: file.type.startsWith('image/') });
      onChange(stored);
    } catch (failure) {
      if (!(failure instanceof UploadError && failure.aborted)) {
        setUploadError(
          failure instanceof UploadError ? failure.message : 'The upload failed. Please try again.',
        );
      }
    } finally {
      abort.current = null;
      setUpload(null);
      onBusy?.(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMode('choose');
    void send(file, false);
  };

  const shownError = uploadError ?? error;
  const errorId = shownError ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const accept = FILE_LIMITS[kind].types.join(',');

  const fileInput = (text: string) => (
    <>
      <input
        id={`${id}-file`}
        type="file"
        accept={accept}
        onChange={onFile}
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
        {text}
      </label>
    </>
  );

  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      aria-invalid={shownError ? true : undefined}
      data-field={kind === 'identity_selfie' ? 'selfie_file_id' : undefined}
      className="rounded-card border border-ink-200 bg-white p-4 sm:p-5"
    >
      <legend className="float-left w-full text-base font-semibold text-ink-900">{label}</legend>
      <p id={hintId} className="clear-both pt-1 text-sm text-ink-600">
        {description} <span className="text-ink-500">({FILE_LIMITS[kind].label}.)</span>
      </p>

      <div className="mt-4 space-y-3">
        {value && mode === 'choose' && (
          <div className="flex items-center gap-3 rounded-control border border-brand-200 bg-brand-50 px-3.5 py-3">
            {preview?.image ? (
              <img src={preview.url} alt="" className="size-14 shrink-0 rounded-md object-cover" />
            ) : (
              <FileText aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            )}
            <span className="min-w-0 flex-1 text-sm">
              <span className="flex items-center gap-1.5 font-medium text-ink-900">
                <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
                Added
              </span>
              <span className="block truncate text-ink-600">{value.name}</span>
            </span>
          </div>
        )}

        {upload && (
          <UploadProgress
            label={`Uploading ${upload.name} (encrypted)`}
            progressLabel={`Uploading ${upload.name}`}
            cancelLabel={`Cancel uploading ${upload.name}`}
            fraction={upload.fraction}
            onCancel={() => abort.current?.abort()}
          />
        )}

        {mode === 'camera' ? (
          <>
            <CameraCapture
              subject={subject}
              facingMode={camera}
              fileName={fileName}
              guide={kind === 'identity_selfie' ? 'face' : 'document'}
              fallback="upload a photo instead"
              disabled={upload !== null}
              onCapture={(file) => void send(file, true)}
              onRetake={() => onChange(null)}
            />
            {value && !upload && (
              <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800">
                <CircleCheck aria-hidden="true" className="size-4" />
                Added — stored encrypted
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {kind === 'identity_selfie' ? (
                fileInput('Upload a photo instead')
              ) : (
                <Button variant="ghost" onClick={() => setMode('choose')}>
                  <Upload aria-hidden="true" className="size-4" />
                  Upload a file instead
                </Button>
              )}
            </div>
          </>
        ) : (
          !upload && (
            <div className="flex flex-wrap gap-2">
              {fileInput(value ? 'Replace the file' : 'Upload a file')}
              <Button variant="secondary" onClick={() => setMode('camera')}>
                <Camera aria-hidden="true" className="size-4" />
                {value ? 'Take a new photo' : 'Take a photo'}
              </Button>
            </div>
          )
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

import { FILE_LIMITS, type FileKind } from '@talent/contract/applications';
import { Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { checkFile, uploadFile, UploadError } from '../../../lib/upload-file.ts';
import { UploadProgress } from '../../ui/upload-progress.tsx';

/** A file already stored on the server, as a form holds it until it is sent. */
export interface AttachedFile {
  id: string;
  name: string;
}

interface Running {
  key: string;
  name: string;
  fraction: number;
  controller: AbortController;
}

/**
 * Files for an order (requirements, a delivery, dispute evidence): each one is checked against the kind's limits
 * before any byte is sent, then uploaded at once with its progress and a cancel button; the form sends the ids.
 * `onBusyChange` says when uploads are running (the form waits for them).
 */
export function FilesField({
  label,
  files,
  onChange,
  onBusyChange,
  error,
  kind = 'order_file',
  max = 10,
}: {
  label: string;
  files: AttachedFile[];
  onChange: (update: (files: AttachedFile[]) => AttachedFile[]) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string | undefined;
  kind?: FileKind;
  max?: number;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState<Running[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const limits = FILE_LIMITS[kind];

  const busy = running.length > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const start = (file: File) => {
    const key = `${file.name}-${crypto.randomUUID()}`;
    const controller = new AbortController();
    setRunning((current) => [...current, { key, name: file.name, fraction: 0, controller }]);
    uploadFile({
      file,
      kind,
      signal: controller.signal,
      onProgress: (fraction) =>
        setRunning((current) =>
          current.map((upload) => (upload.key === key ? { ...upload, fraction } : upload)),
        ),
    })
      .then((stored) => onChange((current) => [...current, { id: stored.id, name: stored.name }]))
      .catch((failure: unknown) => {
        if (failure instanceof UploadError && failure.aborted) return;
        const message =
          failure instanceof UploadError ? failure.message : 'The upload failed. Please try again.';
        setProblems((current) => [...current, `${file.name}: ${message}`]);
      })
      .finally(() => setRunning((current) => current.filter((upload) => upload.key !== key)));
  };

  const pick = (list: FileList | null) => {
    if (!list) return;
    const found: string[] = [];
    let room = max - files.length - running.length;
    for (const file of Array.from(list)) {
      const problem = checkFile(file, kind);
      if (problem) found.push(problem);
      else if (room <= 0) found.push(`“${file.name}” was not added: up to ${max} files.`);
      else {
        room -= 1;
        start(file);
      }
    }
    setProblems(found);
    if (input.current) input.current.value = '';
  };

  const shownError = error ?? problems[0];
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-ink-800">
        {label} <span className="font-normal text-ink-500">(optional)</span>
      </p>
      {files.length > 0 && (
        <ul aria-labelledby={`${id}-label`} className="mt-2 space-y-1.5">
          {files.map((file) => (
            <li
              key={file.id}
              className="flex items-center justify-between gap-2 rounded-control border border-ink-200 bg-white px-3 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <Paperclip aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
                <span className="truncate">{file.name}</span>
              </span>
              <button
                type="button"
                onClick={() => onChange((current) => current.filter((f) => f.id !== file.id))}
                aria-label={`Remove ${file.name}`}
                className="rounded-md p-1 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {running.length > 0 && (
        <div className="mt-2 space-y-2">
          {running.map((upload) => (
            <UploadProgress
              key={upload.key}
              label={upload.name}
              progressLabel={`Uploading ${upload.name}`}
              cancelLabel={`Cancel the upload of ${upload.name}`}
              fraction={upload.fraction}
              onCancel={() => upload.controller.abort()}
            />
          ))}
        </div>
      )}
      <div className="mt-2">
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-control border border-ink-200 bg-white px-3 py-2 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          <Paperclip aria-hidden="true" className="size-4" />
          Add files
          <span className="sr-only"> to {label}</span>
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={limits.types.join(',')}
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            onChange={(event) => pick(event.target.files)}
            className="sr-only"
          />
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
        {limits.label}; up to {max} files.
      </p>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}

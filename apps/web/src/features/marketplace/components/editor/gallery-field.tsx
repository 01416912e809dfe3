import { FILE_LIMITS } from '@talent/contract/applications';
import { SERVICE_LIMITS } from '@talent/contract/marketplace';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { UploadProgress } from '../../../../components/ui/upload-progress.tsx';
import { talentApi } from '../../../../lib/api-client.ts';
import { checkFile, uploadFile, UploadError } from '../../../../lib/upload-file.ts';
import { fieldId } from './inputs.tsx';

interface Running {
  key: string;
  name: string;
  fraction: number;
  controller: AbortController;
}

const imageUrl = (id: string) => talentApi(`/files/${encodeURIComponent(id)}`);

/**
 * The gallery: images uploaded at once (`service_gallery`, with progress and cancel; a wrong type or size is
 * refused before sending), reordered with buttons (the first is the cover) and removed.
 */
export function GalleryField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (update: (ids: string[]) => string[]) => void;
  error?: string | undefined;
}) {
  const id = fieldId('gallery_file_ids');
  const input = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState<Running[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const room = SERVICE_LIMITS.gallery - value.length - running.length;

  const start = (file: File) => {
    const key = `${file.name}-${crypto.randomUUID()}`;
    const controller = new AbortController();
    setRunning((current) => [...current, { key, name: file.name, fraction: 0, controller }]);
    uploadFile({
      file,
      kind: 'service_gallery',
      signal: controller.signal,
      onProgress: (fraction) =>
        setRunning((current) =>
          current.map((upload) => (upload.key === key ? { ...upload, fraction } : upload)),
        ),
    })
      .then((stored) => onChange((ids) => [...ids, stored.id]))
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
    let left = room;
    for (const file of Array.from(list)) {
      const problem = checkFile(file, 'service_gallery');
      if (problem) found.push(problem);
      else if (left <= 0) found.push(`“${file.name}” was not added: up to ${SERVICE_LIMITS.gallery} images.`);
      else {
        left -= 1;
        start(file);
      }
    }
    setProblems(found);
    if (input.current) input.current.value = '';
  };

  const move = (index: number, step: -1 | 1) =>
    onChange((ids) => {
      const next = [...ids];
      const [image] = next.splice(index, 1);
      next.splice(index + step, 0, image!);
      return next;
    });

  const shownError = error ?? problems[0];
  return (
    <fieldset aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-ink-800">Gallery</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-500">
        Up to {SERVICE_LIMITS.gallery} images ({FILE_LIMITS.service_gallery.label}). The first one is the
        cover in search results.
      </p>
      {value.length > 0 && (
        <ol aria-label="Gallery images" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.map((fileId, index) => (
            <li key={fileId} className="overflow-hidden rounded-card border border-ink-200 bg-white">
              <img
                src={imageUrl(fileId)}
                alt={`Image ${index + 1}${index === 0 ? ' (cover)' : ''}`}
                className="aspect-[16/9] w-full bg-ink-100 object-cover"
              />
              <div className="flex items-center justify-between gap-1 p-1.5">
                <span className="px-1 text-xs text-ink-600">
                  {index === 0 ? 'Cover' : `Image ${index + 1}`}
                </span>
                <span className="flex gap-0.5">
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move image ${index + 1} earlier`}
                    className="rounded-md p-1.5 text-ink-600 hover:bg-ink-100 disabled:opacity-40"
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move image ${index + 1} later`}
                    className="rounded-md p-1.5 text-ink-600 hover:bg-ink-100 disabled:opacity-40"
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onChange((ids) => ids.filter((other) => other !== fileId))}
                    aria-label={`Remove image ${index + 1}`}
                    className="rounded-md p-1.5 text-ink-600 hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
      {running.length > 0 && (
        <div className="mt-3 space-y-2">
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
      {room > 0 && (
        <label className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-control border border-ink-200 bg-white px-3 py-2 text-sm font-semibold text-ink-800 shadow-sm hover:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <ImagePlus aria-hidden="true" className="size-4" />
          Add images
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={FILE_LIMITS.service_gallery.types.join(',')}
            onChange={(event) => pick(event.target.files)}
            className="sr-only"
          />
        </label>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}

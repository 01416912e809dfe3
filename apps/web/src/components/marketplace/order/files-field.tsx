import { Paperclip } from 'lucide-react';
import { deferred } from '../../deferred.tsx';
import type { FilesField as Field } from './order-files-field.tsx';

type Props = Parameters<typeof Field>[0];

/** Until the uploader has loaded (a moment after the form): its label and an inert button where it will be. */
function Loading({ label }: Props) {
  return (
    <div aria-busy="true">
      <p className="text-sm font-medium text-ink-800">
        {label} <span className="font-normal text-ink-500">(optional)</span>
      </p>
      <span className="mt-2 inline-flex items-center gap-2 rounded-control border border-ink-200 bg-white px-3 py-2 text-sm font-semibold text-ink-400">
        <Paperclip aria-hidden="true" className="size-4" />
        Add files
      </span>
    </div>
  );
}

/** The order's file uploader (`order-files-field.tsx`), loaded beside the form rather than in the page's download. */
export const FilesField = deferred<Props>(
  () => import('./order-files-field.tsx').then((module) => module.FilesField),
  Loading,
);

import type { OrderFile } from '@talent/contract/marketplace';
import { Paperclip } from 'lucide-react';
import { disputeFileUrl } from '../api/get-dispute.ts';
import { fileSize } from '../lib/labels.ts';

/** A file list of the disputed order, opened through the operator's own route (the parties' links are theirs). */
export function OrderFiles({ disputeId, files }: { disputeId: string; files: readonly OrderFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Files" className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={disputeFileUrl(disputeId, file.id)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-control border border-ink-200 bg-white px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:border-ink-300 hover:bg-ink-50"
          >
            <Paperclip aria-hidden="true" className="size-3.5" />
            {file.name}
            <span className="font-normal text-ink-500">({fileSize(file.size)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

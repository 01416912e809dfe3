import { useMutation } from '@tanstack/react-query';
import { api, talentApi } from '../../../lib/api-client.ts';

export interface AccountExportFile {
  blob: Blob;
  filename: string;
}

/** `attachment; filename="talent-data-2026-11-22.json"` → the name; a dated fallback otherwise. */
export function filenameFromDisposition(header: unknown, now = new Date()): string {
  if (typeof header === 'string') {
    const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
    if (star?.[1]) return decodeURIComponent(star[1]);
    const plain = /filename="?([^";]+)"?/i.exec(header);
    if (plain?.[1]) return plain[1];
  }
  return `talent-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * The export as a Blob. `onProgress` gets a 0..1 fraction when the size is known and null while it is not
 * (the server may stream without a length).
 */
export async function exportAccount(
  onProgress?: (fraction: number | null) => void,
): Promise<AccountExportFile> {
  const response = await api.get<Blob>(talentApi('/account/export'), {
    responseType: 'blob',
    headers: { Accept: 'application/json' },
    onDownloadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : null),
  });
  const data: unknown = response.data;
  const blob = data instanceof Blob ? data : new Blob([JSON.stringify(data)], { type: 'application/json' });
  return { blob, filename: filenameFromDisposition(response.headers['content-disposition']) };
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}

import type { StoredFile } from '@talent/contract/applications';
import type { IdentityVerification } from '@talent/contract/identity';

export function verification(overrides: Partial<IdentityVerification> = {}): IdentityVerification {
  return {
    id: null,
    status: 'not_started',
    document_type: null,
    issuing_country: null,
    front: null,
    back: null,
    selfie: null,
    submitted_at: null,
    decided_at: null,
    rejection_reason: null,
    reviewer_note: null,
    retry_hint: null,
    ...overrides,
  };
}

export function storedFile(id: string, kind: StoredFile['kind'], name: string): StoredFile {
  return {
    id,
    kind,
    name,
    size: 2048,
    type: 'image/jpeg',
    url: `/talent/api/files/${id}`,
    created_at: '2026-11-22T19:00:00.000Z',
  };
}

/**
 * The browser's XMLHttpRequest, faked only as far as an upload needs: it records the form sent and answers 201
 * with a stored file of the form's kind (ids in order of arrival), reporting progress first.
 */
export class FakeXhr {
  static sent: { kind: string; file: File }[] = [];
  static status = 201;
  /** When set, answers wait in `held` until the test releases them. */
  static hold = false;
  static held: (() => void)[] = [];
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    const kind = String(form.get('kind'));
    const file = form.get('file') as File;
    FakeXhr.sent.push({ kind, file });
    const id = `00000000-0000-4000-8000-00000000000${FakeXhr.sent.length}`;
    const answer = () => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = FakeXhr.status;
      this.responseText = JSON.stringify(
        FakeXhr.status === 201
          ? { data: storedFile(id, kind as StoredFile['kind'], file.name) }
          : { message: 'Invalid', errors: { file: ['This file is not an image we accept.'] } },
      );
      this.onload?.();
    };
    if (FakeXhr.hold) FakeXhr.held.push(answer);
    else setTimeout(answer, 0);
  }
}

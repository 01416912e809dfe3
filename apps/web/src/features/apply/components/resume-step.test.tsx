import { QueryClientProvider } from '@tanstack/react-query';
import type { StoredFile } from '@talent/contract/applications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubAppApi } from '../../../test/app-api.ts';
import { storedResume } from '../testing/apply-fixtures.ts';
import { ResumeStep } from './resume-step.tsx';

const server = stubAppApi();

/**
 * The browser's XMLHttpRequest, faked only for what an upload needs: it records what was sent and lets the test
 * report progress and answer. (jsdom's own XHR has no server to talk to here.)
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  static count = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
    FakeXhr.count += 1;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
  FakeXhr.count = 0;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

function Harness({ onSelect }: { onSelect: (file: StoredFile) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ResumeStep
      selectedId={selected}
      onSelect={(file) => {
        setSelected(file.id);
        onSelect(file);
      }}
    />
  );
}

function renderStep(files: StoredFile[] = []) {
  server.respondWith((r) =>
    r.url === '/talent/api/files' ? { status: 200, data: { data: files } } : undefined,
  );
  const onSelect = vi.fn();
  const queryClient = createQueryClient(createApiClient());
  render(
    <QueryClientProvider client={queryClient}>
      <Harness onSelect={onSelect} />
    </QueryClientProvider>,
  );
  return { onSelect, user: userEvent.setup({ applyAccept: false }) };
}

const uploadInput = () => screen.getByLabelText('Upload a new resume');

describe('ResumeStep', () => {
  it('lists the stored resumes and chooses one', async () => {
    const { onSelect, user } = renderStep([storedResume()]);
    await user.click(await screen.findByRole('radio', { name: /ada-lovelace-cv\.pdf/ }));
    expect(onSelect).toHaveBeenCalledWith(storedResume());
    expect(screen.getByRole('radio', { name: /ada-lovelace-cv\.pdf/ })).toBeChecked();
    expect(server.requests.find((r) => r.url === '/talent/api/files')?.params).toEqual({ kind: 'resume' });
  });

  it('starts with the only stored resume chosen, and chooses none of several by itself', async () => {
    const { onSelect } = renderStep([storedResume()]);
    await waitFor(() => expect(screen.getByRole('radio', { name: /ada-lovelace-cv\.pdf/ })).toBeChecked());
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(storedResume());
  });

  it('leaves the choice to the candidate when there are several stored resumes', async () => {
    const other = storedResume({ id: '11111111-2b1a-4c3d-8e9f-0a1b2c3d4e5f', name: 'short-cv.pdf' });
    const { onSelect } = renderStep([storedResume(), other]);
    expect(await screen.findByRole('radio', { name: /short-cv\.pdf/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /ada-lovelace-cv\.pdf/ })).not.toBeChecked();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('refuses a file of the wrong type or too large before sending a byte', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { onSelect, user } = renderStep();
    expect(await screen.findByText(/no stored resume yet/)).toBeInTheDocument();

    await user.upload(uploadInput(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(
      await screen.findByText('“setup.exe” is not a file we accept here. Use PDF or DOCX, up to 10 MB.'),
    ).toBeInTheDocument();
    expect(uploadInput()).toHaveAccessibleDescription(/not a file we accept/);

    const big = new File(['%PDF-1.4'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(uploadInput(), big);
    expect(await screen.findByText('“huge.pdf” is 11 MB; the limit is 10 MB.')).toBeInTheDocument();

    expect(FakeXhr.count).toBe(0);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('uploads with progress and the CSRF header, then chooses the new file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'XSRF-TOKEN=token%3D123; path=/';
    const files: StoredFile[] = [];
    const { onSelect, user } = renderStep(files);
    await screen.findByText(/no stored resume yet/);

    await user.upload(uploadInput(), new File(['%PDF-1.4 …'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(`${xhr.method} ${xhr.url}`).toBe('POST /talent/api/files');
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('token=123');
    expect(xhr.body?.get('kind')).toBe('resume');
    expect((xhr.body?.get('file') as File).name).toBe('cv.pdf');

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading cv.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const stored = storedResume({ id: '5b3c0f0e-1111-4222-8333-944455556666', name: 'cv.pdf' });
    files.push(stored);
    act(() => xhr.respond(201, { data: stored }));
    expect(await screen.findByRole('radio', { name: /cv\.pdf/ })).toBeChecked();
    expect(onSelect).toHaveBeenCalledWith(stored);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server’s verdict on the field', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const { onSelect, user } = renderStep();
    await screen.findByText(/no stored resume yet/);
    await user.upload(uploadInput(), new File(['MZ…'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() =>
      FakeXhr.last!.respond(422, {
        message: 'This file is not a real PDF or DOCX.',
        errors: { file: ['This file is not a real PDF or DOCX.'] },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a real PDF or DOCX.');
    expect(onSelect).not.toHaveBeenCalled();
  });
});

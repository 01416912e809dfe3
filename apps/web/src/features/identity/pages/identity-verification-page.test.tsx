import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdentityVerification } from '@talent/contract/identity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { FakeXhr, storedFile, verification } from '../testing/identity-fixtures.ts';

const server = stubAppApi();
const COUNTRIES = [
  { code: 'DE', name: 'Germany', region: 'Europe' },
  { code: 'PT', name: 'Portugal', region: 'Europe' },
];

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.status = 201;
  FakeXhr.hold = false;
  FakeXhr.held = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => vi.unstubAllGlobals());

function respond(state: { current: IdentityVerification }, extra?: Parameters<typeof server.respondWith>[0]) {
  server.respondWith((r) => {
    const answer = extra?.(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.url === '/talent/api/identity-verification')
      return { status: 200, data: { data: state.current } };
    if (r.url === '/shared/api/countries') return { status: 200, data: { data: COUNTRIES } };
    return undefined;
  });
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('identity verification page', () => {
  it('says why and what is kept, and names every missing part on submit', async () => {
    respond({ current: verification() });
    renderApp('/identity-verification', verifiedUser);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Identity verification', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/encrypted the moment they arrive/)).toBeInTheDocument();
    expect(screen.getByText(/never your documents, your selfie/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Send for review/ }));
    expect(await screen.findByText('Choose the type of document.')).toBeInTheDocument();
    expect(screen.getByLabelText('Issuing country')).toHaveAccessibleDescription(
      'Choose the country that issued the document.',
    );
    expect(screen.getByText('Add the front of the document.')).toBeInTheDocument();
    expect(screen.getByText('Take a selfie.')).toBeInTheDocument();
    expect(screen.getByText('Agree to the check of your identity to continue.')).toBeInTheDocument();
    expect(server.posted('/talent/api/identity-verification')).toHaveLength(0);
  });

  it('asks for the back of a card but not of a passport, uploads each photo, submits and shows pending', async () => {
    const state = { current: verification() };
    respond(state, (r) => {
      if (r.method === 'POST' && r.url === '/talent/api/identity-verification') {
        state.current = verification({
          id: 'iv1',
          status: 'pending',
          document_type: 'passport',
          issuing_country: 'PT',
          front: storedFile('f', 'identity_document', 'passport.png'),
          selfie: storedFile('s', 'identity_selfie', 'me.png'),
          submitted_at: '2026-11-22T19:00:00.000Z',
        });
        return { status: 201, data: { data: state.current } };
      }
      return undefined;
    });
    renderApp('/identity-verification', verifiedUser);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: 'National ID card' }));
    expect(screen.getByRole('group', { name: 'Back of the document' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(screen.queryByRole('group', { name: 'Back of the document' })).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText('Issuing country')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Issuing country'), 'PT');
    await user.upload(screen.getByLabelText('Upload a file'), png('passport.png'));
    expect(await screen.findByText('passport.png')).toBeInTheDocument();
    // The selfie starts with the camera; the upload stays as a way around a missing camera.
    expect(screen.getByRole('button', { name: 'Turn on the camera' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload a photo instead'), png('me.png'));
    expect(await screen.findByText('me.png')).toBeInTheDocument();
    expect(FakeXhr.sent.map((s) => s.kind)).toEqual(['identity_document', 'identity_selfie']);

    await user.click(screen.getByRole('checkbox', { name: /I agree that Borderless checks my identity/ }));
    await user.click(screen.getByRole('button', { name: /Send for review/ }));

    expect(await screen.findByRole('heading', { name: 'We are checking your identity' })).toBeInTheDocument();
    expect(jsonBody(server.posted('/talent/api/identity-verification')[0])).toEqual({
      document_type: 'passport',
      issuing_country: 'PT',
      front_file_id: '00000000-0000-4000-8000-000000000001',
      back_file_id: null,
      selfie_file_id: '00000000-0000-4000-8000-000000000002',
      consent: true,
    });
    expect(screen.getByText(/usually within one working day/)).toBeInTheDocument();
  }, 20_000);

  it('shows a refused upload and the server’s 422 on the field it names', async () => {
    respond({ current: verification() }, (r) =>
      r.method === 'POST' && r.url === '/talent/api/identity-verification'
        ? {
            status: 422,
            data: { message: 'Invalid', errors: { back_file_id: ['Add the back of the document.'] } },
          }
        : undefined,
    );
    renderApp('/identity-verification', verifiedUser);
    // The file input's accept list would hide a wrong file; a person can still pick one with "All files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      (await screen.findAllByLabelText('Upload a file'))[0]!,
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByText(/“setup.exe” is not a file we accept here/)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    FakeXhr.status = 422;
    await user.upload(screen.getAllByLabelText('Upload a file')[0]!, png('blurry.png'));
    expect(await screen.findByText('This file is not an image we accept.')).toBeInTheDocument();
    FakeXhr.status = 201;

    await user.click(screen.getByRole('radio', { name: 'National ID card' }));
    await user.selectOptions(screen.getByLabelText('Issuing country'), 'DE');
    const [front, back] = screen.getAllByLabelText(/Upload a file|Replace the file/);
    await user.upload(front!, png('front.png'));
    await user.upload(back!, png('back.png'));
    await user.upload(screen.getByLabelText('Upload a photo instead'), png('me.png'));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: /Send for review/ }));
    expect(await screen.findByText('Add the back of the document.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Back of the document' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('waits for a photo still uploading before it can be sent', async () => {
    respond({ current: verification() });
    renderApp('/identity-verification', verifiedUser);
    const user = userEvent.setup();
    FakeXhr.hold = true;
    await user.upload((await screen.findAllByLabelText('Upload a file'))[0]!, png('front.png'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading front.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send for review/ })).toBeDisabled();
    expect(screen.getByText('Waiting for your photos to finish uploading…')).toBeInTheDocument();

    act(() => FakeXhr.held.shift()?.());
    expect(await screen.findByText('front.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send for review/ })).toBeEnabled();
  });

  it('shows the verified badge', async () => {
    respond({
      current: verification({
        id: 'iv1',
        status: 'verified',
        document_type: 'passport',
        decided_at: '2026-11-20T10:00:00Z',
      }),
    });
    renderApp('/identity-verification', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send for review/ })).not.toBeInTheDocument();
  });

  it('shows a rejection with its reason and how to retry, then starts again with the same document', async () => {
    respond({
      current: verification({
        id: 'iv1',
        status: 'rejected',
        document_type: 'national_id',
        issuing_country: 'DE',
        rejection_reason: 'document_unreadable',
        reviewer_note: 'The photo is blurred.',
        retry_hint: 'Photograph it flat, in good light, with all four corners in the frame and no glare.',
        decided_at: '2026-11-21T10:00:00Z',
      }),
    });
    renderApp('/identity-verification', verifiedUser);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'We could not verify your identity' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We could not read the document.')).toBeInTheDocument();
    expect(screen.getByText(/The photo is blurred\./)).toBeInTheDocument();
    expect(screen.getByText(/all four corners in the frame and no glare/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('radio', { name: 'National ID card' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Issuing country')).toHaveValue('DE'));
    expect(screen.getByRole('radio', { name: 'National ID card' })).toHaveFocus();
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === '/talent/api/identity-verification'
        ? fail
          ? { status: 400, data: { message: 'Something broke' } }
          : { status: 200, data: { data: verification({ status: 'pending', id: 'x' }) } }
        : undefined,
    );
    renderApp('/identity-verification', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'We could not load your identity check' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'We are checking your identity' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, unverifiedUser, verifiedUser } from '../../../test/render-app.tsx';

/*
 * The camera path is covered by the recorder's own tests and the e2e suite (Chromium's fake camera); here a file
 * from disk stands in for a take, so the page's offers around it can be read. jsdom cannot read a video's length,
 * so the recorder's probe gives up after its 4 s timeout.
 */
stubAppApi();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:take');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

async function chooseTake() {
  const input = await screen.findByLabelText('Upload a video instead');
  fireEvent.change(input, { target: { files: [new File(['webm'], 'me.webm', { type: 'video/webm' })] } });
  return screen.findByLabelText('Your recording, ready to watch', {}, { timeout: 8000 });
}

describe('recorder page', { timeout: 20_000 }, () => {
  it('lets a visitor keep the take on the device and invites them to log in to save it', async () => {
    renderApp('/recorder', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Video recorder' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download to this device' })).not.toBeInTheDocument();
    await chooseTake();
    expect(screen.getByRole('link', { name: 'Download to this device' })).toHaveAttribute(
      'href',
      'blob:take',
    );
    expect(screen.getByRole('link', { name: 'Download to this device' })).toHaveAttribute(
      'download',
      'recording.webm',
    );
    const recorder = screen.getByRole('region', { name: 'Recorder' });
    expect(within(recorder).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Save as my video resume' })).not.toBeInTheDocument();
  });

  it('offers a verified candidate to save the take as the video resume, and asks others to verify first', async () => {
    const view = renderApp('/recorder', verifiedUser);
    await chooseTake();
    expect(screen.getByRole('button', { name: 'Save as my video resume' })).toBeInTheDocument();
    view.unmount();

    renderApp('/recorder', unverifiedUser);
    await chooseTake();
    expect(screen.queryByRole('button', { name: 'Save as my video resume' })).not.toBeInTheDocument();
    expect(screen.getByText('Verify your email to save it as your video resume.')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../test/render-app.tsx';

const server = stubAppApi();

describe('the account menu', () => {
  it('leads a candidate to the elite programme', async () => {
    // Every request answers 404: only the layout matters here.
    server.respondWith(() => undefined);
    const { router } = renderApp('/settings', verifiedUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Elite programme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elite'));
  });
});

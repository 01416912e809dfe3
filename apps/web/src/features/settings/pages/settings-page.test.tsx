import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';

const server = stubAppApi();
const { respondWith } = server;

describe('settings', () => {
  it('shows the 422 error on the current password', async () => {
    respondWith((r) =>
      r.url === '/user/password'
        ? {
            status: 422,
            data: {
              message: 'The provided password does not match your current password.',
              errors: { current_password: ['The provided password does not match your current password.'] },
            },
          }
        : undefined,
    );
    renderApp('/settings', verifiedUser);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'Another-Long-Passphrase-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'Another-Long-Passphrase-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The provided password does not match your current password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.find((r) => r.url === '/user/password')?.method).toBe('PUT');
  });
});

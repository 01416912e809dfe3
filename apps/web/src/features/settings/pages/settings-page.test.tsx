import type { ActiveSession, Settings } from '@talent/contract/account';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@talent/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import type { RecordedRequest } from '../../../test/stub-adapter.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { analyticsConsent } from '../../../lib/analytics-consent.ts';
import { api } from '../../../lib/api-client.ts';
import { FALLBACK_CONFIG, loadRuntimeConfig } from '../../../lib/runtime-config.ts';

// Whole-app renders with lazy pages and real forms: slow on a loaded machine, not hanging.
vi.setConfig({ testTimeout: 30_000 });

const server = stubAppApi();
const { respondWith } = server;

const SETTINGS: Settings = {
  user: verifiedUser,
  pending_email: null,
  notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
  visible_to_recruiters: true,
};

const SESSIONS: ActiveSession[] = [
  {
    id: 's-here',
    current: true,
    ip_address: '203.0.113.7',
    device: 'Firefox on Linux',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    last_active_at: '2026-11-22T18:00:00.000Z',
    created_at: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 's-phone',
    current: false,
    ip_address: '198.51.100.23',
    device: 'Safari on iOS',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    last_active_at: '2026-11-21T13:30:00.000Z',
    created_at: '2026-11-19T08:00:00.000Z',
  },
];

const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: Object.values(errors)[0]?.[0] ?? 'Invalid.', errors },
});

/** The settings endpoints answered with fixtures; `extra` handles what a test is about. */
function serve(
  extra: (r: RecordedRequest) => ReturnType<Parameters<typeof respondWith>[0]> = () => undefined,
  settings: Settings = SETTINGS,
  sessions: ActiveSession[] = SESSIONS,
) {
  respondWith((r) => {
    const handled = extra(r);
    if (handled) return handled;
    if (r.method === 'GET' && r.url === '/talent/api/settings')
      return { status: 200, data: { data: settings } };
    if (r.method === 'GET' && r.url === '/talent/api/sessions')
      return { status: 200, data: { data: sessions } };
    if (r.method === 'GET' && r.url === '/talent/api/notifications/unread-count') {
      return { status: 200, data: { unread_count: 0 } };
    }
    return undefined;
  });
}

describe('settings: account', () => {
  it('shows loading, then an error with a retry that loads the page', async () => {
    let fail = true;
    serve((r) =>
      r.url === '/talent/api/settings' && fail ? { status: 500, data: { message: 'boom' } } : undefined,
    );
    renderApp('/settings', verifiedUser);
    expect(
      await screen.findByText('Your settings could not be loaded', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('tab', { name: 'Account', selected: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('maps a 422 on the email change onto the fields and explains a sent link', async () => {
    let attempt = 0;
    serve((r) => {
      if (r.method !== 'POST' || r.url !== '/talent/api/account/email') return undefined;
      attempt += 1;
      if (attempt === 1) return invalid({ password: ['The password is incorrect.'] });
      return { status: 202, data: { data: { ...SETTINGS, pending_email: 'ada@new.example' } } };
    });
    renderApp('/settings', verifiedUser);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New email address'), 'ada@new.example');
    await user.type(screen.getByLabelText(/^Current password/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(jsonBody(server.posted('/talent/api/account/email')[0])).toEqual({
      email: 'ada@new.example',
      password: 'not-it',
    });

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    const pending = await screen.findByText(/Follow it within 60 minutes/);
    expect(pending).toHaveTextContent('We sent a link to ada@new.example');
    expect(pending).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('current-email')).toHaveTextContent('ada@example.com');
  });

  it('cancels a pending email change', async () => {
    serve(
      (r) =>
        r.method === 'DELETE' && r.url === '/talent/api/account/email'
          ? { status: 200, data: { data: SETTINGS } }
          : undefined,
      { ...SETTINGS, pending_email: 'ada@pending.example' },
    );
    renderApp('/settings', verifiedUser);
    const user = userEvent.setup();
    expect(await screen.findByText('ada@pending.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(screen.queryByText('ada@pending.example')).not.toBeInTheDocument());
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/talent/api/account/email')).toBe(
      true,
    );
  });

  it('"Resend" fills in the pending address and asks for the password again', async () => {
    serve(undefined, { ...SETTINGS, pending_email: 'ada@pending.example' });
    renderApp('/settings', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(screen.getByLabelText('New email address')).toHaveValue('ada@pending.example');
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
  });

  it('saves the name and the browser time zone with PATCH', async () => {
    serve((r) =>
      r.method === 'PATCH' && r.url === '/talent/api/account'
        ? { status: 200, data: { data: { ...verifiedUser, ...jsonBody(r) } } }
        : undefined,
    );
    renderApp('/settings', verifiedUser);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const useBrowser = screen.queryByRole('button', { name: /Use my browser's time zone/ });
    if (useBrowser) await user.click(useBrowser);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.requests.find((r) => r.method === 'PATCH')).toBeDefined());
    expect(jsonBody(server.requests.find((r) => r.method === 'PATCH'))).toEqual({
      name: 'Ada King',
      timezone: browserZone,
    });
  });

  it('asks a recruiter for none of the talent-only badge counts (those routes answer 403 to other roles)', async () => {
    const talentOnly = (r: RecordedRequest) =>
      /^\/talent\/api\/(offers|interview-requests|invitations)/.test(r.url ?? '');
    serve();
    const talentView = renderApp('/settings', verifiedUser);
    await screen.findByLabelText('Name');
    await waitFor(() => expect(server.requests.some(talentOnly)).toBe(true));
    talentView.unmount();

    serve(() => undefined, { ...SETTINGS, user: { ...verifiedUser, role: 'recruiter' } });
    renderApp('/settings', { ...verifiedUser, role: 'recruiter' });
    await screen.findByLabelText('Name');
    expect(server.requests.filter(talentOnly)).toEqual([]);
  });

  it('shows the arrival flag of a followed email link', async () => {
    serve();
    const { router } = renderApp('/settings?email_taken=1', verifiedUser);
    expect(await screen.findByText(/was taken by another account in the meantime/)).toBeInTheDocument();
    // Said once: the flag leaves the address, so a reload does not repeat it.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('settings: security', () => {
  it('shows the 422 error on the current password', async () => {
    serve((r) =>
      r.url === '/user/password'
        ? invalid({ current_password: ['The provided password does not match your current password.'] })
        : undefined,
    );
    renderApp('/settings#security', verifiedUser);
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

  it('lists the sessions with this device marked and ends another one', async () => {
    let sessions = SESSIONS;
    serve((r) => {
      if (r.method === 'GET' && r.url === '/talent/api/sessions')
        return { status: 200, data: { data: sessions } };
      if (r.method === 'DELETE' && r.url === '/talent/api/sessions/s-phone') {
        sessions = SESSIONS.filter((s) => s.current);
        return { status: 204 };
      }
      return undefined;
    });
    renderApp('/settings#security', verifiedUser);
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Firefox on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).not.toHaveTextContent('This device');
    // Last active in the user's zone (Europe/London): 13:30 UTC in November is 13:30 there.
    expect(rows[1]).toHaveTextContent('Last active 21 Nov 2026, 13:30');

    await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: /Sign out Safari on iOS/ }));
    await waitFor(() => expect(within(list).getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('logs out other sessions after the password, showing a wrong password on the field', async () => {
    let attempt = 0;
    serve((r) => {
      if (r.method !== 'POST' || r.url !== '/talent/api/sessions/logout-others') return undefined;
      attempt += 1;
      return attempt === 1 ? invalid({ password: ['The password is incorrect.'] }) : { status: 204 };
    });
    renderApp('/settings#security', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out other sessions?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Log out other sessions' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Log out other sessions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBody(server.posted('/talent/api/sessions/logout-others')[1])).toEqual({ password: 'right' });
  });

  it('shows an error with a retry when the sessions do not load', async () => {
    serve((r) =>
      r.url === '/talent/api/sessions' ? { status: 403, data: { message: 'Forbidden.' } } : undefined,
    );
    renderApp('/settings#security', verifiedUser);
    expect(await screen.findByText('Forbidden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('settings: notifications and privacy', () => {
  it('saves the preferences with PUT, keeping security mail on', async () => {
    serve((r) =>
      r.method === 'PUT' && r.url === '/talent/api/settings/notifications'
        ? {
            status: 200,
            data: {
              data: {
                ...SETTINGS,
                notification_preferences: (jsonBody(r) as { preferences: unknown }).preferences,
              },
            },
          }
        : undefined,
    );
    renderApp('/settings#notifications', verifiedUser);
    const user = userEvent.setup();
    const locked = await screen.findByRole('checkbox', { name: 'Account security: email (always on)' });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save preferences' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Messages: email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Job alerts: email' }));
    await user.click(save);
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = jsonBody(server.requests.find((r) => r.method === 'PUT')) as {
      preferences: Record<string, { in_app: boolean; email: boolean }>;
    };
    expect(body.preferences.message_received).toEqual({ in_app: true, email: false });
    expect(body.preferences.job_alert).toEqual({ in_app: true, email: true });
    expect(body.preferences.account_security).toEqual({ in_app: true, email: true });
    expect(Object.keys(body.preferences)).toHaveLength(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES).length);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled());
  });

  it('switches the recruiter visibility and keeps the old value when the save fails', async () => {
    let fail = false;
    serve((r) => {
      if (r.method !== 'PUT' || r.url !== '/talent/api/settings/privacy') return undefined;
      if (fail) return { status: 500, data: { message: 'Server Error' } };
      return { status: 200, data: { data: { ...SETTINGS, ...jsonBody(r) } } };
    });
    renderApp('/settings#privacy', verifiedUser);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Visible to recruiters' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Visible to recruiters' })).not.toBeChecked(),
    );
    expect(jsonBody(server.requests.find((r) => r.method === 'PUT'))).toEqual({
      visible_to_recruiters: false,
    });
    fail = true;
    await user.click(screen.getByRole('switch', { name: 'Visible to recruiters' }));
    expect(await screen.findByText('Your privacy setting could not be saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Visible to recruiters' })).not.toBeChecked();
  });
});

describe('settings: usage analytics', () => {
  afterEach(async () => {
    localStorage.clear();
    // Back to the built-in configuration (analytics off) for the other tests.
    serve((r) => (r.url === '/app-config.json' ? { status: 200, data: FALLBACK_CONFIG } : undefined));
    await loadRuntimeConfig(api);
  });

  it('shows the choice the banner asked for and changes it in this browser', async () => {
    serve((r) =>
      r.url === '/app-config.json'
        ? {
            status: 200,
            data: {
              ...FALLBACK_CONFIG,
              analytics: { enabled: true, provider: 'embedded', key: 'phc_embedded', relay_path: '/ingest' },
            },
          }
        : undefined,
    );
    await loadRuntimeConfig(api);
    renderApp('/settings#privacy', verifiedUser);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Count my page visits' });
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText('You have not chosen yet: nothing is collected until you do.'),
    ).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(analyticsConsent()).toBe('accepted');
    await user.click(toggle);
    expect(analyticsConsent()).toBe('rejected');
    expect(screen.getByText('Nothing is collected about your visits.')).toBeInTheDocument();
    // No server round trip: the choice belongs to the browser.
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('settings: your data', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('downloads the export under the server-given name', async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    serve((r) =>
      r.url === '/talent/api/account/export'
        ? {
            status: 200,
            data: { format_version: 1, user: { email: 'ada@example.com' } },
            headers: { 'content-disposition': 'attachment; filename="talent-data-2026-11-22.json"' },
          }
        : undefined,
    );
    renderApp('/settings#data', verifiedUser);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['talent-data-2026-11-22.json']));
    click.mockRestore();
  });

  it('deletes the account after the password and DELETE, then lands on the login page', async () => {
    serve((r) => {
      if (r.method !== 'DELETE' || r.url !== '/talent/api/account') return undefined;
      const body = jsonBody(r);
      return body.password === 'right'
        ? { status: 204 }
        : invalid({ password: ['The password is incorrect.'] });
    });
    const { router } = renderApp('/settings#data', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Type DELETE to confirm.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your account was deleted/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, unverifiedUser, verifiedUser } from '../../../test/render-app.tsx';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { jobDetail } from '../../../test/job-fixtures.ts';

const server = stubAppApi();
const { respondWith } = server;
const posted = (url: string) => server.posted(url);
const body = jsonBody;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('login', () => {
  it('shows the 422 field error next to the email, tied with aria-describedby', async () => {
    respondWith((r) =>
      r.url === '/login'
        ? {
            status: 422,
            data: {
              message: 'These credentials do not match our records.',
              errors: { email: ['These credentials do not match our records.'] },
            },
          }
        : undefined,
    );
    renderApp('/login', null);
    const user = userEvent.setup();
    // Sent as the contract's schema reads it: trimmed and lower-cased.
    await user.type(await screen.findByLabelText('Email'), ' Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const message = await screen.findByText('These credentials do not match our records.');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(body(posted('/login')[0])).toEqual({
      email: 'ada@example.com',
      password: 'wrong-password',
      remember: false,
    });
  });

  it("checks the contract's rules before sending, focuses the first field, and re-checks as the user types", async () => {
    respondWith(() => undefined);
    renderApp('/login', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(posted('/login')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(screen.queryByText('The password field is required.')).toBeNull());
    expect(screen.getByText('The email field must be a valid email address.')).toBeInTheDocument();
  });

  it('shows the Retry-After wait on 429 and disables the button', async () => {
    respondWith((r) =>
      r.url === '/login'
        ? { status: 429, data: { message: 'Too Many Attempts.' }, headers: { 'retry-after': '42' } }
        : undefined,
    );
    renderApp('/login', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/wait 42 seconds/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it('after logging in reloads the identity and goes to ?redirect', async () => {
    let loggedIn = false;
    respondWith((r) => {
      if (r.url === '/login') {
        loggedIn = true;
        return { status: 200, data: { two_factor: false } };
      }
      if (r.url === '/api/user') return loggedIn ? { status: 200, data: verifiedUser } : { status: 401 };
      return undefined;
    });
    const { router } = renderApp('/login?redirect=%2Fjobs%3Fq%3Dgo', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ADA@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Borderless-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/jobs?q=go'),
    );
    expect(body(posted('/login')[0])?.email).toBe('ada@example.com');
    expect(await screen.findByRole('searchbox', { name: 'Search jobs' })).toHaveValue('go');
    // The jobs page is a large chunk to compile on first use.
  }, 15_000);

  it('/login/:id continues the guest application afterwards', async () => {
    let loggedIn = false;
    respondWith((r) => {
      if (r.url === '/login') {
        loggedIn = true;
        return { status: 200, data: { two_factor: false } };
      }
      if (r.url === '/api/user') return loggedIn ? { status: 200, data: verifiedUser } : { status: 401 };
      return undefined;
    });
    const { router } = renderApp('/login/99', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/99/screener-tests'));
  });

  it('/login/:id/jobs lands on the job list', async () => {
    let loggedIn = false;
    respondWith((r) => {
      if (r.url === '/login') {
        loggedIn = true;
        return { status: 200, data: { two_factor: false } };
      }
      if (r.url === '/api/user') return loggedIn ? { status: 200, data: verifiedUser } : { status: 401 };
      return undefined;
    });
    const { router } = renderApp('/login/99/jobs', null);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Log in to see all jobs' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  }, 15_000);
});

describe('signup', () => {
  const CHECK_MAIL = { status: 202, data: { message: 'Check your mail to finish creating your account.' } };

  async function fillAndSubmit(email = 'grace@example.com') {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'Passage-Across-Borders-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Passage-Across-Borders-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    return user;
  }

  it('says "check your email" on the page itself, with no session, and how to get a new link', async () => {
    respondWith((r) => {
      if (r.url === '/register') return CHECK_MAIL;
      if (r.url === '/api/user') return { status: 401, data: { message: 'Unauthenticated.' } };
      return undefined;
    });
    const { router } = renderApp('/signup', null);
    const user = await fillAndSubmit();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    // Focus follows the new screen instead of falling to the page.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('heading', { name: 'No mail, or the link expired?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // "Start again" brings the form back as it was typed.
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Full name')).toHaveValue('Grace Hopper');
  });

  it('/signup/:id sends source_job_id, touches no draft before the link, and moves on once the link signs in', async () => {
    window.localStorage.setItem(
      'talent:guest-apply:v1:5',
      JSON.stringify({ cover_note: 'Hello there', answers: [], updated_at: new Date().toISOString() }),
    );
    let signedIn = false;
    respondWith((r) => {
      if (r.url === '/register') return CHECK_MAIL;
      if (r.url === '/api/user') return signedIn ? { status: 200, data: verifiedUser } : { status: 401 };
      if (r.url === '/shared/api/jobs/5') return { status: 200, data: { data: jobDetail({ id: '5' }) } };
      return undefined;
    });
    const { router } = renderApp('/signup/5', null);
    expect(
      await within(await screen.findByRole('main')).findByText('Senior TypeScript Engineer'),
    ).toBeInTheDocument();
    await fillAndSubmit();
    expect(
      await screen.findByRole('heading', { name: 'Check your email to continue your application' }),
    ).toBeInTheDocument();
    expect(body(posted('/register')[0])).toMatchObject({ name: 'Grace Hopper', source_job_id: '5' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/5');
    // No session yet, so nothing goes to an account draft: this browser keeps it for the application page.
    expect(server.requests.filter((r) => r.url.includes('application-draft'))).toHaveLength(0);
    expect(window.localStorage.getItem('talent:guest-apply:v1:5')).toContain('Hello there');

    // The link opened in another tab signs this browser in: this tab goes on to the application.
    signedIn = true;
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/5/screener-tests'), {
      timeout: 6000,
    });
    window.localStorage.clear();
  }, 15_000);

  it('validates before sending anything', async () => {
    respondWith(() => undefined);
    renderApp('/signup', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The name field is required.')).toBeInTheDocument();
    expect(posted('/register')).toHaveLength(0);
  });
});

describe('verify', () => {
  it('moves on by itself once the account is verified', async () => {
    let calls = 0;
    respondWith((r) => {
      if (r.url !== '/api/user') return undefined;
      calls += 1;
      return { status: 200, data: calls >= 1 ? verifiedUser : unverifiedUser };
    });
    const { router } = renderApp('/verify?redirect=%2Foffers', unverifiedUser);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'), { timeout: 6000 });
  }, 10_000);

  it('resends the link: 202 says sent, 429 says wait', async () => {
    let resends = 0;
    respondWith((r) => {
      if (r.url === '/api/user') return { status: 200, data: unverifiedUser };
      if (r.url === '/email/verification-notification') {
        resends += 1;
        return resends === 1
          ? { status: 202 }
          : { status: 429, data: { message: 'Too Many Attempts.' }, headers: { 'retry-after': '30' } };
      }
      return undefined;
    });
    renderApp('/verify', unverifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('We sent a new link to ada@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText(/Please wait 30 seconds/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend available in/ })).toBeDisabled();
  });
});

describe('forgot and reset password', () => {
  it('always shows the same message', async () => {
    respondWith((r) =>
      r.url === '/forgot-password' ? { status: 200, data: { message: 'whatever' } } : undefined,
    );
    renderApp('/forgot-password', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: /reset link/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/If an account exists for that address/);
  });

  it('takes token and email from the link and goes to /login on success', async () => {
    respondWith((r) =>
      r.url === '/reset-password'
        ? { status: 200, data: { message: 'Your password has been reset.' } }
        : undefined,
    );
    const { router } = renderApp('/reset-password?token=tok123&email=ada%40example.com', null);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('New password'), 'Another-Long-Passphrase-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'Another-Long-Passphrase-7');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body(posted('/reset-password')[0])).toMatchObject({ token: 'tok123', email: 'ada@example.com' });
  });
});

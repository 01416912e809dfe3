import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from '@talent/contract/offers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { application, applicationDetail, counts } from '../../../test/application-fixtures.ts';
import { fullProfile } from '../../../test/profile-fixtures.ts';
import { showsWelcome } from '../components/welcome-panel.tsx';
import { offerFixture } from '../../../test/pipeline-fixtures.ts';

const server = stubAppApi();
const NOW = new Date('2026-11-23T12:00:00.000Z');
const LIST = '/talent/api/offers';

const pending = offerFixture();
const second = offerFixture({
  id: 'offer-2',
  application_id: 'app-2',
  title: 'Platform Engineer',
  job: { id: 'job-2', title: 'Platform Engineer', company: { id: 'co-2', name: 'Contoso', logo_url: null } },
  engagement_type: 'contract',
  pay: { amount: 80, currency: 'GBP', period: 'hour' },
  annual_equivalent: { amount: 203000, currency: 'USD', rates_date: '2026-11-20' },
  start_date: '2027-02-01',
  benefits: [],
  attachments: [],
  expires_at: '2026-11-24T09:00:00.000Z',
});
const declined = offerFixture({
  id: 'offer-3',
  title: 'Frontend Engineer',
  status: 'declined',
  can_respond: false,
  decline_reason: 'compensation',
  decline_note: 'Too far from my range.',
  responded_at: '2026-11-21T10:00:00.000Z',
  counter: {
    message: 'Could we do 10,000 a month?',
    pay_amount: 10000,
    start_date: null,
    requested_at: '2026-11-20T10:00:00.000Z',
    status: 'answered',
    decision: 'keep',
    response: 'This is our best offer.',
    answered_at: '2026-11-20T16:00:00.000Z',
  },
});

function respondList(
  list: () => Offer[],
  extra?: (url: string, method: string) => { status: number; data?: unknown } | undefined,
) {
  server.respondWith((r) => {
    const answered = extra?.(r.url, r.method);
    if (answered) return answered;
    if (r.method === 'GET' && r.url === LIST) {
      const data = list();
      return {
        status: 200,
        data: { data, meta: { pending: data.filter((o) => o.status === 'pending').length } },
      };
    }
    return undefined;
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const card = (title: string) => screen.getByText(title, { selector: 'h2' }).closest('article')!;
/** The card of an offer once the list is there (text queries first: role queries over the whole page are slow). */
async function cardOf(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, { selector: 'h2' }, { timeout: 5000 })).closest('article')!;
}

describe('offers: the list', () => {
  it('shows every fact of an offer, its pay in the candidate currency with the rates date, and its history', async () => {
    respondList(() => [pending, second, declined]);
    renderApp('/offers', verifiedUser);
    const first = await cardOf('Senior TypeScript Engineer');
    expect(first).toHaveAccessibleName('Senior TypeScript Engineer');
    expect(within(first).getByText('Awaiting your answer')).toBeInTheDocument();
    expect(within(first).getByText(/€9,000 a month/)).toBeInTheDocument();
    expect(within(first).getByText(/≈ \$117,000 a year in USD/)).toBeInTheDocument();
    expect(within(first).getByText(/reference rates of 20 Nov 2026/)).toBeInTheDocument();
    expect(within(first).getByText('11 Jan 2027')).toBeInTheDocument();
    expect(within(first).getByText('Home-office budget')).toBeInTheDocument();
    expect(within(first).getByText('7 days left')).toBeInTheDocument();
    // Terms as markdown (once its renderer has loaded), raw HTML dropped.
    expect((await within(first).findByText('12-month')).tagName).toBe('STRONG');
    expect(first.querySelector('script')).toBeNull();
    expect(within(first).getByRole('link', { name: /Download contract.pdf/ })).toHaveAttribute(
      'href',
      '/talent/api/offers/offer-1/attachments/f1',
    );
    // Under 48 hours left.
    expect(within(card('Platform Engineer')).getByText('21 hours left')).toBeInTheDocument();

    const past = card('Frontend Engineer');
    expect(within(past).getByText('Declined')).toBeInTheDocument();
    expect(
      within(past).getByText(/You declined .*Compensation — “Too far from my range.”/),
    ).toBeInTheDocument();
    expect(within(past).getByText(/You asked for changes .*€10,000 a month/)).toBeInTheDocument();
    expect(
      within(past).getByText(/kept the offer as it was — “This is our best offer.”/),
    ).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('highlights and focuses the offer named in ?offer=', async () => {
    respondList(() => [pending, second]);
    renderApp('/offers?offer=offer-2', verifiedUser);
    const heading = await screen.findByRole('heading', { name: 'Platform Engineer' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(card('Platform Engineer').className).toMatch(/ring-2/);
    expect(card('Senior TypeScript Engineer').className).not.toMatch(/ring-2/);
  });

  it('has calm empty and error states', async () => {
    respondList(() => []);
    renderApp('/offers', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'No offers yet' })).toBeInTheDocument();
  });

  it('offers a retry when the list does not load', async () => {
    server.respondWith((r) => (r.url === LIST ? { status: 400, data: { message: 'Broken' } } : undefined));
    renderApp('/offers', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Your offers did not load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('offers: accept', () => {
  it('checks the typed name against the account name, then signs with the terms hash shown', async () => {
    let current = [pending];
    respondList(
      () => current,
      (url, method) => {
        if (method === 'POST' && url === '/talent/api/offers/offer-1/accept') {
          current = [{ ...pending, status: 'accepted', can_respond: false }];
          return { status: 200, data: { data: current[0] } };
        }
        return undefined;
      },
    );
    const user = userEvent.setup();
    renderApp('/offers', verifiedUser);
    await user.click(
      within(await cardOf('Senior TypeScript Engineer')).getByRole('button', {
        name: 'Accept the offer for Senior TypeScript Engineer',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Accept the offer for Senior TypeScript Engineer?',
    });
    expect(within(dialog).getByText(/IP address/)).toBeInTheDocument();
    expect(within(dialog).getByText(/€9,000 a month/)).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: 'Type your full name to sign' });
    await user.type(name, 'Ada Byron');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and accept' }));
    expect(within(dialog).getByText(/exactly as on your account: Ada Lovelace\./)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(server.posted('/talent/api/offers/offer-1/accept')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  ada   lovelace ');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and accept' }));
    await waitFor(() => expect(server.posted('/talent/api/offers/offer-1/accept')).toHaveLength(1));
    expect(jsonBody(server.posted('/talent/api/offers/offer-1/accept')[0])).toEqual({
      signature_name: 'ada   lovelace',
      terms_hash: 'a'.repeat(64),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Senior TypeScript Engineer')).findByText('Accepted')).toBeInTheDocument();
    // The welcome step takes the focus: the dialog's trigger is gone.
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Welcome to / })).toHaveFocus());
  });

  it('on 409 (the terms changed) reloads the offer, says so, and signs the new terms next time', async () => {
    const revised = {
      ...pending,
      version: 2,
      terms_hash: 'b'.repeat(64),
      pay: { ...pending.pay, amount: 9500 },
    };
    let current = [pending];
    respondList(
      () => current,
      (url, method) => {
        if (method !== 'POST' || url !== '/talent/api/offers/offer-1/accept') return undefined;
        const body = jsonBody(server.posted(url).at(-1));
        if (body.terms_hash !== revised.terms_hash) {
          current = [revised];
          return {
            status: 409,
            data: { message: 'The terms of this offer changed while you were reading them.' },
          };
        }
        return { status: 200, data: { data: { ...revised, status: 'accepted', can_respond: false } } };
      },
    );
    const user = userEvent.setup();
    renderApp('/offers', verifiedUser);
    await user.click(
      within(await cardOf('Senior TypeScript Engineer')).getByRole('button', { name: /^Accept the offer/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type your full name to sign' }),
      'Ada Lovelace',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign and accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /changed while you were reading them\. We reloaded the offer/,
    );
    // The dialog now shows the new version.
    expect(await within(dialog).findByText(/€9,500 a month/)).toBeInTheDocument();
    expect(within(dialog).getByText('What you sign (version 2)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign and accept' }));
    await waitFor(() => expect(server.posted('/talent/api/offers/offer-1/accept')).toHaveLength(2));
    expect(jsonBody(server.posted('/talent/api/offers/offer-1/accept')[1]).terms_hash).toBe('b'.repeat(64));
  });
});

describe('offers: decline and counter', () => {
  it('declines with a reason (required) and a note', async () => {
    respondList(
      () => [pending],
      (url, method) =>
        method === 'POST' && url === '/talent/api/offers/offer-1/decline'
          ? { status: 200, data: { data: { ...pending, status: 'declined', can_respond: false } } }
          : undefined,
    );
    const user = userEvent.setup();
    renderApp('/offers', verifiedUser);
    await user.click(
      within(await cardOf('Senior TypeScript Engineer')).getByRole('button', {
        name: 'Decline the offer for Senior TypeScript Engineer',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Decline the offer/ });
    expect(
      within(dialog).queryByRole('radio', { name: 'I withdrew my application' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'I accepted another offer' }));
    await user.type(within(dialog).getByRole('textbox', { name: /A note for the recruiter/ }), 'Thank you!');
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(server.posted('/talent/api/offers/offer-1/decline')).toHaveLength(1));
    expect(jsonBody(server.posted('/talent/api/offers/offer-1/decline')[0])).toEqual({
      reason: 'accepted_other_offer',
      note: 'Thank you!',
    });
    // The Decline button went with the answer: the focus goes to the offer's title, not the body.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Senior TypeScript Engineer' })).toHaveFocus(),
    );
  });

  it('asks for changes with a message, a pay amount and a start date, and shows a 422 next to its field', async () => {
    respondList(
      () => [pending],
      (url, method) => {
        if (method !== 'POST' || url !== '/talent/api/offers/offer-1/counter') return undefined;
        if (server.posted(url).length === 1)
          return {
            status: 422,
            data: { message: 'Invalid', errors: { start_date: ['The start date must be in the future.'] } },
          };
        return { status: 200, data: { data: pending } };
      },
    );
    const user = userEvent.setup();
    renderApp('/offers', verifiedUser);
    await user.click(
      within(await cardOf('Senior TypeScript Engineer')).getByRole('button', { name: /^Ask for changes/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Ask for changes to Senior TypeScript Engineer',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Say what you would like changed.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What would you like changed?' }),
      'A bit more, please.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Pay you ask for, in EUR a month/ }), '9800');
    await user.type(within(dialog).getByLabelText('Start date you ask for (optional)'), '2027-01-18');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The start date must be in the future.')).toBeInTheDocument();
    expect(jsonBody(server.posted('/talent/api/offers/offer-1/counter')[0])).toEqual({
      message: 'A bit more, please.',
      pay_amount: 9800,
      start_date: '2027-01-18',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('offers: compare', () => {
  it('puts two or three offers side by side, by keyboard', async () => {
    const third = offerFixture({ id: 'offer-4', title: 'Staff Engineer', annual_equivalent: null });
    const fourth = offerFixture({ id: 'offer-5', title: 'Principal Engineer' });
    respondList(() => [pending, second, third, fourth]);
    const user = userEvent.setup();
    renderApp('/offers', verifiedUser);
    const firstBox = within(await cardOf('Senior TypeScript Engineer')).getByRole('checkbox', {
      name: 'Compare Senior TypeScript Engineer at Northwind Labs',
    });
    firstBox.focus();
    await user.keyboard(' ');
    expect(firstBox).toBeChecked();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Tick one or two more offers to compare them.')).toBeInTheDocument();

    const status = screen.getByText('Tick one or two more offers to compare them.');
    expect(status).toHaveAttribute('role', 'status');
    screen.getByRole('checkbox', { name: 'Compare Platform Engineer at Contoso' }).focus();
    await user.keyboard(' ');
    const table = screen.getByRole('table');
    // The table appears above the focused box: the live region that was already there says so.
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent('Comparing 2 offers side by side, in the table above your offers.');
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(columns).toEqual(['Senior TypeScript Engineer', 'Platform Engineer']);
    const annualRow = within(table).getByRole('row', { name: /Annual equivalent/ });
    expect(annualRow).toHaveTextContent('≈ $117,000 a year');
    expect(annualRow).toHaveTextContent('≈ $203,000 a yearHighest');
    expect(within(table).getByRole('row', { name: /Pay/ })).toHaveTextContent('£80 an hour (GBP)');
    expect(within(table).getByRole('row', { name: /Engagement/ })).toHaveTextContent('Contract');
    expect(
      screen.getByText('Annual equivalents use the reference rates of 20 Nov 2026.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Compare Staff Engineer/ }));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(3);
    expect(
      within(screen.getByRole('table')).getByText('No reference rate for this currency'),
    ).toBeInTheDocument();
    // Three at most.
    expect(screen.getByRole('checkbox', { name: /Compare Principal Engineer/ })).toBeDisabled();

    screen.getByRole('button', { name: 'Clear comparison' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The pressed button is gone: the focus is on the first compared offer's box, not the body.
    expect(firstBox).toHaveFocus();
  });
});

describe('offers: the welcome step after signing', () => {
  const signed = offerFixture({
    status: 'accepted',
    can_respond: false,
    responded_at: '2026-11-22T10:00:00.000Z',
    signature: {
      name: 'Ada Lovelace',
      signed_at: '2026-11-22T10:00:00.000Z',
      ip: '203.0.113.9',
      terms_hash: 'a'.repeat(64),
    },
  });

  it('says what happens next, links the recruiter chat, withdraws the other applications with progress, and pauses the search', async () => {
    let apps = [
      application({ id: 'app-1', status: 'hired', conversation_id: 'conv-1' }),
      application({ id: 'app-7', status: 'interviewing' }),
      application({ id: 'app-8', status: 'offer', pending_offers: 1 }),
      application({ id: 'app-9', status: 'rejected' }),
    ];
    let profile = fullProfile({ job_search_status: 'actively_looking', visible_to_recruiters: true });
    respondList(
      () => [signed],
      (url, method) => {
        if (method === 'GET' && url === '/talent/api/applications')
          return { status: 200, data: { data: apps, meta: { counts: counts() } } };
        const withdrawn = /^\/talent\/api\/applications\/(app-\d)\/withdraw$/.exec(url);
        if (method === 'POST' && withdrawn) {
          apps = apps.map((a) =>
            a.id === withdrawn[1] ? { ...a, status: 'withdrawn', pending_offers: 0 } : a,
          );
          return { status: 200, data: { data: applicationDetail(apps.find((a) => a.id === withdrawn[1])) } };
        }
        if (method === 'GET' && url === '/talent/api/profile')
          return { status: 200, data: { data: profile } };
        if (method === 'PATCH' && url === '/talent/api/profile') {
          profile = { ...profile, job_search_status: 'not_looking', visible_to_recruiters: false };
          return { status: 200, data: { data: profile } };
        }
        return undefined;
      },
    );
    const user = userEvent.setup();
    renderApp('/offers', verifiedUser);
    const welcome = await screen.findByRole('region', { name: /^Welcome to / });
    expect(welcome).toHaveTextContent('You start on');
    expect(within(card('Senior TypeScript Engineer')).getByText('Signed')).toBeInTheDocument();
    expect(
      await within(welcome).findByText(/2 other open applications \(1 with an offer waiting\)/),
    ).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: /^Message / })).toHaveAttribute(
      'href',
      '/chat?c=conv-1',
    );

    await user.click(within(welcome).getByRole('button', { name: 'Withdraw the others…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your other applications?' });
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw 2 applications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = server.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/withdraw'));
    expect(posts.map((r) => r.url)).toEqual([
      '/talent/api/applications/app-7/withdraw',
      '/talent/api/applications/app-8/withdraw',
    ]);
    expect(posts.map((r) => jsonBody(r))).toEqual([
      { reason: 'I accepted another offer.' },
      { reason: 'I accepted another offer.' },
    ]);
    expect(await within(welcome).findByText(/No other open applications/)).toBeInTheDocument();

    await user.click(within(welcome).getByRole('button', { name: 'Pause my job search' }));
    expect(await within(welcome).findByText(/Your job search is paused/)).toBeInTheDocument();
    const patch = server.requests.find((r) => r.method === 'PATCH' && r.url === '/talent/api/profile');
    expect(jsonBody(patch)).toEqual({ job_search_status: 'not_looking', visible_to_recruiters: false });
  }, 20_000);

  it('stops at a failed withdrawal, names it, and leaves the rest alone', async () => {
    const apps = [
      application({ id: 'app-7', status: 'interviewing' }),
      application({
        id: 'app-8',
        status: 'in_review',
        job: { ...application().job, id: 'job-8', title: 'Data Engineer' },
      }),
    ];
    respondList(
      () => [signed],
      (url, method) => {
        if (method === 'GET' && url === '/talent/api/applications')
          return { status: 200, data: { data: apps, meta: { counts: counts() } } };
        if (method === 'POST' && url === '/talent/api/applications/app-7/withdraw')
          return { status: 409, data: { message: 'This application has already moved on.' } };
        if (method === 'GET' && url === '/talent/api/profile')
          return { status: 200, data: { data: fullProfile() } };
        return undefined;
      },
    );
    const user = userEvent.setup();
    renderApp('/offers', verifiedUser);
    const welcome = await screen.findByRole('region', { name: /^Welcome to / });
    await user.click(await within(welcome).findByRole('button', { name: 'Withdraw the others…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your other applications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw 2 applications' }));
    expect(
      await within(dialog).findByText(/Could not withdraw Senior TypeScript Engineer/),
    ).toHaveTextContent('This application has already moved on.');
    expect(server.requests.filter((r) => r.url.endsWith('/withdraw')).map((r) => r.url)).toEqual([
      '/talent/api/applications/app-7/withdraw',
    ]);
  }, 20_000);

  it('is not shown once the job has started, nor on other answers', async () => {
    respondList(() => [
      { ...signed, start_date: '2026-11-01' },
      offerFixture({ id: 'offer-5', title: 'Frontend Engineer', status: 'declined', can_respond: false }),
    ]);
    renderApp('/offers', verifiedUser);
    await cardOf('Frontend Engineer');
    expect(screen.queryByTestId('welcome-panel')).toBeNull();
  });
});

describe('offers: the welcome step lasts until the start date where the candidate lives', () => {
  it('counts the start day in the candidate’s zone, not in UTC', () => {
    const starting = offerFixture({ status: 'accepted', can_respond: false, start_date: '2026-11-23' });
    // 12:00 UTC on 23 November is already the 24th in Kiritimati (UTC+14), still the 23rd in Los Angeles.
    expect(showsWelcome(starting, NOW, 'America/Los_Angeles')).toBe(true);
    expect(showsWelcome(starting, NOW, 'Pacific/Kiritimati')).toBe(false);
    expect(showsWelcome({ ...starting, status: 'declined' }, NOW, 'America/Los_Angeles')).toBe(false);
  });
});

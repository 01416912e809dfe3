import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { page, renderPage, talkDetail, talkSummary } from '../testing/masterclass-kit.tsx';
import UpcomingTalksPage from './upcoming-talks-page.tsx';

const server = stubAppApi();
const TALKS = '/talent/api/talks';

const render = (path = '/masterclass/upcoming-talks') =>
  renderPage(<UpcomingTalksPage title="Upcoming talks" />, { path, pattern: '/masterclass/upcoming-talks' });

describe('the upcoming talks', { timeout: 20_000 }, () => {
  it('lists each talk in my time zone with the speaker, the seats left and the calendar; filters by category and search in the URL', async () => {
    server.respondWith((r) => {
      if (r.url !== TALKS) return undefined;
      const { category } = r.params as { category?: string };
      return {
        status: 200,
        data:
          category === 'career'
            ? page([])
            : page([
                talkSummary(),
                talkSummary({ id: 't-3', title: 'Data contracts', seats_left: 0, waitlist_count: 2 }),
              ]),
      };
    });
    const user = userEvent.setup();
    const view = render('/masterclass/upcoming-talks?category=engineering');

    const list = await screen.findByRole('list', { name: 'Upcoming talks' });
    expect(server.requests.find((r) => r.url === TALKS)?.params).toEqual({
      when: 'upcoming',
      category: 'engineering',
      q: undefined,
      cursor: undefined,
    });
    const first = within(list).getByRole('article', { name: 'Shipping React across time zones' });
    // 17:00 UTC on 1 July is 18:00 in London (summer time).
    expect(first).toHaveTextContent('Mon 1 Jul 2030, 18:00–19:00 GMT+1');
    expect(first).toHaveTextContent('Grace Hopper · Staff engineer, Northwind');
    expect(first).toHaveTextContent('12 of 40 seats left');
    expect(within(first).getByRole('link', { name: 'Shipping React across time zones' })).toHaveAttribute(
      'href',
      '/masterclass/engineering/t-1',
    );
    const full = within(list).getByRole('article', { name: 'Data contracts' });
    expect(full).toHaveTextContent('Full · 2 on the waitlist');
    expect(
      within(full).getByRole('button', { name: 'Join the waitlist for Data contracts' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Europe/London', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Career growth' }));
    expect(await screen.findByRole('heading', { name: 'No upcoming talks match' })).toBeInTheDocument();
    expect(view.location()).toBe('?category=career');

    await user.type(screen.getByRole('searchbox', { name: 'Search upcoming talks' }), 'react');
    await waitFor(() => expect(view.location()).toBe('?category=career&q=react'));
    await waitFor(() =>
      expect(server.requests.at(-1)?.params).toMatchObject({ category: 'career', q: 'react' }),
    );
  });

  it('registers in one click, lands on the waitlist when full, and cancels after asking', async () => {
    let state: 'none' | 'registered' | 'waitlisted' = 'none';
    server.respondWith((r) => {
      const registration =
        state === 'none'
          ? null
          : {
              state,
              waitlist_position: state === 'waitlisted' ? 3 : null,
              registered_at: '2030-06-01T10:00:00.000Z',
            };
      if (r.url === TALKS)
        return { status: 200, data: page([talkSummary({ my_registration: registration })]) };
      if (r.url === `${TALKS}/t-1/registration` && r.method === 'POST') {
        state = 'waitlisted';
        return {
          status: 201,
          data: {
            data: talkDetail({
              seats_left: 0,
              waitlist_count: 3,
              my_registration: {
                state: 'waitlisted',
                waitlist_position: 3,
                registered_at: '2030-06-01T10:00:00.000Z',
              },
            }),
          },
        };
      }
      if (r.url === `${TALKS}/t-1/registration` && r.method === 'DELETE') {
        state = 'none';
        return { status: 200, data: { data: talkDetail() } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('article', { name: 'Shipping React across time zones' });
    await user.click(
      within(card).getByRole('button', { name: 'Register for Shipping React across time zones' }),
    );
    expect(await within(card).findByText('On the waitlist, #3')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url === `${TALKS}/t-1/registration`)).toHaveLength(1);
    // Waitlisted people can already put it in their calendar.
    expect(within(card).getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      '/talent/api/talks/t-1/invite.ics',
    );

    await user.click(
      within(card).getByRole('button', { name: 'Leave the waitlist for Shipping React across time zones' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the waitlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the waitlist' }));
    expect(
      await within(card).findByRole('button', { name: 'Register for Shipping React across time zones' }),
    ).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('says when a registration was refused (the talk started) and shows the talk as it is now', async () => {
    server.respondWith((r) => {
      if (r.url === TALKS) return { status: 200, data: page([talkSummary()]) };
      if (r.url === `${TALKS}/t-1/registration`)
        return { status: 409, data: { message: 'Registration closed when the talk started.' } };
      return undefined;
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: /^Register for/ }));
    expect(await screen.findByText('Registration closed when the talk started.')).toBeInTheDocument();
  });

  it('shows the empty state, and an error with a retry', async () => {
    let fail = true;
    server.respondWith((r) => {
      if (r.url !== TALKS) return undefined;
      return fail ? { status: 500, data: { message: 'Server Error' } } : { status: 200, data: page([]) };
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Talks did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No talks scheduled yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a talk' })).toHaveAttribute(
      'href',
      '/masterclass/talk-request',
    );
  });

  it('gives my calendar feed to copy or subscribe to, and makes a new address after asking', async () => {
    let token = 'first';
    const feed = () => ({
      data: {
        url: `https://borderless.test/calendar/${token}.ics`,
        webcal_url: `webcal://borderless.test/calendar/${token}.ics`,
        created_at: '2026-05-01T10:00:00.000Z',
      },
    });
    server.respondWith((r) => {
      if (r.url === TALKS) return { status: 200, data: page([]) };
      if (r.url === '/talent/api/calendar-feed') return { status: 200, data: feed() };
      if (r.url === '/talent/api/calendar-feed/rotate') {
        token = 'second';
        return { status: 200, data: feed() };
      }
      return undefined;
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your talks in your calendar' });
    expect(await within(dialog).findByLabelText('Your feed address')).toHaveValue(
      'https://borderless.test/calendar/first.ics',
    );
    expect(within(dialog).getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      'webcal://borderless.test/calendar/first.ics',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('https://borderless.test/calendar/first.ics');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make a new feed address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your feed address')).toHaveValue(
        'https://borderless.test/calendar/second.ics',
      ),
    );
    expect(server.posted('/talent/api/calendar-feed/rotate')).toHaveLength(1);
  });
});

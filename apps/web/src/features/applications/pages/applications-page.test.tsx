import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { application, applicationEvent, counts } from '../../../test/application-fixtures.ts';
import type { Application } from '@talent/contract/applications';

const server = stubAppApi();

/** "Applied 21 Nov 2026" of a card (the stage track says "Applied" too). */
const appliedText = (card: HTMLElement) =>
  within(card).getByText((_, el) => el?.tagName === 'SPAN' && /^Applied \d/.test(el.textContent ?? ''))
    .textContent;
const badgeText = (card: HTMLElement) => within(card).getByText('Status:').parentElement?.textContent;

const listOf = (data: Application[], given = {}) => ({
  status: 200,
  data: { data, meta: { counts: counts(given) } },
});

describe('applications page', { timeout: 30_000 }, () => {
  it('lists applications newest first with readable statuses, and withdraws one (saying what it cancels)', async () => {
    const older = application({ id: 'a-old', submitted_at: '2026-11-01T10:00:00.000Z', status: 'in_review' });
    const newer = application({
      id: 'a-new',
      submitted_at: '2026-11-21T10:00:00.000Z',
      status: 'interviewing',
      upcoming_interviews: 1,
      knocked_out: true,
      answers: [
        {
          question_id: 'years',
          value: 1,
          question: 'How many years have you worked with TypeScript?',
          knocked_out: true,
          badge: null,
        },
      ],
    });
    const withdrawn = application({
      id: 'a-gone',
      submitted_at: '2026-10-01T10:00:00.000Z',
      status_changed_at: '2026-10-05T10:00:00.000Z',
      status: 'withdrawn',
      can_withdraw: false,
      withdrawn_at: '2026-10-05T10:00:00.000Z',
      withdraw_reason: 'Took another offer',
    });
    let list = [older, withdrawn, newer];
    server.respondWith((r) => {
      if (r.url === '/talent/api/applications')
        return listOf(list, { in_review: 1, interviewing: 1, withdrawn: 1 });
      if (r.url === '/talent/api/applications/a-new/withdraw') {
        const updated = {
          ...newer,
          status: 'withdrawn' as const,
          can_withdraw: false,
          withdrawn_at: '2026-11-22T10:00:00.000Z',
          status_changed_at: '2026-11-22T10:00:00.000Z',
        };
        list = list.map((a) => (a.id === 'a-new' ? updated : a));
        return { status: 200, data: { data: { ...updated, timeline: [] } } };
      }
      return undefined;
    });
    renderApp('/applications', verifiedUser);

    const items = await screen.findAllByRole('article');
    expect(items.map((item) => appliedText(item))).toEqual([
      'Applied 21 Nov 2026',
      'Applied 1 Nov 2026',
      'Applied 1 Oct 2026',
    ]);
    expect(items.map(badgeText)).toEqual(['Status: Interviewing', 'Status: In review', 'Status: Withdrawn']);
    expect(within(items[0]!).getByText(/Flagged: an answer misses/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Took another offer')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: /Apply again/ })).toHaveAttribute(
      'href',
      '/jobs/job-1/apply',
    );
    expect(within(items[2]!).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: /Withdraw/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
    expect(
      within(dialog).getByText(/interviews are cancelled and a pending offer is declined/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This also means: 1 upcoming interview cancelled.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Found a better fit');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    expect(jsonBody(server.posted('/talent/api/applications/a-new/withdraw')[0])).toEqual({
      reason: 'Found a better fit',
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const first = (await screen.findAllByRole('article'))[0]!;
    expect(await within(first).findByRole('link', { name: /Apply again/ })).toBeInTheDocument();
  });

  it('shows the timeline in the candidate’s zone across a daylight-saving change, opened from ?application=', async () => {
    const user = { ...verifiedUser, timezone: 'America/New_York' };
    const app = application({
      id: 'a-1',
      status: 'interviewing',
      conversation_id: 'conv-9',
      submitted_at: '2026-03-07T15:00:00.000Z',
      status_changed_at: '2026-03-09T15:00:00.000Z',
      next_step: {
        text: 'Pick an interview slot',
        owner: 'talent',
        typical_hours: 48,
        due_at: '2026-03-12T16:00:00.000Z',
        path: '/applications/interview-requests?request=req-1',
      },
    });
    const timeline = [
      applicationEvent({ id: 'e1', created_at: '2026-03-07T15:00:00.000Z' }),
      applicationEvent({
        id: 'e2',
        type: 'interview_requested',
        from_status: 'in_review',
        to_status: 'interviewing',
        actor: { kind: 'recruiter', name: 'Maya Chen' },
        summary: 'Maya Chen asked you for an interview',
        note: 'Looking forward to **meeting** you. <script>alert(1)</script>',
        interview_request_id: 'req-1',
        created_at: '2026-03-09T15:00:00.000Z',
      }),
    ];
    server.respondWith((r) => {
      if (r.url === '/talent/api/applications')
        return listOf([application({ id: 'other' }), app], { interviewing: 1, submitted: 1 });
      if (r.url === '/talent/api/applications/a-1')
        return { status: 200, data: { data: { ...app, timeline } } };
      return undefined;
    });
    renderApp('/applications?application=a-1', user);

    const steps = await screen.findAllByTestId('timeline-step');
    const highlighted = document.querySelector('article[data-highlighted]')!;
    expect(highlighted).toHaveAccessibleName('Senior TypeScript Engineer');
    expect(within(highlighted as HTMLElement).getByRole('button', { name: /Hide timeline/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // 15:00 UTC is 10:00 EST before the change (8 March 2026) and 11:00 EDT after it.
    expect(within(steps[0]!).getByText('7 Mar 2026, 10:00 EST')).toBeInTheDocument();
    expect(within(steps[0]!).getByText('by You')).toBeInTheDocument();
    expect(within(steps[1]!).getByText('9 Mar 2026, 11:00 EDT')).toBeInTheDocument();
    expect(within(steps[1]!).getByText('by Maya Chen (recruiter)')).toBeInTheDocument();
    // Markdown is drawn once its renderer has loaded (it loads beside the page).
    expect((await within(steps[1]!).findByText('meeting')).tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(within(steps[1]!).getByRole('link', { name: 'See the interview request' })).toHaveAttribute(
      'href',
      '/applications/interview-requests?request=req-1',
    );

    const next = within(highlighted as HTMLElement).getByRole('group', { name: 'What happens next' });
    expect(next).toHaveTextContent('Your movePick an interview slot');
    expect(next).toHaveTextContent('Usually takes about 2 days');
    expect(next).toHaveTextContent('Due 12 Mar 2026, 12:00 EDT');
    expect(within(next).getByRole('link', { name: /Answer the interview request/ })).toHaveAttribute(
      'href',
      '/applications/interview-requests?request=req-1',
    );
    expect(
      within(highlighted as HTMLElement).getByRole('link', { name: /Chat with Maya Chen about Senior/ }),
    ).toHaveAttribute('href', '/chat?c=conv-9');
    expect(within(highlighted as HTMLElement).getByRole('list', { name: 'Stages' })).toBeInTheDocument();
    expect(
      within(highlighted as HTMLElement)
        .getByText('Interviews')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  });

  it(
    'keeps the state filter and the search in the URL and sends them to the server',
    { timeout: 20_000 },
    async () => {
      server.respondWith((r) => {
        if (r.url !== '/talent/api/applications') return undefined;
        const params = (r.params ?? {}) as Record<string, string>;
        const all = [
          application({ id: 'a1', status: 'in_review' }),
          application({ id: 'a2', status: 'rejected', can_withdraw: false }),
        ];
        const data = all.filter(
          (a) =>
            (!params.status ||
              a.status === params.status ||
              (params.status === 'active' && a.status === 'in_review')) &&
            (!params.q || a.job.company.name.toLowerCase().includes(params.q.toLowerCase())),
        );
        return listOf(data, { in_review: 1, rejected: 1 });
      });
      const { router } = renderApp('/applications', verifiedUser);
      expect(await screen.findAllByRole('article')).toHaveLength(2);

      const filters = screen.getByRole('group', { name: 'Filter by status' });
      expect(within(filters).getByRole('button', { name: 'All 2' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(filters).getByRole('button', { name: 'Active 1' })).toBeInTheDocument();
      expect(within(filters).getByRole('button', { name: 'Closed out 1' })).toBeInTheDocument();
      expect(within(filters).queryByRole('button', { name: /^Offer/ })).not.toBeInTheDocument();

      const user = userEvent.setup();
      await user.click(within(filters).getByRole('button', { name: 'In review 1' }));
      await waitFor(() => expect(router.state.location.search).toBe('?status=in_review'));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
      expect(within(filters).getByRole('button', { name: 'In review 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await user.type(screen.getByRole('searchbox', { name: 'Search by job or company' }), 'nobody');
      await waitFor(() => expect(router.state.location.search).toBe('?status=in_review&q=nobody'));
      expect(await screen.findByRole('heading', { name: 'No applications match' })).toBeInTheDocument();
      const last = server.requests.filter((r) => r.url === '/talent/api/applications').at(-1);
      expect(last?.params).toEqual({ status: 'in_review', q: 'nobody' });
      // One request for the whole word, not one per key.
      expect(
        server.requests.filter(
          (r) => r.url === '/talent/api/applications' && (r.params as { q?: string }).q !== undefined,
        ),
      ).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(await screen.findAllByRole('article')).toHaveLength(2);
      expect(screen.getByRole('searchbox', { name: 'Search by job or company' })).toHaveValue('');
    },
  );

  it('explains a rejection with links to learn the missing skills, and says plainly when a promise was missed', async () => {
    const rejected = application({
      id: 'a-rej',
      status: 'rejected',
      can_withdraw: false,
      rejection: {
        reason: 'skills_gap',
        note: 'Strong profile, but we need **production Rust**.',
        missing_skills: [
          { slug: 'rust', name: 'Rust', learn_path: '/skill-center/rust' },
          { slug: 'kafka', name: 'Kafka', learn_path: '/skill-center/kafka' },
        ],
      },
    });
    const ghosted = application({
      id: 'a-late',
      job: { ...application().job, id: 'job-2', title: 'Platform Engineer' },
      response_promise: {
        days: 5,
        due_at: '2026-11-26T12:00:00.000Z',
        responded_at: null,
        state: 'missed',
      },
      recruiter: { ...application().recruiter, median_response_hours: 72 },
    });
    server.respondWith((r) =>
      r.url === '/talent/api/applications'
        ? listOf([rejected, ghosted], { rejected: 1, submitted: 1 })
        : undefined,
    );
    renderApp('/applications', verifiedUser);

    const reason = await screen.findByRole('group', { name: 'Why you were not selected' });
    expect(reason).toHaveTextContent('Reason: Skills gap');
    expect(reason).toHaveTextContent('Note from Maya Chen');
    expect(within(reason).getByText('production Rust').tagName).toBe('STRONG');
    expect(within(reason).getByRole('link', { name: 'Learn Rust' })).toHaveAttribute(
      'href',
      '/skill-center/rust',
    );
    expect(within(reason).getByRole('link', { name: 'Learn Kafka' })).toHaveAttribute(
      'href',
      '/skill-center/kafka',
    );
    // And the whole picture: the skill-gap map on the skill center.
    expect(within(reason).getByRole('link', { name: 'See your skill-gap map' })).toHaveAttribute(
      'href',
      '/skill-center#skill-gap',
    );

    const late = screen.getByRole('article', { name: 'Platform Engineer' });
    expect(within(late).getByTestId('response-promise')).toHaveTextContent(
      'Promise missed: Northwind Labs promised a first response within 5 days, by 26 Nov 2026, 12:00 GMT, and has not responded.',
    );
    expect(within(late).getByTestId('response-promise')).toHaveTextContent(
      'Maya Chen usually first responds within 3 days (measured median).',
    );
  });

  it('says when the company opened a submitted application, until it responds', async () => {
    const viewed = application({
      id: 'app-v',
      viewed_at: '2026-11-21T15:30:00.000Z',
      response_promise: {
        days: 5,
        due_at: '2026-11-26T12:00:00.000Z',
        responded_at: null,
        state: 'pending',
      },
    });
    const answered = application({
      id: 'app-a',
      status: 'in_review',
      job: { ...application().job, id: 'job-a', title: 'Data Engineer' },
      viewed_at: '2026-11-21T15:30:00.000Z',
      response_promise: {
        days: 5,
        due_at: '2026-11-26T12:00:00.000Z',
        responded_at: '2026-11-22T09:00:00.000Z',
        state: 'kept',
      },
    });
    server.respondWith((r) =>
      r.url === '/talent/api/applications'
        ? listOf([viewed, answered], { submitted: 1, in_review: 1 })
        : undefined,
    );
    renderApp('/applications', verifiedUser);
    const card = await screen.findByRole('article', { name: 'Senior TypeScript Engineer' });
    expect(within(card).getByTestId('viewed')).toHaveTextContent(
      'Viewed: Northwind Labs opened your application on 21 Nov 2026, 15:30 GMT',
    );
    const later = screen.getByRole('article', { name: 'Data Engineer' });
    expect(within(later).queryByTestId('viewed')).toBeNull();
  });

  it('has an empty state that points to the jobs', async () => {
    server.respondWith((r) => (r.url === '/talent/api/applications' ? listOf([]) : undefined));
    renderApp('/applications', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a job' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByRole('group', { name: 'Filter by status' })).not.toBeInTheDocument();
  });

  it('has a loading state, then an error state with a retry', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === '/talent/api/applications'
        ? fail
          ? { status: 400, data: { message: 'Something broke' } }
          : listOf([application()], { submitted: 1 })
        : undefined,
    );
    renderApp('/applications', verifiedUser);
    // The loading state is brief (the stub answers at once): finding it at all is the check, it may be gone a
    // moment later.
    await screen.findByRole('status', { name: 'Loading your applications' });
    expect(
      await screen.findByRole('heading', { name: 'We could not load your applications' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Senior TypeScript Engineer' })).toBeInTheDocument();
  });
});

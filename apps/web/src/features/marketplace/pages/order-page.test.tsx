import { ORDER_ACTIONS, type OrderAction, type OrderDetail } from '@talent/contract/marketplace';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { answer, FakeXhr } from '../../../test/fake-xhr.ts';
import { orderDetail, renderMarketplace } from '../../../components/marketplace/testing/marketplace-kit.tsx';
import OrderPage from './order-page.tsx';

const server = stubAppApi();
const URL = '/talent/api/marketplace/orders/o-1';
const render = () =>
  renderMarketplace(<OrderPage />, { path: '/marketplace/orders/o-1', pattern: '/marketplace/orders/:id' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Answers GET with `order` (as it is when asked) and each move with `onMove`. */
function serve(
  getOrder: () => OrderDetail,
  onMove: (path: string, body: unknown) => { status: number; data?: unknown } = () => ({ status: 404 }),
) {
  server.respondWith((r) => {
    if (r.url === URL && r.method === 'GET') return { status: 200, data: { data: getOrder() } };
    if (r.url.startsWith(`${URL}/`))
      return onMove(r.url.slice(URL.length), r.data ? JSON.parse(String(r.data)) : undefined);
    return undefined;
  });
}

// How each action shows: the one control that stands for it.
const CONTROLS: Record<OrderAction, () => HTMLElement | null> = {
  send_requirements: () => screen.queryByRole('button', { name: 'Send requirements' }),
  deliver: () => screen.queryByRole('button', { name: 'Send delivery' }),
  request_revision: () => screen.queryByRole('button', { name: 'Request a revision' }),
  approve: () => screen.queryByRole('button', { name: 'Approve and release the payment' }),
  cancel: () => screen.queryByRole('button', { name: 'Cancel the order' }),
  request_cancellation: () => screen.queryByRole('button', { name: 'Ask to cancel' }),
  accept_cancellation: () => screen.queryByRole('button', { name: 'Accept the cancellation' }),
  decline_cancellation: () => screen.queryByRole('button', { name: 'Decline: keep the order going' }),
  withdraw_cancellation: () => screen.queryByRole('button', { name: 'Withdraw your request' }),
  open_dispute: () => screen.queryByRole('button', { name: 'Open a dispute' }),
  add_evidence: () => screen.queryByRole('button', { name: 'Add evidence' }),
  review: () => screen.queryByRole('button', { name: 'Publish review' }),
};

const cancellation = {
  requested_by: 'seller' as const,
  reason: 'seller_unavailable' as const,
  message: 'I am ill this week.',
  requested_at: '2030-06-02T10:00:00.000Z',
};
const dispute = {
  id: 'd-1',
  opened_by: 'buyer' as const,
  reason: 'not_delivered' as const,
  details: 'Nothing arrived although the due date passed two days ago.',
  status: 'open' as const,
  evidence: [],
  outcome: null,
  refund_minor: null,
  decision_reason: null,
  counts_against_seller: null,
  decided_at: null,
  created_at: '2030-06-07T10:00:00.000Z',
};

describe('an order’s page', { timeout: 20_000 }, () => {
  it('shows the header, payments, timeline and chat link, and no move when `actions` is empty', async () => {
    serve(() => orderDetail());
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A React code review within 48 hours' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Order MK-7F3A2C | Borderless');
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Order MK-7F3A2C')).toBeInTheDocument();
    expect(screen.getByText('Standard · One feature · with Express delivery')).toBeInTheDocument();
    // 12:00 UTC in June is 13:00 in London.
    expect(screen.getByText('5 Jun 2030, 13:00 GMT+1')).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('In escrow').closest('div')).toHaveTextContent('€290.50');
    expect(within(payments).getByText(/the buyer pays no fee/)).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(timeline).toHaveTextContent('You placed the order and paid into escrow · €290.50');
    expect(screen.getByRole('link', { name: 'Message Grace Hopper about this order' })).toHaveAttribute(
      'href',
      '/chat?c=conv-7',
    );
    expect(screen.getByText(/The seller is working on it; delivery is due/)).toBeInTheDocument();
    for (const control of Object.values(CONTROLS)) expect(control()).toBeNull();
  });

  it.each(ORDER_ACTIONS)('shows exactly the control for `%s` when it is the only action', async (action) => {
    serve(() =>
      orderDetail({
        actions: [action],
        status: action === 'review' ? 'completed' : 'in_progress',
        cancellation:
          action.endsWith('_cancellation') && action !== 'request_cancellation' ? cancellation : null,
        dispute: action === 'add_evidence' ? dispute : null,
      }),
    );
    render();
    await screen.findByRole('heading', { level: 1 });
    for (const [name, control] of Object.entries(CONTROLS)) {
      if (name === action) expect(control()).toBeInTheDocument();
      else expect(control()).toBeNull();
    }
  });

  it('sends the requirements: a required answer is asked for, the server’s 422 lands on its field, the draft survives', async () => {
    let order = orderDetail({
      status: 'requirements',
      due_at: null,
      actions: ['send_requirements', 'cancel'],
    });
    const sent: unknown[] = [];
    serve(
      () => order,
      (path, body) => {
        if (path !== '/requirements') return { status: 404 };
        sent.push(body);
        if (sent.length === 1)
          return {
            status: 422,
            data: { message: 'Invalid', errors: { 'answers.0.answer': ['That is not a link we can open.'] } },
          };
        order = orderDetail({ status: 'in_progress', actions: ['request_cancellation'] });
        return { status: 200, data: { data: order } };
      },
    );
    const user = userEvent.setup();
    const view = render();
    const form = await screen.findByRole('region', { name: 'Send your requirements' });
    await user.click(within(form).getByRole('button', { name: 'Send requirements' }));
    const repo = within(form).getByRole('textbox', { name: 'Link to the repository' });
    expect(
      await within(form).findByText('Answer this question: the seller needs it to start.'),
    ).toBeInTheDocument();
    expect(repo).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(repo, 'github dot com');
    await user.type(
      within(form).getByRole('textbox', { name: /Anything else the seller should know/ }),
      'Thanks!',
    );
    await user.click(within(form).getByRole('button', { name: 'Send requirements' }));
    expect(await within(form).findByText('That is not a link we can open.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      answers: [
        { question_id: 'q-1', answer: 'github dot com' },
        { question_id: 'q-2', answer: '' },
      ],
      note: 'Thanks!',
      file_ids: [],
    });

    // What was typed is kept across a reload of the page.
    view.unmount();
    render();
    const again = await screen.findByRole('region', { name: 'Send your requirements' });
    const box = within(again).getByRole('textbox', { name: 'Link to the repository' });
    expect(box).toHaveValue('github dot com');
    await user.clear(box);
    await user.type(box, 'https://github.com/ada/app');
    await user.click(within(again).getByRole('button', { name: 'Send requirements' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Send your requirements' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Ask to cancel' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('delivers with files uploaded first, each with its progress bar', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reset();
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    let order = orderDetail({ side: 'seller', actions: ['deliver', 'request_cancellation', 'open_dispute'] });
    let delivered: unknown = null;
    serve(
      () => order,
      (path, body) => {
        if (path !== '/deliveries') return { status: 404 };
        delivered = body;
        order = orderDetail({ side: 'seller', status: 'delivered', actions: [] });
        return { status: 200, data: { data: order } };
      },
    );
    // Not filtered by the input's accept list, as a drop or an old browser would not.
    const user = userEvent.setup({ applyAccept: false });
    render();
    const form = await screen.findByRole('region', { name: 'Deliver your work' });

    // A file of a type orders do not take is refused before any byte leaves.
    await user.upload(
      within(form).getByLabelText('Add files to Delivery files'),
      new File(['x'], 'run.exe', { type: 'application/x-msdownload' }),
    );
    expect(await within(form).findByText(/“run.exe” is not a file we accept here/)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    await user.upload(
      within(form).getByLabelText('Add files to Delivery files'),
      new File(['%PDF-1'], 'report.pdf', { type: 'application/pdf' }),
    );
    const xhr = await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
      return FakeXhr.sent[0]!;
    });
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 6 }));
    expect(within(form).getByRole('progressbar', { name: 'Uploading report.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(form).getByRole('button', { name: 'Send delivery' })).toBeDisabled();
    act(() =>
      answer(201, {
        data: {
          id: 'f-9',
          kind: 'order_file',
          name: 'report.pdf',
          size: 6,
          type: 'application/pdf',
          url: '/talent/api/files/f-9',
          created_at: '2030-06-03T10:00:00.000Z',
        },
      })(xhr),
    );
    expect(await within(form).findByRole('button', { name: 'Remove report.pdf' })).toBeInTheDocument();
    expect(within(form).queryByRole('progressbar')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Send delivery' }));
    expect(
      await within(form).findByText('Say what you deliver (at least 10 characters).'),
    ).toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: 'Message to the buyer' }),
      'Here is the review report.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send delivery' }));
    await waitFor(() =>
      expect(delivered).toEqual({ message: 'Here is the review report.', file_ids: ['f-9'] }),
    );
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
  });

  it('approves after a confirmation that says what is released, with an Idempotency-Key kept for a retry', async () => {
    let order = orderDetail({
      status: 'delivered',
      auto_release_at: '2030-06-08T12:00:00.000Z',
      actions: ['approve', 'request_revision', 'open_dispute'],
    });
    let calls = 0;
    serve(
      () => order,
      (path) => {
        if (path !== '/approve') return { status: 404 };
        calls += 1;
        if (calls === 1) return { status: 503, data: { message: 'Down' } };
        order = orderDetail({
          status: 'completed',
          actions: ['review'],
          payments: { in_escrow_minor: 0, released_minor: 26_145, refunded_minor: 0, fee_minor: 2_905 },
        });
        return { status: 200, data: { data: order } };
      },
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Completes automatically')).toBeInTheDocument();
    expect(screen.getByText('You have 2 of 2 revisions left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve and release the payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the delivery?' });
    expect(dialog).toHaveTextContent('€290.50 is released from escrow to Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and release' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve and release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const approvals = server.posted(`${URL}/approve`);
    expect(approvals).toHaveLength(2);
    const key = approvals[0]!.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(approvals[1]!.headers['Idempotency-Key']).toBe(key);
    expect(await screen.findByRole('button', { name: 'Publish review' })).toBeInTheDocument();
  });

  it('shows the reason of a 409 and the order as it is now', async () => {
    let order = orderDetail({ status: 'delivered', actions: ['request_revision'] });
    serve(
      () => order,
      (path) => {
        if (path !== '/revision') return { status: 404 };
        order = orderDetail({ status: 'completed', actions: ['review'] });
        return { status: 409, data: { message: 'The order completed before your request arrived.' } };
      },
    );
    const user = userEvent.setup();
    render();
    await user.type(
      await screen.findByRole('textbox', { name: 'What should change?' }),
      'Please add tests for the hooks.',
    );
    await user.click(screen.getByRole('button', { name: 'Request a revision' }));
    expect(await screen.findByText('The order completed before your request arrived.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish review' })).toBeInTheDocument();
  });

  it('takes a review as a 1–5 radio group with text, and explains the blind period', async () => {
    let order = orderDetail({
      status: 'completed',
      actions: ['review'],
      reviews: { mine: null, theirs: null, theirs_hidden: true, visible_from: '2030-06-20T10:00:00.000Z' },
    });
    let posted: unknown = null;
    serve(
      () => order,
      (path, body) => {
        if (path !== '/review') return { status: 404 };
        posted = body;
        order = orderDetail({
          status: 'completed',
          reviews: {
            mine: {
              id: 'r-2',
              order_id: 'o-1',
              author_side: 'buyer',
              author_name: 'Ada Lovelace',
              rating: 4,
              text: 'Useful and quick.',
              service_title: 'x',
              tier: 'standard',
              created_at: '2030-06-10T10:00:00.000Z',
            },
            theirs: {
              id: 'r-3',
              order_id: 'o-1',
              author_side: 'seller',
              author_name: 'Grace Hopper',
              rating: 5,
              text: 'A clear brief.',
              service_title: 'x',
              tier: 'standard',
              created_at: '2030-06-09T10:00:00.000Z',
            },
            theirs_hidden: false,
            visible_from: null,
          },
        });
        return { status: 200, data: { data: order } };
      },
    );
    const user = userEvent.setup();
    render();
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveTextContent(
      'Grace Hopper has reviewed you. You will see it once you write yours or on 20 Jun 2030.',
    );
    await user.click(within(reviews).getByRole('button', { name: 'Publish review' }));
    expect(await within(reviews).findByText('Choose a rating from 1 to 5.')).toBeInTheDocument();

    const stars = within(reviews).getByRole('group', { name: 'Your rating' });
    await user.click(within(stars).getByRole('radio', { name: '3 stars, Fine' }));
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars, Good' })).toBeChecked();
    await user.type(within(reviews).getByRole('textbox', { name: 'How did it go?' }), 'Useful and quick.');
    await user.click(within(reviews).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(posted).toEqual({ rating: 4, text: 'Useful and quick.' }));
    expect(await within(reviews).findByText('A clear brief.')).toBeInTheDocument();
    expect(within(reviews).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });

  it('asks to cancel with a reason, and answers the other side’s request', async () => {
    let order = orderDetail({ actions: ['request_cancellation', 'open_dispute'] });
    serve(
      () => order,
      (path, body) => {
        if (path === '/cancellation') {
          expect(body).toEqual({ reason: 'requirements_changed', message: 'We changed plans.' });
          order = orderDetail({
            cancellation: { ...cancellation, requested_by: 'buyer' },
            actions: ['withdraw_cancellation'],
          });
          return { status: 200, data: { data: order } };
        }
        return { status: 404 };
      },
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ask to cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to cancel the order' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'The scope changed');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'We changed plans.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('heading', { name: 'You asked to cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw your request' })).toBeInTheDocument();
  });

  it('opens a dispute with a reason and details; the seller’s reasons are the seller’s', async () => {
    let order = orderDetail({ side: 'seller', actions: ['open_dispute'] });
    serve(
      () => order,
      (path, body) => {
        if (path !== '/dispute') return { status: 404 };
        if ((body as { details: string }).details.includes('short'))
          return {
            status: 422,
            data: { message: 'Invalid', errors: { details: ['Tell the operator more.'] } },
          };
        order = orderDetail({
          side: 'seller',
          status: 'disputed',
          dispute: { ...dispute, opened_by: 'seller', reason: 'buyer_unresponsive' },
          actions: ['add_evidence'],
        });
        return { status: 200, data: { data: order } };
      },
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    const reasons = within(within(dialog).getByRole('combobox', { name: 'Reason' })).getAllByRole('option');
    expect(reasons.map((option) => option.textContent)).toEqual([
      'Choose…',
      'The buyer does not answer',
      'The buyer asks for more than the tier',
      'Something else',
    ]);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'The buyer does not answer',
    );
    const details = within(dialog).getByRole('textbox', { name: 'What happened?' });
    await user.type(details, 'This is short but long enough to pass');
    await user.click(within(dialog).getByRole('button', { name: 'Open the dispute' }));
    expect(await within(dialog).findByText('Tell the operator more.')).toBeInTheDocument();
    await user.clear(details);
    await user.type(details, 'The buyer has not answered any message for nine days.');
    await user.click(within(dialog).getByRole('button', { name: 'Open the dispute' }));
    expect(
      await screen.findByRole('heading', { name: 'Dispute: an operator is looking at it' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add evidence' })).toBeInTheDocument();
  });

  it('says when the order is not there, and offers to try again after a failure', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 404, data: { message: 'Not Found' } } : undefined));
    const first = render();
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/marketplace/orders',
    );
    first.unmount();

    let fail = true;
    server.respondWith((r) =>
      r.url === URL
        ? fail
          ? { status: 500, data: { message: 'Oops' } }
          : { status: 200, data: { data: orderDetail() } }
        : undefined,
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'The order did not load' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A React code review within 48 hours' }),
    ).toBeInTheDocument();
  });
});

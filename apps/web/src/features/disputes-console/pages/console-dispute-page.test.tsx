import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import type { OperatorDispute } from '../api/get-dispute.ts';
import {
  decidedDispute,
  DECISION_URL,
  DISPUTE_URL,
  operatorDispute,
  renderPage,
} from '../testing/dispute-kit.tsx';
import ConsoleDisputePage from './console-dispute-page.tsx';

const server = stubAppApi();
afterEach(() => sessionStorage.clear());

const render = (path = '/recruiter/disputes/d-1') =>
  renderPage(<ConsoleDisputePage />, { path, pattern: '/recruiter/disputes/:id' });

/** Serves the dispute; `decide` answers the decision (by default: decided, as the body asked). */
function serve(
  initial: OperatorDispute,
  decide?: (body: Record<string, unknown>) => { status: number; data?: unknown },
) {
  let current = initial;
  server.respondWith((r) => {
    if (r.url === DISPUTE_URL && r.method === 'GET') return { status: 200, data: { data: current } };
    if (r.url === DECISION_URL && r.method === 'POST') {
      const body = jsonBody(r);
      const answer = decide?.(body);
      if (answer) return answer;
      const decided = decidedDispute();
      current = {
        ...decided,
        order: {
          ...decided.order,
          dispute: {
            ...decided.order.dispute!,
            outcome: body.outcome as 'partial_refund',
            refund_minor: (body.refund_minor as number | undefined) ?? null,
            decision_reason: body.reason as string,
            counts_against_seller: body.counts_against_seller as boolean,
          },
        },
      };
      return { status: 200, data: { data: current } };
    }
    return undefined;
  });
  return { decide: (next: OperatorDispute) => (current = next) };
}

const decisions = () => server.requests.filter((r) => r.url === DECISION_URL).map((r) => jsonBody(r));
const form = () => screen.getByRole('form', { name: 'Decide the dispute' });

describe('a dispute in the console', { timeout: 30_000 }, () => {
  it('shows the order, its timeline and files, both sides alike and their chat, read-only', async () => {
    serve(operatorDispute());
    render();
    expect(screen.getByRole('status', { name: 'Loading the dispute' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A React performance audit of your app' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Dispute: A React performance audit of your app');

    const order = screen.getByRole('region', { name: 'The order' });
    expect(order).toHaveTextContent('Standard: Full audit · €100.00 · 5 days · 1 revision');
    expect(order).toHaveTextContent('Bundle size review · €20.00 · 1 extra day');
    expect(order).toHaveTextContent('Total paid into escrow€120.00 (fee on a full release: €12.00)');
    // The order reads "disputed" now; what counts is where it stood: delivered once.
    expect(order).toHaveTextContent('Status before the disputeDelivered');
    expect(order).toHaveTextContent('Rita Recruiter for Acme Hiring (recruiter)');

    const requirements = screen.getByRole('region', { name: 'Requirements' });
    expect(requirements).toHaveTextContent('Which screens are slow?Search and the job page.');
    expect(within(requirements).getByRole('link', { name: /staging-access\.pdf/ })).toHaveAttribute(
      'href',
      '/shared/api/operator/marketplace/disputes/d-1/files/f-req',
    );

    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getByRole('list', {
      name: 'Timeline',
    });
    const events = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.event);
    expect(events.map((item) => item.dataset.event)).toEqual([
      'ordered',
      'requirements_sent',
      'delivered',
      'dispute_opened',
    ]);
    expect(events[0]).toHaveTextContent('Ordered and paid into escrow · €120.00');
    expect(events[2]).toHaveTextContent('Sam Seller (seller)');
    expect(events[2]).toHaveTextContent('Here is the report with the three screens.');
    expect(within(events[2]!).getByRole('link', { name: /audit-report\.pdf/ })).toHaveAttribute(
      'href',
      '/shared/api/operator/marketplace/disputes/d-1/files/f-del',
    );

    const buyer = screen.getByRole('region', { name: 'The buyer: Rita Recruiter for Acme Hiring' });
    const seller = screen.getByRole('region', { name: 'The seller: Sam Seller' });
    expect(buyer).toHaveTextContent('Opened the dispute');
    expect(buyer).toHaveTextContent('The tier promises three screens');
    expect(within(buyer).getByRole('link', { name: /tier-description\.png/ })).toHaveAttribute(
      'href',
      '/shared/api/operator/marketplace/disputes/d-1/files/f-open',
    );
    // The opening is shown once, not again as evidence.
    const buyerEvidence = within(buyer).getByRole('list', { name: 'Evidence from the buyer' });
    expect(buyerEvidence.children).toHaveLength(1);
    expect(buyerEvidence).toHaveTextContent('Page 2 of the report: one screen.');
    expect(within(buyer).getByRole('link', { name: /report-page-2\.png/ })).toHaveAttribute(
      'href',
      '/shared/api/operator/marketplace/disputes/d-1/files/f-ev1',
    );
    expect(seller).not.toHaveTextContent('Opened the dispute');
    expect(within(seller).getByRole('list', { name: 'Evidence from the seller' })).toHaveTextContent(
      'The other two screens share the same component',
    );

    const chat = screen.getByRole('region', { name: 'The order’s chat' });
    expect(chat).toHaveTextContent('Read only: operators do not write here.');
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((item) => item.dataset.side),
    ).toEqual(['buyer', 'seller']);
    expect(within(chat).queryByRole('textbox')).toBeNull();

    expect(within(screen.getByRole('region', { name: 'Your decision' })).getByRole('form')).toBe(form());
  });

  it('checks the decision before asking to confirm: the outcome, the refund between nothing and the total, the reason', async () => {
    serve(operatorDispute());
    const user = userEvent.setup();
    render();
    await screen.findByRole('form', { name: 'Decide the dispute' });
    await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));
    expect(await within(form()).findByText('Choose a decision.')).toBeInTheDocument();
    expect(
      within(form()).getByText('Explain the decision to both sides (at least 20 characters).'),
    ).toBeInTheDocument();

    await user.click(within(form()).getByRole('radio', { name: /Partial refund/ }));
    const amount = within(form()).getByRole('textbox', { name: 'Refund to the buyer (EUR)' });
    expect(within(form()).getByText('Type the refund to see what each side gets.')).toBeInTheDocument();
    await user.type(within(form()).getByRole('textbox', { name: 'Reason for the decision' }), 'Too short');
    await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));
    expect(await within(form()).findByText('Give the amount refunded to the buyer.')).toBeInTheDocument();

    for (const [typed, message] of [
      ['forty', 'Give an amount with up to two decimals, like 40 or 40.50.'],
      ['40.505', 'Give an amount with up to two decimals, like 40 or 40.50.'],
      ['0', 'A refund is more than zero. To pay the seller everything, choose the release.'],
      [
        '120',
        'A partial refund is less than the total (€120.00). To give everything back, choose the full refund.',
      ],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));
      expect(await within(form()).findByText(message)).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisions()).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '40');
    const split = within(form()).getByLabelText('What each side gets');
    expect(split).toHaveAccessibleName('What each side gets');
    expect(split).toHaveTextContent('Back to the buyer (Rita Recruiter)€40.00');
    expect(split).toHaveTextContent('Paid to the seller (Sam Seller)€72.00');
    expect(split).toHaveTextContent('Fee (10% of €80.00 released)€8.00');
  });

  it('decides a partial refund after the confirmation, then shows the decision read-only', async () => {
    serve(operatorDispute());
    const user = userEvent.setup();
    render();
    await screen.findByRole('form', { name: 'Decide the dispute' });
    await user.click(within(form()).getByRole('radio', { name: /Partial refund/ }));
    await user.type(within(form()).getByRole('textbox', { name: 'Refund to the buyer (EUR)' }), '40.5');
    await user.type(
      within(form()).getByRole('textbox', { name: 'Reason for the decision' }),
      'Two of the three screens were covered; a third of the price goes back.',
    );
    await user.click(within(form()).getByRole('checkbox', { name: 'Counts against the seller' }));
    await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the decision' });
    expect(dialog).toHaveTextContent('Partial refund');
    expect(dialog).toHaveTextContent('Back to the buyer (Rita Recruiter)€40.50');
    expect(dialog).toHaveTextContent('Paid to the seller (Sam Seller)€71.55');
    expect(dialog).toHaveTextContent('It counts against the seller’s completion rate.');
    // Going back changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions()).toEqual([]);

    await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm the decision' })).getByRole('button', {
        name: 'Decide',
      }),
    );
    expect(
      await screen.findByText('Decided. The money has moved and both sides were told.'),
    ).toBeInTheDocument();
    expect(decisions()).toEqual([
      {
        outcome: 'partial_refund',
        refund_minor: 4050,
        reason: 'Two of the three screens were covered; a third of the price goes back.',
        counts_against_seller: true,
      },
    ]);
    const decided = await screen.findByTestId('dispute-decision');
    expect(screen.queryByRole('form', { name: 'Decide the dispute' })).toBeNull();
    expect(screen.getByRole('region', { name: 'The decision' })).toContainElement(decided);
    expect(decided).toHaveTextContent('Partial refund on 5 May 2026, 10:00');
    expect(decided).toHaveTextContent('Back to the buyer (Rita Recruiter)€40.50');
    expect(decided).toHaveTextContent('It counts against the seller’s completion rate.');
    expect(decided).toHaveTextContent('Two of the three screens were covered');
  });

  it('a release never counts against the seller; a full refund sends no amount', async () => {
    serve(operatorDispute(), () => ({ status: 500, data: { message: 'Server Error' } }));
    const user = userEvent.setup();
    render();
    await screen.findByRole('form', { name: 'Decide the dispute' });
    const reason = 'The report covers what the tier promises; the seller is paid.';
    await user.type(within(form()).getByRole('textbox', { name: 'Reason for the decision' }), reason);
    await user.click(within(form()).getByRole('radio', { name: /Full refund/ }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Counts against the seller' }));
    expect(within(form()).getByLabelText('What each side gets')).toHaveTextContent(
      'Back to the buyer (Rita Recruiter)€120.00Paid to the seller (Sam Seller)€0.00',
    );
    await user.click(within(form()).getByRole('radio', { name: /Release to the seller/ }));
    expect(within(form()).queryByRole('checkbox')).toBeNull();
    expect(within(form()).getByText(/never counts against their completion rate/)).toBeInTheDocument();
    expect(within(form()).getByLabelText('What each side gets')).toHaveTextContent(
      'Back to the buyer (Rita Recruiter)€0.00Paid to the seller (Sam Seller)€108.00Fee (10% of €120.00 released)€12.00',
    );
    await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm the decision' });
    expect(dialog).toHaveTextContent('It does not count against the seller.');
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    // A failure stays in the dialog, which can try again.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The decision did not go through. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await user.click(within(form()).getByRole('radio', { name: /Full refund/ }));
    await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm the decision' });
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await within(dialog).findByRole('alert');
    expect(decisions()).toEqual([
      { outcome: 'release', reason, counts_against_seller: false },
      { outcome: 'full_refund', reason, counts_against_seller: true },
    ]);
  });

  it('when another operator decided first (409), says so and shows the decision that stands', async () => {
    const api = serve(operatorDispute(), () => {
      api.decide(decidedDispute());
      return { status: 409, data: { message: 'This dispute was decided already.' } };
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole('form', { name: 'Decide the dispute' });
    await user.click(within(form()).getByRole('radio', { name: /Full refund/ }));
    await user.type(
      within(form()).getByRole('textbox', { name: 'Reason for the decision' }),
      'Nothing of the tier was delivered in time.',
    );
    await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm the decision' })).getByRole('button', {
        name: 'Decide',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This dispute was decided already. The page now shows the decision that stands.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const decided = await screen.findByTestId('dispute-decision');
    expect(decided).toHaveTextContent('Partial refund');
    expect(decided).toHaveTextContent('One of three screens was profiled in depth');
    expect(screen.queryByRole('form', { name: 'Decide the dispute' })).toBeNull();
  });

  it('puts the server’s field errors (422) on the form, and keeps what was typed across a reload', async () => {
    serve(operatorDispute(), () => ({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { refund_minor: ['The refund is more than what is left in escrow.'] },
      },
    }));
    const user = userEvent.setup();
    const first = render();
    await screen.findByRole('form', { name: 'Decide the dispute' });
    await user.click(within(form()).getByRole('radio', { name: /Partial refund/ }));
    await user.type(within(form()).getByRole('textbox', { name: 'Refund to the buyer (EUR)' }), '99.99');
    await user.type(
      within(form()).getByRole('textbox', { name: 'Reason for the decision' }),
      'Most of the work is missing from the delivery.',
    );
    await user.click(within(form()).getByRole('button', { name: 'Review the decision' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm the decision' })).getByRole('button', {
        name: 'Decide',
      }),
    );
    expect(
      await within(form()).findByText('The refund is more than what is left in escrow.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const amount = within(form()).getByRole('textbox', { name: 'Refund to the buyer (EUR)' });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveFocus());

    first.unmount();
    render();
    await screen.findByRole('form', { name: 'Decide the dispute' });
    expect(within(form()).getByRole('radio', { name: /Partial refund/ })).toBeChecked();
    expect(within(form()).getByRole('textbox', { name: 'Refund to the buyer (EUR)' })).toHaveValue('99.99');
    expect(within(form()).getByRole('textbox', { name: 'Reason for the decision' })).toHaveValue(
      'Most of the work is missing from the delivery.',
    );
  });

  it('shows a decided dispute read-only', async () => {
    serve(decidedDispute());
    render();
    const decided = await screen.findByTestId('dispute-decision');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Decided', { selector: 'span' })).toBeInTheDocument();
    expect(decided).toHaveTextContent('Partial refund on 5 May 2026, 10:00');
    expect(decided).toHaveTextContent('Back to the buyer (Rita Recruiter)€40.00');
    expect(decided).toHaveTextContent('Paid to the seller (Sam Seller)€72.00');
    expect(decided).toHaveTextContent('It does not count against the seller.');
    expect(screen.getByRole('link', { name: 'Decided disputes' })).toHaveAttribute(
      'href',
      '/recruiter/disputes?status=decided',
    );
  });

  it('says when the dispute is not there (404) and offers a retry when it fails', async () => {
    let status = 404;
    server.respondWith((r) =>
      r.url === DISPUTE_URL
        ? status === 200
          ? { status, data: { data: operatorDispute() } }
          : { status, data: { message: 'No' } }
        : undefined,
    );
    const user = userEvent.setup();
    const first = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this dispute' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All disputes' })).toHaveAttribute('href', '/recruiter/disputes');
    first.unmount();

    status = 500;
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The dispute did not load' }),
    ).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A React performance audit of your app' }),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { applicantDetail, offer, renderConsole } from './interviews/test-fixtures.tsx';
import { OfferActions } from './offer-actions.tsx';

const server = stubAppApi();
const SEND = '/recruiter/api/applications/app-1/offers';
const ANSWER = '/recruiter/api/offers/off-1/counter/answer';

describe('OfferActions: send an offer', () => {
  it('checks the form with the contract, then sends the terms with the expiry converted from the recruiter’s zone', async () => {
    server.respondWith((r) => (r.url === SEND ? { status: 201, data: { data: offer() } } : undefined));
    const user = userEvent.setup();
    renderConsole(
      <OfferActions applicant={applicantDetail({ status: 'interviewing', can_send_offer: true })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send an offer' }));
    // The form loads after the page (a moment after the dialog opens here).
    expect(await dialog.findByLabelText('Job title')).toHaveValue('Senior TypeScript Engineer');

    // No pay yet and a bad currency: refused before anything is sent.
    await user.clear(dialog.getByLabelText('Currency'));
    await user.type(dialog.getByLabelText('Currency'), 'EU');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    expect(await dialog.findByText('Give the pay.')).toBeInTheDocument();
    expect(dialog.getByText('Use a three-letter currency code.')).toBeInTheDocument();
    expect(server.posted(SEND)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Amount'), '95000');
    await user.clear(dialog.getByLabelText('Currency'));
    await user.type(dialog.getByLabelText('Currency'), 'eur');
    await user.selectOptions(dialog.getByLabelText('Engagement type'), 'contract');
    await user.selectOptions(dialog.getByLabelText('Period'), 'month');
    await user.clear(dialog.getByLabelText('Start date'));
    await user.type(dialog.getByLabelText('Start date'), '2027-01-04');
    await user.clear(dialog.getByLabelText('Offer expires'));
    await user.type(dialog.getByLabelText('Offer expires'), '2026-12-10T17:00');
    await user.click(dialog.getByRole('button', { name: 'Add a benefit' }));
    await user.type(dialog.getByLabelText('Benefit 1'), 'Home office budget');
    await user.type(dialog.getByLabelText('Terms'), '**Remote** from anywhere.');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(server.posted(SEND)).toHaveLength(1));
    expect(jsonBody(server.posted(SEND)[0])).toEqual({
      title: 'Senior TypeScript Engineer',
      engagement_type: 'contract',
      pay: { amount: 95000, currency: 'EUR', period: 'month' },
      start_date: '2027-01-04',
      benefits: ['Home office budget'],
      terms: '**Remote** from anywhere.',
      // 17:00 in Berlin (the recruiter's zone) in December is 16:00 UTC.
      expires_at: '2026-12-10T16:00:00.000Z',
      attachment_file_ids: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it('shows the server’s 422 on the field it names', async () => {
    server.respondWith((r) =>
      r.url === SEND
        ? {
            status: 422,
            data: { message: 'Invalid', errors: { start_date: ['Start after the offer expires.'] } },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderConsole(
      <OfferActions applicant={applicantDetail({ status: 'interviewing', can_send_offer: true })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send an offer' }));
    // The form loads after the page (a moment after the dialog opens here).
    await user.type(await dialog.findByLabelText('Amount'), '5000');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    expect(await dialog.findByText('Start after the offer expires.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});

describe('OfferActions: counter-offers and the signature', () => {
  const countered = offer({
    can_respond: false,
    counter: {
      message: 'Could we make it 100k and start in February?',
      pay_amount: 100000,
      start_date: '2027-02-01',
      requested_at: '2026-11-22T12:00:00.000Z',
      status: 'open',
      decision: null,
      response: null,
      answered_at: null,
    },
  });

  it('keeps the offer with a message', async () => {
    server.respondWith((r) => (r.url === ANSWER ? { status: 200, data: { data: offer() } } : undefined));
    const user = userEvent.setup();
    renderConsole(<OfferActions applicant={applicantDetail({ status: 'offer', offers: [countered] })} />);
    expect(screen.getByText('Ada Lovelace asked for changes')).toBeInTheDocument();
    expect(screen.getByText('“Could we make it 100k and start in February?”')).toBeInTheDocument();
    expect(screen.getByText('€100,000 a year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Keep the offer as it is?' }));
    // The form loads after the page (a moment after the dialog opens here).
    await user.click(await dialog.findByRole('button', { name: 'Keep offer' }));
    expect(await dialog.findByText('Write a short answer.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Your answer'), 'This is our best offer.');
    await user.click(dialog.getByRole('button', { name: 'Keep offer' }));
    await waitFor(() => expect(server.posted(ANSWER)).toHaveLength(1));
    expect(jsonBody(server.posted(ANSWER)[0])).toEqual({
      decision: 'keep',
      message: 'This is our best offer.',
    });
  });

  it('revises with the terms prefilled from the counter', async () => {
    server.respondWith((r) =>
      r.url === ANSWER ? { status: 200, data: { data: offer({ version: 2 }) } } : undefined,
    );
    const user = userEvent.setup();
    renderConsole(<OfferActions applicant={applicantDetail({ status: 'offer', offers: [countered] })} />);
    await user.click(screen.getByRole('button', { name: 'Revise offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revise the offer' }));
    // The form loads after the page (a moment after the dialog opens here).
    expect(await dialog.findByLabelText('Amount')).toHaveValue(100000);
    expect(dialog.getByLabelText('Start date')).toHaveValue('2027-02-01');
    await user.type(dialog.getByLabelText('Your answer to the candidate'), 'Done: 100k from February.');
    await user.click(dialog.getByRole('button', { name: 'Send revised offer' }));
    await waitFor(() => expect(server.posted(ANSWER)).toHaveLength(1));
    expect(jsonBody(server.posted(ANSWER)[0])).toEqual({
      decision: 'revise',
      message: 'Done: 100k from February.',
      terms: {
        title: 'Senior TypeScript Engineer',
        engagement_type: 'full_time',
        pay: { amount: 100000, currency: 'EUR', period: 'year' },
        start_date: '2027-02-01',
        benefits: ['Laptop'],
        terms: 'Standard terms.',
        expires_at: '2026-12-10T16:00:00.000Z',
      },
    });
  }, 20_000);

  it('shows the candidate’s signature on an accepted offer, without the withdraw action', () => {
    server.respondWith(() => undefined);
    renderConsole(
      <OfferActions
        applicant={applicantDetail({
          status: 'hired',
          offers: [
            offer({
              status: 'accepted',
              signature: {
                name: 'Ada Lovelace',
                signed_at: '2026-11-23T09:15:00.000Z',
                ip: '1.2.3.4',
                terms_hash: 'a'.repeat(64),
              },
            }),
          ],
        })}
      />,
    );
    expect(screen.getByText(/Signed by/)).toHaveTextContent(
      'Signed by Ada Lovelace on Mon 23 Nov 2026, 10:15',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
  });
});

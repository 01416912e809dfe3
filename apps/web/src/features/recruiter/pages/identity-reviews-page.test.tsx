import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { recruiterUser, renderConsole } from '../components/interviews/test-fixtures.tsx';
import IdentityReviewsPage from './identity-reviews-page.tsx';

const server = stubAppApi();
const LIST = '/shared/api/operator/identity-verifications';
const operator = { ...recruiterUser, role: 'operator' as const, name: 'Olu Operator' };

function review(id: string, name: string) {
  return {
    id,
    user: { id: `u-${id}`, name, email: `${id}@example.com` },
    status: 'pending' as const,
    document_type: 'passport' as const,
    issuing_country: 'DE',
    has_back: false,
    submitted_at: '2026-11-22T08:00:00.000Z',
    decided_at: null,
    rejection_reason: null,
  };
}

describe('identity reviews page', () => {
  it('lists pending checks (metadata only) and records a verification and a rejection with a reason', async () => {
    const decided: string[] = [];
    server.respondWith((r) => {
      if (r.url === LIST && r.method === 'GET') {
        return {
          status: 200,
          data: { data: [review('iv-1', 'Ada Lovelace'), review('iv-2', 'Grace Hopper')] },
        };
      }
      const match = /\/identity-verifications\/(iv-\d)\/decision$/.exec(r.url);
      if (match?.[1]) {
        decided.push(match[1]);
        return { status: 200, data: { data: { ...review(match[1], 'x'), status: 'verified' } } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderConsole(<IdentityReviewsPage />, operator);

    const ada = within(await screen.findByRole('article', { name: 'Ada Lovelace' }));
    expect(ada.getByText('Passport from Germany (one side)')).toBeInTheDocument();
    expect(server.requests.find((r) => r.url === LIST)?.params).toEqual({ status: 'pending' });

    await user.click(ada.getByRole('button', { name: 'Verify Ada Lovelace' }));
    await waitFor(() => expect(decided).toEqual(['iv-1']));
    expect(jsonBody(server.posted(`${LIST}/iv-1/decision`)[0])).toEqual({ decision: 'verified' });

    const grace = within(screen.getByRole('article', { name: 'Grace Hopper' }));
    await user.click(grace.getByRole('button', { name: 'Reject Grace Hopper' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reject Grace Hopper’s identity check?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Give the reason for the rejection.')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'The document has expired.' }));
    await user.type(dialog.getByLabelText('A note for the candidate (optional)'), 'Expired in 2024.');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decided).toEqual(['iv-1', 'iv-2']));
    expect(jsonBody(server.posted(`${LIST}/iv-2/decision`)[0])).toEqual({
      decision: 'rejected',
      reason: 'document_expired',
      note: 'Expired in 2024.',
    });
  }, 20_000);

  it('says so when nothing waits', async () => {
    server.respondWith((r) => (r.url === LIST ? { status: 200, data: { data: [] } } : undefined));
    renderConsole(<IdentityReviewsPage />, operator);
    expect(await screen.findByRole('heading', { name: 'No identity checks waiting' })).toBeInTheDocument();
  });
});

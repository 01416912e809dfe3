import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@talent/contract/auth';
import type { DisputeListSchema, OrderEvent } from '@talent/contract/marketplace';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import type { z } from 'zod';
import { identityKeys } from '../../../lib/identity.ts';
import type { DisputedOrder, OperatorDispute } from '../api/get-dispute.ts';

/** Test-only data for the disputes console: an order of 120.00 EUR disputed by its buyer after one delivery. */

export const DISPUTES_URL = '/shared/api/operator/marketplace/disputes';
export const DISPUTE_URL = `${DISPUTES_URL}/d-1`;
export const DECISION_URL = `${DISPUTE_URL}/decision`;

type DisputeSummary = z.infer<typeof DisputeListSchema>['data'][number];

export const operator: User = {
  id: 'op-1',
  name: 'Olu Operator',
  email: 'operator@talent.test',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  role: 'operator',
  avatar_url: null,
  timezone: 'Europe/London',
  source_job_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

export function disputeSummary(overrides: Partial<DisputeSummary> = {}): DisputeSummary {
  return {
    id: 'd-1',
    order_id: 'o-1',
    order_reference: 'MK-7F3A2C',
    service_title: 'A React performance audit of your app',
    opened_by: 'buyer',
    reason: 'not_as_described',
    status: 'open',
    buyer_name: 'Rita Recruiter',
    seller_name: 'Sam Seller',
    currency: 'EUR',
    total_minor: 12_000,
    created_at: '2026-05-04T09:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

const event = (
  overrides: Partial<OrderEvent> & Pick<OrderEvent, 'id' | 'type' | 'created_at'>,
): OrderEvent => ({
  actor_side: 'buyer',
  actor_name: 'Rita Recruiter',
  message: null,
  files: [],
  amount_minor: null,
  ...overrides,
});

const file = (id: string, name: string) => ({
  id,
  name,
  type: 'application/pdf',
  size: 48_000,
  url: `/recruiter/api/marketplace/orders/o-1/files/${id}`,
});

export function disputedOrder(overrides: Partial<DisputedOrder> = {}): DisputedOrder {
  return {
    id: 'o-1',
    reference: 'MK-7F3A2C',
    service_id: 's-1',
    service_title: 'A React performance audit of your app',
    tier: {
      name: 'standard',
      title: 'Full audit',
      scope: 'Profiling of three key screens and a written report.',
      price_minor: 10_000,
      delivery_days: 5,
      revisions: 1,
    },
    status: 'disputed',
    buyer: {
      id: 'rec-1',
      name: 'Rita Recruiter',
      company: 'Acme Hiring',
      avatar_url: null,
      role: 'recruiter',
    },
    seller: { id: 'tal-1', name: 'Sam Seller', company: null, avatar_url: null, role: 'talent' },
    currency: 'EUR',
    total_minor: 12_000,
    fee_minor: 1_200,
    due_at: '2026-05-08T09:00:00.000Z',
    late: false,
    auto_release_at: null,
    created_at: '2026-05-01T09:00:00.000Z',
    updated_at: '2026-05-04T09:00:00.000Z',
    addons: [{ id: 'a-1', title: 'Bundle size review', description: '', price_minor: 2_000, extra_days: 1 }],
    questions: [{ id: 'q-1', prompt: 'Which screens are slow?', required: true }],
    requirements: {
      answers: [
        { question_id: 'q-1', prompt: 'Which screens are slow?', answer: 'Search and the job page.' },
      ],
      note: 'Staging access is in the file.',
      files: [file('f-req', 'staging-access.pdf')],
      sent_at: '2026-05-01T10:00:00.000Z',
    },
    revisions_allowed: 1,
    revisions_used: 0,
    timeline: [
      event({ id: 'e-1', type: 'ordered', created_at: '2026-05-01T09:00:00.000Z', amount_minor: 12_000 }),
      event({ id: 'e-2', type: 'requirements_sent', created_at: '2026-05-01T10:00:00.000Z' }),
      event({
        id: 'e-3',
        type: 'delivered',
        actor_side: 'seller',
        actor_name: 'Sam Seller',
        message: 'Here is the report with the three screens.',
        files: [file('f-del', 'audit-report.pdf')],
        created_at: '2026-05-03T09:00:00.000Z',
      }),
      event({
        id: 'e-4',
        type: 'dispute_opened',
        message: 'The report covers one screen only.',
        created_at: '2026-05-04T09:00:00.000Z',
      }),
    ],
    cancellation: null,
    cancelled: null,
    dispute: {
      id: 'd-1',
      opened_by: 'buyer',
      reason: 'not_as_described',
      details: 'The tier promises three screens; the report profiles the search page only.',
      status: 'open',
      evidence: [
        {
          // Opening the dispute files its details as the opener's first evidence.
          id: 'ev-0',
          author_side: 'buyer',
          author_name: 'Rita Recruiter',
          text: 'The tier promises three screens; the report profiles the search page only.',
          files: [file('f-open', 'tier-description.png')],
          created_at: '2026-05-04T09:00:00.000Z',
        },
        {
          id: 'ev-1',
          author_side: 'buyer',
          author_name: 'Rita Recruiter',
          text: 'Page 2 of the report: one screen.',
          files: [file('f-ev1', 'report-page-2.png')],
          created_at: '2026-05-04T10:00:00.000Z',
        },
        {
          id: 'ev-2',
          author_side: 'seller',
          author_name: 'Sam Seller',
          text: 'The other two screens share the same component; the report says so on page 3.',
          files: [],
          created_at: '2026-05-04T12:00:00.000Z',
        },
      ],
      outcome: null,
      refund_minor: null,
      decision_reason: null,
      counts_against_seller: null,
      decided_at: null,
      created_at: '2026-05-04T09:00:00.000Z',
    },
    reviews: { mine: null, theirs: null, theirs_hidden: false, visible_from: null },
    payments: { in_escrow_minor: 12_000, released_minor: 0, refunded_minor: 0, fee_minor: 0 },
    conversation_id: 'c-1',
    ...overrides,
  };
}

export function operatorDispute(overrides: Partial<OperatorDispute> = {}): OperatorDispute {
  return {
    order: disputedOrder(),
    messages: [
      {
        id: 'm-1',
        author_side: 'buyer',
        author_name: 'Rita Recruiter',
        body: 'Could you cover the job page too?',
        created_at: '2026-05-03T11:00:00.000Z',
      },
      {
        id: 'm-2',
        author_side: 'seller',
        author_name: 'Sam Seller',
        body: 'It uses the same list, so the findings apply.',
        created_at: '2026-05-03T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The same dispute once decided: a partial refund of 40.00 that does not count against the seller. */
export function decidedDispute(): OperatorDispute {
  const order = disputedOrder();
  return operatorDispute({
    order: {
      ...order,
      status: 'resolved',
      dispute: {
        ...order.dispute!,
        status: 'decided',
        outcome: 'partial_refund',
        refund_minor: 4_000,
        decision_reason: 'One of three screens was profiled in depth; the other two only in passing.',
        counts_against_seller: false,
        decided_at: '2026-05-05T09:00:00.000Z',
      },
      payments: { in_escrow_minor: 0, released_minor: 7_200, refunded_minor: 4_000, fee_minor: 800 },
    },
  });
}

/** A console page on its own with the toaster, signed in as the operator (Europe/London). */
export function renderPage(page: ReactNode, { path, pattern }: { path: string; pattern: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(identityKeys.user(), operator);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

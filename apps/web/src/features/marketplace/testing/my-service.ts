import type { MyService } from '@talent/contract/marketplace';

/** Test-only: a service of mine as the editor and the selling page read it (a draft with a few gaps). */
export function myService(overrides: Partial<MyService> = {}): MyService {
  return {
    id: 'svc-1',
    status: 'draft',
    draft: {
      title: 'A React code review',
      description: '',
      category: 'development',
      skills: ['react'],
      currency: 'EUR',
      tiers: [
        {
          name: 'basic',
          title: 'One component',
          scope: 'A review of one component.',
          price_minor: 9_000,
          delivery_days: 2,
          revisions: 1,
        },
      ],
      addons: [],
      questions: [{ id: 'q-1', prompt: 'Link to the repository', required: true }],
      gallery_file_ids: [],
    },
    problems: { description: ['Describe the service (at least 80 characters).'] },
    orders_running: 0,
    orders_completed: 0,
    rating: { average: null, count: 0 },
    published_at: null,
    updated_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

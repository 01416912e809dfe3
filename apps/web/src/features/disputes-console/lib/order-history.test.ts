import type { OrderEvent } from '@talent/contract/marketplace';
import { describe, expect, it } from 'vitest';
import { statusBeforeDispute } from './order-history.ts';

const at = (type: OrderEvent['type'], minute: number): OrderEvent => ({
  id: `${type}-${minute}`,
  type,
  actor_side: 'buyer',
  actor_name: null,
  message: null,
  files: [],
  amount_minor: null,
  created_at: new Date(Date.UTC(2026, 4, 1, 9, minute)).toISOString(),
});

describe('where an order stood when the dispute was opened', () => {
  it('follows the moves before the dispute, in time order, and ignores what changes no status', () => {
    expect(statusBeforeDispute([at('dispute_opened', 5), at('ordered', 1)])).toBe('requirements');
    expect(
      statusBeforeDispute([
        at('revision_requested', 4),
        at('ordered', 1),
        at('delivered', 3),
        at('requirements_sent', 2),
        at('cancellation_requested', 5),
        at('late', 6),
        at('dispute_opened', 7),
        at('evidence_added', 8),
        at('delivered', 9),
      ]),
    ).toBe('revision_requested');
    expect(statusBeforeDispute([])).toBeNull();
  });
});

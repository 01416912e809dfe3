import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import type { OrdersService } from './orders.service.ts';

/** The orders' clock: deliveries nobody answered complete and pay out; work past its due date is marked late. */
export function ordersSweeps(orders: OrdersService): Sweep[] {
  return [
    { name: 'marketplace.auto-release', run: (now) => orders.autoRelease(now) },
    { name: 'marketplace.lateness', run: (now) => orders.markLate(now) },
  ];
}

// Violation: lib/ imports app/.
import { routeTable } from '../app/route-table.ts';

export const paths = routeTable;

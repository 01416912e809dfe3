// Violation: a presenter imports drizzle-orm. (Type-only imports of row types are allowed.)
import { sql } from 'drizzle-orm';
import type { widgets } from '../../db/schema/widgets.schema.ts';

export type WidgetRow = typeof widgets.$inferSelect;
export const presentWidget = (row: WidgetRow) => ({ id: row.id, raw: sql`1` });

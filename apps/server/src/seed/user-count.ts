import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.schema.ts';

/** How many accounts the database holds: the server seeds demo data only into an empty one. */
export async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

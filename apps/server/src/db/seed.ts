import { faker } from '@faker-js/faker';
import { count, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { createOperator, createTalent } from './factories.ts';
import { users } from './schema/auth.schema.ts';

const SEED = 20260101;
const EXTRA_TALENTS = 8;

/** The demo accounts of docs/decisions/001-foundation.md. */
export const DEMO_ACCOUNTS = {
  talent: { email: 'demo@talent.test', password: 'Borderless-Demo-2026', name: 'Demo Talent' },
  operator: { email: 'operator@talent.test', password: 'Operator-Demo-2026', name: 'Demo Operator' },
} as const;

export async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/**
 * Deterministic demo data from the test factories. Refuses to touch a database that already holds users unless
 * `force` is given, so it can never pile fake people onto real ones.
 */
export async function seed(db: Db, { force = false } = {}): Promise<{ seeded: boolean; users: number }> {
  if (!force && (await userCount(db)) > 0) return { seeded: false, users: 0 };
  faker.seed(SEED);
  let created = 0;
  await db.transaction(async (tx) => {
    const demo = DEMO_ACCOUNTS;
    if (!force || !(await exists(tx, demo.talent.email))) {
      await createTalent(tx, { ...demo.talent, verified: true, timezone: 'Europe/Berlin' });
      created++;
    }
    if (!force || !(await exists(tx, demo.operator.email))) {
      await createOperator(tx, { ...demo.operator, verified: true, timezone: 'UTC' });
      created++;
    }
    for (let i = 0; i < EXTRA_TALENTS; i++) {
      const email = `talent${i + 1}@talent.test`;
      if (force && (await exists(tx, email))) continue;
      await createTalent(tx, { email, password: 'Borderless-Talent-2026', verified: i % 4 !== 3 });
      created++;
    }
  });
  return { seeded: true, users: created };
}

async function exists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return (row?.n ?? 0) > 0;
}

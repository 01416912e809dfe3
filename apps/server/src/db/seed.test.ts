import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from './factories.ts';
import { users } from './schema/auth.schema.ts';
import { DEMO_ACCOUNTS, seed, userCount } from './seed.ts';
import { useTestApp } from '../test/harness.ts';

const t = useTestApp();

describe('seed', () => {
  it('creates the demo accounts, deterministically, and they can log in', async () => {
    const first = await seed(t.database.db);
    expect(first).toEqual({ seeded: true, users: 10 });
    const names = (await t.database.db.select({ name: users.name }).from(users)).map((u) => u.name).sort();

    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const client = t.client();
      expect((await client.login(account.email, account.password)).statusCode).toBe(200);
      const me = (await client.get('/api/user')).json();
      expect(me.email_verified_at).not.toBeNull();
      expect(me.role).toBe(account === DEMO_ACCOUNTS.operator ? 'operator' : 'talent');
    }

    // Same seed, same people.
    await t.database.db.delete(users);
    await seed(t.database.db);
    expect((await t.database.db.select({ name: users.name }).from(users)).map((u) => u.name).sort()).toEqual(
      names,
    );
  });

  it('never runs against a database that already holds users, unless forced', async () => {
    await t.createUser({ email: 'real@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(await seed(t.database.db)).toEqual({ seeded: false, users: 0 });
    expect(await userCount(t.database.db)).toBe(1);
    expect((await seed(t.database.db, { force: true })).seeded).toBe(true);
    expect(await userCount(t.database.db)).toBe(11);
    // Forcing again adds nobody twice.
    expect((await seed(t.database.db, { force: true })).users).toBe(0);
  });
});

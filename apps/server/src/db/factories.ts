import { faker } from '@faker-js/faker';
import type { Db } from './client.ts';
import { users } from './schema/auth.schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserOverrides {
  name?: string;
  email?: string;
  password?: string;
  role?: 'talent' | 'operator';
  verified?: boolean;
  avatarUrl?: string | null;
  timezone?: string | null;
  sourceJobId?: string | null;
}

export const DEFAULT_TEST_PASSWORD = 'Correct-Horse-Battery-9';

// Hashing at OWASP cost takes tens of ms; the factories reuse one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Builds a user row; the seed and the tests both create people this way. Returns the row and its password. */
export async function createUser(
  db: Db,
  overrides: UserOverrides = {},
): Promise<UserRow & { plainPassword: string }> {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `${first} ${last}`,
      email: (
        overrides.email ?? faker.internet.email({ firstName: first, lastName: last, provider: 'talent.test' })
      ).toLowerCase(),
      password: await cachedHash(password),
      role: overrides.role ?? 'talent',
      emailVerifiedAt: overrides.verified === false ? null : faker.date.recent({ days: 30 }),
      avatarUrl: overrides.avatarUrl ?? null,
      timezone:
        overrides.timezone ??
        faker.helpers.arrayElement([
          'Europe/Berlin',
          'America/Sao_Paulo',
          'Africa/Lagos',
          'Asia/Manila',
          null,
        ]),
      sourceJobId: overrides.sourceJobId ?? null,
    })
    .returning();
  return { ...row!, plainPassword: password };
}

export const createTalent = (db: Db, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, role: 'talent' });
export const createOperator = (db: Db, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, role: 'operator' });

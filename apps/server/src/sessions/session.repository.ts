import { and, eq, lt, ne, sql } from 'drizzle-orm';
// Session storage sits below the features and the plugins: the session plugin, auth, account and realtime all read it.
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/auth.schema.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The lookup every request makes, and the touch about once a minute: prepared once per database (a named statement
 * on PostgreSQL, so neither the SQL nor the plan is rebuilt per request), with only the session columns it needs.
 */
function prepareSessionStatements(db: Db) {
  return {
    find: db
      .select({
        userId: sessions.userId,
        csrfToken: sessions.csrfToken,
        lastActivity: sessions.lastActivity,
        user: users,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .limit(1)
      .prepare('session_with_user'),
    touch: db
      .update(sessions)
      .set({ lastActivity: sql`${sql.placeholder('now')}` })
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('session_touch'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionStatements>>();

function statementsOf(db: Db) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = prepareSessionStatements(db);
    prepared.set(db, statements);
  }
  return statements;
}

export async function findSessionWithUser(db: Db, idHash: string) {
  const [row] = await statementsOf(db).find.execute({ idHash });
  return row;
}

export async function insertSession(
  db: Db,
  values: {
    idHash: string;
    userId: string | null;
    csrfToken: string;
    ipAddress: string;
    userAgent: string | null;
  },
) {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function touchSession(db: Db, idHash: string, now: Date) {
  // An ISO string: a placeholder skips the column's own Date conversion, and both drivers take this text as is.
  await statementsOf(db).touch.execute({ idHash, now: now.toISOString() });
}

export async function deleteUserSessions(db: Db, userId: string, exceptIdHash?: string) {
  await db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.userId, userId),
    );
}

export async function deleteIdleSessions(db: Db, before: Date) {
  await db.delete(sessions).where(lt(sessions.lastActivity, before));
}

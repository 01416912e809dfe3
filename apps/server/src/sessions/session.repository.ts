import { and, eq, lt, ne, sql } from 'drizzle-orm';
import pg from 'pg';
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

export interface SessionWithUser {
  userId: string | null;
  csrfToken: string;
  lastActivity: Date;
  user: UserRow | null;
}

/**
 * On PostgreSQL the lookup goes straight to the pool as a named statement with object rows: drizzle's array rows,
 * its per-query type parsers and its row mapping were the largest part of this query's cost on every request.
 */
const FIND_ON_POSTGRES = {
  name: 'session_with_user_rows',
  text: `SELECT s.user_id, s.csrf_token, s.last_activity, u.name, u.email, u.password, u.email_verified_at, u.role,
                u.avatar_url, u.timezone, u.source_job_id, u.pending_email, u.notification_preferences,
                u.created_at, u.updated_at
           FROM sessions s LEFT JOIN users u ON u.id = s.user_id
          WHERE s.id_hash = $1`,
};

interface FoundRow {
  user_id: string | null;
  csrf_token: string;
  last_activity: Date;
  name: string | null;
  email: string;
  password: string;
  email_verified_at: Date | null;
  role: UserRow['role'];
  avatar_url: string | null;
  timezone: string | null;
  source_job_id: string | null;
  pending_email: string | null;
  notification_preferences: UserRow['notificationPreferences'];
  created_at: Date;
  updated_at: Date;
}

function fromPostgres(row: FoundRow): SessionWithUser {
  const user: UserRow | null =
    row.user_id === null || row.name === null
      ? null
      : {
          id: row.user_id,
          name: row.name,
          email: row.email,
          password: row.password,
          emailVerifiedAt: row.email_verified_at,
          role: row.role,
          avatarUrl: row.avatar_url,
          timezone: row.timezone,
          sourceJobId: row.source_job_id,
          pendingEmail: row.pending_email,
          notificationPreferences: row.notification_preferences,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        };
  return { userId: row.user_id, csrfToken: row.csrf_token, lastActivity: row.last_activity, user };
}

export async function findSessionWithUser(db: Db, idHash: string): Promise<SessionWithUser | undefined> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { rows } = await client.query<FoundRow>({ ...FIND_ON_POSTGRES, values: [idHash] });
    return rows[0] && fromPostgres(rows[0]);
  }
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

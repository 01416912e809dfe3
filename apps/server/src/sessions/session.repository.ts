import { and, eq, lt, ne } from 'drizzle-orm';
// Session storage sits below the features and the plugins: the session plugin, auth, account and realtime all read it.
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/auth.schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findSessionWithUser(db: Db, idHash: string) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return rows[0];
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
  await db.update(sessions).set({ lastActivity: now }).where(eq(sessions.idHash, idHash));
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

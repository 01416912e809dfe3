import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/auth.schema.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
}

export async function updateUserPassword(db: Db, id: string, passwordHash: string) {
  await db.update(users).set({ password: passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function markEmailVerified(db: Db, id: string, at: Date) {
  await db.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, id));
}

/** True only for the one call that moved the account from unverified to verified (a second click finds none). */
export async function markEmailVerifiedOnce(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function upsertResetToken(db: Db, email: string, tokenHash: string, createdAt: Date) {
  await db
    .insert(passwordResetTokens)
    .values({ email, tokenHash, createdAt })
    .onConflictDoUpdate({ target: passwordResetTokens.email, set: { tokenHash, createdAt } });
}

export async function findResetToken(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.email, email))
    .limit(1);
  return row;
}

export async function deleteResetToken(db: Db, email: string) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.email, email));
}

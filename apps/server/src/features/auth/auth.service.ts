import { createHash } from 'node:crypto';
import type { Login, Register, ResetPassword, UpdatePassword, User } from '@talent/contract/auth';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  dummyPasswordHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../lib/passwords.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { signPath, verifySignedPath } from '../../lib/signed-url.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import { resetPasswordMail, verifyEmailMail } from './auth.mail.ts';
import {
  deleteResetToken,
  findResetToken,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  updateUserPassword,
  upsertResetToken,
} from './auth.repository.ts';
import { deleteUserSessions, type UserRow } from '../../sessions/session.repository.ts';

export const LOGIN_MAX_ATTEMPTS = 5;
export const VERIFICATION_MAILS_PER_MINUTE = 6;
export const RESET_LINKS_PER_MINUTE = 5;
const LINK_LIFETIME_MS = 60 * 60_000;

export const messages = {
  failed: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  currentPassword: 'The provided password does not match your current password.',
  resetSent: 'We have emailed your password reset link.',
  resetInvalid: 'This password reset token is invalid.',
  resetDone: 'Your password has been reset.',
  passwordUpdated: 'Your password has been updated.',
  verificationSent: 'A new verification link has been sent to your email address.',
} as const;

/** Laravel's `hash` segment of the verification URL: sha1 of the address it was sent to. */
export function emailHash(email: string): string {
  return createHash('sha1').update(email).digest('hex');
}

export function toUserJson(user: UserRow): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    role: user.role,
    avatar_url: user.avatarUrl,
    timezone: user.timezone,
    source_job_id: user.sourceJobId,
    created_at: user.createdAt.toISOString(),
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown };
  return e?.code === '23505' || (!!e?.cause && isUniqueViolation(e.cause));
}

export class AuthService {
  constructor(private readonly deps: { db: Db; config: Config; mailer: Mailer; limiter: RateLimiter }) {}

  private get db() {
    return this.deps.db;
  }

  private rejectCommon(password: string) {
    if (isCommonPassword(password)) throw AppError.validation({ password: [COMMON_PASSWORD_MESSAGE] });
  }

  /** Only the listed fields reach the row: role, email_verified_at, is_admin… in the body are ignored. */
  async register(input: Register): Promise<UserRow> {
    const errors: Record<string, string[]> = {};
    if (await findUserByEmail(this.db, input.email)) errors.email = [messages.emailTaken];
    if (isCommonPassword(input.password)) errors.password = [COMMON_PASSWORD_MESSAGE];
    if (Object.keys(errors).length) throw AppError.validation(errors);
    try {
      return await insertUser(this.db, {
        name: input.name,
        email: input.email,
        password: await hashPassword(input.password),
        sourceJobId: input.source_job_id ?? null,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.validation({ email: [messages.emailTaken] });
      throw err;
    }
  }

  private loginKey(email: string, ip: string) {
    return `login:${email.trim().toLowerCase()}|${ip}`;
  }

  async login(input: Login, ip: string): Promise<UserRow> {
    const key = this.loginKey(input.email, ip);
    const wait = await this.deps.limiter.tooMany(key, LOGIN_MAX_ATTEMPTS);
    if (wait !== null) throw new AppError('too_many_attempts', { retryAfter: wait });
    const user = await findUserByEmail(this.db, input.email);
    const ok = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
    if (!user || !ok) {
      await this.deps.limiter.hit(key, 60);
      throw AppError.validation({ email: [messages.failed] });
    }
    await this.deps.limiter.clear(key);
    return user;
  }

  verificationUrl(user: UserRow, now = Date.now()): string {
    const path = `/email/verify/${user.id}/${emailHash(user.email)}`;
    return `${this.deps.config.appUrl}${signPath(this.deps.config.appKey, path, new Date(now + LINK_LIFETIME_MS))}`;
  }

  async sendVerificationMail(user: UserRow): Promise<void> {
    await this.deps.mailer.send(verifyEmailMail(user, this.verificationUrl(user)));
  }

  /** 'sent', or 'verified' when there is nothing to do; 429 after six a minute. */
  async resendVerification(user: UserRow): Promise<'sent' | 'verified'> {
    if (user.emailVerifiedAt) return 'verified';
    const hit = await this.deps.limiter.hit(`verification:${user.id}`, 60);
    if (hit.hits > VERIFICATION_MAILS_PER_MINUTE) {
      throw new AppError('too_many_attempts', { retryAfter: hit.retryAfter });
    }
    await this.sendVerificationMail(user);
    return 'sent';
  }

  /** Checks the signed link; a link for someone else while logged in is refused like a forged one. */
  async verifyEmail(
    params: { id: string; hash: string },
    query: { expires?: unknown; signature?: unknown },
    current: UserRow | null,
  ): Promise<UserRow> {
    const path = `/email/verify/${params.id}/${params.hash}`;
    if (!verifySignedPath(this.deps.config.appKey, path, query)) throw new AppError('forbidden');
    if (current && current.id !== params.id) throw new AppError('forbidden');
    const user = /^[0-9a-f-]{36}$/i.test(params.id) ? await findUserById(this.db, params.id) : undefined;
    if (!user || !safeEqual(params.hash, emailHash(user.email))) throw new AppError('forbidden');
    if (!user.emailVerifiedAt) {
      const now = new Date();
      await markEmailVerified(this.db, user.id, now);
      user.emailVerifiedAt = now;
    }
    return user;
  }

  /** Same answer whether or not the address has an account; throttled per address and IP. */
  async forgotPassword(email: string, ip: string): Promise<string> {
    const hit = await this.deps.limiter.hit(`forgot:${email}|${ip}`, 60);
    if (hit.hits > RESET_LINKS_PER_MINUTE)
      throw new AppError('too_many_attempts', { retryAfter: hit.retryAfter });
    const user = await findUserByEmail(this.db, email);
    if (user) {
      const token = randomToken();
      await upsertResetToken(this.db, user.email, sha256(token), new Date());
      const query = new URLSearchParams({ token, email: user.email });
      await this.deps.mailer.send(
        resetPasswordMail(user, `${this.deps.config.appUrl}/reset-password?${query}`),
      );
    }
    return messages.resetSent;
  }

  /** Single use, 60 minutes; ends every session of the account. Returns the user whose password changed. */
  async resetPassword(input: ResetPassword): Promise<UserRow> {
    const invalid = () => AppError.validation({ email: [messages.resetInvalid] });
    const row = await findResetToken(this.db, input.email);
    if (!row || !safeEqual(row.tokenHash, sha256(input.token))) throw invalid();
    if (row.createdAt.getTime() + LINK_LIFETIME_MS < Date.now()) {
      await deleteResetToken(this.db, input.email);
      throw invalid();
    }
    const user = await findUserByEmail(this.db, input.email);
    if (!user) throw invalid();
    this.rejectCommon(input.password);
    const hash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await updateUserPassword(tx, user.id, hash);
      await deleteResetToken(tx, input.email);
      await deleteUserSessions(tx, user.id);
    });
    return user;
  }

  /** Keeps the session making the change and ends every other one. */
  async updatePassword(user: UserRow, input: UpdatePassword, currentSessionHash: string): Promise<void> {
    if (!(await verifyPassword(user.password, input.current_password))) {
      throw AppError.validation({ current_password: [messages.currentPassword] });
    }
    this.rejectCommon(input.password);
    const hash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await updateUserPassword(tx, user.id, hash);
      await deleteUserSessions(tx, user.id, currentSessionHash);
    });
  }
}

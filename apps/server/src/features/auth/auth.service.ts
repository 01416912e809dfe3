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
import { resetPasswordMail, signUpAttemptMail, verifyEmailMail } from './auth.mail.ts';
import {
  deleteResetToken,
  findResetToken,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerifiedOnce,
  updateUserPassword,
  upsertResetToken,
} from './auth.repository.ts';
import { deleteUserSessions, type UserRow } from '../../sessions/session.repository.ts';

export const LOGIN_MAX_ATTEMPTS = 5;
/** Failed logins from one address across every account (password spraying), per window below. */
export const LOGIN_IP_MAX_FAILURES = 20;
const LOGIN_IP_WINDOW_SECONDS = 10 * 60;
export const VERIFICATION_MAILS_PER_MINUTE = 6;
export const RESET_LINKS_PER_MINUTE = 5;
export const SIGNUPS_PER_MINUTE = 5;
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
  signUpSent: 'Check your mail to finish creating your account.',
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
  constructor(
    private readonly deps: {
      db: Db;
      config: Config;
      mailer: Mailer;
      limiter: RateLimiter;
      log?: { error(details: object, message: string): void };
      /** The app's clock: verification links expire by it. */
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private get db() {
    return this.deps.db;
  }

  private rejectCommon(password: string) {
    if (isCommonPassword(password)) throw AppError.validation({ password: [COMMON_PASSWORD_MESSAGE] });
  }

  /**
   * Sign-up answers the same, in the same time, whether or not the address has an account: the password is hashed
   * either way, and the lookup, the new row and the mail happen after the answer. A new address gets an
   * unverified account and its verification link (which signs it in); a taken one gets a mail saying someone
   * tried, and its account stays as it was. Only rules that do not depend on the address (422) and the
   * per-address throttle (429) answer differently.
   */
  async register(input: Register, ip: string): Promise<string> {
    const hit = await this.deps.limiter.hit(`signup:${input.email}|${ip}`, 60);
    if (hit.hits > SIGNUPS_PER_MINUTE)
      throw new AppError('too_many_attempts', { retryAfter: hit.retryAfter });
    this.rejectCommon(input.password);
    const passwordHash = await hashPassword(input.password);
    this.inBackground('sign-up', () => this.finishSignUp(input, passwordHash));
    return messages.signUpSent;
  }

  private async finishSignUp(input: Register, passwordHash: string): Promise<void> {
    const existing = await findUserByEmail(this.db, input.email);
    if (existing) return this.sendSignUpAttemptMail(existing);
    let user: UserRow;
    try {
      user = await this.insertAccount(input, passwordHash);
    } catch (err) {
      // Two sign-ups with one address at once: the second is an attempt on the first's account.
      const winner = isUniqueViolation(err) ? await findUserByEmail(this.db, input.email) : undefined;
      if (winner) return this.sendSignUpAttemptMail(winner);
      throw err;
    }
    await this.sendVerificationMail(user);
  }

  private async sendSignUpAttemptMail(user: UserRow): Promise<void> {
    const { appUrl } = this.deps.config;
    await this.deps.mailer.send(
      signUpAttemptMail(user, { login: `${appUrl}/login`, reset: `${appUrl}/forgot-password` }),
    );
  }

  /** Only the listed fields reach the row: role, email_verified_at, is_admin… in the body are ignored. */
  private insertAccount(input: Register, passwordHash: string): Promise<UserRow> {
    return insertUser(this.db, {
      name: input.name,
      email: input.email,
      password: passwordHash,
      sourceJobId: input.source_job_id ?? null,
    });
  }

  /**
   * An account at once, saying when the address is taken: for the test controls only, which sign in fresh
   * accounts without the mail round trip. Sign-up itself is `register`.
   */
  async createAccount(input: Register): Promise<UserRow> {
    const errors: Record<string, string[]> = {};
    if (await findUserByEmail(this.db, input.email)) errors.email = [messages.emailTaken];
    if (isCommonPassword(input.password)) errors.password = [COMMON_PASSWORD_MESSAGE];
    if (Object.keys(errors).length) throw AppError.validation(errors);
    try {
      return await this.insertAccount(input, await hashPassword(input.password));
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.validation({ email: [messages.emailTaken] });
      throw err;
    }
  }

  private loginKey(email: string, ip: string) {
    return `login:${email.trim().toLowerCase()}|${ip}`;
  }

  /**
   * Two throttles: 5 a minute per address + IP, and 20 failures in 10 minutes per IP across every address. A
   * success clears only the first, so signing in to one's own account does not reset a spray.
   */
  async login(input: Login, ip: string): Promise<UserRow> {
    const key = this.loginKey(input.email, ip);
    const ipKey = `login-ip:${ip}`;
    const wait =
      (await this.deps.limiter.tooMany(key, LOGIN_MAX_ATTEMPTS)) ??
      (await this.deps.limiter.tooMany(ipKey, LOGIN_IP_MAX_FAILURES));
    if (wait !== null) throw new AppError('too_many_attempts', { retryAfter: wait });
    const user = await findUserByEmail(this.db, input.email);
    const ok = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
    if (!user || !ok) {
      await this.deps.limiter.hit(key, 60);
      await this.deps.limiter.hit(ipKey, LOGIN_IP_WINDOW_SECONDS);
      throw AppError.validation({ email: [messages.failed] });
    }
    await this.deps.limiter.clear(key);
    return user;
  }

  verificationUrl(user: UserRow): string {
    const path = `/email/verify/${user.id}/${emailHash(user.email)}`;
    const expires = new Date(this.now().getTime() + LINK_LIFETIME_MS);
    return `${this.deps.config.appUrl}${signPath(this.deps.config.appKey, path, expires)}`;
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

  /**
   * Checks the signed link (60 minutes by the app's clock); a link for someone else while logged in is refused like
   * a forged one. `signIn` is true only for the request that verified the address with nobody logged in: the link
   * signs in once, and after that it is a plain confirmation (a forwarded or replayed mail opens no session).
   */
  async verifyEmail(
    params: { id: string; hash: string },
    query: { expires?: unknown; signature?: unknown },
    current: UserRow | null,
  ): Promise<{ user: UserRow; signIn: boolean }> {
    const path = `/email/verify/${params.id}/${params.hash}`;
    const now = this.now();
    if (!verifySignedPath(this.deps.config.appKey, path, query, now.getTime()))
      throw new AppError('forbidden');
    if (current && current.id !== params.id) throw new AppError('forbidden');
    const user = /^[0-9a-f-]{36}$/i.test(params.id) ? await findUserById(this.db, params.id) : undefined;
    if (!user || !safeEqual(params.hash, emailHash(user.email))) throw new AppError('forbidden');
    if (user.emailVerifiedAt) return { user, signIn: false };
    const first = await markEmailVerifiedOnce(this.db, user.id, now);
    if (first) user.emailVerifiedAt = now;
    return { user, signIn: first && !current };
  }

  /**
   * Same answer, in the same time, whether or not the address has an account; throttled per address and IP. The
   * lookup, the token and the mail happen after the answer, so its timing says nothing about the address.
   */
  async forgotPassword(email: string, ip: string): Promise<string> {
    const hit = await this.deps.limiter.hit(`forgot:${email}|${ip}`, 60);
    if (hit.hits > RESET_LINKS_PER_MINUTE)
      throw new AppError('too_many_attempts', { retryAfter: hit.retryAfter });
    this.inBackground('password reset link', () => this.sendResetLink(email));
    return messages.resetSent;
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user) return;
    const token = randomToken();
    await upsertResetToken(this.db, user.email, sha256(token), new Date());
    const query = new URLSearchParams({ token, email: user.email });
    await this.deps.mailer.send(
      resetPasswordMail(user, `${this.deps.config.appUrl}/reset-password?${query}`),
    );
  }

  private readonly running = new Set<Promise<void>>();

  /** Work whose outcome must not shape the answer (timing included); failures are logged, never thrown. */
  private inBackground(what: string, work: () => Promise<void>): void {
    const task = work()
      .catch((err: unknown) => this.deps.log?.error({ err }, what))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once the background work under way has finished (at shutdown, and in tests). */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
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

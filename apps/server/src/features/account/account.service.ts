import { createHmac } from 'node:crypto';
import type { User } from '@talent/contract/auth';
import type { ActiveSession, Settings } from '@talent/contract/account';
import {
  ALWAYS_EMAILED,
  NOTIFICATION_TYPES,
  type NotificationPreferences,
} from '@talent/contract/notifications';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { FileKeyring } from '../../lib/crypto/file-cipher.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { signPath, verifySignedPath } from '../../lib/signed-url.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { SESSION_LIFETIME_MINUTES } from '../../plugins/session.plugin.ts';
import { findUserById } from '../auth/auth.repository.ts';
import { forgetHolderBadges, forgetHolderCertificates } from '../badges/badges.repository.ts';
import { emailHash, toUserJson } from '../auth/auth.service.ts';
import { deleteUserSessions, type UserRow } from '../../sessions/session.repository.ts';
import { refundRunningOrdersOf } from '../marketplace/ledger.ts';
import { notificationMail } from '../notifications/notifications.mail.ts';
import { effectivePreferences, type NotificationsService } from '../notifications/notifications.service.ts';
import { buildExport } from './account-export.ts';
import { confirmEmailChangeMail, emailInUseMail } from './account.mail.ts';
import {
  applyEmailChange,
  deleteUser,
  deleteUserSession,
  emailTakenByOther,
  liveSessions,
  profileVisibility,
  savePreferences,
  setVisibility,
  storageKeysOf,
  updateProfileTimezone,
  updateUser,
  withdrawLiveApplications,
} from './account.repository.ts';
import { describeDevice } from './user-agent.ts';

const LINK_LIFETIME_MS = 60 * 60_000;
/** Password confirmations (email change, sign out others, delete) a user may try per minute. */
export const PASSWORD_CHECKS_PER_MINUTE = 10;

export const accountMessages = {
  wrongPassword: 'The password is incorrect.',
  sameEmail: 'This is already your email address.',
  badZone: 'The timezone must be a valid time zone.',
  currentSession: 'This is the session you are using. Sign out instead.',
  securityEmail: 'Security emails cannot be turned off.',
} as const;

interface Log {
  error(obj: object, msg: string): void;
}

export class AccountService {
  constructor(
    private readonly deps: {
      db: Db;
      config: Pick<Config, 'appKey' | 'appUrl'>;
      mailer: Mailer;
      notifications: NotificationsService;
      storage: FileStorage;
      limiter: RateLimiter;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** 422 `password` when wrong; throttled per user so a stolen session cannot guess the password freely. */
  private async confirmPassword(user: UserRow, password: string): Promise<void> {
    const hit = await this.deps.limiter.hit(`password-confirm:${user.id}`, 60);
    if (hit.hits > PASSWORD_CHECKS_PER_MINUTE) {
      throw new AppError('too_many_attempts', { retryAfter: hit.retryAfter });
    }
    if (!(await verifyPassword(user.password, password))) {
      throw AppError.validation({ password: [accountMessages.wrongPassword] });
    }
  }

  async settings(userId: string): Promise<Settings> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError('unauthenticated');
    return {
      user: toUserJson(user),
      pending_email: user.pendingEmail,
      notification_preferences: effectivePreferences(user.notificationPreferences),
      visible_to_recruiters: await profileVisibility(this.db, userId),
    };
  }

  async updateAccount(
    userId: string,
    input: { name?: string | undefined; timezone?: string | null | undefined },
  ): Promise<User> {
    if (input.timezone && !isValidTimeZone(input.timezone)) {
      throw AppError.validation({ timezone: [accountMessages.badZone] });
    }
    const row = await this.db.transaction(async (tx) => {
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      };
      const updated = await updateUser(tx, userId, values);
      if (input.timezone !== undefined) await updateProfileTimezone(tx, userId, input.timezone);
      return updated;
    });
    return toUserJson(row);
  }

  /* ---------- email change ---------- */

  private changePath(userId: string, email: string) {
    return `/email/change/${userId}/${emailHash(email)}`;
  }

  emailChangeUrl(userId: string, email: string, now = Date.now()): string {
    const signed = signPath(
      this.deps.config.appKey,
      this.changePath(userId, email),
      new Date(now + LINK_LIFETIME_MS),
    );
    return `${this.deps.config.appUrl}${signed}&email=${encodeURIComponent(email)}`;
  }

  /**
   * Remembers the new address and mails it a link; the old address gets a security notice. Nothing changes until
   * the link is followed, so a typo cannot lock anyone out.
   */
  async requestEmailChange(
    user: UserRow,
    input: { email: string; password: string },
    log: Log,
  ): Promise<Settings> {
    await this.confirmPassword(user, input.password);
    if (input.email === user.email.toLowerCase())
      throw AppError.validation({ email: [accountMessages.sameEmail] });
    // A taken address gets the same answer and the same pending state (its link would never work anyway); its
    // owner is told instead of being sent a link.
    const taken = await emailTakenByOther(this.db, input.email, user.id);
    await updateUser(this.db, user.id, { pendingEmail: input.email });
    await this.deps.mailer.send(
      taken
        ? emailInUseMail({ email: input.email }, { settings: `${this.deps.config.appUrl}/settings` })
        : confirmEmailChangeMail(
            { name: user.name, email: input.email },
            this.emailChangeUrl(user.id, input.email),
          ),
    );
    await this.deps.notifications
      .notify(user.id, 'account_security', {
        title: 'Email change requested',
        body: `Someone (hopefully you) asked to change the email address of your account to ${input.email}. Nothing changes until the link we sent there is followed. If this was not you, cancel the change in Settings and change your password.`,
        url: '/settings',
      })
      .catch((err: unknown) => log.error({ err }, 'email change notice'));
    return this.settings(user.id);
  }

  async cancelEmailChange(userId: string): Promise<Settings> {
    await updateUser(this.db, userId, { pendingEmail: null });
    return this.settings(userId);
  }

  /**
   * Follows the link: 403 when forged, expired, for another account than the one logged in, or no longer the
   * pending address (cancelled or replaced). 'taken' when someone else took the address meanwhile.
   */
  async confirmEmailChange(
    params: { id: string; hash: string },
    query: { email?: unknown; expires?: unknown; signature?: unknown },
    current: UserRow | null,
    log: Log,
  ): Promise<'changed' | 'taken'> {
    const path = `/email/change/${params.id}/${params.hash}`;
    if (!verifySignedPath(this.deps.config.appKey, path, query)) throw new AppError('forbidden');
    if (current && current.id !== params.id) throw new AppError('forbidden');
    const email = typeof query.email === 'string' ? query.email : '';
    if (!safeEqual(params.hash, emailHash(email))) throw new AppError('forbidden');
    const user = /^[0-9a-f-]{36}$/i.test(params.id) ? await findUserById(this.db, params.id) : undefined;
    if (!user) throw new AppError('forbidden');
    if (user.email === email) return 'changed'; // followed twice
    if (user.pendingEmail !== email) throw new AppError('forbidden');
    if (await emailTakenByOther(this.db, email, user.id)) return 'taken';
    let changed;
    try {
      changed = await this.db.transaction((tx) =>
        applyEmailChange(tx, user.id, user.email, email, new Date()),
      );
    } catch (err) {
      if (
        (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (err as { cause?: { code?: string } }).cause?.code === '23505'
      )
        return 'taken';
      throw err;
    }
    if (!changed) throw new AppError('forbidden');
    const notice = {
      title: 'Your email address was changed',
      body: `The email address of your account is now ${email} (it was ${user.email}). If this was not you, reset your password right away.`,
      url: '/settings',
    };
    // The old address hears about it too: it is the one an attacker would want silenced.
    await this.deps.mailer
      .send(
        notificationMail(
          { name: user.name, email: user.email },
          { title: notice.title, body: notice.body, link: null, optional: false },
        ),
      )
      .catch((err: unknown) => log.error({ err }, 'email changed notice (old address)'));
    await this.deps.notifications
      .notify(user.id, 'account_security', notice)
      .catch((err: unknown) => log.error({ err }, 'email changed notice'));
    return 'changed';
  }

  /* ---------- notifications and privacy ---------- */

  async updatePreferences(userId: string, preferences: NotificationPreferences): Promise<Settings> {
    const errors: Record<string, string[]> = {};
    for (const type of ALWAYS_EMAILED) {
      if (preferences[type]?.email === false)
        errors[`preferences.${type}.email`] = [accountMessages.securityEmail];
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const full = Object.fromEntries(
      NOTIFICATION_TYPES.map((t) => [t, preferences[t]]),
    ) as NotificationPreferences;
    await savePreferences(this.db, userId, full);
    return this.settings(userId);
  }

  async updatePrivacy(userId: string, visible: boolean): Promise<Settings> {
    await setVisibility(this.db, userId, visible);
    return this.settings(userId);
  }

  /* ---------- sessions ---------- */

  /** An opaque handle for a session row: not the cookie, not its hash, useless outside this API. */
  sessionHandle(idHash: string): string {
    return createHmac('sha256', this.deps.config.appKey)
      .update(`session:${idHash}`)
      .digest('base64url')
      .slice(0, 32);
  }

  private async live(userId: string) {
    return liveSessions(this.db, userId, new Date(Date.now() - SESSION_LIFETIME_MINUTES * 60_000));
  }

  async listSessions(userId: string, currentIdHash: string): Promise<ActiveSession[]> {
    const rows = await this.live(userId);
    const list = rows.map((row) => ({
      id: this.sessionHandle(row.idHash),
      current: row.idHash === currentIdHash,
      ip_address: row.ipAddress,
      device: describeDevice(row.userAgent),
      user_agent: row.userAgent,
      last_active_at: row.lastActivity.toISOString(),
      created_at: row.createdAt.toISOString(),
    }));
    return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
  }

  /** Ends one of the user's other sessions; another user's handle finds nothing (404). */
  async endSession(userId: string, handle: string, currentIdHash: string): Promise<void> {
    const row = (await this.live(userId)).find((s) => safeEqual(this.sessionHandle(s.idHash), handle));
    if (!row) throw new AppError('not_found');
    if (row.idHash === currentIdHash) throw AppError.validation({ id: [accountMessages.currentSession] });
    await deleteUserSession(this.db, userId, row.idHash);
  }

  async endOtherSessions(user: UserRow, password: string, currentIdHash: string): Promise<void> {
    await this.confirmPassword(user, password);
    await deleteUserSessions(this.db, user.id, currentIdHash);
  }

  /* ---------- export and delete ---------- */

  exportData(userId: string, now = new Date()) {
    return buildExport(this.db, userId, now, FileKeyring.fromAppKey(this.deps.config.appKey));
  }

  /**
   * Deletes the account: live applications are withdrawn and running marketplace orders refunded to their buyers
   * (the ledger keeps every posting), then the user row goes and every row of theirs with it
   * (foreign keys cascade: profile, files, applications, sessions…). The stored objects are deleted after the
   * commit: a failed delete is logged (an object without a row is unreachable), never a reason to keep the account.
   */
  async deleteAccount(user: UserRow, password: string, log: Log): Promise<void> {
    await this.confirmPassword(user, password);
    const keys = await this.db.transaction(async (tx) => {
      await withdrawLiveApplications(tx, user.id, new Date());
      await refundRunningOrdersOf(tx, user.id, new Date());
      await forgetHolderBadges(tx, user.id, new Date());
      await forgetHolderCertificates(tx, user.id, new Date());
      const owned = await storageKeysOf(tx, user.id);
      await deleteUser(tx, user.id);
      return owned;
    });
    for (const key of keys) {
      await this.deps.storage
        .delete(key)
        .catch((err: unknown) => log.error({ err, key }, 'account delete: stored object'));
    }
  }
}

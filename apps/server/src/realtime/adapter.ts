/**
 * Where the protocol code meets the rest of the cluster. The WebSocket server and the HTTP API talk only to this
 * interface; `LocalAdapter` serves one process, `RedisAdapter` (redis-adapter.ts) fans frames out through pub/sub
 * and keeps presence cluster-wide, without a change to the protocol code.
 */

import { CACHE_TTL_MS } from './protocol.ts';

/** Watchlist events: a watched user's first connection signed in, or their last one went. */
export type WatchlistEventName = 'online' | 'offline';

/** What this process offers the adapter: its own sockets. */
export interface LocalNode {
  /** Send one serialised frame to every local socket on these channels, skipping `except` (a socket id). */
  deliver(channels: readonly string[], frame: string, except?: string): void;
  /** Close this process's sockets signed in as `userId`. */
  disconnectUser(userId: string): void;
  /** Subscriptions per channel on this process. */
  localSubscriptions(): ReadonlyMap<string, number>;
  /** Send a watchlist event to this process's sockets watching any of these users. */
  notifyWatchers(name: WatchlistEventName, userIds: readonly string[]): void;
}

export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

export type JoinResult =
  /** `added`: this socket brought the user in (first connection), so the others get member_added. */
  { ok: true; added: boolean; members: Map<string, unknown> } | { ok: false; reason: 'full' };

export interface ChannelStats {
  subscriptionCount: number;
  /** Presence channels only: distinct users. */
  userCount?: number;
}

export interface RealtimeAdapter {
  start(node: LocalNode): Promise<void>;
  /** Deliver a frame to every subscriber of the channels in the cluster (except one socket id). */
  broadcast(channels: readonly string[], frame: string, except?: string): Promise<void>;
  /** Count one more connection of a user on a presence channel; refuses a new user past the member cap. */
  joinPresence(
    channel: string,
    socketId: string,
    member: PresenceMember,
    maxMembers: number,
  ): Promise<JoinResult>;
  /** One connection fewer; `removed` when it was the user's last, so the others get member_removed. */
  leavePresence(channel: string, socketId: string, userId: string): Promise<{ removed: boolean }>;
  /** user id → user_info of a presence channel. */
  presenceMembers(channel: string): Promise<Map<string, unknown>>;
  /** Occupied channels in the cluster. */
  channels(): Promise<Map<string, ChannelStats>>;
  /** Close every socket of a user, on every node. */
  terminateUser(userId: string): Promise<void>;
  /** A local socket subscribed to (1) or left (-1) a channel: for cluster-wide counts; never waits, never throws. */
  trackSubscription(channel: string, delta: 1 | -1): void;
  /** Subscriptions of a channel in the cluster; `localCount` is this process's own, which the caller holds. */
  subscriptionCount(channel: string, localCount: number): Promise<number>;
  /** A socket signed in as a user; `online` when it is the user's first signed-in connection in the cluster. */
  signIn(userId: string, socketId: string): Promise<{ online: boolean }>;
  /** A signed-in socket went; `offline` when it was the user's last one in the cluster. */
  signOut(userId: string, socketId: string): Promise<{ offline: boolean }>;
  /** Those of these users signed in somewhere in the cluster. */
  onlineUsers(userIds: readonly string[]): Promise<string[]>;
  /** Users came online or went offline: every node (this one too) tells its watchers. */
  announceUsers(name: WatchlistEventName, userIds: readonly string[]): Promise<void>;
  /** Keep the last event published on a cache channel (a serialised frame); never waits, never throws. */
  cacheEvent(channel: string, frame: string): void;
  /** The event kept for a cache channel, unless it expired. */
  cachedEvent(channel: string): Promise<string | undefined>;
  close(): Promise<void>;
}

export interface LocalAdapterOptions {
  /** The clock cached events expire on; tests move it. */
  now?: () => number;
  /** How long a cache channel keeps its last event. */
  cacheTtlMs?: number;
}

interface PresenceEntry {
  userInfo: unknown;
  sockets: Set<string>;
}

/** One process, nothing shared: presence and delivery in memory. */
export class LocalAdapter implements RealtimeAdapter {
  private node: LocalNode | undefined;
  private readonly presence = new Map<string, Map<string, PresenceEntry>>();
  /** user id → its signed-in sockets. */
  private readonly signedIn = new Map<string, Set<string>>();
  /** channel → last event; in the order written, so the oldest (first to expire) come first. */
  private readonly cache = new Map<string, { frame: string; expiresAt: number }>();
  private readonly now: () => number;
  private readonly cacheTtlMs: number;

  constructor(options: LocalAdapterOptions = {}) {
    this.now = options.now ?? Date.now;
    this.cacheTtlMs = options.cacheTtlMs ?? CACHE_TTL_MS;
  }

  async start(node: LocalNode): Promise<void> {
    this.node = node;
  }

  async broadcast(channels: readonly string[], frame: string, except?: string): Promise<void> {
    this.node?.deliver(channels, frame, except);
  }

  async joinPresence(
    channel: string,
    socketId: string,
    member: PresenceMember,
    maxMembers: number,
  ): Promise<JoinResult> {
    let members = this.presence.get(channel);
    const existing = members?.get(member.userId);
    if (!existing && (members?.size ?? 0) >= maxMembers) return { ok: false, reason: 'full' };
    if (!members) {
      members = new Map();
      this.presence.set(channel, members);
    }
    if (existing) {
      existing.sockets.add(socketId);
    } else {
      members.set(member.userId, { userInfo: member.userInfo, sockets: new Set([socketId]) });
    }
    return { ok: true, added: !existing, members: this.snapshot(members) };
  }

  async leavePresence(channel: string, socketId: string, userId: string): Promise<{ removed: boolean }> {
    const members = this.presence.get(channel);
    const entry = members?.get(userId);
    if (!members || !entry || !entry.sockets.delete(socketId)) return { removed: false };
    if (entry.sockets.size > 0) return { removed: false };
    members.delete(userId);
    if (members.size === 0) this.presence.delete(channel);
    return { removed: true };
  }

  async presenceMembers(channel: string): Promise<Map<string, unknown>> {
    const members = this.presence.get(channel);
    return members ? this.snapshot(members) : new Map();
  }

  async channels(): Promise<Map<string, ChannelStats>> {
    const result = new Map<string, ChannelStats>();
    for (const [name, count] of this.node?.localSubscriptions() ?? []) {
      const members = this.presence.get(name);
      result.set(
        name,
        members ? { subscriptionCount: count, userCount: members.size } : { subscriptionCount: count },
      );
    }
    return result;
  }

  async terminateUser(userId: string): Promise<void> {
    this.node?.disconnectUser(userId);
  }

  trackSubscription(): void {
    // channels() reads this process's sockets directly.
  }

  async subscriptionCount(_channel: string, localCount: number): Promise<number> {
    return localCount;
  }

  async signIn(userId: string, socketId: string): Promise<{ online: boolean }> {
    const sockets = this.signedIn.get(userId);
    if (sockets) {
      sockets.add(socketId);
      return { online: false };
    }
    this.signedIn.set(userId, new Set([socketId]));
    return { online: true };
  }

  async signOut(userId: string, socketId: string): Promise<{ offline: boolean }> {
    const sockets = this.signedIn.get(userId);
    if (!sockets?.delete(socketId) || sockets.size > 0) return { offline: false };
    this.signedIn.delete(userId);
    return { offline: true };
  }

  async onlineUsers(userIds: readonly string[]): Promise<string[]> {
    return userIds.filter((id) => this.signedIn.has(id));
  }

  async announceUsers(name: WatchlistEventName, userIds: readonly string[]): Promise<void> {
    this.node?.notifyWatchers(name, userIds);
  }

  cacheEvent(channel: string, frame: string): void {
    const now = this.now();
    // Expired entries of channels nobody asks for again leave from the front.
    for (const [name, entry] of this.cache) {
      if (entry.expiresAt > now) break;
      this.cache.delete(name);
    }
    this.cache.delete(channel);
    this.cache.set(channel, { frame, expiresAt: now + this.cacheTtlMs });
  }

  async cachedEvent(channel: string): Promise<string | undefined> {
    const entry = this.cache.get(channel);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.frame;
    this.cache.delete(channel);
    return undefined;
  }

  async close(): Promise<void> {
    this.presence.clear();
    this.signedIn.clear();
    this.cache.clear();
    this.node = undefined;
  }

  private snapshot(members: Map<string, PresenceEntry>): Map<string, unknown> {
    return new Map([...members].map(([id, entry]) => [id, entry.userInfo]));
  }
}

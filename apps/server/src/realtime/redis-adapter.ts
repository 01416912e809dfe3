import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type {
  ChannelStats,
  JoinResult,
  LocalNode,
  PresenceMember,
  RealtimeAdapter,
  WatchlistEventName,
} from './adapter.ts';
import { CACHE_TTL_MS, channelKind, frame } from './protocol.ts';
import { channelStats, membersOf, type LocalPresence } from './local-presence.ts';
import { quit, redactUrl } from './redis-client.ts';
import {
  SCRIPTS,
  redisKeys,
  parseInfo,
  parseMembers,
  registrationField,
  splitField,
  type RedisKeys,
  type ScriptCommands,
} from './redis-scripts.ts';

export interface RedisAdapterOptions {
  url: string;
  /** Every key and the pub/sub channel start with it, so apps (and test files) can share one Redis. */
  prefix?: string;
  /** How often this node refreshes its heartbeat and looks for dead nodes. */
  heartbeatMs?: number;
  /** A node whose heartbeat is older than this is dead: its presence members are swept. */
  nodeTtlMs?: number;
  commandTimeoutMs?: number;
  /** How long start() waits for Redis before carrying on without it (real time then stays local until it comes). */
  startTimeoutMs?: number;
  /** How long a cache channel keeps its last event in Redis. */
  cacheTtlMs?: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * A message on the bus: a frame for the subscribers of some channels, a user to disconnect everywhere, or users who
 * came online / went offline (for the watchers on every node).
 */
type BusMessage =
  | { node: string; channels: readonly string[]; frame: string; except?: string }
  | { node: string; terminate: string }
  | { node: string; watchlist: WatchlistEventName; users: readonly string[] };

/**
 * The signed-in users are kept as the members of a presence channel no client can name, so a dead node's sweep and
 * the resync after an outage count them as they count presence members.
 */
const SIGNED_IN = '#signed-in';

const noopLog = { info() {}, warn() {} };

/**
 * Several server processes acting as one Pusher server, through Redis:
 *
 * - broadcasts: one pub/sub channel carrying `{node, channels, frame, except}`; the origin delivers to its own
 *   sockets at once and ignores its echo, every other node sends the same string to its sockets;
 * - presence: per channel a hash user → user_info and a hash user → connection count, changed by Lua, so the
 *   0 → 1 and 1 → 0 transitions (member_added / member_removed) are decided once for the whole cluster;
 * - crash clean-up: each node refreshes a heartbeat key with a TTL and records its presence registrations in a
 *   hash; survivors sweep a node whose heartbeat expired and send member_removed for its users;
 * - per-node subscription counts in a hash (expiring with the heartbeat), summed for the HTTP API.
 *
 * Redis going away degrades real time to this process (local delivery and local presence keep working; one log
 * line per outage). The connections reconnect forever; on the way back this node rewrites its heartbeat, its
 * subscription counts and its presence registrations from what its sockets really hold.
 */
export class RedisAdapter implements RealtimeAdapter {
  readonly nodeId = randomBytes(8).toString('hex');
  /** How every message this node publishes starts (`node` is always the first key). */
  private readonly ownEcho = `{"node":"${this.nodeId}",`;
  private readonly prefix: string;
  private readonly key: RedisKeys;
  private readonly heartbeatMs: number;
  private readonly nodeTtlMs: number;
  private readonly log: NonNullable<RedisAdapterOptions['log']>;
  private node: LocalNode | undefined;
  private pub: (Redis & ScriptCommands) | undefined;
  private sub: Redis | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** This node's presence: channel → user → its local sockets. The truth Redis is brought back to. */
  private readonly presence: LocalPresence = new Map();
  private pubReady = false;
  private subReady = false;
  /** False from the first failure until both connections are back: the one log line per outage. */
  private healthy = true;
  /** Redis may hold something other than `presence` (a script failed): rewrite it at the next heartbeat. */
  private needsSync = false;
  private syncing: Promise<void> | undefined;
  private closed = false;
  /** Subscription count changes not sent yet: a storm of subscribes becomes one pipelined write per turn. */
  private readonly pendingCounts = new Map<string, number>();
  private countsFlush: NodeJS.Immediate | undefined;
  private firstReady: (() => void) | undefined;

  constructor(private readonly options: RedisAdapterOptions) {
    this.prefix = options.prefix ?? 'talent:rt:';
    this.heartbeatMs = options.heartbeatMs ?? 3000;
    this.nodeTtlMs = options.nodeTtlMs ?? 10_000;
    this.log = options.log ?? noopLog;
    this.key = redisKeys(this.prefix);
  }

  get connected(): boolean {
    return this.pubReady && this.subReady;
  }

  async start(node: LocalNode): Promise<void> {
    this.node = node;
    const timeout = this.options.commandTimeoutMs ?? 2000;
    const connection = (role: string) =>
      new Redis(this.options.url, {
        // Nothing waits for a Redis that is away: commands fail at once and we fall back to local delivery.
        enableOfflineQueue: false,
        commandTimeout: timeout,
        connectTimeout: timeout,
        maxRetriesPerRequest: 0,
        // Forever, at most a second apart: real time must come back by itself.
        retryStrategy: (times) => Math.min(times * 100, 1000),
        autoResubscribe: false,
        connectionName: `${this.prefix.replace(/[^\w:.-]/g, '')}${this.nodeId}:${role}`,
        protocol: 2,
      });
    const pub = connection('pub') as Redis & ScriptCommands;
    for (const [name, script] of Object.entries(SCRIPTS)) pub.defineCommand(name, script);
    const sub = connection('sub');
    this.pub = pub;
    this.sub = sub;

    pub.on('ready', () => void this.onPubReady());
    sub.on('ready', () => void this.onSubReady());
    for (const client of [pub, sub]) {
      client.on('error', (err: Error) => this.failed(err));
      client.on('close', () => {
        if (client === pub) this.pubReady = false;
        else this.subReady = false;
        this.failed(new Error('connection to Redis closed'));
      });
    }
    sub.on('message', (_channel: string, message: string) => this.onBusMessage(message));

    this.timer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.timer.unref();

    // Wait a little for Redis so a node that just started already hears the others; never fail to start for it.
    let wait: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (this.firstReady = resolve)),
      new Promise<void>((resolve) => (wait = setTimeout(resolve, this.options.startTimeoutMs ?? 3000))),
    ]);
    clearTimeout(wait);
    if (!this.connected) {
      this.failed(new Error(`Redis not reachable at start (${redactUrl(this.options.url)})`));
    }
  }

  private failed(err: unknown) {
    if (this.closed || !this.healthy) return;
    this.healthy = false;
    this.needsSync = true;
    this.log.warn(
      { err },
      'realtime: Redis unavailable, delivering to this node only until it is back (will reconnect)',
    );
  }

  private async onPubReady() {
    try {
      // Heartbeat before presence: a survivor must not sweep the registrations we are about to write.
      await this.beat();
      await this.sync();
      this.pubReady = true;
      this.recovered();
    } catch (err) {
      this.failed(err);
      this.retryOnReady(this.pub, () => this.onPubReady());
    }
  }

  private async onSubReady() {
    try {
      await this.sub!.subscribe(this.key.bus());
      this.subReady = true;
      this.recovered();
    } catch (err) {
      this.failed(err);
      this.retryOnReady(this.sub, () => this.onSubReady());
    }
  }

  /**
   * A step after `ready` that failed while the connection stayed up (a command timing out on a loaded machine)
   * would otherwise never run again, leaving this node deaf to the cluster: try it again shortly.
   */
  private retryOnReady(client: Redis | undefined, step: () => Promise<void>) {
    const retry = setTimeout(() => {
      if (!this.closed && client?.status === 'ready') void step();
    }, 500);
    retry.unref();
  }

  private recovered() {
    if (!this.connected) return;
    this.firstReady?.();
    this.firstReady = undefined;
    if (!this.healthy) {
      this.healthy = true;
      this.log.info({ node: this.nodeId }, 'realtime: Redis reachable again, cluster fan-out resumed');
    }
  }

  private onBusMessage(raw: string) {
    // Our own echo (every message starts with its node): dropped before parsing a 1 KB frame for nothing.
    if (raw.startsWith(this.ownEcho)) return;
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch {
      return;
    }
    // The origin already delivered to its own sockets.
    if (!message || typeof message !== 'object' || message.node === this.nodeId || !this.node) return;
    // Anything else on the channel (another program, a version skew) is dropped, never thrown in an event handler.
    if ('terminate' in message) {
      if (typeof message.terminate === 'string') this.node.disconnectUser(message.terminate);
      return;
    }
    if ('watchlist' in message) {
      const { watchlist, users } = message;
      if ((watchlist === 'online' || watchlist === 'offline') && Array.isArray(users)) {
        this.node.notifyWatchers(watchlist, users);
      }
      return;
    }
    const { channels, frame: payload, except } = message;
    if (!Array.isArray(channels) || typeof payload !== 'string') return;
    this.node.deliver(channels, payload, typeof except === 'string' ? except : undefined);
  }

  /** Publish to the other nodes; never throws, never waits for Redis. */
  private publish(message: BusMessage) {
    if (!this.pubReady) return;
    this.pub!.publish(this.key.bus(), JSON.stringify(message)).catch((err: unknown) => this.failed(err));
  }

  async broadcast(channels: readonly string[], text: string, except?: string): Promise<void> {
    // Published first: the write to Redis leaves at once, so the other nodes fan out while this one writes to its
    // own thousands of sockets, instead of after.
    this.publish(
      except === undefined
        ? { node: this.nodeId, channels, frame: text }
        : { node: this.nodeId, channels, frame: text, except },
    );
    this.node?.deliver(channels, text, except);
  }

  async terminateUser(userId: string): Promise<void> {
    this.node?.disconnectUser(userId);
    this.publish({ node: this.nodeId, terminate: userId });
  }

  trackSubscription(channel: string, delta: 1 | -1): void {
    // Exact for this node from its own sockets; other nodes read it from the hash (rewritten every heartbeat).
    if (!this.pubReady) return;
    this.pendingCounts.set(channel, (this.pendingCounts.get(channel) ?? 0) + delta);
    this.countsFlush ??= setImmediate(() => this.flushCounts());
  }

  private flushCounts() {
    this.countsFlush = undefined;
    if (!this.pubReady || this.pendingCounts.size === 0) return this.pendingCounts.clear();
    const key = this.key.subscriptions(this.nodeId);
    const batch = this.pub!.pipeline();
    for (const [channel, delta] of this.pendingCounts) if (delta !== 0) batch.hincrby(key, channel, delta);
    this.pendingCounts.clear();
    if (batch.length === 0) return;
    batch
      .exec()
      .then((replies) => {
        const failure = replies?.find(([err]) => err)?.[0];
        if (failure) this.failed(failure);
      })
      .catch((err: unknown) => this.failed(err));
  }

  async subscriptionCount(channel: string, localCount: number): Promise<number> {
    if (!this.pubReady) return localCount;
    try {
      const others = (await this.pub!.smembers(this.key.nodes())).filter((id) => id !== this.nodeId);
      const read = this.pub!.pipeline();
      for (const id of others) {
        read.exists(this.key.alive(id));
        read.hget(this.key.subscriptions(id), channel);
      }
      const replies = (await read.exec()) ?? [];
      let count = localCount;
      others.forEach((_id, index) => {
        if (replies[index * 2]?.[1] !== 1) return;
        const n = Number(replies[index * 2 + 1]?.[1] ?? 0);
        if (n > 0) count += n;
      });
      return count;
    } catch (err) {
      this.failed(err);
      return localCount;
    }
  }

  async signIn(userId: string, socketId: string): Promise<{ online: boolean }> {
    let users = this.presence.get(SIGNED_IN);
    if (!users) {
      users = new Map();
      this.presence.set(SIGNED_IN, users);
    }
    const existing = users.get(userId);
    // Recorded before Redis answers, so a sync running meanwhile counts this socket as Redis will.
    if (existing) existing.sockets.add(socketId);
    else users.set(userId, { userInfo: {}, sockets: new Set([socketId]) });
    if (this.pubReady) {
      try {
        const count = await this.pub!.rtSignIn(
          this.key.members(SIGNED_IN),
          this.key.counts(SIGNED_IN),
          this.key.registrations(this.nodeId),
          userId,
          registrationField(SIGNED_IN, userId),
        );
        return { online: count === 1 };
      } catch (err) {
        this.failed(err);
        this.needsSync = true;
      }
    }
    return { online: !existing };
  }

  async signOut(userId: string, socketId: string): Promise<{ offline: boolean }> {
    const { removed } = await this.leavePresence(SIGNED_IN, socketId, userId);
    return { offline: removed };
  }

  async onlineUsers(userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    if (this.pubReady) {
      try {
        const counts = await this.pub!.hmget(this.key.counts(SIGNED_IN), ...userIds);
        return userIds.filter((_id, index) => Number(counts[index] ?? 0) > 0);
      } catch (err) {
        this.failed(err);
      }
    }
    const users = this.presence.get(SIGNED_IN);
    return userIds.filter((id) => users?.has(id));
  }

  async announceUsers(name: WatchlistEventName, userIds: readonly string[]): Promise<void> {
    this.node?.notifyWatchers(name, userIds);
    this.publish({ node: this.nodeId, watchlist: name, users: userIds });
  }

  cacheEvent(channel: string, text: string): void {
    if (!this.pubReady) return;
    const ttl = this.options.cacheTtlMs ?? CACHE_TTL_MS;
    this.pub!.set(this.key.cachedEvent(channel), text, 'PX', ttl).catch((err: unknown) => this.failed(err));
  }

  async cachedEvent(channel: string): Promise<string | undefined> {
    if (!this.pubReady) return undefined;
    try {
      return (await this.pub!.get(this.key.cachedEvent(channel))) ?? undefined;
    } catch (err) {
      this.failed(err);
      return undefined;
    }
  }

  async joinPresence(
    channel: string,
    socketId: string,
    member: PresenceMember,
    maxMembers: number,
  ): Promise<JoinResult> {
    let members = this.presence.get(channel);
    if (!members) {
      members = new Map();
      this.presence.set(channel, members);
    }
    const existing = members.get(member.userId);
    // Recorded before Redis answers, so a sync running meanwhile counts this socket as Redis will.
    if (existing) existing.sockets.add(socketId);
    else members.set(member.userId, { userInfo: member.userInfo, sockets: new Set([socketId]) });
    const undo = () => {
      const entry = members.get(member.userId);
      entry?.sockets.delete(socketId);
      if (entry?.sockets.size === 0) members.delete(member.userId);
      if (members.size === 0) this.presence.delete(channel);
    };

    if (this.pubReady) {
      try {
        const [count, flat] = await this.pub!.rtJoin(
          this.key.members(channel),
          this.key.counts(channel),
          this.key.registrations(this.nodeId),
          member.userId,
          JSON.stringify(member.userInfo ?? {}),
          maxMembers,
          registrationField(channel, member.userId),
        );
        if (count < 0) {
          undo();
          return { ok: false, reason: 'full' };
        }
        return { ok: true, added: count === 1, members: parseMembers(flat) };
      } catch (err) {
        this.failed(err);
        this.needsSync = true;
      }
    }
    // Without Redis: this node's view, as the LocalAdapter would answer.
    if (!existing && members.size > maxMembers) {
      undo();
      return { ok: false, reason: 'full' };
    }
    return { ok: true, added: !existing, members: this.localMembers(channel) };
  }

  async leavePresence(channel: string, socketId: string, userId: string): Promise<{ removed: boolean }> {
    const members = this.presence.get(channel);
    const entry = members?.get(userId);
    if (!members || !entry || !entry.sockets.delete(socketId)) return { removed: false };
    const lastHere = entry.sockets.size === 0;
    if (lastHere) members.delete(userId);
    if (members.size === 0) this.presence.delete(channel);
    if (this.pubReady) {
      try {
        const removed = await this.pub!.rtLeave(
          this.key.members(channel),
          this.key.counts(channel),
          this.key.registrations(this.nodeId),
          userId,
          registrationField(channel, userId),
        );
        return { removed: removed === 1 };
      } catch (err) {
        this.failed(err);
        this.needsSync = true;
      }
    }
    return { removed: lastHere };
  }

  async presenceMembers(channel: string): Promise<Map<string, unknown>> {
    if (this.pubReady) {
      try {
        const flat = await this.pub!.hgetall(this.key.members(channel));
        return new Map(Object.entries(flat).map(([id, info]) => [id, parseInfo(info)]));
      } catch (err) {
        this.failed(err);
      }
    }
    return this.localMembers(channel);
  }

  async channels(): Promise<Map<string, ChannelStats>> {
    const counts = new Map<string, number>(this.node?.localSubscriptions() ?? []);
    const users = new Map<string, number>();
    if (this.pubReady) {
      try {
        const others = (await this.pub!.smembers(this.key.nodes())).filter((id) => id !== this.nodeId);
        const read = this.pub!.pipeline();
        for (const id of others) {
          read.exists(this.key.alive(id));
          read.hgetall(this.key.subscriptions(id));
        }
        const replies = (await read.exec()) ?? [];
        others.forEach((_id, index) => {
          const alive = replies[index * 2]?.[1];
          const subs = replies[index * 2 + 1]?.[1] as Record<string, string> | undefined;
          if (alive !== 1 || !subs) return;
          for (const [channel, value] of Object.entries(subs)) {
            const n = Number(value);
            if (n > 0) counts.set(channel, (counts.get(channel) ?? 0) + n);
          }
        });
        const presence = [...counts.keys()].filter((name) => channelKind(name) === 'presence');
        const lengths = this.pub!.pipeline();
        for (const name of presence) lengths.hlen(this.key.members(name));
        const answers = (await lengths.exec()) ?? [];
        presence.forEach((name, index) => users.set(name, Number(answers[index]?.[1] ?? 0)));
      } catch (err) {
        this.failed(err);
        return this.localChannels();
      }
    } else {
      return this.localChannels();
    }
    return channelStats(counts, (name) => users.get(name) ?? 0, true);
  }

  private localChannels(): Map<string, ChannelStats> {
    const subscriptions = this.node?.localSubscriptions() ?? [];
    return channelStats(subscriptions, (name) => this.presence.get(name)?.size ?? 0, false);
  }

  private localMembers(channel: string): Map<string, unknown> {
    return membersOf(this.presence, channel);
  }

  /** Heartbeat key, membership of the node set, and this node's subscription counts rewritten from its sockets. */
  private async beat() {
    const pub = this.pub!;
    const subsKey = this.key.subscriptions(this.nodeId);
    const subs = [...(this.node?.localSubscriptions() ?? [])].flat();
    // The rewrite below already holds the changes still waiting to be sent.
    this.pendingCounts.clear();
    const tx = pub
      .multi()
      .set(this.key.alive(this.nodeId), '1', 'PX', this.nodeTtlMs)
      .sadd(this.key.nodes(), this.nodeId)
      .del(subsKey);
    if (subs.length > 0) tx.hset(subsKey, ...subs).pexpire(subsKey, this.nodeTtlMs);
    const replies = await tx.exec();
    // Back in the node set: we had been swept (a long pause, a partition) and our registrations are gone.
    if (replies?.[1]?.[1] === 1) this.needsSync = true;
  }

  private async heartbeat() {
    if (!this.pubReady || this.closed) return;
    try {
      await this.beat();
      if (this.needsSync) await this.sync();
      await this.sweepDeadNodes();
      // A stall (commands timing out on a live connection) ends without a reconnect: close the outage here.
      this.recovered();
    } catch (err) {
      this.failed(err);
    }
  }

  /** Bring Redis back to what this node's sockets hold, and tell the other nodes what changed meanwhile. */
  private sync(): Promise<void> {
    this.syncing ??= (async () => {
      try {
        this.needsSync = false;
        const triples: Array<string | number> = [];
        for (const [channel, members] of this.presence) {
          for (const [userId, entry] of members) {
            triples.push(
              registrationField(channel, userId),
              entry.sockets.size,
              JSON.stringify(entry.userInfo ?? {}),
            );
          }
        }
        const [added, removed] = await this.pub!.rtSync(
          this.key.registrations(this.nodeId),
          this.prefix,
          ...triples,
        );
        // Our own sockets saw these changes when they happened (locally); the others learn them now.
        const online: string[] = [];
        const offline: string[] = [];
        for (const field of added) {
          const [channel, userId] = splitField(field);
          if (channel === SIGNED_IN) {
            online.push(userId);
            continue;
          }
          const info = this.presence.get(channel)?.get(userId)?.userInfo ?? {};
          this.publishRemote(
            channel,
            frame('pusher_internal:member_added', { user_id: userId, user_info: info }, channel),
          );
        }
        for (const field of removed) {
          const [channel, userId] = splitField(field);
          if (channel === SIGNED_IN) {
            offline.push(userId);
            continue;
          }
          this.publishRemote(channel, frame('pusher_internal:member_removed', { user_id: userId }, channel));
        }
        if (online.length > 0) this.publishNow({ node: this.nodeId, watchlist: 'online', users: online });
        if (offline.length > 0) this.publishNow({ node: this.nodeId, watchlist: 'offline', users: offline });
      } catch (err) {
        this.needsSync = true;
        throw err;
      } finally {
        this.syncing = undefined;
      }
    })();
    return this.syncing;
  }

  private publishRemote(channel: string, text: string) {
    this.pub!.publish(
      this.key.bus(),
      JSON.stringify({ node: this.nodeId, channels: [channel], frame: text } satisfies BusMessage),
    ).catch((err: unknown) => this.failed(err));
  }

  /** As publish(), before the connection counts as ready (a sync on the way back). */
  private publishNow(message: BusMessage) {
    this.pub!.publish(this.key.bus(), JSON.stringify(message)).catch((err: unknown) => this.failed(err));
  }

  /** Nodes whose heartbeat expired: remove their presence registrations and tell everyone who left. */
  private async sweepDeadNodes() {
    const pub = this.pub!;
    const others = (await pub.smembers(this.key.nodes())).filter((id) => id !== this.nodeId);
    if (others.length === 0) return;
    const check = pub.pipeline();
    for (const id of others) check.exists(this.key.alive(id));
    const alive = (await check.exec()) ?? [];
    for (const [index, id] of others.entries()) {
      if (alive[index]?.[1] !== 0) continue;
      const removed = await pub.rtSweep(
        this.key.alive(id),
        this.key.registrations(id),
        this.key.subscriptions(id),
        this.key.nodes(),
        this.prefix,
        id,
      );
      if (removed.length > 0)
        this.log.info({ node: id, removed: removed.length }, 'realtime: swept a dead node');
      const offline: string[] = [];
      for (const field of removed) {
        const [channel, userId] = splitField(field);
        if (channel === SIGNED_IN) {
          offline.push(userId);
          continue;
        }
        await this.broadcast(
          [channel],
          frame('pusher_internal:member_removed', { user_id: userId }, channel),
        );
      }
      // Its signed-in users whose last connection was there went offline with it.
      if (offline.length > 0) await this.announceUsers('offline', offline);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.timer);
    clearImmediate(this.countsFlush);
    this.countsFlush = undefined;
    // The server left every presence channel before closing us; drop whatever is left and leave the cluster.
    if (this.pubReady) {
      try {
        this.presence.clear();
        await this.sync();
        await this.pub!.multi()
          .del(
            this.key.alive(this.nodeId),
            this.key.subscriptions(this.nodeId),
            this.key.registrations(this.nodeId),
          )
          .srem(this.key.nodes(), this.nodeId)
          .exec();
      } catch (err) {
        this.log.warn({ err }, 'realtime: could not leave the Redis cluster cleanly (survivors will sweep)');
      }
    }
    this.closed = true;
    this.pubReady = false;
    this.subReady = false;
    await Promise.all([this.pub, this.sub].map((client) => quit(client)));
    this.presence.clear();
    this.node = undefined;
  }
}

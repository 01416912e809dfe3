import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { LocalNode, RealtimeAdapter, WatchlistEventName } from './adapter.ts';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  CLIENT_EVENTS_PER_SECOND,
  CloseCode,
  ErrorCode,
  MAX_DATA_BYTES,
  MAX_EVENT_NAME,
  MAX_PRESENCE_MEMBERS,
  MAX_WATCHLIST,
  PROTOCOL_VERSION,
  SERVER_TO_USER_PREFIX,
  SUBSCRIPTION_COUNT_EVERY_MS,
  byteLength,
  channelKind,
  frame,
  isCacheChannel,
  isValidChannelName,
  newSocketId,
  verifyAuth,
} from './protocol.ts';

export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
}

interface Connection {
  id: string;
  ws: WebSocket;
  channels: Set<string>;
  /** Presence channel → user id this socket joined as. */
  presence: Map<string, string>;
  userId: string | undefined;
  /** The user ids this socket's sign-in watches. */
  watchlist: readonly string[];
  /** Those of them this socket was told are online: each watcher sees online and offline alternate per user. */
  watchedOnline: Set<string>;
  /** Watched users an event came for while the sign-in's look-up was under way: the look-up is older for them. */
  watchedMeanwhile: Set<string> | undefined;
  lastSeen: number;
  closed: boolean;
  clientEventWindow: number;
  clientEventCount: number;
  /** The event-loop turn of this socket's last frame, and whether its writes are held until the turn ends. */
  sentTurn: number;
  corked: boolean;
}

interface ClientMessage {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

const PATH = /^\/app\/([^/?]+)\/?(?:\?|$)/;
// A whole frame may carry a 10 KB event plus its envelope and auth.
const MAX_FRAME_BYTES = 64 * 1024;
// pusher-js pings after activity_timeout of silence and waits 30 s for the pong; past both, the socket is dead.
const DEAD_AFTER_MS = (ACTIVITY_TIMEOUT_SECONDS + 30) * 1000;
const SWEEP_EVERY_MS = 30_000;
const SHUTDOWN_GRACE_MS = 1000;
/** Channels whose count first changes this close together share one subscription_count timer. */
const COUNT_BATCH_MS = 10;

/**
 * The Pusher protocol v7 WebSocket endpoint (`/app/{key}`), attached to an existing HTTP server's upgrades.
 * It keeps this process's sockets and their subscriptions; everything shared goes through the adapter.
 */
export class RealtimeServer implements LocalNode {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly connections = new Map<string, Connection>();
  /** channel → local connections subscribed to it. */
  private readonly subscribers = new Map<string, Set<Connection>>();
  /** watched user id → local connections whose sign-in watches them. */
  private readonly watchers = new Map<string, Set<Connection>>();
  /** Channels whose subscription count changed and will be sent when their batch's timer ends. */
  private readonly countPending = new Set<string>();
  /**
   * The timers of those channels: channels whose first change comes within COUNT_BATCH_MS of a batch's start share
   * its timer (a subscribe storm over 2,000 channels made 2,000 timers, 8 % of its CPU in `unref` alone).
   */
  private readonly countBatches = new Set<{ timer: NodeJS.Timeout; channels: string[] }>();
  private countBatch: { startedAt: number; channels: string[] } | undefined;
  private readonly sweeper: NodeJS.Timeout;
  /** Event-loop turns, counted by the first send of each; the sockets whose writes wait for the turn's end. */
  private turn = 0;
  private turnEnd: NodeJS.Immediate | undefined;
  private readonly corked: Connection[] = [];

  private readonly deadAfterMs: number;
  private readonly pingAfterMs: number;
  private readonly subscriptionCountEveryMs: number;

  constructor(
    private readonly app: RealtimeApp,
    readonly adapter: RealtimeAdapter,
    private readonly log: { warn(obj: object, msg: string): void } = console,
    /** Heartbeat timings and the subscription_count throttle; tests shorten them. */
    timing: { deadAfterMs?: number; sweepEveryMs?: number; subscriptionCountEveryMs?: number } = {},
  ) {
    this.deadAfterMs = timing.deadAfterMs ?? DEAD_AFTER_MS;
    this.subscriptionCountEveryMs = timing.subscriptionCountEveryMs ?? SUBSCRIPTION_COUNT_EVERY_MS;
    const sweepEveryMs = timing.sweepEveryMs ?? SWEEP_EVERY_MS;
    // Every socket idle this long meets one sweep that pings it before another finds it dead.
    this.pingAfterMs = Math.max(0, this.deadAfterMs - sweepEveryMs);
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  async start(): Promise<void> {
    await this.adapter.start(this);
  }

  /** For an HTTP server's `upgrade` event: true when the request was ours. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const match = PATH.exec(request.url ?? '');
    if (!match) return false;
    // A malformed escape is just an unknown key (4001); a throw here would escape the HTTP server's listener.
    let key = match[1]!;
    try {
      key = decodeURIComponent(key);
    } catch {
      key = '';
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request, key));
    return true;
  }

  private accept(ws: WebSocket, request: IncomingMessage, key: string) {
    // Refusals are close codes after the handshake: that is what pusher-js reads to decide not to retry.
    if (key !== this.app.key) return refuse(ws, CloseCode.appNotFound, 'App key not in this cluster');
    const protocol = new URL(request.url ?? '/', 'http://localhost').searchParams.get('protocol');
    if (!protocol) return refuse(ws, CloseCode.noProtocol, 'No protocol version supplied');
    if (Number(protocol) !== PROTOCOL_VERSION) {
      return refuse(ws, CloseCode.unsupportedProtocol, 'Unsupported protocol version');
    }
    const conn: Connection = {
      id: newSocketId(),
      ws,
      channels: new Set(),
      presence: new Map(),
      userId: undefined,
      watchlist: [],
      watchedOnline: new Set(),
      watchedMeanwhile: undefined,
      lastSeen: Date.now(),
      closed: false,
      clientEventWindow: 0,
      clientEventCount: 0,
      sentTurn: -1,
      corked: false,
    };
    this.connections.set(conn.id, conn);
    ws.on('message', (raw, isBinary) => {
      conn.lastSeen = Date.now();
      if (isBinary) return;
      // Most messages (a public or private subscribe, a ping) are answered synchronously, without a promise each.
      try {
        this.onMessage(conn, raw)?.catch((err: unknown) => this.log.warn({ err }, 'realtime message failed'));
      } catch (err) {
        this.log.warn({ err }, 'realtime message failed');
      }
    });
    ws.on('close', () => {
      this.onClose(conn).catch((err: unknown) => this.log.warn({ err }, 'realtime close clean-up failed'));
    });
    ws.on('error', () => ws.terminate());
    this.send(
      conn,
      frame('pusher:connection_established', {
        socket_id: conn.id,
        activity_timeout: ACTIVITY_TIMEOUT_SECONDS,
      }),
    );
  }

  /** `wire`: the same frame already framed for the socket (a fan-out's), written as-is when the socket allows. */
  private send(conn: Connection, text: string | Buffer, wire?: Buffer) {
    if (conn.closed || conn.ws.readyState !== WebSocket.OPEN) return;
    const socket = rawSocket(conn.ws);
    if (conn.sentTurn !== this.turn) {
      conn.sentTurn = this.turn;
      this.turnEnd ??= setImmediate(this.endTurn);
    } else if (!conn.corked && socket) {
      // A second frame for this socket in the same turn (a presence storm's member_added, a burst of events):
      // hold its writes until the turn ends, so they leave in one system call instead of one each.
      socket.cork();
      conn.corked = true;
      this.corked.push(conn);
    }
    // Server frames are not masked, so a fan-out's frame is the same bytes for every socket: one write of one
    // shared buffer, instead of `ws` framing it again (header, options, cork, two writes) for each. Not when an
    // extension (permessage-deflate) would have to transform it.
    // A frame for this socket alone (subscription_succeeded, pong) is framed here too: one buffer, one write.
    if (socket && conn.ws.extensions === '') {
      socket.write(wire ?? textFrame(text));
      return;
    }
    // A Buffer goes out as-is (still a text frame); a string would be encoded again for every socket.
    conn.ws.send(text, TEXT_FRAME);
  }

  private readonly endTurn = () => {
    this.turnEnd = undefined;
    this.turn++;
    for (const conn of this.corked) {
      conn.corked = false;
      rawSocket(conn.ws)?.uncork();
    }
    this.corked.length = 0;
  };

  private error(conn: Connection, message: string, code?: number) {
    this.send(conn, frame('pusher:error', code === undefined ? { message } : { message, code }));
  }

  private onMessage(conn: Connection, raw: RawData): Promise<void> | void {
    let message: ClientMessage;
    try {
      message = JSON.parse(raw.toString()) as ClientMessage;
    } catch {
      return this.error(conn, 'Invalid JSON');
    }
    if (!message || typeof message !== 'object' || typeof message.event !== 'string') {
      return this.error(conn, 'Invalid message');
    }
    const data = asObject(message.data);
    switch (message.event) {
      case 'pusher:ping':
        return this.send(conn, frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(conn, data);
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') return this.unsubscribe(conn, data.channel);
        return;
      case 'pusher:signin':
        return this.signin(conn, data);
      default:
        if (message.event.startsWith('client-')) return this.clientEvent(conn, message);
        return this.error(conn, `Unsupported event ${message.event.slice(0, MAX_EVENT_NAME)}`);
    }
  }

  private subscriptionError(conn: Connection, channel: string, status: number, error: string) {
    const type = status === 401 || status === 403 ? 'AuthError' : 'SubscriptionError';
    this.send(conn, frame('pusher:subscription_error', { type, error, status }, channel));
  }

  private subscribe(conn: Connection, data: Record<string, unknown>): Promise<void> | void {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      const name = typeof channel === 'string' ? channel.slice(0, 200) : '';
      return this.subscriptionError(conn, name, 400, 'Invalid channel name');
    }
    if (conn.channels.has(channel)) return this.succeeded(conn, channel);
    const kind = channelKind(channel);
    if (kind === 'user') {
      if (conn.userId === undefined || channel !== `${SERVER_TO_USER_PREFIX}${conn.userId}`) {
        return this.subscriptionError(conn, channel, 403, 'Sign in as this user first');
      }
    } else if (kind === 'private' || kind === 'encrypted') {
      if (!verifyAuth(this.app, data.auth, `${conn.id}:${channel}`)) {
        return this.subscriptionError(conn, channel, 401, 'Invalid signature');
      }
    } else if (kind === 'presence') {
      return this.subscribePresence(conn, channel, data);
    }
    if (!isCacheChannel(channel)) {
      this.addSubscriber(conn, channel);
      return this.succeeded(conn, channel);
    }
    return this.subscribeCache(conn, channel);
  }

  private async subscribePresence(conn: Connection, channel: string, data: Record<string, unknown>) {
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : '';
    if (!verifyAuth(this.app, data.auth, `${conn.id}:${channel}:${channelData}`)) {
      return this.subscriptionError(conn, channel, 401, 'Invalid signature');
    }
    const member = parseMember(channelData);
    if (!member) return this.subscriptionError(conn, channel, 400, 'Invalid channel_data');
    const joined = await this.adapter.joinPresence(channel, conn.id, member, MAX_PRESENCE_MEMBERS);
    if (!joined.ok) return this.subscriptionError(conn, channel, 403, 'Presence channel is full');
    const cached = isCacheChannel(channel) ? await this.adapter.cachedEvent(channel) : undefined;
    if (conn.closed) {
      // The socket went away while we waited: undo, as its close handler did not see this channel.
      const left = await this.adapter.leavePresence(channel, conn.id, member.userId);
      if (left.removed) await this.memberRemoved(channel, member.userId);
      return;
    }
    this.addSubscriber(conn, channel);
    conn.presence.set(channel, member.userId);
    this.presenceSucceeded(conn, channel, joined.members);
    if (isCacheChannel(channel)) this.replayCache(conn, channel, cached);
    if (joined.added) {
      await this.adapter.broadcast(
        [channel],
        frame(
          'pusher_internal:member_added',
          { user_id: member.userId, user_info: member.userInfo },
          channel,
        ),
        conn.id,
      );
    }
  }

  private async subscribeCache(conn: Connection, channel: string) {
    // Read before subscribing, so nothing published meanwhile reaches the socket before the replay.
    const cached = await this.adapter.cachedEvent(channel);
    if (conn.closed) return;
    if (!conn.channels.has(channel)) this.addSubscriber(conn, channel);
    await this.succeeded(conn, channel);
    this.replayCache(conn, channel, cached);
  }

  /** A cache channel's last event right after subscription_succeeded, or `pusher:cache_miss` when there is none. */
  private replayCache(conn: Connection, channel: string, cached: string | undefined) {
    this.send(conn, cached ?? JSON.stringify({ event: 'pusher:cache_miss', channel }));
  }

  private succeeded(conn: Connection, channel: string): Promise<void> | void {
    if (!conn.presence.has(channel)) return this.send(conn, subscriptionSucceeded(channel));
    // A repeated presence subscribe: answer with the current members again.
    return this.adapter
      .presenceMembers(channel)
      .then((members) => this.presenceSucceeded(conn, channel, members));
  }

  private presenceSucceeded(conn: Connection, channel: string, members: Map<string, unknown>) {
    const ids = [...members.keys()];
    const presence = { ids, hash: Object.fromEntries(members), count: ids.length };
    this.send(conn, frame('pusher_internal:subscription_succeeded', { presence }, channel));
  }

  private addSubscriber(conn: Connection, channel: string) {
    conn.channels.add(channel);
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
    }
    set.add(conn);
    this.adapter.trackSubscription(channel, 1);
    this.subscriptionCountChanged(channel);
  }

  private async unsubscribe(conn: Connection, channel: string) {
    if (!conn.channels.delete(channel)) return;
    const set = this.subscribers.get(channel);
    set?.delete(conn);
    if (set?.size === 0) this.subscribers.delete(channel);
    this.adapter.trackSubscription(channel, -1);
    this.subscriptionCountChanged(channel);
    const userId = conn.presence.get(channel);
    if (userId === undefined) return;
    conn.presence.delete(channel);
    const left = await this.adapter.leavePresence(channel, conn.id, userId);
    if (left.removed) await this.memberRemoved(channel, userId);
  }

  /**
   * `pusher_internal:subscription_count` for public and private channels (not presence, which has its members),
   * throttled per channel on the trailing edge: the first change starts the wait, and the count read when it ends
   * (cluster-wide) covers every change since, so a channel's subscribers get at most one every interval.
   */
  private subscriptionCountChanged(channel: string) {
    const kind = channelKind(channel);
    if (kind === 'presence' || kind === 'user' || this.countPending.has(channel)) return;
    this.countPending.add(channel);
    const now = Date.now();
    const open = this.countBatch;
    if (open && now - open.startedAt <= COUNT_BATCH_MS) {
      open.channels.push(channel);
      return;
    }
    const channels = [channel];
    this.countBatch = { startedAt: now, channels };
    const batch = {
      channels,
      timer: setTimeout(() => {
        this.countBatches.delete(batch);
        if (this.countBatch?.channels === channels) this.countBatch = undefined;
        for (const name of channels) {
          this.countPending.delete(name);
          this.sendSubscriptionCount(name).catch((err: unknown) =>
            this.log.warn({ err }, 'realtime subscription count failed'),
          );
        }
      }, this.subscriptionCountEveryMs),
    };
    batch.timer.unref();
    this.countBatches.add(batch);
  }

  private async sendSubscriptionCount(channel: string) {
    const local = this.subscribers.get(channel)?.size ?? 0;
    const count = await this.adapter.subscriptionCount(channel, local);
    await this.adapter.broadcast(
      [channel],
      frame('pusher_internal:subscription_count', { subscription_count: count }, channel),
    );
  }

  private memberRemoved(channel: string, userId: string) {
    return this.adapter.broadcast(
      [channel],
      frame('pusher_internal:member_removed', { user_id: userId }, channel),
    );
  }

  private async signin(conn: Connection, data: Record<string, unknown>) {
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    const user = asObject(safeParse(userData));
    const id = user.id;
    if (
      typeof id !== 'string' ||
      id === '' ||
      !verifyAuth(this.app, data.auth, `${conn.id}::user::${userData}`)
    ) {
      return refuse(conn.ws, CloseCode.unauthorized, 'Invalid signin');
    }
    const watchlist = parseWatchlist(user.watchlist);
    if (!watchlist) {
      return refuse(
        conn.ws,
        CloseCode.unauthorized,
        `The watchlist must be a list of at most ${MAX_WATCHLIST} user ids`,
      );
    }
    // Signed in again on the same socket: the new user replaces the old one.
    if (conn.userId !== undefined) await this.signOut(conn);
    conn.userId = id;
    this.send(conn, frame('pusher:signin_success', { user_data: userData }));
    // Watching before asking who is online, so a user coming online meanwhile is not missed.
    this.watch(conn, watchlist);
    const { online } = await this.adapter.signIn(id, conn.id);
    if (conn.closed) {
      // The socket went away while we waited: undo, as its close handler may have run before we were counted.
      const { offline } = await this.adapter.signOut(id, conn.id);
      if (offline && !online) await this.adapter.announceUsers('offline', [id]);
      return;
    }
    if (online) await this.adapter.announceUsers('online', [id]);
    if (watchlist.length === 0) return;
    const present = await this.adapter.onlineUsers(watchlist);
    // Signed in again (or gone) meanwhile: that sign-in has its own answer.
    if (conn.closed || conn.watchlist !== watchlist) return;
    const meanwhile = conn.watchedMeanwhile;
    conn.watchedMeanwhile = undefined;
    // A user announced while we asked is already told (online) or newer than the answer (offline).
    const told = present.filter((userId) => !meanwhile?.has(userId) && !conn.watchedOnline.has(userId));
    if (told.length === 0) return;
    for (const userId of told) conn.watchedOnline.add(userId);
    this.send(conn, watchlistEvent('online', told));
  }

  private watch(conn: Connection, watchlist: readonly string[]) {
    conn.watchlist = watchlist;
    conn.watchedOnline = new Set();
    conn.watchedMeanwhile = new Set();
    for (const userId of watchlist) {
      let set = this.watchers.get(userId);
      if (!set) {
        set = new Set();
        this.watchers.set(userId, set);
      }
      set.add(conn);
    }
  }

  private async signOut(conn: Connection) {
    const userId = conn.userId!;
    conn.userId = undefined;
    for (const watched of conn.watchlist) {
      const set = this.watchers.get(watched);
      set?.delete(conn);
      if (set?.size === 0) this.watchers.delete(watched);
    }
    conn.watchlist = [];
    conn.watchedOnline = new Set();
    conn.watchedMeanwhile = undefined;
    const { offline } = await this.adapter.signOut(userId, conn.id);
    if (offline) await this.adapter.announceUsers('offline', [userId]);
  }

  private clientEvent(conn: Connection, message: ClientMessage) {
    const event = message.event as string;
    const channel = message.channel;
    if (typeof channel !== 'string' || !conn.channels.has(channel)) {
      return this.error(
        conn,
        'Client event on a channel this socket is not subscribed to',
        ErrorCode.clientEventRejected,
      );
    }
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      return this.error(
        conn,
        'Client events are only for private and presence channels',
        ErrorCode.clientEventRejected,
      );
    }
    if (event.length > MAX_EVENT_NAME)
      return this.error(conn, 'Event name too long', ErrorCode.clientEventRejected);
    const now = Date.now();
    if (now - conn.clientEventWindow >= 1000) {
      conn.clientEventWindow = now;
      conn.clientEventCount = 0;
    }
    if (++conn.clientEventCount > CLIENT_EVENTS_PER_SECOND) {
      return this.error(conn, 'Client event rate limit reached', ErrorCode.clientEventRejected);
    }
    const data = message.data ?? {};
    const size = byteLength(typeof data === 'string' ? data : JSON.stringify(data));
    if (size > MAX_DATA_BYTES)
      return this.error(conn, 'Event data over 10 KB', ErrorCode.clientEventRejected);
    const out: Record<string, unknown> = { event, channel, data };
    const userId = conn.presence.get(channel);
    if (userId !== undefined) out.user_id = userId;
    const text = JSON.stringify(out);
    return this.adapter.broadcast([channel], text, conn.id);
  }

  private async onClose(conn: Connection) {
    if (conn.closed) return;
    conn.closed = true;
    this.connections.delete(conn.id);
    for (const channel of [...conn.channels]) await this.unsubscribe(conn, channel);
    if (conn.userId !== undefined) await this.signOut(conn);
  }

  // LocalNode
  deliver(channels: readonly string[], text: string, except?: string): void {
    const seen = channels.length > 1 ? new Set<Connection>() : undefined;
    // Encoded and framed once for every subscriber (a fan-out to thousands of sockets otherwise does it thousands
    // of times).
    const payload = Buffer.from(text);
    const wire = textFrame(payload);
    for (const channel of channels) {
      for (const conn of this.subscribers.get(channel) ?? []) {
        if (conn.id === except || seen?.has(conn)) continue;
        seen?.add(conn);
        this.send(conn, payload, wire);
      }
    }
  }

  disconnectUser(userId: string): void {
    for (const conn of this.connections.values()) {
      if (conn.userId === userId) refuse(conn.ws, CloseCode.unauthorized, 'Connection terminated');
    }
  }

  localSubscriptions(): ReadonlyMap<string, number> {
    return new Map([...this.subscribers].map(([name, set]) => [name, set.size]));
  }

  notifyWatchers(name: WatchlistEventName, userIds: readonly string[]): void {
    // One frame per watching socket, naming only the users it watches and whose state it has not been told.
    const watched = new Map<Connection, string[]>();
    for (const userId of userIds) {
      for (const conn of this.watchers.get(userId) ?? []) {
        conn.watchedMeanwhile?.add(userId);
        const known = conn.watchedOnline.has(userId);
        if (name === 'online' ? known : !known) continue;
        if (name === 'online') conn.watchedOnline.add(userId);
        else conn.watchedOnline.delete(userId);
        const ids = watched.get(conn);
        if (ids) ids.push(userId);
        else watched.set(conn, [userId]);
      }
    }
    for (const [conn, ids] of watched) this.send(conn, watchlistEvent(name, ids));
  }

  private sweep() {
    const now = Date.now();
    for (const conn of this.connections.values()) {
      if (conn.lastSeen < now - this.deadAfterMs) {
        refuse(conn.ws, CloseCode.pongNotReceived, 'Pong reply not received');
      } else if (conn.lastSeen < now - this.pingAfterMs) {
        // pusher-js only pings after activity_timeout without receiving anything, so a client on a busy channel
        // never talks: ask it (it answers pusher:pong), as Pusher does, instead of dropping it.
        this.send(conn, frame('pusher:ping', {}));
      }
    }
  }

  /** Shutdown: tell clients to reconnect (to another node) and release the sockets. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    if (this.turnEnd) clearImmediate(this.turnEnd);
    this.endTurn();
    const open = [...this.wss.clients];
    // Give clients a moment to answer the close frame (so they see 4200), then cut what is left.
    const closed = Promise.all(
      open.map(
        (ws) =>
          new Promise<void>((resolve) =>
            ws.readyState === WebSocket.CLOSED ? resolve() : ws.once('close', () => resolve()),
          ),
      ),
    );
    for (const ws of open) refuse(ws, CloseCode.reconnect, 'Server shutting down');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      closed,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS))),
    ]);
    clearTimeout(timer);
    for (const ws of this.wss.clients) ws.terminate();
    for (const conn of [...this.connections.values()]) await this.onClose(conn);
    for (const batch of this.countBatches) clearTimeout(batch.timer);
    this.countBatches.clear();
    this.countPending.clear();
    this.countBatch = undefined;
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await this.adapter.close();
  }
}

/**
 * Ends a connection the Pusher way: a `pusher:error` with the code and reason, then the close with that code.
 * Protocol v7 needs only the close; the frame is for clients that read frames (pusher-js does during the handshake).
 */
function refuse(ws: WebSocket, code: number, message: string) {
  if (ws.readyState === WebSocket.OPEN) ws.send(frame('pusher:error', { code, message }));
  ws.close(code, message);
}

/**
 * `frame('pusher_internal:subscription_succeeded', {}, channel)` without serialising an object per subscribe: a valid
 * channel name has no character JSON escapes (protocol.ts, isValidChannelName).
 */
function subscriptionSucceeded(channel: string): string {
  return `{"event":"pusher_internal:subscription_succeeded","channel":"${channel}","data":"{}"}`;
}

/** Channel-less, as pusher-js's `user.watchlist` reads it: `{events: [{name, user_ids}]}`. */
function watchlistEvent(name: WatchlistEventName, userIds: readonly string[]): string {
  return frame('pusher_internal:watchlist_events', { events: [{ name, user_ids: userIds }] });
}

/** The sign-in's `watchlist`: none, or at most 100 user ids (numbers kept as their strings); undefined if invalid. */
function parseWatchlist(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_WATCHLIST) return undefined;
  const ids = new Set<string>();
  for (const id of value) {
    if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return undefined;
    ids.add(String(id));
  }
  return [...ids];
}

const TEXT_FRAME = { binary: false };

/** An unmasked, final text frame (RFC 6455 5.2) around `payload`: what a server writes for one message. */
function textFrame(payload: Buffer | string): Buffer {
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  // A string is encoded straight into the frame: no intermediate buffer.
  if (typeof payload === 'string') frame.write(payload, header);
  else payload.copy(frame, header);
  return frame;
}

/** The TCP socket under a `ws` WebSocket (not in its typings): corked to merge several frames into one write. */
function rawSocket(ws: WebSocket): Duplex | undefined {
  return (ws as unknown as { _socket?: Duplex })._socket;
}

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** channel_data `{user_id, user_info?}`; a numeric id is kept as its string, as pusher-js compares strings. */
function parseMember(channelData: string): { userId: string; userInfo: unknown } | undefined {
  const parsed = asObject(safeParse(channelData));
  const id = parsed.user_id;
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return undefined;
  return { userId: String(id), userInfo: parsed.user_info ?? {} };
}

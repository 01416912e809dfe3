// The Redis side of the adapter's presence: the Lua scripts that decide joins, leaves, resyncs and sweeps
// atomically for the whole cluster, and the encoding of the registrations and members they keep in hashes.

// Registrations of a node are hash fields `channel \n user id`: channel names cannot hold a newline.
const FIELD_SEPARATOR = '\n';

/**
 * Lua shared by the scripts: move a node's registrations (field → connection count) to `desired`, adjusting the
 * cluster-wide presence hashes; returns the fields whose user came in (0 → n) and went away (n → 0).
 */
const RECONCILE_LUA = `
local function reconcile(regKey, prefix, desired, info)
  local old = redis.call('HGETALL', regKey)
  local fields = {}
  for i = 1, #old, 2 do fields[old[i]] = tonumber(old[i + 1]) end
  for f, _ in pairs(desired) do if fields[f] == nil then fields[f] = 0 end end
  redis.call('DEL', regKey)
  local added, removed = {}, {}
  for f, before in pairs(fields) do
    local want = desired[f] or 0
    local delta = want - before
    if delta ~= 0 then
      local sep = string.find(f, '\\n', 1, true)
      local channel = string.sub(f, 1, sep - 1)
      local user = string.sub(f, sep + 1)
      local members = prefix .. 'presence:' .. channel .. ':members'
      local counts = prefix .. 'presence:' .. channel .. ':counts'
      local count = redis.call('HINCRBY', counts, user, delta)
      if count <= 0 then
        redis.call('HDEL', counts, user)
        if redis.call('HDEL', members, user) == 1 then table.insert(removed, f) end
      elseif count == delta then
        redis.call('HSET', members, user, info[f])
        table.insert(added, f)
      end
    end
    if want > 0 then redis.call('HSET', regKey, f, want) end
  end
  return {added, removed}
end
`;

export const SCRIPTS = {
  // KEYS members, counts, node registrations; ARGV user, user_info JSON, member cap, registration field.
  rtJoin: {
    numberOfKeys: 3,
    lua: `
local count = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if count <= 0 and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then return {-1, {}} end
count = redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
if count == 1 then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
redis.call('HINCRBY', KEYS[3], ARGV[4], 1)
return {count, redis.call('HGETALL', KEYS[1])}`,
  },
  // rtJoin without the cap and without the member list (the signed-in users: every one of them, uncapped).
  // KEYS members, counts, node registrations; ARGV user, registration field. Returns the user's connections.
  rtSignIn: {
    numberOfKeys: 3,
    lua: `
local count = redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
if count == 1 then redis.call('HSET', KEYS[1], ARGV[1], '{}') end
redis.call('HINCRBY', KEYS[3], ARGV[2], 1)
return count`,
  },
  // KEYS members, counts, node registrations; ARGV user, registration field. 1 when the user's last connection left.
  rtLeave: {
    numberOfKeys: 3,
    lua: `
local mine = redis.call('HINCRBY', KEYS[3], ARGV[2], -1)
if mine <= 0 then redis.call('HDEL', KEYS[3], ARGV[2]) end
if mine < 0 then return 0 end
local count = redis.call('HINCRBY', KEYS[2], ARGV[1], -1)
if count <= 0 then
  redis.call('HDEL', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0`,
  },
  // KEYS node registrations; ARGV prefix, then (field, count, user_info JSON) triples: this node's truth.
  rtSync: {
    numberOfKeys: 1,
    lua: `${RECONCILE_LUA}
local desired, info = {}, {}
for i = 2, #ARGV, 3 do
  desired[ARGV[i]] = tonumber(ARGV[i + 1])
  info[ARGV[i]] = ARGV[i + 2]
end
return reconcile(KEYS[1], ARGV[1], desired, info)`,
  },
  // KEYS dead node's heartbeat, registrations, subscription counts, node set; ARGV prefix, node id.
  // Checks the heartbeat inside the script, so two survivors never sweep the same node twice.
  rtSweep: {
    numberOfKeys: 4,
    lua: `${RECONCILE_LUA}
if redis.call('EXISTS', KEYS[1]) == 1 then return {} end
local result = reconcile(KEYS[2], ARGV[1], {}, {})
redis.call('DEL', KEYS[3])
redis.call('SREM', KEYS[4], ARGV[2])
return result[2]`,
  },
} as const;

type Key = string;
export interface ScriptCommands {
  rtJoin(
    members: Key,
    counts: Key,
    reg: Key,
    user: string,
    info: string,
    cap: number,
    field: string,
  ): Promise<[number, string[]]>;
  rtSignIn(members: Key, counts: Key, reg: Key, user: string, field: string): Promise<number>;
  rtLeave(members: Key, counts: Key, reg: Key, user: string, field: string): Promise<number>;
  rtSync(reg: Key, prefix: string, ...triples: Array<string | number>): Promise<[string[], string[]]>;
  rtSweep(alive: Key, reg: Key, subs: Key, nodes: Key, prefix: string, node: string): Promise<string[]>;
}

export function registrationField(channel: string, userId: string): string {
  return `${channel}${FIELD_SEPARATOR}${userId}`;
}

export function splitField(field: string): [string, string] {
  const at = field.indexOf(FIELD_SEPARATOR);
  return [field.slice(0, at), field.slice(at + 1)];
}

export function parseInfo(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export function parseMembers(flat: string[]): Map<string, unknown> {
  const members = new Map<string, unknown>();
  for (let i = 0; i + 1 < flat.length; i += 2) members.set(flat[i]!, parseInfo(flat[i + 1]!));
  return members;
}

/** Where everything lives in Redis, under the adapter's prefix (apps and test files can share one Redis). */
export function redisKeys(prefix: string) {
  return {
    bus: () => `${prefix}bus`,
    nodes: () => `${prefix}nodes`,
    alive: (node: string) => `${prefix}node:${node}:alive`,
    registrations: (node: string) => `${prefix}node:${node}:presence`,
    subscriptions: (node: string) => `${prefix}node:${node}:subs`,
    members: (channel: string) => `${prefix}presence:${channel}:members`,
    counts: (channel: string) => `${prefix}presence:${channel}:counts`,
    /** The last event of a cache channel, with the cache TTL. */
    cachedEvent: (channel: string) => `${prefix}cache:${channel}`,
  };
}
export type RedisKeys = ReturnType<typeof redisKeys>;

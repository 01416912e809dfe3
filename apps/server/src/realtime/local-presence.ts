import type { ChannelStats } from './adapter.ts';
import { channelKind } from './protocol.ts';

/** A user present on a channel through this node: what they told the channel, and which of our sockets hold them. */
export interface LocalMember {
  userInfo: unknown;
  sockets: Set<string>;
}

/** This node's presence: channel → user → its local sockets. The truth Redis is brought back to after an outage. */
export type LocalPresence = Map<string, Map<string, LocalMember>>;

/** The members of a channel as this node sees them (user → user_info). */
export function membersOf(presence: LocalPresence, channel: string): Map<string, unknown> {
  return new Map([...(presence.get(channel) ?? [])].map(([id, entry]) => [id, entry.userInfo]));
}

/**
 * The HTTP API's channel list from subscription counts; presence channels also carry their user count. The
 * cluster-wide sum drops channels nobody holds any more (`skipEmpty`); this node's own list has none such.
 */
export function channelStats(
  counts: Iterable<[string, number]>,
  userCount: (channel: string) => number,
  skipEmpty: boolean,
): Map<string, ChannelStats> {
  const result = new Map<string, ChannelStats>();
  for (const [name, subscriptionCount] of counts) {
    if (skipEmpty && subscriptionCount <= 0) continue;
    result.set(
      name,
      channelKind(name) === 'presence'
        ? { subscriptionCount, userCount: userCount(name) }
        : { subscriptionCount },
    );
  }
  return result;
}

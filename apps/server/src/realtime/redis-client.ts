import type { Redis } from 'ioredis';

/** Close a connection politely if it is up (bounded wait), then for good. */
export async function quit(client: Redis | undefined) {
  if (!client) return;
  try {
    if (client.status === 'ready') {
      await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 500))]);
    }
  } catch {
    // closing anyway
  }
  client.disconnect();
}

/** The URL for a log line: the password never leaves the process. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

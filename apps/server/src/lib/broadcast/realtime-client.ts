import type { RuntimeConfig } from '@talent/contract/config';
import type { Config } from '../../config.ts';

/**
 * Where browsers open their real-time socket: PUSHER_HOST/PORT/SCHEME when an external server is used, else the
 * embedded one on the app's own origin. Served in /app-config.json and allowed by the CSP's connect-src.
 */
export function realtimeClientConfig(config: Config): RuntimeConfig['realtime'] {
  const url = new URL(config.appUrl);
  const scheme = config.pusher.scheme ?? (url.protocol === 'https:' ? 'https' : 'http');
  const defaultPort = url.port ? Number(url.port) : scheme === 'https' ? 443 : 80;
  return {
    broadcaster: 'reverb',
    key: config.pusher.key,
    host: config.pusher.host ?? url.hostname,
    port: config.pusher.port ?? defaultPort,
    scheme,
  };
}

/**
 * The socket origins for connect-src: wss over https; ws over http, plus wss on the same host and port since
 * pusher-js switches to TLS by itself on an https page.
 */
export function realtimeConnectSources(config: Config): string[] {
  const { host, port, scheme } = realtimeClientConfig(config);
  const authority = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  return scheme === 'https' ? [`wss://${authority}`] : [`ws://${authority}`, `wss://${authority}`];
}

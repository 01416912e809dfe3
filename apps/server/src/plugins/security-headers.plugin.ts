import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { realtimeConnectSources } from '../lib/broadcast/realtime-client.ts';

export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/** The Content-Security-Policy of every answer: nothing outside our origin, save the real-time socket and a widget. */
function contentSecurityPolicy(config: Config): string {
  // A third-party feedback widget (FEEDBACK_SCRIPT_URL): its origin may run its script, call home and show its
  // frame; without one, nothing outside our origin is allowed.
  const widget = config.feedback.scriptOrigin ? [config.feedback.scriptOrigin] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...widget]],
    // The SPA and Swagger UI set style attributes; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    // Same-origin requests plus the real-time socket (the embedded server, or PUSHER_HOST).
    ['connect-src', ["'self'", ...realtimeConnectSources(config), ...widget]],
    ...(widget.length ? [['frame-src', ["'self'", ...widget]] as [string, string[]]] : []),
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(config.env === 'production' ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join(';');
}

/**
 * The security headers of every answer, worked out once from the configuration (they never depend on the request):
 * the CSP above and the hardening headers helmet's defaults send, with HSTS in production.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const production = config.env === 'production';
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // Powerful features stay off, except the camera and microphone the video recorder uses on our own pages.
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = securityHeaders(config);

    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // API answers may hold personal data: never let a browser or proxy keep them, unless a route chose otherwise.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) {
        const type = String(reply.getHeader('content-type') ?? '');
        if (type.startsWith('application/json') || reply.statusCode >= 400 || reply.statusCode === 204) {
          reply.header('cache-control', 'no-store');
        }
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

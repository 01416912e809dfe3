import helmet from '@fastify/helmet';
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

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const production = config.env === 'production';
    // A third-party feedback widget (FEEDBACK_SCRIPT_URL): its origin may run its script, call home and show its
    // frame; without one, nothing outside our origin is allowed.
    const widget = config.feedback.scriptOrigin ? [config.feedback.scriptOrigin] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...widget],
          // The SPA and Swagger UI set style attributes; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // Same-origin requests plus the real-time socket (the embedded server, or PUSHER_HOST).
          connectSrc: ["'self'", ...realtimeConnectSources(config), ...widget],
          ...(widget.length ? { frameSrc: ["'self'", ...widget] } : {}),
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });

    // Powerful features stay off, except the camera and microphone the video recorder uses on our own pages.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });

    // API answers may hold personal data: never let a browser or proxy keep them, unless a route chose otherwise.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) {
        const type = String(reply.getHeader('content-type') ?? '');
        if (type.startsWith('application/json') || reply.statusCode >= 400 || reply.statusCode === 204) {
          reply.header('cache-control', 'no-store');
        }
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);

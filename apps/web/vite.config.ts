import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { routeChunks } from './vite-plugins/route-chunks.ts';

// One id per build, compiled into the bundle and written to dist/build.json so a running tab can tell
// that a newer build is being served.
const buildId =
  process.env.BUILD_ID ??
  `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomUUID().slice(0, 8)}`;

function buildInfo(id: string): Plugin {
  return {
    name: 'talent-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ build_id: id })}\n`,
      });
    },
  };
}

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001';

// Paths the server owns outright (every method).
const serverPaths = [
  '^/(sanctum|api|talent/api|shared/api|broadcasting|email/verify|user/password|dev/mail|docs)(/|\\?|$)',
  '^/(logout|register|up|app-config\\.json|build\\.json)(\\?|$)',
];
// Their GET is an SPA page; only the POST belongs to the server.
const postOnlyPaths = '^/(login|forgot-password|reset-password|email/verification-notification)(\\?|$)';

const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(serverPaths.map((path) => [path, { target: apiOrigin }])),
  // The embedded real-time server's WebSocket upgrades (pusher-js connects to /app/{key} on this origin).
  '^/app/': { target: apiOrigin, ws: true },
  [postOnlyPaths]: {
    target: apiOrigin,
    bypass: (req: IncomingMessage) => (req.method === 'POST' ? undefined : req.url),
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), buildInfo(buildId), routeChunks(import.meta.dirname)],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: { port: 3000, strictPort: true, proxy },
  preview: { port: 3000, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the chunk graph scripts/check-bundle-budget.mjs walks per route (with the route
    // map the routeChunks plugin writes beside it). It names only files the app already loads; the server does
    // not serve dot-folders.
    manifest: true,
  },
});

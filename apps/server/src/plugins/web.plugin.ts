import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorMessages } from '@talent/contract/errors';
import { matchRouteMeta } from '@talent/contract/routes';
import { isApiRequest } from '../lib/api-paths.ts';
import { webIndex } from '../lib/web-index.ts';

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiRequest(request.method, request.url)) return false;
  const path = request.url.split('?', 1)[0]!;
  // A missing /assets/x.js must stay a 404, or a stale tab would run index.html as a script.
  if (path.startsWith('/assets/') || path.startsWith('/dev/') || path.startsWith('/docs')) return false;
  const accept = request.headers.accept ?? '';
  return (
    accept.includes('text/html') || ((accept === '' || accept.includes('*/*')) && !/\.[a-z0-9]+$/i.test(path))
  );
}

/**
 * Serves apps/web/dist when it exists: hashed assets cached for a year, index.html never cached, and every other
 * page request answered with index.html so the SPA router decides: 200 for a path of the route table, 404 for
 * any other. Unknown API paths get a JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const hasWeb = existsSync(webDist);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: true,
        // dist/.vite holds the build's manifest (for the bundle-budget check), not something a browser loads.
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders(reply, path) {
          const relative = path.slice(webDist.length).replaceAll('\\', '/');
          reply.header(
            'cache-control',
            relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    // index.html with the page's own chunks preloaded (see lib/web-index.ts).
    const indexFor = webIndex(webDist);
    const sendIndex = (reply: FastifyReply, status: number, routePattern: string | undefined) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexFor(routePattern));

    // The root is a folder to the static handler; answer it with the app directly.
    if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, 200, '/'));

    // A path no page of the route table matches still gets the app (its router shows "Page not found"), but
    // with the 404 a crawler or a link checker reads.
    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && wantsPage(request) && existsSync(`${webDist}/index.html`)) {
        const route = matchRouteMeta(request.url.split('?', 1)[0]!);
        // An assessment link's pages carry its token: no Referer may take it to another site.
        if (route?.path.startsWith('/assessments/:token')) reply.header('referrer-policy', 'no-referrer');
        return sendIndex(reply, route ? 200 : 404, route?.path);
      }
      return reply.code(404).send({ message: ErrorMessages.notFound });
    });
  },
  { name: 'web' },
);

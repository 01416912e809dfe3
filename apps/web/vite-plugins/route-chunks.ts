import { readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import type { Plugin } from 'vite';
// A relative path: Vite's config loader bundles it (a workspace package would be left to Node, which cannot run .ts).
import { LAYOUTS, routeTable } from '../../../packages/contract/src/routes.ts';

/** Where the build writes the route map, beside Vite's own manifest (`.vite/manifest.json`). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

export interface RouteChunks {
  /** The manifest key of the app's entry. */
  entry: string;
  routes: {
    path: string;
    access: string;
    layout: string;
    page: string;
    /** Manifest keys of the modules the route loads on demand: its layout, then its page. */
    modules: string[];
  }[];
}

/**
 * The `name: () => import('./file')` entries of one exported map in app/routes.ts, as paths from the web root
 * (the manifest's keys). The map is plain data on purpose, so reading it with a pattern is enough.
 */
export function lazyImports(source: string, mapName: string, fromDir: string): Map<string, string> {
  const start = source.search(new RegExp(`^export const ${mapName}\\b.*= \\{$`, 'm'));
  if (start < 0) throw new Error(`route-chunks: no \`export const ${mapName} = {\` in app/routes.ts`);
  const end = source.indexOf('\n};', start);
  const body = source.slice(start, end < 0 ? undefined : end);
  const found = new Map<string, string>();
  for (const match of body.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)) {
    found.set(match[1]!, posix.join(fromDir, match[2]!));
  }
  return found;
}

/**
 * Writes which lazily loaded modules (layout and page) each path of the route table needs, so the bundle-budget
 * check (scripts/check-bundle-budget.mjs) can walk the manifest per route. Fails the build when a page or layout
 * of the route table has no lazy module, so the map cannot silently fall behind the table.
 */
export function routeChunks(webRoot: string): Plugin {
  return {
    name: 'talent-route-chunks',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(resolve(webRoot, 'src/app/routes.ts'), 'utf8');
      const pages = lazyImports(source, 'pages', 'src/app');
      const layouts = lazyImports(source, 'layouts', 'src/app');
      const missing = [
        ...LAYOUTS.filter((name) => !layouts.has(name)).map((name) => `layout ${name}`),
        ...routeTable.filter((route) => !pages.has(route.page)).map((route) => `page ${route.page}`),
      ];
      if (missing.length) {
        this.error(
          `route-chunks: no lazy import in src/app/routes.ts for ${[...new Set(missing)].join(', ')}`,
        );
      }
      const chunks: RouteChunks = {
        entry: 'index.html',
        routes: routeTable.map((route) => ({
          path: route.path,
          access: route.access,
          layout: route.layout,
          page: route.page,
          modules: [layouts.get(route.layout)!, pages.get(route.page)!],
        })),
      };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}

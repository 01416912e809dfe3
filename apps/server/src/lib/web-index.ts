import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as preloading needs it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The route map the web build writes beside the manifest (apps/web/vite-plugins/route-chunks.ts). */
interface RouteChunks {
  entry: string;
  routes: { path: string; modules: string[] }[];
}

/**
 * `<link rel="preload" as="script">` tags, per route pattern, for the chunks its layout and page import statically
 * beyond what the entry already preloads. Without them the browser learns about a page's chunks only once the
 * entry has run and the router has matched the path; with them the downloads start while the HTML is parsed.
 * A plain preload, not a modulepreload: a modulepreload also parses each chunk, which kept the entry from running
 * sooner (measured with `npm run bench:lcp`, docs/benchmarks.md).
 */
export function routePreloads(
  manifest: Record<string, ManifestChunk>,
  routeChunks: RouteChunks,
): Map<string, string> {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const entry = closure([routeChunks.entry]);
  const links = new Map<string, string>();
  for (const route of routeChunks.routes) {
    const files = [...closure(route.modules)]
      .filter((key) => !entry.has(key))
      .map((key) => manifest[key]!.file);
    links.set(
      route.path,
      files.map((file) => `<link rel="preload" as="script" crossorigin href="/${file}">`).join(''),
    );
  }
  return links;
}

/**
 * The app's index.html for a route pattern, with that route's preloads; read again when the build on disk
 * changes (a deploy can replace dist under a running server). Without a manifest (an older build, the tests'
 * stand-in) the page is served as it is.
 */
export function webIndex(webDist: string): (routePattern: string | undefined) => string {
  let cached: { mtimeMs: number; html: string; preloads: Map<string, string> } | null = null;
  const load = () => {
    const indexFile = join(webDist, 'index.html');
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const html = readFileSync(indexFile, 'utf8');
    let preloads = new Map<string, string>();
    try {
      preloads = routePreloads(
        JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
          string,
          ManifestChunk
        >,
        JSON.parse(readFileSync(join(webDist, '.vite/route-chunks.json'), 'utf8')) as RouteChunks,
      );
    } catch {
      // No manifest: no route preloads.
    }
    cached = { mtimeMs, html, preloads };
    return cached;
  };
  return (routePattern) => {
    const { html, preloads } = load();
    const links = routePattern ? preloads.get(routePattern) : undefined;
    return links ? html.replace('</head>', `${links}</head>`) : html;
  };
}

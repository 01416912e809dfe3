// The bundle budget as pure functions over Vite's build manifest, so the rules can be tested on a small fake
// manifest (tools/bundle-budget.test.ts); scripts/check-bundle-budget.mjs reads the real build and runs them.

/** Gzipped bytes; 1 kB = 1000 bytes, as Vite reports sizes. */
export const BUDGETS = {
  /** What a guest downloads to see the login page: the entry, its static imports, the layout and the page. */
  login: { path: '/login', js: 150_000 },
  /** Any route's JavaScript, counted the same way. */
  routeJs: 250_000,
  /** Any route's CSS. */
  routeCss: 20_000,
};

/**
 * @typedef {{ file: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean }} Chunk
 * @typedef {Record<string, Chunk>} Manifest
 * @typedef {{ entry: string, routes: { path: string, access: string, layout: string, page: string, modules: string[] }[] }} RouteChunks
 * @typedef {{ files: string[], css: string[], js: number, cssBytes: number }} Load
 * @typedef {Load & { path: string, access: string, layout: string, page: string, chunks: string[] }} RouteLoad
 */

/**
 * The manifest keys that load before the given ones run: themselves and their static imports, transitively (a
 * page chunk imports the entry back; each chunk counts once). Dynamic imports are left out: they load later.
 * @param {Manifest} manifest
 * @param {string[]} keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle budget: "${key}" is not in the build manifest`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The JavaScript and CSS files behind a set of manifest keys, and their gzipped total.
 * @param {Manifest} manifest
 * @param {Set<string>} keys
 * @param {(file: string) => number} gzipSize
 * @returns {Load}
 */
function load(manifest, keys, gzipSize) {
  const files = [...keys].map((key) => manifest[key].file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  const sum = (list) => list.reduce((total, file) => total + gzipSize(file), 0);
  return { files, css, js: sum(files), cssBytes: sum(css) };
}

/**
 * What the entry needs, and what each route of the table needs in total: the entry with its static imports, plus
 * the route's lazily loaded modules (layout and page) with theirs.
 * @param {{ manifest: Manifest, routeChunks: RouteChunks, gzipSize: (file: string) => number }} build
 * @returns {{ entry: Load, routes: RouteLoad[] }}
 */
export function measureRoutes({ manifest, routeChunks, gzipSize }) {
  const entryKeys = staticClosure(manifest, [routeChunks.entry]);
  const routes = routeChunks.routes.map((route) => {
    const missing = route.modules.filter((module) => !manifest[module]);
    if (missing.length) {
      throw new Error(
        `bundle budget: ${route.path} needs ${missing.join(', ')}, which the manifest has no chunk for ` +
          '(is it imported statically somewhere, rather than through app/routes.ts?)',
      );
    }
    const keys = staticClosure(manifest, [routeChunks.entry, ...route.modules]);
    return {
      path: route.path,
      access: route.access,
      layout: route.layout,
      page: route.page,
      chunks: route.modules.map((module) => manifest[module].file),
      ...load(manifest, keys, gzipSize),
    };
  });
  return { entry: load(manifest, entryKeys, gzipSize), routes };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Every budget the measured build breaks, as sentences for the log.
 * @param {{ entry: Load, routes: RouteLoad[] }} measured
 * @param {typeof BUDGETS} budgets
 * @returns {string[]}
 */
export function budgetFailures(measured, budgets = BUDGETS) {
  const failures = [];
  const login = measured.routes.find((route) => route.path === budgets.login.path);
  if (!login) failures.push(`${budgets.login.path} is not in the route map`);
  else if (login.js > budgets.login.js) {
    failures.push(
      `${login.path} needs ${kB(login.js)} of JavaScript (gzipped) for a guest; the budget is ${kB(budgets.login.js)}`,
    );
  }
  for (const route of measured.routes) {
    if (route.js > budgets.routeJs) {
      failures.push(
        `${route.path} needs ${kB(route.js)} of JavaScript; no route may need more than ${kB(budgets.routeJs)}`,
      );
    }
    if (route.cssBytes > budgets.routeCss) {
      failures.push(
        `${route.path} needs ${kB(route.cssBytes)} of CSS; the budget is ${kB(budgets.routeCss)}`,
      );
    }
  }
  return failures;
}

/**
 * The table for the log: the entry, then one row per route (its layout and page chunks, JS and CSS totals).
 * @param {{ entry: Load, routes: RouteLoad[] }} measured
 * @param {typeof BUDGETS} budgets
 * @returns {string}
 */
export function formatTable(measured, budgets = BUDGETS) {
  const rows = [
    ['route', 'layout + page chunks', 'JS gz', 'CSS gz'],
    [
      '(entry)',
      (measured.entry.files[0] ?? '').replace(/^assets\//, ''),
      kB(measured.entry.js),
      kB(measured.entry.cssBytes),
    ],
    ...measured.routes.map((route) => [
      route.path,
      route.chunks.map((file) => file.replace(/^assets\//, '')).join(' + '),
      kB(route.js),
      kB(route.cssBytes),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ');
  const largest = measured.routes.reduce(
    (max, route) => (route.js > max.js ? route : max),
    measured.routes[0],
  );
  return [
    line(rows[0]),
    ...rows.slice(1).map(line),
    '',
    `Budgets (gzipped): ${budgets.login.path} ≤ ${kB(budgets.login.js)} JS, every route ≤ ${kB(budgets.routeJs)} JS ` +
      `and ≤ ${kB(budgets.routeCss)} CSS.`,
    ...(largest ? [`Largest route: ${largest.path} (${kB(largest.js)}).`] : []),
  ].join('\n');
}

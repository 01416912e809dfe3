import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUTS, routeTable } from '../packages/contract/src/routes.ts';
import { lazyImports } from '../apps/web/vite-plugins/route-chunks.ts';
import {
  BUDGETS,
  budgetFailures,
  formatTable,
  measureRoutes,
  staticClosure,
} from '../scripts/bundle-budget.mjs';

// A small build: the entry imports a vendor chunk statically and every page lazily; the login page shares a
// form chunk with signup and imports the entry back (as Vite's page chunks do); the jobs page lazily imports a
// map it does not need to render.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/layouts/auth.tsx',
      'src/pages/login.tsx',
      'src/pages/signup.tsx',
      'src/pages/jobs.tsx',
    ],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  'src/layouts/auth.tsx': { file: 'assets/auth.js', imports: ['index.html'] },
  'src/layouts/default.tsx': {
    file: 'assets/default.js',
    imports: ['index.html'],
    css: ['assets/default.css'],
  },
  'src/pages/login.tsx': { file: 'assets/login.js', imports: ['index.html', '_form.js', '_vendor.js'] },
  'src/pages/signup.tsx': { file: 'assets/signup.js', imports: ['_form.js'] },
  'src/pages/jobs.tsx': { file: 'assets/jobs.js', imports: ['index.html'], dynamicImports: ['src/map.tsx'] },
  'src/map.tsx': { file: 'assets/map.js' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/vendor.js': 30_000,
  'assets/form.js': 15_000,
  'assets/auth.js': 2_000,
  'assets/default.js': 60_000,
  'assets/login.js': 2_500,
  'assets/signup.js': 4_000,
  'assets/jobs.js': 40_000,
  'assets/map.js': 65_000,
  'assets/index.css': 12_000,
  'assets/default.css': 9_000,
};

const route = (path: string, layout: string, page: string) => ({
  path,
  access: 'guest',
  layout,
  page,
  modules: [`src/layouts/${layout}.tsx`, `src/pages/${page}.tsx`],
});

function measure(routes = [route('/login', 'auth', 'login'), route('/signup', 'auth', 'signup')]) {
  return measureRoutes({
    manifest,
    routeChunks: { entry: 'index.html', routes },
    gzipSize: (file: string) => sizes[file] ?? 0,
  });
}

describe('bundle budget', () => {
  it('walks static imports only, each chunk once, through cycles back to the entry', () => {
    expect([...staticClosure(manifest, ['src/pages/login.tsx'])].sort()).toEqual([
      '_form.js',
      '_vendor.js',
      'index.html',
      'src/pages/login.tsx',
    ]);
    // The lazily imported map is not part of what the jobs page needs to render.
    expect(staticClosure(manifest, ['src/pages/jobs.tsx']).has('src/map.tsx')).toBe(false);
  });

  it('sums the entry, the layout and the page with their static imports, JS and CSS apart', () => {
    const { entry, routes } = measure();
    expect(entry.js).toBe(130_000);
    expect(entry.cssBytes).toBe(12_000);
    const login = routes.find((r) => r.path === '/login')!;
    expect(login.js).toBe(100_000 + 30_000 + 15_000 + 2_000 + 2_500);
    expect(login.cssBytes).toBe(12_000);
    expect(login.chunks).toEqual(['assets/auth.js', 'assets/login.js']);
  });

  it('passes a build within budget and says which budget a heavier one breaks', () => {
    expect(budgetFailures(measure())).toEqual([]);

    const heavy = measure([
      route('/login', 'auth', 'login'),
      { ...route('/jobs', 'default', 'jobs'), access: 'verified' },
    ]);
    // 100 + 30 + 60 + 40 = 230 kB: fine; CSS 12 + 9 = 21 kB: over.
    expect(budgetFailures(heavy)).toEqual(['/jobs needs 21.0 kB of CSS; the budget is 20.0 kB']);

    const tight = { ...BUDGETS, login: { path: '/login', js: 140_000 }, routeJs: 200_000, routeCss: 30_000 };
    expect(budgetFailures(heavy, tight)).toEqual([
      '/login needs 149.5 kB of JavaScript (gzipped) for a guest; the budget is 140.0 kB',
      '/jobs needs 230.0 kB of JavaScript; no route may need more than 200.0 kB',
    ]);
  });

  it('fails loudly when the route map names a module the manifest has no chunk for', () => {
    expect(() => measure([route('/login', 'auth', 'missing')])).toThrow(/src\/pages\/missing\.tsx/);
    expect(budgetFailures(measure([route('/signup', 'auth', 'signup')]))).toEqual([
      '/login is not in the route map',
    ]);
  });

  it('prints one row per route under the entry, then the budgets', () => {
    const table = formatTable(measure()).split('\n');
    expect(table[0]).toMatch(/^route\s+layout \+ page chunks\s+JS gz\s+CSS gz$/);
    expect(table[1]).toMatch(/^\(entry\)\s+index\.js\s+130\.0 kB\s+12\.0 kB$/);
    expect(table[2]).toMatch(/^\/login\s+auth\.js \+ login\.js\s+149\.5 kB\s+12\.0 kB$/);
    expect(table).toContain('Largest route: /signup (151.0 kB).');
  });
});

describe('the route map the build writes', () => {
  it('finds a lazily imported file for every page and layout of the route table in app/routes.ts', () => {
    const webRoot = new URL('../apps/web/', import.meta.url);
    const source = readFileSync(new URL('src/app/routes.ts', webRoot), 'utf8');
    const pages = lazyImports(source, 'pages', 'src/app');
    const layouts = lazyImports(source, 'layouts', 'src/app');
    for (const { page } of routeTable) expect(pages.get(page), page).toMatch(/^src\/.+\.tsx$/);
    for (const layout of LAYOUTS) expect(layouts.get(layout), layout).toMatch(/^src\/app\/layouts\/.+\.tsx$/);
    for (const file of [...pages.values(), ...layouts.values()])
      expect(existsSync(new URL(file, webRoot)), file).toBe(true);
  });
});

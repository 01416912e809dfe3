import { describe, expect, it } from 'vitest';
import { routeTable } from '@talent/contract/routes';
import { useTestApp } from '../test/harness.ts';

const t = useTestApp();
const html = { accept: 'text/html,application/xhtml+xml' };

/** A concrete address for a route pattern (`/jobs/:id` → `/jobs/p1`). */
const concrete = (pattern: string) => pattern.replace(/:[a-z]+/gi, 'p1');

describe('page paths: the route table decides the status', () => {
  it('answers every page of the route table 200 with the app, trailing slash and query included', async () => {
    for (const route of routeTable) {
      const res = await t.client().get(concrete(route.path), { headers: html });
      expect(res.statusCode, route.path).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/jobs/', '/jobs/42/apply?step=2', '/recruiter/jobs/new']) {
      expect((await t.client().get(url, { headers: html })).statusCode, url).toBe(200);
    }
  });

  it('answers 404 for a path no route matches, still with the app (its "Page not found" screen)', async () => {
    for (const url of ['/no/such/page', '/jobs/42/nope', '/jobsx', '/settings/extra/deep?x=1']) {
      const res = await t.client().get(url, { headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/no/such/page', headers: html });
    expect(head.statusCode).toBe(404);
  });

  it('serves the built assets but not the build manifest beside them', async () => {
    expect((await t.client().get('/assets/app.js')).statusCode).toBe(200);
    const manifest = await t.client().get('/.vite/manifest.json');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('assets/app.js');
  });

  it("preloads the page's own chunks in its HTML, not the entry's again", async () => {
    const login = await t.client().get('/login?redirect=%2Fjobs', { headers: html });
    expect(login.statusCode).toBe(200);
    const preloaded = [
      ...login.body.matchAll(/<link rel="preload" as="script" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1]);
    expect(preloaded.sort()).toEqual(['/assets/auth-layout.js', '/assets/form.js', '/assets/login-page.js']);
    // A page the route map does not list, and an unknown path, get the plain app.
    expect((await t.client().get('/jobs', { headers: html })).body).not.toContain('rel="preload"');
    expect((await t.client().get('/no/such/page', { headers: html })).body).not.toContain('rel="preload"');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await t.client().get('/talent/api/no-such-thing', { headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found' });
  });
});

import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/analytics.schema.ts';
import { rateLimits } from '../../db/schema/system.schema.ts';
import { useTestApp } from '../../test/harness.ts';
import { countEvents } from './analytics.repository.ts';
import { INGEST_REQUESTS_PER_MINUTE } from './analytics.service.ts';

// The app's clock: the store stamps receipts with it and the retention sweep reads it.
let clock = new Date('2027-03-10T12:00:00Z');
const t = useTestApp({ now: () => clock });

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const DAY = 86_400_000;

/** A `$pageview` as posthog-js builds it (trimmed to what matters here). */
function pageView(url: string, extra: Record<string, unknown> = {}) {
  return {
    uuid: crypto.randomUUID(),
    event: '$pageview',
    timestamp: clock.toISOString(),
    properties: {
      distinct_id: 'anon-1',
      token: 'phc_embedded',
      $session_id: 'session-1',
      $current_url: `http://localhost:3000${url}`,
      $pathname: url.split('?')[0],
      $browser: 'Chrome',
      $os: 'Linux',
      $raw_user_agent: BROWSER,
      $referrer: 'https://mail.example/inbox?token=abc',
      $referring_domain: 'mail.example',
      title: 'Jobs | Borderless',
      $set_once: { $initial_current_url: url },
      ...extra,
    },
  };
}

function capture(
  body: string | Buffer,
  { url = '/ingest/batch/', headers = {} as Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    payload: body,
  });
}

const stored = () => t.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.occurredAt);

describe('the embedded event store behind the relay', () => {
  it('keeps a page view with its full path, session and browser facts, and nothing that identifies anyone', async () => {
    const event = pageView('/jobs?q=react&token=s3cret#top', { plan: 'free', $ip: '10.0.0.9' });
    const res = await capture(
      JSON.stringify({ api_key: 'phc_embedded', batch: [event], sent_at: clock.toISOString() }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1 });

    const [row] = await stored();
    expect(row).toMatchObject({
      id: event.uuid,
      event: '$pageview',
      distinctId: 'anon-1',
      sessionId: 'session-1',
      path: '/jobs?q=react&token=redacted#top',
      receivedAt: clock,
    });
    expect(row!.properties).toEqual({
      $browser: 'Chrome',
      $os: 'Linux',
      $referring_domain: 'mail.example',
      title: 'Jobs | Borderless',
      plan: 'free',
    });
  });

  it('reads the bodies posthog-js sends: gzip-js, base64 forms, a single event; and corrects the client clock', async () => {
    const gzip = await capture(gzipSync(JSON.stringify([pageView('/a')])), {
      url: '/ingest/e/?compression=gzip-js&ver=1.449.2',
      headers: { 'content-type': 'text/plain' },
    });
    expect(gzip.statusCode, gzip.body).toBe(200);

    const data = Buffer.from(JSON.stringify(pageView('/b'))).toString('base64');
    const form = await capture(`data=${encodeURIComponent(data)}&compression=base64`, {
      url: '/ingest/e/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode, form.body).toBe(200);

    // A client whose clock runs an hour fast: the event is placed by the server's clock, five seconds ago.
    const fast = new Date(clock.getTime() + 3_600_000);
    const single = await capture(
      JSON.stringify({
        ...pageView('/c'),
        timestamp: new Date(fast.getTime() - 5_000).toISOString(),
        sent_at: fast.toISOString(),
      }),
      { url: '/ingest/i/v0/e/' },
    );
    expect(single.statusCode, single.body).toBe(200);

    const rows = await stored();
    expect(rows.map((r) => r.path).sort()).toEqual(['/a', '/b', '/c']);
    const c = rows.find((r) => r.path === '/c')!;
    expect(c.occurredAt.getTime()).toBe(clock.getTime() - 5_000);
  });

  it('stores a batch sent again after a lost answer once, and leaves out what could carry content', async () => {
    const batch = JSON.stringify({
      batch: [
        pageView('/jobs'),
        { ...pageView('/jobs'), event: '$autocapture' },
        { ...pageView('/jobs'), event: '$snapshot' },
        { ...pageView('/jobs'), event: '$exception' },
      ],
    });
    expect((await capture(batch)).statusCode).toBe(200);
    expect((await capture(batch)).statusCode).toBe(200);
    expect((await stored()).map((r) => r.event)).toEqual(['$pageview']);
  });

  it('counts no robots and answers them the same', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      const res = await capture(JSON.stringify(pageView('/jobs')), { headers: { 'user-agent': agent } });
      expect(res.statusCode, agent).toBe(200);
    }
    expect(await countEvents(t.database.db)).toBe(0);
  });

  it('answers garbage with 400, a wrong event with 422, too much with 413, never 5xx', async () => {
    const cases: Array<[string | Buffer, Record<string, string>, number, string?]> = [
      ['not json', {}, 400],
      ['', {}, 400],
      [Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01]), { 'content-type': 'text/plain' }, 400],
      ['data=%%%&compression=base64', { 'content-type': 'application/x-www-form-urlencoded' }, 400],
      ['42', {}, 400],
      ['{"a":'.repeat(200) + '1' + '}'.repeat(200), {}, 400],
      [JSON.stringify({ batch: 'nope' }), {}, 422],
      [JSON.stringify({ batch: [] }), {}, 422],
      [JSON.stringify({ event: '$pageview', properties: {} }), {}, 422, 'distinct_id'],
      [
        JSON.stringify({ batch: [pageView('/x'), { properties: { distinct_id: 'a' } }] }),
        {},
        422,
        'batch.1.event',
      ],
      [JSON.stringify({ ...pageView('/x\u0000y'), event: 'a\u0000b\ud800' }), {}, 200],
      [
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
        { 'content-type': 'multipart/form-data; boundary=x' },
        400,
      ],
    ];
    for (const [body, headers, status, field] of cases) {
      const res = await capture(body, { headers });
      expect(res.statusCode, `${String(body).slice(0, 40)} → ${res.body}`).toBe(status);
      if (field) expect(Object.keys(res.json().errors)).toContain(field);
    }
    // A gzip body that unpacks to more than the store reads.
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20));
    expect((await capture(bomb, { headers: { 'content-type': 'text/plain' } })).statusCode).toBe(413);
    // Other paths have nothing behind them without PostHog.
    expect((await t.client().get('/ingest/static/array.js')).statusCode).toBe(404);
    expect((await capture('{}', { url: '/ingest/flags/?v=2' })).statusCode).toBe(404);
    const [kept] = await stored();
    expect(kept).toMatchObject({ event: 'ab\ufffd', path: '/xy' });
  });

  it('limits each address: one request past the minute’s allowance gets 429 with Retry-After', async () => {
    // The window is already full for this address (the limiter counts in the database, across processes).
    await t.database.db.insert(rateLimits).values({
      key: 'analytics:127.0.0.1',
      hits: INGEST_REQUESTS_PER_MINUTE,
      resetAt: new Date(clock.getTime() + 30_000),
    });
    const res = await capture(JSON.stringify(pageView('/jobs')));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(await countEvents(t.database.db)).toBe(0);
    // A minute later the address may send again.
    clock = new Date(clock.getTime() + 60_000);
    expect((await capture(JSON.stringify(pageView('/jobs')))).statusCode).toBe(200);
    await t.database.db.delete(rateLimits).where(eq(rateLimits.key, 'analytics:127.0.0.1'));
  });

  it('keeps events for the retention period on the app clock, then the sweep removes them', async () => {
    const start = clock;
    expect((await capture(JSON.stringify(pageView('/old')))).statusCode).toBe(200);
    clock = new Date(start.getTime() + 100 * DAY);
    expect((await capture(JSON.stringify(pageView('/newer')))).statusCode).toBe(200);

    await t.app.pipelineScheduler.runAll(new Date(start.getTime() + 179 * DAY));
    expect((await stored()).map((r) => r.path)).toEqual(['/old', '/newer']);
    await t.app.pipelineScheduler.runAll(new Date(start.getTime() + 181 * DAY));
    expect((await stored()).map((r) => r.path)).toEqual(['/newer']);
    clock = start;
  });
});

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/harness.ts';

function collector() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('the request log', () => {
  const { lines, stream } = collector();
  const t = useTestApp({ logger: { level: 'info', stream } });

  it('writes one line per request: method, redacted URL, status and time', async () => {
    lines.length = 0;
    const res = await t.client().get('/reset-password?token=secret-token&email=a%40b.c');
    const mine = lines.filter((line) => line.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/reset-password?token=%5Bredacted%5D&email=%5Bredacted%5D' },
      res: { statusCode: res.statusCode },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(mine[0])).not.toContain('secret-token');
  });

  it('logs every ordinary answer outside production (REQUEST_LOG_SAMPLE defaults to 1)', async () => {
    expect(t.config.requestLog.sampleEvery).toBe(1);
    lines.length = 0;
    for (let i = 0; i < 3; i++) await t.client().get('/up');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(3);
  });
});

describe('the request log, sampled (REQUEST_LOG_SAMPLE=3)', () => {
  const { lines, stream } = collector();
  const t = useTestApp({
    env: { REQUEST_LOG_SAMPLE: '3', REQUEST_LOG_SLOW_MS: '60000' },
    logger: { level: 'info', stream },
    configure(app) {
      app.get('/test/bug', async () => {
        throw new Error('a bug');
      });
    },
  });
  const completed = () => lines.filter((line) => line.msg === 'request completed');

  it('logs one ordinary success in three, with its request id', async () => {
    lines.length = 0;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(String((await t.client().get('/up')).headers['x-request-id']));
    const logged = completed();
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(ids).toContain(line.reqId);
      expect(line).toMatchObject({ level: 30, req: { method: 'GET', url: '/up' }, res: { statusCode: 200 } });
    }
  });

  it('logs every client error and every server error', async () => {
    lines.length = 0;
    for (let i = 0; i < 4; i++) expect((await t.client().get('/api/user')).statusCode).toBe(401);
    const bug = await t.client().get('/test/bug');
    expect(bug.statusCode).toBe(500);
    const statuses = completed().map((line) => (line.res as { statusCode: number }).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 500]);
    // The 500 also has its error line, with the id the client was told.
    expect(
      lines.some((line) => line.msg === 'unhandled error' && line.reqId === bug.headers['x-request-id']),
    ).toBe(true);
  });
});

describe('the request log, slow answers (REQUEST_LOG_SLOW_MS=0)', () => {
  const { lines, stream } = collector();
  const t = useTestApp({
    env: { REQUEST_LOG_SAMPLE: '1000', REQUEST_LOG_SLOW_MS: '0' },
    logger: { level: 'info', stream },
  });

  it('logs every answer slower than the threshold, however rarely ordinary ones are sampled', async () => {
    lines.length = 0;
    // Every answer takes more than 0 ms.
    for (let i = 0; i < 3; i++) await t.client().get('/up');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(3);
  });
});

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/harness.ts';

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    done();
  },
});

const t = useTestApp({ logger: { level: 'info', stream } });

describe('the request log', () => {
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
});

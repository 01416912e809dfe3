import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type ProcessSandbox, type SandboxJob } from './index.ts';

// The sandbox as the server runs it: a process of its own, every thread at the lowest priority, an empty
// environment, started again when it dies.
let sandbox: ProcessSandbox;
beforeAll(() => {
  process.env.SANDBOX_TEST_SECRET = 'the-server-knows-this';
  sandbox = createSandbox({ prewarm: ['javascript'] });
});
afterAll(async () => {
  delete process.env.SANDBOX_TEST_SECRET;
  await sandbox.close();
});

const sum: SandboxJob = {
  language: 'javascript',
  entry: 'sum',
  source: 'function sum(a, b) { return a + b; }',
  cases: [{ name: 'small', args: [2, 3], expected: 5 }],
};

/** Each thread's nice value, from /proc/<pid>/task/<tid>/stat (the 19th field; the 2nd may hold spaces). */
function threadNiceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

const linux = existsSync('/proc/self/task');

describe('the sandbox process', () => {
  it('runs jobs outside the server process', async () => {
    const result = await sandbox.run(sum);
    expect(result.status).toBe('ok');
    expect(result.cases[0]?.passed).toBe(true);
    expect(sandbox.pid).toBeGreaterThan(0);
    expect(sandbox.pid).not.toBe(process.pid);
    expect(await sandbox.memory()).toBeGreaterThan(10 * 1024 * 1024);
  });

  it.skipIf(!linux)(
    'runs every thread at the lowest priority, those started for a job included',
    async () => {
      // Threads of the warm JavaScript workers (started with the process), then a Pyodide worker started now,
      // after the process lowered itself: each is read once the sandbox says it is loaded.
      await sandbox.whenWarm('javascript');
      await sandbox.whenWarm('python');
      const nice = threadNiceValues(sandbox.pid!);
      // The main thread, V8's helpers, libuv's, and one per worker thread at least.
      expect(nice.length).toBeGreaterThan(6);
      expect(new Set(nice)).toEqual(new Set([19]));
      expect((await sandbox.run(sum)).status).toBe('ok');
      expect(new Set(threadNiceValues(sandbox.pid!))).toEqual(new Set([19]));
      // The server's own threads keep their priority.
      expect(threadNiceValues(process.pid)).toContain(0);
    },
    120_000,
  );

  it.skipIf(!linux)('starts with an empty environment', () => {
    const environment = readFileSync(`/proc/${sandbox.pid}/environ`, 'utf8');
    expect(process.env.SANDBOX_TEST_SECRET).toBe('the-server-knows-this');
    expect(environment).not.toContain('SANDBOX_TEST_SECRET');
    expect(environment).not.toContain('DATABASE_URL');
  });

  it('reports a job it held when the process dies as crashed, and starts again for the next', async () => {
    const pid = sandbox.pid!;
    const held = sandbox.run({
      ...sum,
      source: 'function sum(a, b) { while (true) {} }',
      timeLimitMs: 10_000,
    });
    // The job is the sandbox's from the call on (it waits in the sandbox's own queue until the process answers).
    process.kill(pid, 'SIGKILL');
    const result = await held;
    expect(result.status).toBe('crashed');
    expect(result.error).toMatch(/try again/);
    expect(result.cases[0]?.passed).toBe(false);

    const next = await sandbox.run(sum);
    expect(next.status).toBe('ok');
    expect(sandbox.pid).not.toBe(pid);
  });

  it('refuses jobs after close, and the process is gone', async () => {
    const closing = createSandbox();
    expect((await closing.run(sum)).status).toBe('ok');
    const pid = closing.pid!;
    await closing.close();
    expect(closing.pid).toBeUndefined();
    expect(() => process.kill(pid, 0)).toThrow();
    const refused = await closing.run(sum);
    expect(refused.status).toBe('crashed');
    expect(refused.error).toMatch(/stopped/);
  });
});

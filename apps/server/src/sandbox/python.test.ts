import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox, type SandboxJob } from './index.ts';

// Python runs in Pyodide, one worker per job, taken warm from a pool. Loading Pyodide costs seconds of CPU, so
// each test runs as few jobs as it can (a job checks many things through its cases) and the limits are generous.
const SLOW = 180_000;
let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ prewarm: ['python'], warmPythonWorkers: 2 });
});
afterAll(() => sandbox.close());

const job = (source: string, cases: SandboxJob['cases'], extra: Partial<SandboxJob> = {}): SandboxJob => ({
  language: 'python',
  entry: 'solve',
  source,
  cases,
  ...extra,
});

async function expectStillServing() {
  const result = await sandbox.run(
    job('def solve(a, b):\n    return a * b', [{ name: 'x', args: [6, 7], expected: 42 }]),
  );
  expect(result.status).toBe('ok');
  expect(result.cases[0]?.passed).toBe(true);
}

describe('python', () => {
  it(
    'reports each case (passed, failed, raised, deep recursion, not JSON) with its printed output',
    async () => {
      const result = await sandbox.run(
        job(
          `print('loading')

def solve(kind, value=None):
    print('case', kind)
    if kind == 'sum':
        return sum(value)
    if kind == 'pair':
        return (value, {'b': 0.1 + 0.2})
    if kind == 'raise':
        raise ValueError('bad input')
    if kind == 'recurse':
        def down(n):
            return 0 if n == 0 else 1 + down(n - 1)
        return down(value)
    if kind == 'set':
        return {1, 2}
    if kind == 'chatty':
        for i in range(5000):
            print('line', i)
        return None`,
          [
            { name: 'sum', args: ['sum', [1, 2, 3]], expected: 6 },
            { name: 'wrong', args: ['sum', [1, 2]], expected: 4 },
            { name: 'tuple and float', args: ['pair', 'x'], expected: ['x', { b: 0.3 }] },
            { name: 'raises', args: ['raise'], expected: 1 },
            { name: 'recursion', args: ['recurse', 100000], expected: 100000 },
            { name: 'not json', args: ['set'] },
            { name: 'chatty', args: ['chatty'] },
            { name: 'after', args: ['sum', [2, 2]], expected: 4 },
          ],
        ),
      );
      expect(result.status).toBe('ok');
      const byName = Object.fromEntries(result.cases.map((testCase) => [testCase.name, testCase]));
      expect(byName.sum).toMatchObject({ passed: true, actual: 6, stdout: 'loading\ncase sum\n' });
      expect(byName.wrong).toMatchObject({ passed: false, actual: 3, stdout: 'case sum\n' });
      expect(byName['tuple and float']).toMatchObject({
        passed: true,
        actual: ['x', { b: 0.30000000000000004 }],
      });
      expect(byName.raises).toMatchObject({ passed: false, error: 'ValueError: bad input' });
      expect(byName.recursion).toMatchObject({
        passed: false,
        error: expect.stringMatching(/^RecursionError/),
      });
      expect(byName['not json']).toMatchObject({
        passed: null,
        error: 'The return value cannot be written as JSON',
      });
      expect(byName.chatty?.stdout.endsWith('… (output cut)')).toBe(true);
      expect(Buffer.byteLength(byName.chatty?.stdout ?? '')).toBeLessThan(4 * 1024 + 40);
      expect(byName.after).toMatchObject({ passed: true, stdout: 'case sum\n' });
    },
    SLOW,
  );

  it(
    'answers compile_error for a syntax error and for a missing entry function',
    async () => {
      const [syntax, missing] = await Promise.all([
        sandbox.run(job('def solve(a:\n    return a', [{ name: 'x', args: [1], expected: 1 }])),
        sandbox.run(job('def solved(a):\n    return a', [{ name: 'x', args: [1] }])),
      ]);
      expect(syntax.status).toBe('compile_error');
      expect(syntax.error).toMatch(/^Line 1: SyntaxError/);
      expect(syntax.cases[0]).toMatchObject({ passed: false, error: 'Not run: the code did not compile' });
      expect(missing).toMatchObject({ status: 'compile_error', error: 'Define a function named solve' });
    },
    SLOW,
  );

  it(
    'keeps the code away from JavaScript, the host file system, commands and the network',
    async () => {
      const probes = [
        'import js',
        'from pyodide.ffi',
        'import pyodide_js',
        'import gc',
        'open /etc/passwd',
        'list /',
        'os.system',
        'reload posix',
        'subprocess',
        'socket',
        'environ',
        'hunt',
      ];
      const result = await sandbox.run(
        job(
          `def solve(probe):
    try:
        if probe == 'import js':
            import js
            return 'reached js: ' + str(dir(js))
        if probe == 'from pyodide.ffi':
            from pyodide.ffi import to_js
            return 'reached to_js'
        if probe == 'import pyodide_js':
            import pyodide_js
            return 'reached pyodide_js'
        if probe == 'import gc':
            import gc
            return 'reached gc'
        if probe == 'open /etc/passwd':
            return open('/etc/passwd').read()
        if probe == 'list /':
            import os
            return 'listed ' + ','.join(sorted(os.listdir('/')))
        if probe == 'os.system':
            import os
            return 'ran ' + str(os.system('echo escaped > /tmp/sandbox-python-escape'))
        if probe == 'reload posix':
            import importlib, posix
            importlib.reload(posix)
            return 'ran ' + str(posix.system('echo escaped > /tmp/sandbox-python-escape'))
        if probe == 'subprocess':
            import subprocess
            return str(subprocess.run(['ls']))
        if probe == 'socket':
            import socket
            socket.create_connection(('127.0.0.1', 3410), timeout=1)
            return 'connected'
        if probe == 'environ':
            import os
            return 'env ' + ','.join(sorted(os.environ))
        if probe == 'hunt':
            # Functions that make JavaScript objects stay in memory; look for them through every class.
            seen, stack, found = set(), [object], []
            while stack:
                cls = stack.pop()
                if cls in seen:
                    continue
                seen.add(cls)
                try:
                    stack.extend(type.__subclasses__(cls))
                except Exception:
                    pass
                for attr in list(vars(cls).values()):
                    scope = getattr(getattr(attr, '__func__', attr), '__globals__', None) or {}
                    for name in ('to_js', 'create_proxy', 'create_once_callable', 'JsProxy'):
                        if name in scope:
                            found.append(name)
            return 'found ' + ','.join(sorted(set(found)))
    except BaseException as error:
        return 'refused ' + type(error).__name__`,
          probes.map((probe) => ({ name: probe, args: [probe] })),
        ),
      );
      expect(result.status).toBe('ok');
      const seen = Object.fromEntries(result.cases.map((testCase) => [testCase.name, testCase.actual]));
      expect(seen).toEqual({
        'import js': 'refused ImportError',
        'from pyodide.ffi': 'refused ImportError',
        'import pyodide_js': 'refused ImportError',
        'import gc': 'refused ImportError',
        'open /etc/passwd': 'refused FileNotFoundError',
        // Pyodide's own in-memory file system; nothing of the host is mounted.
        'list /': 'listed dev,home,lib,proc,tmp',
        'os.system': 'refused PermissionError',
        'reload posix': 'refused PermissionError',
        subprocess: 'refused OSError',
        socket: expect.stringMatching(/^refused /),
        environ: expect.not.stringMatching(/DATABASE|SECRET|PATH=|NODE/),
        hunt: 'found ',
      });
      expect(existsSync('/tmp/sandbox-python-escape')).toBe(false);
    },
    SLOW,
  );

  it(
    'terminates an infinite loop at the deadline as timeout and keeps serving',
    async () => {
      const result = await sandbox.run(
        job(
          'def solve():\n    while True:\n        pass',
          [
            { name: 'loop', args: [] },
            { name: 'next', args: [] },
          ],
          {
            timeLimitMs: 1_000,
          },
        ),
      );
      expect(result.status).toBe('timeout');
      expect(result.cases[0]).toMatchObject({ error: 'Time limit exceeded' });
      expect(result.cases[1]).toMatchObject({ error: 'Not run: time limit exceeded' });
      expect(result.durationMs).toBeLessThan(1_000 + 1_500);
      await expectStillServing();
    },
    SLOW,
  );

  it(
    'ends memory bombs as memory_limit and keeps serving',
    async () => {
      const [bytes, list] = await Promise.all([
        sandbox.run(
          job('def solve():\n    return len(bytearray(500 * 1024 * 1024))', [{ name: 'bomb', args: [] }], {
            timeLimitMs: 15_000,
          }),
        ),
        sandbox.run(
          job(
            'def solve():\n    items = []\n    while True:\n        items.append("x" * 1000)',
            [{ name: 'bomb', args: [] }],
            { timeLimitMs: 15_000 },
          ),
        ),
      ]);
      for (const result of [bytes, list]) {
        expect(result.status).toBe('memory_limit');
        expect(result.cases[0]).toMatchObject({ error: 'Memory limit exceeded' });
      }
      await expectStillServing();
    },
    SLOW,
  );
});

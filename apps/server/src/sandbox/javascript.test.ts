import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox, type SandboxJob } from './index.ts';

// JavaScript and TypeScript run in QuickJS inside worker threads: one sandbox for the file, its workers reused.
let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ prewarm: ['javascript'] });
});
afterAll(() => sandbox.close());

const TWO_SUM = `
function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i += 1) {
    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
    seen.set(nums[i], i);
  }
  throw new Error('no pair adds up to ' + target);
}`;

const job = (source: string, cases: SandboxJob['cases'], extra: Partial<SandboxJob> = {}): SandboxJob => ({
  language: 'javascript',
  entry: 'solve',
  source,
  cases,
  ...extra,
});

/** A normal job, run after each bomb to show the sandbox still serves. */
async function expectStillServing() {
  const result = await sandbox.run(
    job('function solve(a, b) { return a * b; }', [{ name: 'x', args: [6, 7], expected: 42 }]),
  );
  expect(result.status).toBe('ok');
  expect(result.cases[0]?.passed).toBe(true);
}

describe('javascript', () => {
  it('reports each case: passed, failed, thrown, with what came back', async () => {
    const result = await sandbox.run({
      language: 'javascript',
      entry: 'twoSum',
      source: TWO_SUM,
      cases: [
        { name: 'finds the pair', args: [[2, 7, 11, 15], 9], expected: [0, 1] },
        { name: 'wrong expectation', args: [[3, 2, 4], 6], expected: [0, 2] },
        { name: 'no pair', args: [[1, 2], 10], expected: [0, 1] },
        { name: 'own input', args: [[1, 5], 6] },
      ],
    });
    expect(result.status).toBe('ok');
    expect(result.error).toBeUndefined();
    const [found, wrong, thrown, own] = result.cases;
    expect(found).toMatchObject({ name: 'finds the pair', passed: true, actual: [0, 1] });
    expect(wrong).toMatchObject({ passed: false, actual: [1, 2] });
    expect(thrown).toMatchObject({ passed: false, error: 'Error: no pair adds up to 10' });
    expect(thrown?.actual).toBeUndefined();
    expect(own).toMatchObject({ passed: null, actual: [0, 1] });
    for (const testCase of result.cases) expect(testCase.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('reports what an async function resolves or rejects with, and a promise that never settles', async () => {
    const result = await sandbox.run(
      job(
        `async function solve(kind) {
  await null;
  if (kind === 'value') return [kind, 1];
  if (kind === 'reject') throw new RangeError('out of range');
  if (kind === 'thenable') return { then(resolve) { resolve('from a thenable'); } };
  return new Promise(() => {});
}`,
        [
          { name: 'value', args: ['value'], expected: ['value', 1] },
          { name: 'reject', args: ['reject'], expected: null },
          { name: 'thenable', args: ['thenable'], expected: 'from a thenable' },
          { name: 'never', args: ['never'] },
        ],
      ),
    );
    expect(result.status).toBe('ok');
    const [value, reject, thenable, never] = result.cases;
    expect(value).toMatchObject({ passed: true, actual: ['value', 1] });
    expect(reject).toMatchObject({ passed: false, error: 'RangeError: out of range' });
    expect(thenable).toMatchObject({ passed: true, actual: 'from a thenable' });
    expect(never).toMatchObject({ passed: null, error: 'Error: The returned promise never settled' });
  });

  it('compares numbers within 1e-9 and objects whatever their key order', async () => {
    const result = await sandbox.run(
      job('function solve(kind) { return kind === "float" ? 0.1 + 0.2 : { b: [1, null], a: "x" }; }', [
        { name: 'float', args: ['float'], expected: 0.3 },
        { name: 'object', args: ['object'], expected: { a: 'x', b: [1, null] } },
        { name: 'near miss', args: ['float'], expected: 0.3001 },
      ]),
    );
    expect(result.cases.map((testCase) => testCase.passed)).toEqual([true, true, false]);
  });

  it('captures console.log per case and cuts it at 4 KB', async () => {
    const result = await sandbox.run(
      job(
        `console.log('loading');
         function solve(n) { for (let i = 0; i < n; i += 1) console.log('line', i, { i }); return n; }`,
        [
          { name: 'few', args: [2], expected: 2 },
          { name: 'many', args: [5000], expected: 5000 },
        ],
      ),
    );
    expect(result.status).toBe('ok');
    expect(result.cases[0]?.stdout).toBe('loading\nline 0 {"i":0}\nline 1 {"i":1}\n');
    const many = result.cases[1]?.stdout ?? '';
    expect(many.startsWith('line 0 {"i":0}\n')).toBe(true);
    expect(many.endsWith('… (output cut)')).toBe(true);
    expect(Buffer.byteLength(many)).toBeLessThan(4 * 1024 + 40);
  });

  it('strips TypeScript types before running', async () => {
    const result = await sandbox.run({
      language: 'typescript',
      entry: 'twoSum',
      source: `interface Pair { left: number; right: number }
        function twoSum(nums: number[], target: number): [number, number] {
          const seen = new Map<number, number>();
          for (let i = 0; i < nums.length; i += 1) {
            const other = seen.get(target - nums[i]!);
            if (other !== undefined) { const pair: Pair = { left: other, right: i }; return [pair.left, pair.right]; }
            seen.set(nums[i]!, i);
          }
          return [-1, -1] as const as [number, number];
        }`,
      cases: [{ name: 'typed', args: [[2, 7, 11, 15], 9], expected: [0, 1] }],
    });
    expect(result.status).toBe('ok');
    expect(result.cases[0]).toMatchObject({ passed: true, actual: [0, 1] });
  });

  it('answers compile_error for a syntax error, a type syntax error and a missing entry function', async () => {
    const syntax = await sandbox.run(
      job('function solve(a { return a }', [{ name: 'x', args: [1], expected: 1 }]),
    );
    expect(syntax.status).toBe('compile_error');
    expect(syntax.error).toMatch(/^SyntaxError/);
    expect(syntax.cases[0]).toMatchObject({ passed: false, error: 'Not run: the code did not compile' });

    const typed = await sandbox.run({
      ...job('function solve(a: number { return a }', [{ name: 'x', args: [1] }]),
      language: 'typescript',
    });
    expect(typed.status).toBe('compile_error');
    expect(typed.error).toMatch(/^Line 1:\d+: /);

    const missing = await sandbox.run(job('function solved(a) { return a }', [{ name: 'x', args: [1] }]));
    expect(missing).toMatchObject({ status: 'compile_error', error: 'Define a function named solve' });

    const notFunction = await sandbox.run(job('const solve = 3;', [{ name: 'x', args: [1] }]));
    expect(notFunction).toMatchObject({ status: 'compile_error', error: 'Define a function named solve' });
  });

  it('accepts an arrow function bound with const as the entry', async () => {
    const result = await sandbox.run(
      job('const solve = (a, b) => a + b;', [{ name: 'x', args: [1, 2], expected: 3 }]),
    );
    expect(result.cases[0]?.passed).toBe(true);
  });

  it('gives the code no process, require, import(), fetch or host globals, even through the Function constructor', async () => {
    const result = await sandbox.run(
      job(
        `import('fs').then(() => { globalThis.imported = 'loaded'; }, (error) => { globalThis.imported = 'refused: ' + error.message; });
         function solve(probe) {
           switch (probe) {
             case 'globals': return [typeof process, typeof require, typeof fetch, typeof setTimeout, typeof std, typeof os].join();
             case 'constructor': return globalThis.constructor.constructor('return typeof process + typeof require')();
             case 'import': return globalThis.imported;
             case 'host json': JSON.parse = () => ({ leaked: true }); return JSON.parse('1');
           }
         }`,
        [
          {
            name: 'globals',
            args: ['globals'],
            expected: 'undefined,undefined,undefined,undefined,undefined,undefined',
          },
          { name: 'constructor', args: ['constructor'], expected: 'undefinedundefined' },
          { name: 'import', args: ['import'] },
          { name: 'host json', args: ['host json'], expected: { leaked: true } },
          // The harness kept its own JSON functions, so replacing them changes nothing for the next case.
          {
            name: 'after',
            args: ['globals'],
            expected: 'undefined,undefined,undefined,undefined,undefined,undefined',
          },
        ],
      ),
    );
    expect(result.status).toBe('ok');
    expect(result.cases.map((testCase) => [testCase.name, testCase.passed])).toEqual([
      ['globals', true],
      ['constructor', true],
      ['import', null],
      ['host json', true],
      ['after', true],
    ]);
    expect(result.cases[2]?.actual).toMatch(/^refused: could not load module 'fs'/);
  });

  it('ends an infinite loop as timeout within the limit, while the main thread keeps running', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const result = await sandbox.run(
      job(
        'function solve() { while (true) {} }',
        [
          { name: 'loop', args: [] },
          { name: 'after', args: [] },
        ],
        {
          timeLimitMs: 800,
        },
      ),
    );
    clearInterval(ticker);
    expect(result.status).toBe('timeout');
    expect(result.error).toBe('Time limit exceeded');
    expect(result.cases[0]).toMatchObject({ passed: null, error: 'Time limit exceeded' });
    expect(result.cases[1]).toMatchObject({ error: 'Not run: time limit exceeded' });
    expect(result.durationMs).toBeLessThan(800 + 1_500);
    // The loop ran in a worker: the event loop here went on ticking the whole time.
    expect(ticks).toBeGreaterThan(20);
    await expectStillServing();
  });

  it.each([
    ['a growing array', 'const a = []; while (true) a.push({ n: a.length });'],
    ['many strings', 'const a = []; while (true) a.push("x".repeat(1000) + a.length);'],
    ['one huge string', 'return "x".repeat(1e9).length;'],
  ])('ends a memory bomb (%s) as memory_limit', async (_name, body) => {
    // The most time a job may have: on a loaded machine the sandbox's low-priority process fills memory slowly.
    const result = await sandbox.run(
      job(`function solve() { ${body} }`, [{ name: 'bomb', args: [] }], { timeLimitMs: 15_000 }),
    );
    expect(result.status).toBe('memory_limit');
    expect(result.cases[0]).toMatchObject({ error: 'Memory limit exceeded' });
    await expectStillServing();
  });

  it('turns deep recursion into a per-case error and goes on', async () => {
    const result = await sandbox.run(
      job('function solve(n) { return n === 0 ? 0 : 1 + solve(n - 1); }', [
        { name: 'deep', args: [1e7], expected: 1e7 },
        { name: 'shallow', args: [10], expected: 10 },
      ]),
    );
    expect(result.status).toBe('ok');
    expect(result.cases[0]).toMatchObject({ passed: false, error: expect.stringMatching(/stack overflow/) });
    expect(result.cases[1]?.passed).toBe(true);
  });

  it('reports a value that is not JSON as a case error', async () => {
    const result = await sandbox.run(job('function solve() { return () => 1; }', [{ name: 'x', args: [] }]));
    expect(result.cases[0]).toMatchObject({
      passed: null,
      error: 'TypeError: The return value cannot be written as JSON',
    });
  });

  it('refuses a job with an invalid entry name without running it', async () => {
    const result = await sandbox.run({ ...job('', [{ name: 'x', args: [] }]), entry: 'solve; process' });
    expect(result).toMatchObject({ status: 'compile_error', error: 'The entry function name is not valid' });
  });
});

describe('queue', () => {
  it('runs at most maxConcurrent jobs, queues a few more and refuses the rest as busy', async () => {
    const small = createSandbox({ maxConcurrent: 1, maxQueued: 1 });
    try {
      const busy = job(
        'function solve(ms) { const end = Date.now() + ms; while (Date.now() < end) {} return ms; }',
        [{ name: 'spin', args: [300], expected: 300 }],
      );
      const running = small.run(busy);
      const queued = small.run(busy);
      const refused = await small.run(busy);
      expect(refused.status).toBe('crashed');
      expect(refused.error).toMatch(/busy/);
      const [first, second] = await Promise.all([running, queued]);
      expect(first.status).toBe('ok');
      expect(second.status).toBe('ok');
      // One at a time: the queued job finished after the first.
      expect(second.durationMs).toBeGreaterThanOrEqual(300);
    } finally {
      await small.close();
    }
  });

  it('refuses runs once closed', async () => {
    const closed = createSandbox();
    await closed.close();
    const result = await closed.run(job('function solve() { return 1 }', [{ name: 'x', args: [] }]));
    expect(result).toMatchObject({ status: 'crashed', error: 'The code runner has stopped' });
  });
});

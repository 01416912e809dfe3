/**
 * Worker thread that runs Python in Pyodide (CPython compiled to WebAssembly). Pyodide in Node is not a security
 * boundary by itself: `import js` reaches the worker's globals, `os.system` spawns a host shell, and the API object
 * can mount the host file system or fetch packages. So before any untrusted code runs, this worker closes every
 * door it knows of (see lockDown and README.md), and the host discards the worker after one job: it is terminated
 * at the deadline, and a job that ran here never meets another.
 */
import childProcess from 'node:child_process';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { dirname } from 'node:path';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import type { CaseMessage, DoneMessage, RunMessage, WorkerJob } from './protocol.ts';
import { lowerThreadPriority } from './thread-priority.ts';
import { installWasmMemoryCap, setWasmMemoryCeiling, wasmMemoryBytes } from './wasm-memory-cap.ts';

// Candidates' code runs on whatever CPU the API's thread leaves (see thread-priority.ts).
lowerThreadPriority();

if (!parentPort) throw new Error('pyodide.worker.ts runs as a worker thread');
const port: MessagePort = parentPort;

// The harness is defined before the lock-down and keeps private references to what it needs. Untrusted code gets
// a fresh namespace of its own; values come in and go out as JSON text.
const HARNESS = String.raw`
def _make_harness():
    import builtins, io, json, sys, time

    class CappedOutput(io.TextIOBase):
        def __init__(self, limit):
            self.limit = limit
            self.parts = []
            self.size = 0
            self.cut = False
        def writable(self):
            return True
        def write(self, text):
            text = str(text)
            if not self.cut:
                room = self.limit - self.size
                encoded = text.encode('utf-8', 'replace')
                if len(encoded) <= room:
                    self.parts.append(text)
                    self.size += len(encoded)
                else:
                    self.parts.append(encoded[:room].decode('utf-8', 'ignore') + '\n… (output cut)')
                    self.cut = True
            return len(text)
        def take(self):
            text = ''.join(self.parts)
            self.parts, self.size, self.cut = [], 0, False
            return text

    state = {}
    max_result_chars = 1_000_000

    def describe(error):
        text = str(error)
        return type(error).__name__ + (': ' + text.splitlines()[0] if text else '')

    def load(source, entry, stdout_limit):
        out = CappedOutput(stdout_limit)
        state['out'] = out
        namespace = {'__name__': '__main__', '__builtins__': builtins}
        sys.stdout = sys.stderr = out
        try:
            code = compile(source, 'solution.py', 'exec')
            exec(code, namespace)
        except MemoryError:
            return json.dumps({'status': 'memory_limit', 'stdout': out.take()})
        except SyntaxError as error:
            where = f'Line {error.lineno}: ' if error.lineno else ''
            return json.dumps({'status': 'compile_error', 'error': where + describe(error), 'stdout': out.take()})
        except BaseException as error:
            return json.dumps({'status': 'compile_error', 'error': describe(error), 'stdout': out.take()})
        function = namespace.get(entry)
        if not callable(function):
            return json.dumps({'status': 'compile_error', 'error': f'Define a function named {entry}', 'stdout': out.take()})
        state['entry'] = function
        return json.dumps({'status': 'ok', 'stdout': out.take()})

    def call(args_json):
        out = state['out']
        started = time.perf_counter()
        outcome = {}
        try:
            value = state['entry'](*json.loads(args_json))
            try:
                text = json.dumps(value, allow_nan=False)
                if len(text) > max_result_chars:
                    outcome['error'] = 'The return value is too large'
                else:
                    outcome['actualJson'] = text
            except (TypeError, ValueError, RecursionError):
                outcome['error'] = 'The return value cannot be written as JSON'
        except MemoryError:
            outcome['memory'] = True
            outcome['error'] = 'Memory limit exceeded'
        except BaseException as error:
            outcome['error'] = describe(error)
        outcome['durationMs'] = (time.perf_counter() - started) * 1000
        outcome['stdout'] = out.take()
        return json.dumps(outcome)

    return load, call

_harness = _make_harness()
del _make_harness
_harness
`;

// Runs once, after the harness exists and before untrusted code: the bridge to JavaScript goes away.
const LOCK_DOWN = String.raw`
def _lock_down():
    import sys
    blocked = ('js', 'pyodide_js', 'pyodide', '_pyodide', '_pyodide_core', 'micropip', 'gc', 'ctypes', '_ctypes')

    def is_blocked(name):
        return name.split('.')[0] in blocked

    class RefuseBridge:
        @staticmethod
        def find_spec(name, path=None, target=None):
            if is_blocked(name):
                raise ImportError(f'{name} is not available here')
            return None

    # Emptying the modules as well as unlisting them: their functions stay reachable through any class defined
    # there (object.__subclasses__, then a method's __globals__), and some of them make JavaScript objects.
    for name in list(sys.modules):
        if is_blocked(name):
            module = sys.modules.pop(name)
            try:
                vars(module).clear()
            except TypeError:
                pass
    sys.meta_path[:] = [RefuseBridge] + [finder for finder in sys.meta_path if type(finder).__name__ != 'JsFinder']
    sys.path_importer_cache.clear()

    # os.system reaches a host shell through Emscripten; the worker refuses it too, this just says so politely.
    import os, posix
    def refuse_command(*args, **kwargs):
        raise PermissionError('Running commands is not available here')
    os.system = posix.system = refuse_command

_lock_down()
del _lock_down
`;

// API members that reach the host (file system mounts, package downloads, raw module access) or let code register
// new bridges. The worker keeps its own references to what it uses before these are removed.
const API_MEMBERS_REMOVED = [
  'FS',
  'PATH',
  'ERRNO_CODES',
  '_module',
  '_api',
  'loadPackage',
  'loadPackagesFromImports',
  'mountNodeFS',
  'mountNativeFS',
  'registerJsModule',
  'unregisterJsModule',
  'pyimport',
  'runPythonAsync',
  'loadedPackages',
  'setStdin',
  'setStdout',
  'setStderr',
  'toPy',
  'globals',
  'pyodide_py',
];

/** Closes the JavaScript side: what a stray JS reference in Python could still call. */
function lockDownHost(pyodide: PyodideAPI): void {
  // Emscripten's system() spawns a host shell through child_process; Python's sockets go through `ws`.
  const refuse = () => {
    throw new Error('Not available in the sandbox');
  };
  const processModule = childProcess as unknown as Record<string, unknown>;
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
    processModule[name] = refuse;
  }
  syncBuiltinESMExports();
  const api = pyodide as unknown as Record<string, unknown>;
  for (const name of API_MEMBERS_REMOVED) {
    try {
      Object.defineProperty(api, name, { value: undefined, configurable: false, writable: false });
    } catch {
      // a member that cannot be redefined is also not reachable as a function
    }
  }
  // A JS function reached from Python could build new code from a string through its constructor.
  const constructors = [function () {}, async function () {}, function* () {}, async function* () {}];
  for (const fn of constructors) {
    Object.defineProperty(Object.getPrototypeOf(fn), 'constructor', { value: refuse, writable: false });
  }
  // Error.prepareStackTrace would hand Python the stack frames of host code.
  Object.freeze(Error);
  for (const name of ['Function', 'eval', 'process', 'require', 'fetch', 'WebSocket', 'Worker']) {
    try {
      Object.defineProperty(globalThis, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // already absent
    }
  }
}

installWasmMemoryCap();
// `js` is an empty object, the environment holds nothing, and anything Pyodide prints goes nowhere: the
// candidate's output is captured in Python.
const jsGlobals = Object.freeze(Object.create(null) as object);
const discard = () => undefined;
// Pyodide's files are read from its package folder (never the network); it cannot guess that folder when the
// worker starts from an eval'd bootstrap.
const indexURL = `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`;
const pyodide = await loadPyodide({
  indexURL,
  jsglobals: jsGlobals,
  env: { HOME: '/home/sandbox' },
  stdout: discard,
  stderr: discard,
  stdin: () => null,
});
type PyFunction = ((...args: unknown[]) => unknown) & { destroy(): void };
const [loadSolution, callCase] = (pyodide.runPython(HARNESS) as { toJs(): [PyFunction, PyFunction] }).toJs();
pyodide.runPython(LOCK_DOWN);
lockDownHost(pyodide);

interface LoadOutcome {
  status: 'ok' | 'compile_error' | 'memory_limit';
  error?: string;
  stdout: string;
}
interface CaseOutcome {
  actualJson?: string;
  error?: string;
  memory?: boolean;
  durationMs: number;
  stdout: string;
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

function memoryFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /memory|allocat/i.test(text);
}

function runJob(job: WorkerJob): DoneMessage {
  const done = (message: Omit<DoneMessage, 'type' | 'reusable'>): DoneMessage => ({
    type: 'done',
    ...message,
    reusable: false,
  });
  setWasmMemoryCeiling(wasmMemoryBytes() + job.memoryLimitBytes);
  let loaded: LoadOutcome;
  try {
    loaded = JSON.parse(String(loadSolution(job.source, job.entry, job.stdoutLimitBytes))) as LoadOutcome;
  } catch (error) {
    if (memoryFailure(error)) return done({ status: 'memory_limit', error: 'Memory limit exceeded' });
    throw error;
  }
  if (loaded.status === 'memory_limit') {
    return done({ status: 'memory_limit', error: 'Memory limit exceeded', preludeStdout: loaded.stdout });
  }
  if (loaded.status === 'compile_error') {
    return done({ status: 'compile_error', error: loaded.error, preludeStdout: loaded.stdout });
  }
  for (const testCase of job.cases) {
    let outcome: CaseOutcome;
    try {
      outcome = JSON.parse(String(callCase(testCase.argsJson))) as CaseOutcome;
    } catch (error) {
      // The interpreter itself failed (its stack or heap ran out below Python's own checks).
      const memory = memoryFailure(error);
      outcome = {
        error: memory ? 'Memory limit exceeded' : `The interpreter stopped: ${describe(error)}`,
        memory,
        durationMs: 0,
        stdout: '',
      };
      port.postMessage({ type: 'case', name: testCase.name, ...outcome } satisfies CaseMessage);
      return done(
        memory
          ? { status: 'memory_limit', error: 'Memory limit exceeded', preludeStdout: loaded.stdout }
          : { status: 'crashed', error: outcome.error, preludeStdout: loaded.stdout },
      );
    }
    const { memory, ...reported } = outcome;
    port.postMessage({ type: 'case', name: testCase.name, ...reported } satisfies CaseMessage);
    if (memory)
      return done({ status: 'memory_limit', error: 'Memory limit exceeded', preludeStdout: loaded.stdout });
    if (Date.now() > job.deadline) {
      return done({ status: 'timeout', error: 'Time limit exceeded', preludeStdout: loaded.stdout });
    }
  }
  return done({ status: 'ok', preludeStdout: loaded.stdout });
}

port.once('message', (message: RunMessage) => {
  port.postMessage(runJob(message.job));
});
port.postMessage({ type: 'ready' });

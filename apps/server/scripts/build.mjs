// Bundles the server and its CLIs into dist/ (ESM). npm packages stay external and load from node_modules at run
// time; @talent/contract ships TypeScript source, so it is bundled in.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name !== '@talent/contract',
);

await rm(join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/seed': 'src/cli/seed.ts',
    // The code sandbox's worker threads, started by file path (src/sandbox/engine-worker.ts finds them here).
    'sandbox/quickjs.worker': 'src/sandbox/quickjs.worker.ts',
    'sandbox/pyodide.worker': 'src/sandbox/pyodide.worker.ts',
    // The sandbox's own process (src/sandbox/process-sandbox.ts forks it), which starts the workers above.
    'sandbox/host': 'src/sandbox/sandbox-host.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some dependencies still call require() from inside ESM.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

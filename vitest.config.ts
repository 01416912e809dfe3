import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesWithoutDatabase } from './apps/server/src/test/database-test-files.ts';
import { testFilesMockingModules, webTestFiles } from './apps/web/src/test/module-mocking-test-files.ts';

// One runner, one project per workspace. The server's integration tests always run on PGlite (`server`), and on
// PostgreSQL too (`server-postgres`) when DATABASE_URL is set, as on CI. `npm test` runs the two as separate
// passes (scripts/test.mjs), so each is timed.
const postgres = process.env.DATABASE_URL;
const serverRoot = fileURLToPath(new URL('./apps/server', import.meta.url));
const webRoot = fileURLToPath(new URL('./apps/web', import.meta.url));
const webFilesMockingModules = testFilesMockingModules(webRoot);
// Extending a project concatenates its lists, so each web project says which files it leaves out.
const webFilesSharingModules = webTestFiles(webRoot).filter((file) => !webFilesMockingModules.includes(file));

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on a 2-core CI machine; test
    // files spend much of their time waiting (sockets, timers, PostgreSQL), so two overlap well there.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/contract',
      // The web tests share each worker's loaded modules (and jsdom), which halves the pass; the setup file clears
      // what a file leaves in the document. Files that replace a module run apart, loading everything afresh.
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { name: 'web', isolate: false, exclude: webFilesMockingModules },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { name: 'web-isolated', exclude: webFilesSharingModules },
      },
      'apps/server',
      // The lint walls: planted violations under tools/lint-fixtures must each be reported.
      { test: { name: 'lint-rules', root: './tools', include: ['*.test.ts'], testTimeout: 60_000 } },
      ...(postgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: {
                name: 'server-postgres',
                env: { TEST_POSTGRES_URL: postgres },
                // Only the files that touch the database: pure unit tests already ran in the PGlite pass.
                exclude: testFilesWithoutDatabase(serverRoot),
              },
            },
          ]
        : []),
    ],
  },
});

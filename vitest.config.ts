import { defineConfig } from 'vitest/config';

// One runner, one project per workspace. The server's integration tests always run on PGlite (`server`), and on
// PostgreSQL too (`server-postgres`) when DATABASE_URL is set, as on CI.
const postgres = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/web',
      'apps/server',
      // The lint walls: planted violations under tools/lint-fixtures must each be reported.
      { test: { name: 'lint-rules', root: './tools', include: ['*.test.ts'], testTimeout: 60_000 } },
      ...(postgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: { name: 'server-postgres', env: { TEST_POSTGRES_URL: postgres } },
            },
          ]
        : []),
    ],
  },
});

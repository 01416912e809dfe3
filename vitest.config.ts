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

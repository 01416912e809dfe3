import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one template database for the whole run; every test file loads a copy (see src/test/).
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Test files share a worker's loaded modules (Fastify, Drizzle, the contract): each file still builds its own
    // app and database, and no server test mocks a module, so isolation would only repeat the imports.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

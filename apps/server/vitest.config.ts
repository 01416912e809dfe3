import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one template database for the whole run; every test file loads a copy (see src/test/).
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Test files share a worker's loaded modules (Fastify, Drizzle, the contract) and its database (reset between
    // files, src/test/database.ts): each file still builds its own app, and no server test mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

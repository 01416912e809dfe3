import { defineConfig } from 'vitest/config';

// One runner, three projects: each workspace keeps its own vitest config next to its code.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});

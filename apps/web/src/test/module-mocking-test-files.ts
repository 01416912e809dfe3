import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/**
 * The web test files that replace a module (`vi.mock`), relative to `webRoot` (apps/web). Most web test files share
 * their worker's loaded modules (vitest.config.ts, project `web`: loading React, the router and the app's modules
 * again for every file cost more than half the web pass); a replaced module would leak into the files after it, so
 * these run in a project of their own that loads everything afresh per file. Worked out from the sources on every
 * run, so a new test file needs no list to be kept.
 */
export function testFilesMockingModules(webRoot: string): string[] {
  return webTestFiles(webRoot).filter((file) =>
    MOCKS_A_MODULE.test(readFileSync(join(webRoot, file), 'utf8')),
  );
}

/** Every web test file, relative to `webRoot`. */
export function webTestFiles(webRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name)) files.push(relative(webRoot, path));
    }
  };
  walk(join(webRoot, 'src'));
  return files.sort();
}

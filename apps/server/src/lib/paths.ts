import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server workspace folder, found by walking up from this module: the same code runs from `src/` (tsx, vitest)
 * and bundled into `dist/server.js`, at different depths.
 */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@talent/server')
          return dir;
      } catch {
        // not ours; keep walking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the @talent/server folder');
    dir = parent;
  }
}

export const migrationsFolder = (): string => join(serverRoot(), 'drizzle');

export const defaultWebDist = (): string => resolve(serverRoot(), '..', 'web', 'dist');

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// What opens the test database: the harness, the database module, or the engine itself.
const DATABASE_ENTRY = /\/src\/test\/(harness|database)\.ts$/;
const OPENS_DIRECTLY = /\b(openPglite|openPostgres|openDatabase|openTestDatabase|testPostgresUrl)\b/;
const RELATIVE_IMPORT = /from\s+'(\.[^']+)'/g;

/** Test kits: src/test/ and any feature's `testing/` folder. Production code never opens the test database. */
function isTestKit(path: string, testKits: string): boolean {
  return path.startsWith(testKits) || path.includes('/testing/');
}

/**
 * The server test files that never touch the database, relative to `serverRoot` (apps/server): all but those
 * importing the harness or the test database, directly or through a kit (src/test/ or a feature's `testing/`),
 * or opening a database themselves. The PostgreSQL pass leaves these out; they run once, in the PGlite pass. Worked out from the
 * imports on every run, so a new test file needs no list to be kept.
 */
export function testFilesWithoutDatabase(serverRoot: string): string[] {
  const testKits = join(serverRoot, 'src', 'test');
  const memo = new Map<string, boolean>();

  function usesDatabase(file: string): boolean {
    const known = memo.get(file);
    if (known !== undefined) return known;
    memo.set(file, false);
    const source = readFileSync(file, 'utf8');
    let uses = OPENS_DIRECTLY.test(source);
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      if (uses) break;
      const target = resolve(dirname(file), specifier!);
      if (DATABASE_ENTRY.test(target)) uses = true;
      // Kits may wrap the harness; production code never opens the test database.
      else if (isTestKit(target, testKits) && existsSync(target)) uses = usesDatabase(target);
    }
    memo.set(file, uses);
    return uses;
  }

  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && !usesDatabase(path)) files.push(relative(serverRoot, path));
    }
  };
  walk(join(serverRoot, 'src'));
  return files.sort();
}

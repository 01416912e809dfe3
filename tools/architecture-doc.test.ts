import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// docs/architecture.md is how a newcomer finds a feature's files; a path in it that no longer exists sends them the
// wrong way. Every backticked path with a folder in it must exist, read from the repository root or from one of the
// folders the document says its short paths start in.
const root = path.resolve(import.meta.dirname, '..');
const bases = [
  '.',
  'apps/server',
  'apps/server/src',
  'apps/web/src',
  'apps/web/src/features',
  'apps/server/src/features',
  'apps/server/src/db/schema',
  'tools/lint-fixtures',
  'tools/lint-fixtures/apps/server/src',
  'tools/lint-fixtures/apps/web/src',
];

it('names only paths that exist', () => {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const paths = [...doc.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1])
    // Route paths, globs, placeholders and rule ids (`import-x/no-cycle`) are not files.
    .filter((token) => token.includes('/') && !token.startsWith('/') && !/[*<>{}:…]/.test(token))
    .filter((token) => token.endsWith('/') || token.includes('.'));
  const missing = paths.filter((token) => !bases.some((base) => existsSync(path.join(root, base, token))));
  expect(missing).toEqual([]);
});

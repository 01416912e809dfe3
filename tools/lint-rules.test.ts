import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Every wall in eslint.config.js has a planted violation under lint-fixtures/, laid out like the real folders, and
// is linted here with the repository's own config. A rule that stops firing (a renamed folder, a glob that no longer
// matches, a plugin upgrade) fails this test instead of silently letting the wall down.
const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'lint-fixtures');

const SQL = '@typescript-eslint/no-restricted-imports';
const WALL = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
const FEATURE_CYCLE = 'layers/no-feature-cycle';
const FORMAT = 'no-restricted-syntax';

const expected: Record<string, string[]> = {
  // SQL lives in repositories.
  'apps/server/src/features/widgets/widgets.service.ts': [SQL],
  'apps/server/src/features/widgets/widgets.routes.ts': [SQL],
  'apps/server/src/features/widgets/widgets.view.ts': [SQL],
  'apps/server/src/features/widgets/widgets.sweeps.ts': [SQL],
  // Import cycles.
  'apps/server/src/features/widgets/cycle-a.ts': [CYCLE],
  'apps/server/src/features/widgets/cycle-b.ts': [CYCLE],
  'apps/server/src/features/billing/billing.service.ts': [FEATURE_CYCLE],
  'apps/server/src/features/invoices/invoices.service.ts': [FEATURE_CYCLE],
  // Server layers.
  'apps/server/src/db/demo-rows.ts': [WALL, WALL, WALL],
  'apps/server/src/plugins/widgets.plugin.ts': [WALL],
  'apps/server/src/lib/widget-links.ts': [WALL],
  'apps/server/src/reference/currencies.ts': [WALL],
  'apps/server/src/features/widgets/widgets-demo.ts': [WALL],
  // The item bank imports its own files and the sandbox's types only.
  'apps/server/src/content/item-bank/widgets-bank.ts': [WALL],
  'apps/server/src/content/item-bank/types.ts': [],
  'apps/server/src/sandbox/types.ts': [],
  'apps/server/src/sandbox/runner.ts': [WALL, WALL, WALL, WALL],
  // Production code never loads a test kit.
  'apps/server/src/features/widgets/widgets-hooks.ts': [WALL],
  // Web layers.
  'apps/web/src/features/cart/components/cart.tsx': [WALL],
  'apps/web/src/features/cart/pages/cart-page.tsx': [WALL],
  'apps/web/src/components/button.tsx': [WALL],
  'apps/web/src/lib/paths.ts': [WALL],
  // The web formats dates, times, numbers and money only in lib/format.ts.
  'apps/web/src/features/catalog/components/price-tag.ts': [FORMAT, FORMAT, FORMAT, FORMAT],
  'apps/web/src/lib/format.ts': [],
  // The contract imports nothing of ours.
  'packages/contract/src/widgets.ts': [WALL],
  // Clean files in the same tree: the allowed arrows.
  'apps/server/src/db/schema/widgets.schema.ts': [],
  'apps/server/src/features/widgets/widgets.repository.ts': [],
  'apps/server/src/features/widgets/widgets.test.ts': [],
  'apps/server/src/test/harness.ts': [],
  'apps/server/src/features/billing/billing.repository.ts': [],
  'apps/server/src/features/invoices/invoices.test.ts': [],
  'apps/server/src/seed/demo.ts': [],
  'apps/server/src/plugins/clock.plugin.ts': [],
  'apps/server/src/lib/format-id.ts': [],
  'apps/server/src/sandbox/limits.ts': [],
  'apps/server/src/reference/countries.ts': [],
  'apps/web/src/features/catalog/api/get-items.ts': [],
  'apps/web/src/app/route-table.ts': [],
  'apps/web/src/app/guard.ts': [],
  'apps/web/src/lib/http.ts': [],
  'packages/contract/src/common.ts': [],
};

describe('lint walls', () => {
  let reported: Map<string, string[]>;

  beforeAll(async () => {
    // `ignore: false` because the main run ignores the fixture tree on purpose.
    const eslint = new ESLint({ cwd: repoRoot, ignore: false });
    const results = await eslint.lintFiles([path.join(fixtures, '**/*.{ts,tsx}')]);
    reported = new Map(
      results.map((result) => [
        path.relative(fixtures, result.filePath).split(path.sep).join('/'),
        result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`).sort(),
      ]),
    );
  }, 60_000);

  it('lints every fixture and nothing else', () => {
    expect([...reported.keys()].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s', (file, rules) => {
    expect(reported.get(file)).toEqual(rules);
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { layers } from './tools/eslint-feature-cycles.js';

const root = import.meta.dirname;

// The walls between layers (docs/architecture.md draws them). Paths are globs that start with `**/` so the same
// zones hold for the real tree and for the planted violations under tools/lint-fixtures, which the lint-rules test
// checks with this very config.
const server = '**/apps/server/src';
const web = '**/apps/web/src';
const testKits = ['**/src/test/**', '**/testing/**', '**/*.test.ts', '**/*.test.tsx'];

// Web features may not import each other, so each feature gets a zone of its own. The list is read from disk (the
// real tree and the fixture tree) so a new feature folder is walled in without touching this file.
function folders(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
const webFeatures = [
  ...new Set([...folders('apps/web/src/features'), ...folders('tools/lint-fixtures/apps/web/src/features')]),
];

const layerZones = [
  {
    target: `${server}/db/**`,
    from: [`${server}/features/**`, `${server}/seed/**`, `${server}/plugins/**`],
    message: 'db/ holds the schema, the client and the migrator; it knows no feature, seed or plugin.',
  },
  {
    target: `${server}/plugins/**`,
    from: [`${server}/features/**`, `${server}/seed/**`],
    message: 'Plugins sit below the features; move what both need to lib/ or reference/.',
  },
  {
    target: [`${server}/lib/**`, `${server}/reference/**`, `${server}/sessions/**`],
    from: [`${server}/features/**`, `${server}/plugins/**`, `${server}/seed/**`],
    message: 'lib/, reference/ and sessions/ sit below the features and plugins.',
  },
  {
    target: `${server}/sandbox/**`,
    from: [`${server}/features/**`, `${server}/plugins/**`, `${server}/seed/**`, `${server}/db/**`],
    message:
      'The sandbox runs untrusted code and knows nothing of the app above it: no feature, plugin, seed or database.',
  },
  {
    target: `${server}/features/**`,
    from: `${server}/seed/**`,
    message:
      'The demo data and factories sit above the features: they use features, never the other way round.',
  },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}/**`,
    from: [`${web}/features/**`, `${web}/app/**`],
    except: [`${web}/features/${feature}/**`],
    message:
      'A web feature imports neither another feature nor app/; move what both need to components/ or lib/.',
  })),
  {
    target: [`${web}/components/**`, `${web}/lib/**`],
    from: [`${web}/features/**`, `${web}/app/**`],
    message: 'components/ and lib/ are shared by every feature, so they import none.',
  },
  {
    target: '**/apps/web/**',
    from: '**/apps/server/**',
    message: 'The web talks to the server over HTTP; shared shapes live in packages/contract.',
  },
  {
    target: '**/apps/server/**',
    from: '**/apps/web/**',
    message: 'The server serves the built web; it never imports its source.',
  },
  {
    target: '**/packages/contract/**',
    from: '**',
    except: ['**/packages/contract/**', '**/node_modules/**'],
    message: 'The contract is shared by the server, the web and e2e, so it imports nothing of theirs.',
  },
];

// The item bank is content as written: plain data that any layer may load, depending on nothing but the sandbox's
// shapes (its tests may use more, to prove the reference solutions).
const contentZone = {
  target: `${server}/content/**`,
  from: '**',
  except: [`${server}/content/**`, `${server}/sandbox/types.ts`, '**/node_modules/**'],
  message: 'content/ imports only its own files and sandbox/types.ts.',
};

const testKitZone = {
  target: '**',
  from: testKits,
  message: 'Test kits are for tests; production code never loads them.',
};

// Test files may import test kits; everything else may not.
const testFiles = [...testKits, '**/*.spec.ts', '**/vitest.config.ts', '**/vitest.setup.ts'];

// A test sits above the code it tests, so it may build its rows with the factories in seed/; every other wall holds.
const seedFolder = `${server}/seed/**`;
// The web formats dates, times, relative times, numbers and money in one module, so every screen reads one zone
// (the profile's, else the browser's) and one clock (24-hour). Anything else calls it.
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render user text as text.',
};
const formattingMessage =
  'Format through apps/web/src/lib/format.ts (one zone, one clock for the whole app).';
const noDirectFormatting = [
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: formattingMessage,
  },
  {
    selector:
      "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/]",
    message: formattingMessage,
  },
  {
    // `Intl.DateTimeFormat().resolvedOptions()` only asks the zone; with options it formats.
    selector:
      "CallExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/][arguments.length>0]",
    message: formattingMessage,
  },
  {
    selector:
      'ImportDeclaration[source.value=/^date-fns/] > ImportSpecifier[imported.name=/^(format|intlFormat|lightFormat)/]',
    message: formattingMessage,
  },
];
const formatModule = ['apps/web/src/lib/format.ts', '**/lint-fixtures/apps/web/src/lib/format.ts'];

const testZones = layerZones
  .map((zone) => ({ ...zone, from: [zone.from].flat().filter((from) => from !== seedFolder) }))
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/.data-*/**',
      '**/playwright-report/**',
      '**/test-results/**',
      // Planted violations; the lint-rules test lints them on purpose.
      'tools/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, layers },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      // Packages in node_modules cannot import us back, so the walk stops at them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'layers/no-feature-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}', '**/lint-fixtures/{apps,packages}/*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, contentZone, testKitZone] },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: testZones }],
    },
  },
  {
    // SQL lives in repositories. Type-only imports carry no SQL, so a service may name a row type.
    files: ['**/apps/server/src/**/*.{routes,service,view,sweeps}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/**', '**/db/schema.ts'],
              allowTypeImports: true,
              message: 'SQL lives in *.repository.ts; hand the repository plain values.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', '**/lint-fixtures/apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // User and job text reaches the page as text or as sanitised Markdown, never as raw HTML.
      'no-restricted-syntax': ['error', noRawHtml],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', '**/lint-fixtures/apps/web/src/**/*.{ts,tsx}'],
    ignores: [...testFiles, ...formatModule],
    rules: { 'no-restricted-syntax': ['error', noRawHtml, ...noDirectFormatting] },
  },
  {
    files: ['**/scripts/**', '**/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);

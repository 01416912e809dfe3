#!/usr/bin/env node
// The bundle budget of the built web app (the "bundle budget" phase of `npm test`, after the build): reads Vite's
// manifest and the route map the build writes beside it (apps/web/dist/.vite/), prints per route the gzipped
// JavaScript and CSS it loads, and exits 1 when a budget is broken. The rules are in scripts/bundle-budget.mjs.
//
//   node scripts/check-bundle-budget.mjs [dist folder]   (default apps/web/dist)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetFailures, formatTable, measureRoutes } from './bundle-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
const routeChunksFile = path.join(dist, '.vite/route-chunks.json');

for (const file of [manifestFile, routeChunksFile]) {
  if (!existsSync(file)) {
    console.error(
      `bundle budget: ${path.relative(root, file)} is missing; build the web app first (npm run build).`,
    );
    process.exit(2);
  }
}

const sizes = new Map();
const gzipSize = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

const measured = measureRoutes({
  manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
  routeChunks: JSON.parse(readFileSync(routeChunksFile, 'utf8')),
  gzipSize,
});
console.log(formatTable(measured));

const failures = budgetFailures(measured);
if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  console.error(
    '\nFind what grew with the sourcemaps (dist/assets/*.js.map); see "The bundle budget" in docs/testing.md.',
  );
  process.exit(1);
}
console.log('\nWithin budget.');

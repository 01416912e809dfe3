import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// import-x/no-cycle sees cycles between files. Between server feature folders a cycle can run through files that
// never import each other (auth.routes -> notifications.service -> auth.repository), and it still means neither
// feature can be understood, moved or tested without the other. This rule draws the graph of feature folders from
// their relative imports (type-only imports included: they tie the folders together just the same) and reports
// every import that closes a loop.

const featureFile = /^(.*[\\/]apps[\\/]server[\\/]src[\\/]features)[\\/]([^\\/]+)[\\/]/;
const relativeSpecifier = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

// Tests may drive several features at once; only production imports tie the folders together.
const isTestFile = (file) => /\.test\.tsx?$|[\\/](test|testing)[\\/]|test-kit\.ts$/.test(file);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestFile(full) ? [full] : [];
  });
}

function featureOf(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature] = relative.split(path.sep);
  return feature === relative ? undefined : feature;
}

// One graph per features folder per process: an `eslint .` run reads each file once more, not once per import.
const graphs = new Map();

function featureGraph(featuresDir) {
  let graph = graphs.get(featuresDir);
  if (graph) return graph;
  graph = new Map();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const edges = new Set();
    for (const file of sourceFiles(path.join(featuresDir, feature.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(relativeSpecifier)) {
        const target = featureOf(featuresDir, path.resolve(path.dirname(file), match[1]));
        if (target && target !== feature.name) edges.add(target);
      }
    }
    graph.set(feature.name, edges);
  }
  graphs.set(featuresDir, graph);
  return graph;
}

function pathBetween(graph, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const route = [];
      for (let step = to; step !== undefined; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Server feature folders must not import each other in a loop.' },
    schema: [],
    messages: {
      cycle:
        'Feature folders import each other in a loop: {{route}}. Move what they share below both, or invert the call.',
    },
  },
  create(context) {
    const match = featureFile.exec(context.physicalFilename);
    if (!match || isTestFile(context.physicalFilename)) return {};
    const [, featuresDir, feature] = match;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = featureOf(featuresDir, path.resolve(path.dirname(context.physicalFilename), specifier));
      if (!target || target === feature) return;
      const back = pathBetween(featureGraph(featuresDir), target, feature);
      if (back)
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { route: [feature, ...back].join(' → ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layers = { rules: { 'no-feature-cycle': noFeatureCycle } };

// A local ESLint rule: the folders of an area (apps/server/src) do not import each other in a
// circle. Issue 33 found services <-> partners and services <-> privacy: each folder then needs
// the other to be understood, and the layers of eslint.config.js no longer say which is below.
// eslint-plugin-import-x's no-cycle works file by file and needs unrs-resolver's binaries, which
// the registry this project installs from does not serve (see layer-boundaries.js); a cycle
// between folders is what we guard, and that needs only the folders' relative imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Relative import specifiers: `from '…'`, `import '…'`, `import('…')`. */
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/** The area's top folder a path is in, or undefined (outside it, or a file at its top). */
function folderOf(areaRoot, file) {
  const parts = path.relative(areaRoot, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' && !path.isAbsolute(parts[0]) ? parts[0] : undefined;
}

/** Folder -> the other folders its files import, read from the files on disk. */
function folderGraph(areaRoot) {
  const graph = new Map();
  const visit = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (SOURCE.test(entry.name)) {
        const from = folderOf(areaRoot, full);
        if (!from) continue;
        for (const [, specifier] of readFileSync(full, 'utf8').matchAll(RELATIVE_IMPORT)) {
          const to = folderOf(areaRoot, path.resolve(directory, specifier));
          if (to && to !== from) graph.set(from, new Set([...(graph.get(from) ?? []), to]));
        }
      }
    }
  };
  visit(areaRoot);
  return graph;
}

/** A way from `start` to `goal` through the graph, as the folders on it, or undefined. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === goal) {
      const way = [];
      for (let at = goal; at !== undefined; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const next of graph.get(folder) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return undefined;
}

// One lint run reads each area once.
const graphs = new Map();
const graphOf = (areaRoot) => {
  if (!graphs.has(areaRoot)) graphs.set(areaRoot, folderGraph(areaRoot));
  return graphs.get(areaRoot);
};

export const folderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'The folders of an area do not import each other in a circle' },
    schema: [
      { type: 'object', properties: { areas: { type: 'array', items: { type: 'string' } } } },
    ],
  },
  create(context) {
    const file = context.filename;
    const areaRoot = (context.options[0]?.areas ?? [])
      .map((area) => path.resolve(root, area))
      .find((area) => folderOf(area, file));
    if (!areaRoot) return {};
    const from = folderOf(areaRoot, file);

    const check = (node) => {
      if (typeof node?.value !== 'string' || !node.value.startsWith('.')) return;
      const to = folderOf(areaRoot, path.resolve(path.dirname(file), node.value));
      if (!to || to === from) return;
      const back = pathBetween(graphOf(areaRoot), to, from);
      if (!back) return;
      context.report({
        node,
        message: `Folders import each other in a circle (${[from, ...back].join(' -> ')}): move what both need down to the folder it belongs to.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// A local ESLint rule: imports may not cross the layers declared in eslint/zones.js (a zone
// names the folders, files or npm packages its files may not import). It does
// what eslint-plugin-import-x's no-restricted-paths does for our case (relative paths and our
// workspace packages); that plugin needs unrs-resolver's per-platform binaries, which the npm
// registry this project installs from does not serve, so `npm ci` could not install it
// (docs/decisions/0012).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Our workspace packages, by the folder their imports land in. */
const WORKSPACES = {
  '@mizan/server': 'apps/server',
  '@mizan/web': 'apps/web',
  '@mizan/contracts': 'packages/contracts',
  '@mizan/bench': 'bench',
  '@mizan/e2e': 'e2e',
};

const inside = (file, folder) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Where an import specifier points in the repository, or undefined for outside packages. */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  for (const [name, folder] of Object.entries(WORKSPACES)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) {
      return path.join(root, folder, specifier.slice(name.length));
    }
  }
  return undefined;
}

const asList = (value) => (Array.isArray(value) ? value : [value]);

/** Whether a bare specifier names one of `packages` ('fastify', 'fastify/types'...). */
const namesPackage = (specifier, packages) =>
  packages.some((name) => specifier === name || specifier.startsWith(`${name}/`));

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay within the layers the zones allow' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } } }],
  },
  create(context) {
    const file = context.filename;
    // Paths in the zones are relative to the repository root; `except` is relative to `from`;
    // `unless` names targets the zone does not hold (yet).
    const zones = (context.options[0]?.zones ?? [])
      .map((zone) => ({
        targets: asList(zone.target).map((target) => path.resolve(root, target)),
        exempt: asList(zone.unless ?? []).map((file) => path.resolve(root, file)),
        froms: asList(zone.from ?? []).map((from) => path.resolve(root, from)),
        packages: asList(zone.packages ?? []),
        except: zone.except ?? [],
        message: zone.message,
      }))
      .filter((zone) => zone.targets.some((target) => inside(file, target)))
      .filter((zone) => !zone.exempt.some((exempt) => inside(file, exempt)));
    if (zones.length === 0) return {};

    const check = (node) => {
      if (typeof node?.value !== 'string') return;
      const imported = resolveSpecifier(node.value, file);
      if (!imported) {
        for (const zone of zones) {
          if (namesPackage(node.value, zone.packages))
            context.report({ node, message: zone.message });
        }
        return;
      }
      for (const zone of zones) {
        const from = zone.froms.find((folder) => inside(imported, folder));
        if (!from) continue;
        if (zone.except.some((except) => inside(imported, path.resolve(from, except)))) continue;
        context.report({ node, message: zone.message });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

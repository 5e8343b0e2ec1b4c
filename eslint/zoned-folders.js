// A local ESLint rule: every folder of an area (apps/server/src) is placed in a zone of the
// layer-boundaries rule. A folder no zone names is one whose imports nobody checks (issue 33
// found partners/, privacy/ and queue/ so), so a file in it fails lint until the folder is given
// a zone: what it may not import, and who may not import it.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const zonedFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'Every folder of an area is placed in a zone of eslint.config.js' },
    schema: [
      {
        type: 'object',
        properties: {
          areas: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                root: { type: 'string' },
                folders: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
      },
    ],
  },
  create(context) {
    const file = context.filename;
    for (const area of context.options[0]?.areas ?? []) {
      const [folder, ...rest] = path.relative(path.resolve(root, area.root), file).split(path.sep);
      // Outside the area, or a file at its top (app.ts, config.ts: named by the zones directly).
      if (folder === '..' || path.isAbsolute(folder) || rest.length === 0) continue;
      if (area.folders.includes(folder)) return {};
      return {
        Program(node) {
          context.report({
            node,
            message: `${area.root}/${folder} is in no zone of eslint/zones.js: place it in a layer (what it may not import, who may not import it) before adding files to it.`,
          });
        },
      };
    }
    return {};
  },
};

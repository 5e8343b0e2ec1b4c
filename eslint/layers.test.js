// The layers' rules, each shown to fail by a planted violation (decision 0019): the planted file
// is linted where it would sit, with the zones eslint.config.js sets, and nothing is written.
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { mizan } from './plugin.js';
import { mizanRules } from './zones.js';

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat', cwd: root });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { mizan },
    rules: mizanRules,
  },
];

/** The mizan/ rules' reports for `code` planted at `file` (relative to the repository). */
const reportsOf = (file, code) =>
  linter
    .verify(code, config, { filename: path.join(root, file) })
    .map((report) => ({ rule: report.ruleId, message: report.message }));

describe('every server folder is in a zone', () => {
  it('fails a file in a new folder until the folder is given a zone', () => {
    expect(reportsOf('apps/server/src/billing/invoices.ts', 'export const invoices = [];')).toEqual(
      [
        {
          rule: 'mizan/zoned-folders',
          message: expect.stringContaining('./apps/server/src/billing is in no zone'),
        },
      ],
    );
  });

  it('passes a file in each folder the zones place', () => {
    for (const folder of ['partners', 'privacy', 'queue', 'records', 'secrets', 'services']) {
      expect(reportsOf(`apps/server/src/${folder}/planted.ts`, 'export const x = 1;')).toEqual([]);
    }
  });
});

describe('the catalogue tables are read through the catalogue module', () => {
  it.each([
    'partners/bank-settings.ts',
    'partners/queue-delivery.ts',
    'partners/status-reports.ts',
    'privacy/erase.ts',
    'queue/planted.ts',
    'secrets/planted.ts',
  ])('fails %s importing them', (file) => {
    const reports = reportsOf(
      `apps/server/src/${file}`,
      "import { organizations } from '../db/schema/catalogue.ts';",
    );
    expect(reports).toEqual([
      {
        rule: 'mizan/layer-boundaries',
        message: expect.stringContaining('The catalogue tables belong to src/catalogue'),
      },
    ]);
  });

  it('passes the catalogue module itself', () => {
    const file = 'apps/server/src/catalogue/planted.ts';
    expect(reportsOf(file, "import { products } from '../db/schema/catalogue.ts';")).toEqual([]);
  });
});

/** The reports of a planted `import '<imported>'` in apps/server/src/<file>. */
const plantedImport = (file, imported) =>
  reportsOf(`apps/server/src/${file}`, `import '${imported}';`);

describe('no two server folders import each other', () => {
  it.each([
    // services imports partners (queueDelivery) and privacy (the erasure): the way back is a circle.
    ['partners/planted.ts', '../services/applications.ts', 'partners -> services -> partners'],
    ['privacy/planted.ts', '../services/data-requests.ts', 'privacy -> services -> privacy'],
    // lib's problems speak the texts: texts may not use lib (localized.ts moved to texts/ for it).
    ['texts/planted.ts', '../lib/problem.ts', 'texts -> lib -> texts'],
  ])('fails %s importing %s', (file, imported, circle) => {
    expect(plantedImport(file, imported)).toContainEqual({
      rule: 'mizan/folder-cycles',
      message: expect.stringContaining(`(${circle})`),
    });
  });

  it('passes an import down the layers', () => {
    expect(plantedImport('services/planted.ts', '../partners/queue-delivery.ts')).toEqual([]);
  });
});

describe('the new zones hold their layers', () => {
  it.each([
    ['partners/planted.ts', '../services/applications.ts', 'Partners (the bank pipeline)'],
    ['privacy/planted.ts', '../services/data-requests.ts', 'Privacy (exports, erasures)'],
    ['records/planted.ts', '../partners/signing.ts', 'The queue and the records'],
    ['queue/planted.ts', '../mail/sender.ts', 'The queue and the records'],
    ['secrets/planted.ts', '../partners/signing.ts', 'The sealed secrets are below'],
  ])('fails %s importing %s', (file, imported, message) => {
    expect(plantedImport(file, imported)).toContainEqual({
      rule: 'mizan/layer-boundaries',
      message: expect.stringContaining(message),
    });
  });
});

import type { Database } from '../db/client.ts';
import type { EditedItem, KindCounts, SeedCounts } from './seed-changes.ts';
import { syncCatalogue } from './sync.ts';

// `npm run db:seed [-- --overwrite]`, apart from opening the database (src/seed.ts): what it
// does and what it tells the operator. An operator tool, so its messages are in English.

export interface SeedCommandResult {
  /** 0 seeded; 1 refused (console edits); 2 bad arguments. */
  exitCode: 0 | 1 | 2;
  output: string;
}

const USAGE = 'Usage: npm run db:seed [-- --overwrite]';

export async function runSeedCommand(db: Database, args: string[]): Promise<SeedCommandResult> {
  const overwrite = args.includes('--overwrite');
  const unknown = args.filter((arg) => arg !== '--overwrite');
  if (unknown.length > 0) {
    return { exitCode: 2, output: `Unknown argument: ${unknown.join(' ')}\n${USAGE}` };
  }
  const result = await syncCatalogue(db, { overwrite });
  if (result.outcome === 'refused') {
    return {
      exitCode: 1,
      output: [
        `Refused: ${result.edited.length} catalogue item(s) were edited in the console since the seed wrote them, and the seed files would overwrite them. Nothing was changed.`,
        ...result.edited.map(describeEdit),
        'Keep the console edits (the seed files only fill an empty database), or run `npm run db:seed -- --overwrite` to replace them with the seed files.',
      ].join('\n'),
    };
  }
  return {
    exitCode: 0,
    output: [
      'Catalogue seeded from the seed files.',
      ...describeCounts(result.counts),
      ...(result.overwritten.length > 0
        ? [
            `Overwrote ${result.overwritten.length} console edit(s):`,
            ...result.overwritten.map(describeEdit),
          ]
        : []),
    ].join('\n'),
  };
}

/** One line per edited item: what it is, when it was edited, and what the seed does to it. */
function describeEdit(item: EditedItem): string {
  const name = item.kind === 'banner' ? `banner ${item.key}` : `${item.kind} "${item.key}"`;
  const id = item.kind === 'promo code' || item.kind === 'banner' ? '' : ` (id ${item.id})`;
  const action = item.seedWould === 'overwrite' ? 'seed values' : 'deactivated (not in the seed)';
  return `  - ${name}${id}: edited ${item.editedAt.toISOString()}, version ${item.version} -> ${action}`;
}

function describeCounts(counts: SeedCounts): string[] {
  return Object.entries(counts).map(([kind, tally]: [string, KindCounts]) => {
    const parts = [
      `${tally.inserted} inserted`,
      `${tally.updated} updated`,
      `${tally.deactivated} deactivated`,
      `${tally.unchanged} unchanged`,
    ];
    return `  ${`${kind}s:`.padEnd(16)} ${parts.join(', ')}`;
  });
}

// `npm run db:seed`: brings the demo catalogue in line with the seed files (visitors' data stays).
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { syncCatalogue } from './catalogue/index.ts';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
await syncCatalogue(database.db);
await database.close();
console.log(`Catalogue seeded (${database.kind}).`);

// `npm run db:seed`: brings the demo catalogue in line with the seed files (visitors' data stays).
import { databaseTarget, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { syncCatalogue } from './catalogue/index.ts';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await syncCatalogue(database.db);
await database.close();
console.log(`Catalogue seeded (${database.kind}).`);

// `npm run db:seed [-- --overwrite]`: fills the catalogue from the seed files (visitors' data
// stays). On a database with console edits it refuses and names them unless told --overwrite
// (catalogue/seed-command.ts).
import { databaseTarget, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runSeedCommand } from './catalogue/index.ts';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
try {
  const result = await runSeedCommand(database.db, process.argv.slice(2));
  (result.exitCode === 0 ? console.log : console.error)(`${result.output}\n(${database.kind})`);
  process.exitCode = result.exitCode;
} finally {
  await database.close();
}

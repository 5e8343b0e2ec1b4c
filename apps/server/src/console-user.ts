// `npm run console:user -- add EMAIL ROLE | reset EMAIL | disable EMAIL`, on the database the
// server's settings name (DATABASE_URL, or the embedded one under DATA_DIR: stop the server
// first, the embedded database serves one process at a time).
import { consoleSettings, databaseTarget, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runUserCommand } from './services/console/user-command.ts';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
try {
  const result = await runUserCommand(
    database.db,
    process.argv.slice(2),
    consoleSettings(config).publicUrl,
  );
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  process.exitCode = result.exitCode;
} finally {
  await database.close();
}

// `npm run data:retention`: erases now the personal data older than RETENTION_MONTHS, as the
// daily job does (services/retention.ts), on the database the server's settings name (DATABASE_URL,
// or the embedded one under DATA_DIR: stop the server first, the embedded database serves one
// process at a time), and prints what it erased. Counts only: never whose data.
import { databaseTarget, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runRetention } from './services/retention.ts';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
try {
  const run = await runRetention(database.db, {
    trigger: 'command',
    months: config.RETENTION_MONTHS,
    dataDir: config.dataDir,
  });
  console.log(
    `Erased the personal data of everything created before ${run!.cutoff} ` +
      `(${config.RETENTION_MONTHS} months): ${run!.applications} applications, ` +
      `${run!.supportRequests} support requests.`,
  );
} catch (error) {
  console.error(`Retention failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

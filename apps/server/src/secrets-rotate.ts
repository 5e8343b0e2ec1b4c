// `npm run secrets:rotate`: seals every stored secret (authenticator keys, bank secrets) again
// under the current key, the first of SECRETS_KEY (decision 0035), on the database the server's
// settings name (stop the server first when it is the embedded one under DATA_DIR). Afterwards
// the keys after the first (and the key file of DATA_DIR) may be removed. Prints a count only.
import { databaseTarget, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { resealSecrets } from './secrets/reseal.ts';
import { secretBoxFor } from './secrets/secret-box.ts';

const config = loadConfig();
const box = secretBoxFor(config.SECRETS_KEY, config.dataDir);
const database = await openDatabase(databaseTarget(config));
try {
  const resealed = await resealSecrets(database.db, box, 'notCurrent');
  console.log(`Sealed ${resealed} secrets again under key "${box.currentKeyId}".`);
} catch (error) {
  console.error(`Rotation failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

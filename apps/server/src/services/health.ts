import type { Health } from '@mizan/contracts';
import { pingDatabase, type Database } from '../db/client.ts';

/** Whether the service can serve: its database answers. `failure` says why not, for the log. */
export async function checkHealth(db: Database): Promise<{ health: Health; failure?: unknown }> {
  try {
    await pingDatabase(db);
    return { health: { status: 'ok', database: 'up' } };
  } catch (failure) {
    return { health: { status: 'unavailable', database: 'down' }, failure };
  }
}

import type { Health } from '@mizan/contracts';

/**
 * Whether the service can serve: its database answers `ping` (which has its own short bound,
 * db/timeouts.ts). `failure` says why not, for the log.
 */
export async function checkHealth(
  ping: () => Promise<void>,
): Promise<{ health: Health; failure?: unknown }> {
  try {
    await ping();
    return { health: { status: 'ok', database: 'up' } };
  } catch (failure) {
    return { health: { status: 'unavailable', database: 'down' }, failure };
  }
}

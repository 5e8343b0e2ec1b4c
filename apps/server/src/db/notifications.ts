import pg from 'pg';
import { BoundedClient, postgresClientConfig } from './postgres-pool.ts';
import { listenHeartbeatMs, type DatabaseTimeouts } from './timeouts.ts';

/** Stops listening. */
export type StopListening = () => Promise<void>;

const RECONNECT_DELAY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to queries), kept
 * open across server restarts, network losses and freezes. A connection that only receives
 * cannot tell a quiet server from a frozen one, so it asks something now and then: no answer
 * within the statement deadline and it is dropped and opened anew. Notifications sent while the
 * connection was down are lost, so a reconnection counts as a notification.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  timeouts: DatabaseTimeouts,
): Promise<StopListening> {
  let stopped = false;
  let client: BoundedClient | undefined;
  let delay = RECONNECT_DELAY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
  };

  // LISTEN again, a no-op for the server, so the session still shows what it is for. A missed
  // answer has already thrown the connection away: its 'end' reconnects.
  const listen = `LISTEN ${pg.escapeIdentifier(channel)}`;
  const heartbeat = setInterval(
    () => void client?.query(listen).catch(() => {}),
    listenHeartbeatMs(timeouts),
  );
  heartbeat.unref();

  const connect = async (afterLoss: boolean) => {
    const candidate = new BoundedClient(postgresClientConfig(url, timeouts));
    // 'end' follows every loss, a missed heartbeat included (BoundedClient listens for 'error').
    candidate.on('end', () => {
      if (client === candidate) client = undefined;
      reconnectLater();
    });
    candidate.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await candidate.connect();
      await candidate.query(listen);
    } catch (error) {
      if (!afterLoss) stopped = true;
      await candidate.close(timeouts.connectMs);
      if (!afterLoss) throw error;
      return;
    }
    if (stopped) {
      await candidate.close(timeouts.connectMs);
      return;
    }
    client = candidate;
    delay = RECONNECT_DELAY_MS.first;
    if (afterLoss) onNotify();
  };

  try {
    await connect(false);
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(heartbeat);
    await client?.close(timeouts.connectMs);
  };
}

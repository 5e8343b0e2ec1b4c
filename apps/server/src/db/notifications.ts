import pg from 'pg';

/** Stops listening. */
export type StopListening = () => Promise<void>;

const RECONNECT_DELAY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to queries), kept
 * open across server restarts and network losses. Notifications sent while the connection was
 * down are lost, so a reconnection counts as a notification.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | undefined;
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

  const connect = async (afterLoss: boolean) => {
    const candidate = new pg.Client({ connectionString: url });
    // An error is followed by 'end'; without a listener it would end the process.
    candidate.on('error', () => {});
    candidate.on('end', () => {
      if (client === candidate) client = undefined;
      reconnectLater();
    });
    candidate.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (!afterLoss) stopped = true;
      await candidate.end().catch(() => {});
      if (!afterLoss) throw error;
      return;
    }
    if (stopped) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    delay = RECONNECT_DELAY_MS.first;
    if (afterLoss) onNotify();
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

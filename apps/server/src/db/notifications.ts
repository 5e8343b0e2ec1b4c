import pg from 'pg';
import { BoundedClient, postgresClientConfig } from './postgres-pool.ts';
import { listenHeartbeatMs, type DatabaseTimeouts } from './timeouts.ts';

/** Stops listening. */
export type StopListening = () => Promise<void>;

const RECONNECT_DELAY_MS = { first: 500, max: 30_000 };

const listenTo = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;

/**
 * The channels a server process listens to (the catalogue's changes, the outbox's new mail), on
 * one PostgreSQL connection of its own (a pooled one would be handed to queries), opened with the
 * first channel and kept open across server restarts, network losses and freezes. A connection
 * that only receives cannot tell a quiet server from a frozen one, so it asks something now and
 * then: no answer within the statement deadline and it is dropped and opened anew. Notifications
 * sent while the connection was down are lost, so a reconnection counts as a notification on
 * every channel.
 */
export class PostgresListener {
  private readonly channels = new Map<string, Set<() => void>>();
  private client: BoundedClient | undefined;
  /** The first connection under way (a channel asked for while it connects waits for it). */
  private opening: Promise<void> | undefined;
  private delay = RECONNECT_DELAY_MS.first;
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly timeouts: DatabaseTimeouts,
  ) {}

  /** Calls onNotify on every NOTIFY on the channel, from any connection or process. */
  async listen(channel: string, onNotify: () => void): Promise<StopListening> {
    const callbacks = this.channels.get(channel) ?? new Set();
    const added = callbacks.size === 0;
    callbacks.add(onNotify);
    this.channels.set(channel, callbacks);
    try {
      if (!this.client && !this.opening) {
        this.opening = this.connect(false).finally(() => (this.opening = undefined));
      }
      await this.opening;
      if (added && this.client) await this.client.query(listenTo(channel));
    } catch (error) {
      this.forget(channel, onNotify);
      throw error;
    }
    return async () => {
      this.forget(channel, onNotify);
      if (this.channels.size === 0) await this.close();
    };
  }

  private forget(channel: string, onNotify: () => void) {
    const callbacks = this.channels.get(channel);
    callbacks?.delete(onNotify);
    if (callbacks?.size === 0) this.channels.delete(channel);
  }

  private async close() {
    clearTimeout(this.timer);
    this.timer = undefined;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    const client = this.client;
    this.client = undefined;
    await client?.close(this.timeouts.connectMs);
  }

  private reconnectLater() {
    if (this.channels.size === 0 || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect(true).catch(() => this.reconnectLater());
    }, this.delay);
    this.timer.unref();
    this.delay = Math.min(this.delay * 2, RECONNECT_DELAY_MS.max);
  }

  private async connect(afterLoss: boolean) {
    const candidate = new BoundedClient(postgresClientConfig(this.url, this.timeouts));
    // 'end' follows every loss, a missed heartbeat included (BoundedClient listens for 'error').
    candidate.on('end', () => {
      if (this.client !== candidate) return;
      this.client = undefined;
      this.reconnectLater();
    });
    candidate.on('notification', (message) => {
      for (const onNotify of this.channels.get(message.channel) ?? []) onNotify();
    });
    try {
      await candidate.connect();
      for (const channel of this.channels.keys()) await candidate.query(listenTo(channel));
    } catch (error) {
      await candidate.close(this.timeouts.connectMs);
      throw error;
    }
    if (this.channels.size === 0) {
      await candidate.close(this.timeouts.connectMs);
      return;
    }
    this.client = candidate;
    this.delay = RECONNECT_DELAY_MS.first;
    this.startHeartbeat();
    if (afterLoss) for (const callbacks of this.channels.values()) for (const f of callbacks) f();
  }

  /**
   * LISTEN again, a no-op for the server, so the session still shows what it is for. A missed
   * answer has already thrown the connection away: its 'end' reconnects.
   */
  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      const [channel] = this.channels.keys();
      if (channel) void this.client?.query(listenTo(channel)).catch(() => {});
    }, listenHeartbeatMs(this.timeouts));
    this.heartbeat.unref();
  }
}

// A TCP proxy on 127.0.0.1 in front of a real server, which can be frozen: while frozen it still
// accepts connections but moves no byte in either direction, as a stuck disk or a network
// partition looks to a client. Bytes sent meanwhile are held, not lost, and delivered in order
// when it thaws (TCP retransmits them once a partition heals), and so is a close: a client that
// gave up during the freeze has its last words delivered after it, as it would be in life.
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface FreezableProxy {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  freeze(): void;
  /**
   * Freezes just before forwarding the first client chunk that `matches` (that chunk is held
   * too), so that a test can stop a write between two of its statements.
   */
  freezeWhen(matches: (clientBytes: Buffer) => boolean): void;
  thaw(): void;
  readonly frozen: boolean;
  close(): Promise<void>;
}

/** One direction of one connection: what `from` sends is written to `to`. */
class Leg {
  private readonly held: Buffer[] = [];
  /** `from` has ended or closed; `to` is to be ended once everything held is written. */
  private finished = false;

  constructor(
    readonly from: Socket,
    private readonly to: Socket,
  ) {}

  read(chunk: Buffer, frozen: boolean) {
    if (frozen) this.held.push(chunk);
    else this.write(chunk);
  }

  finish(frozen: boolean) {
    this.finished = true;
    if (!frozen) this.to.end();
  }

  /**
   * Hands over what was held during the freeze (and a close that followed), then reads on.
   * Answers whether the leg is done with.
   */
  thaw(): boolean {
    for (const chunk of this.held.splice(0)) this.write(chunk);
    if (this.finished) this.to.end();
    else this.from.resume();
    return this.finished;
  }

  private write(chunk: Buffer) {
    if (!this.to.destroyed) this.to.write(chunk);
  }
}

export async function startFreezableProxy(
  target: { host: string; port: number } = { host: '127.0.0.1', port: 5432 },
): Promise<FreezableProxy> {
  let frozen = false;
  let trigger: ((bytes: Buffer) => boolean) | undefined;
  const legs = new Set<Leg>();
  const sockets = new Set<Socket>();

  const freezeAll = () => {
    frozen = true;
    for (const leg of legs) leg.from.pause();
  };

  const wire = (from: Socket, to: Socket, isClientSide: boolean) => {
    const leg = new Leg(from, to);
    legs.add(leg);
    if (frozen) from.pause();
    from.on('data', (chunk: Buffer) => {
      if (isClientSide && trigger?.(chunk)) {
        trigger = undefined;
        freezeAll();
      }
      // A chunk already read when the freeze began waits with the rest.
      leg.read(chunk, frozen);
    });
    // A clean end or a reset: either way the other side is ended, after what was held.
    const finish = () => {
      leg.finish(frozen);
      if (!frozen) legs.delete(leg);
    };
    from.on('end', finish);
    from.on('close', finish);
    from.on('error', () => {});
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    wire(client, upstream, true);
    wire(upstream, client, false);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    urlFor(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    freeze: freezeAll,
    freezeWhen(matches) {
      trigger = matches;
    },
    thaw() {
      frozen = false;
      trigger = undefined;
      for (const leg of legs) if (leg.thaw()) legs.delete(leg);
    },
    get frozen() {
      return frozen;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

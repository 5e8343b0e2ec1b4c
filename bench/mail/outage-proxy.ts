// A TCP proxy on 127.0.0.1 in front of PostgreSQL that can play a database outage without
// touching the server itself (other work shares it): down() cuts every open connection and
// refuses new ones (accepted and closed at once, as a restarting server or a dropped route
// looks to a client); up() lets connections through again.
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface OutageProxy {
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startOutageProxy(target: string): Promise<OutageProxy> {
  const { hostname, port } = new URL(target);
  let isDown = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };

  const server = createServer((client) => {
    track(client);
    if (isDown) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port || 5432), hostname);
    track(upstream);
    // A side that closes has its last bytes (a COMMIT sent just before a kill) passed on first.
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.end());
    upstream.on('close', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (server.address() as AddressInfo).port;

  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    urlFor(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxyPort);
      return proxied.toString();
    },
    down() {
      isDown = true;
      cutAll();
    },
    up() {
      isDown = false;
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

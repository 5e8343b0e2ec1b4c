// A bank's webhook receiver on 127.0.0.1, for the delivery tests and the benchmark: it answers
// as told (2xx, an error status, never, or not at all once stopped) and keeps every request it
// took with a 2xx, with its raw body and headers, so that a test can check the signature and
// count leads by webhook-id.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface Received {
  id: string;
  headers: Record<string, string>;
  body: string;
}

/** What the bank does with the next request: answer a status (with a body), or hang. */
export type Behaviour = { status: number; body?: string; retryAfter?: string } | 'hang';

export class BankPeer {
  /** Requests answered with a 2xx, in order. */
  readonly accepted: Received[] = [];
  /** Every request that arrived, whatever the answer. */
  readonly arrived: Received[] = [];
  behaviour: Behaviour = { status: 200 };
  /** Milliseconds to wait before answering. */
  delayMs = 0;
  /** When set, runs before each answer (after delayMs). */
  beforeAnswer: (() => Promise<void>) | undefined;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  private constructor(public port: number) {}

  /** Listens on a free port (or `port`, to come back where the bank was). */
  static async start(port = 0): Promise<BankPeer> {
    const peer = new BankPeer(port);
    await peer.listen();
    return peer;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/webhooks/mizan`;
  }

  /** Ids of the leads taken, each once. */
  acceptedIds(): Set<string> {
    return new Set(this.accepted.map((request) => request.id));
  }

  async listen(): Promise<void> {
    const server = createServer((request, response) => void this.handle(request, response));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('bank peer not listening');
    this.port = address.port;
    this.server = server;
  }

  /** Stops listening and drops open connections: from now on connections are refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const received = { id: headers['webhook-id'] ?? '', headers, body };
    this.arrived.push(received);
    const behaviour = this.behaviour;
    if (behaviour === 'hang') return;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    await this.beforeAnswer?.();
    // A request whose sender went away meanwhile (killed, timed out) was never answered.
    if (response.destroyed || request.socket.destroyed) return;
    if (behaviour.status >= 200 && behaviour.status < 300) this.accepted.push(received);
    response.writeHead(behaviour.status, {
      'content-type': 'text/plain',
      ...(behaviour.retryAfter && { 'retry-after': behaviour.retryAfter }),
    });
    response.end(behaviour.body ?? '');
  }
}

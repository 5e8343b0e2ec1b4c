import net from 'node:net';
import { performance } from 'node:perf_hooks';

// Load written on raw keep-alive sockets: Node's HTTP client (and autocannon, on a busy pair)
// costs the generator several times what a cached call costs the server, and a generator that
// cannot keep up shows up as the server's latency or hides the server's limit.

export interface PacedRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
}

const TIMEOUT_MS = 10_000;
const HEADERS_END = Buffer.from('\r\n\r\n');

function requestBytes(host: string, { path, method = 'GET', headers = {}, body }: PacedRequest) {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
}

/** One keep-alive connection, one request at a time; answers need a content-length (ours do). */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private onAnswer: ((ok: boolean) => void) | undefined;
  readonly socket: net.Socket;

  constructor(port: number, host: string, onClosed: (connection: Connection) => void) {
    this.socket = net.connect(port, host);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk) => this.read(chunk));
    // 'error' comes before 'close'; the request in flight fails once, on close.
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.answer(false);
      onClosed(this);
    });
  }

  send(bytes: string, onAnswer: (ok: boolean) => void): void {
    this.onAnswer = onAnswer;
    this.socket.write(bytes);
  }

  private answer(ok: boolean) {
    const onAnswer = this.onAnswer;
    this.onAnswer = undefined;
    onAnswer?.(ok);
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf(HEADERS_END);
    if (end === -1) return;
    const head = this.buffer.toString('latin1', 0, end);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const total = end + HEADERS_END.length + length;
    if (this.buffer.length < total) return;
    this.buffer = this.buffer.subarray(total);
    const status = Number(head.slice(9, 12));
    this.answer(status >= 200 && status < 400);
  }
}

// Open-loop load at a constant rate, as wrk2 makes it. autocannon's overallRate lets every
// connection send its share of a second's requests as fast as it can at the start of the second
// and then wait: that measures bursts at full speed, not half the load. Here requests leave on
// an even schedule whether or not earlier ones have come back, and each latency counts from
// when its request was due, so a stall shows in the percentiles instead of quietly slowing the
// generator down (no coordinated omission).
export async function pacedLoad(options: {
  base: string;
  /** Requests per second. */
  rate: number;
  durationS: number;
  connections: number;
  request: () => PacedRequest;
}): Promise<PacedResult> {
  const { rate, durationS, request } = options;
  const { hostname, port, host } = new URL(options.base);
  const total = Math.max(1, Math.round(rate * durationS));
  const latencies: number[] = [];
  let errors = 0;
  let done = 0;
  /** Set at the end: sockets closed then are ours, and late answers no longer count. */
  let stopped = false;
  const idle: Connection[] = [];
  /** Requests that are due while every connection is busy wait here, their clock running. */
  const waiting: { dueAt: number; bytes: string }[] = [];
  const open = new Set<Connection>();
  const connect = () => {
    const connection = new Connection(Number(port), hostname, (closed) => {
      open.delete(closed);
      const at = idle.indexOf(closed);
      if (at !== -1) idle.splice(at, 1);
      if (!stopped) connect();
    });
    open.add(connection);
    idle.push(connection);
  };
  for (let i = 0; i < options.connections; i += 1) connect();

  let finished!: () => void;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const settle = (dueAt: number, ok: boolean) => {
    if (stopped) return;
    if (ok) latencies.push(performance.now() - dueAt);
    else errors += 1;
    done += 1;
    if (done === total) finished();
  };
  const dispatch = (connection: Connection, dueAt: number, bytes: string) => {
    // Each request settles once, whichever of its answer, failure or time-out comes first.
    let settled = false;
    const timer = setTimeout(() => connection.socket.destroy(), TIMEOUT_MS);
    connection.send(bytes, (ok) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle(dueAt, ok);
      if (!open.has(connection)) return;
      const next = waiting.shift();
      if (next) dispatch(connection, next.dueAt, next.bytes);
      else idle.push(connection);
    });
  };

  const start = performance.now();
  let sent = 0;
  const tick = () => {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    while (sent < due) {
      const dueAt = start + (sent * 1000) / rate;
      sent += 1;
      const bytes = requestBytes(host, request());
      const connection = idle.pop();
      if (connection) dispatch(connection, dueAt, bytes);
      else waiting.push({ dueAt, bytes });
    }
    if (sent < total) setTimeout(tick, 1);
  };
  tick();
  // Whatever has not come back well after the end counts as failed, and the run ends.
  const deadline = setTimeout(finished, (durationS + 15) * 1000);
  await allDone;
  stopped = true;
  clearTimeout(deadline);
  errors += total - done;
  const elapsedS = (performance.now() - start) / 1000;
  for (const connection of open) connection.socket.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    rps: Math.round(latencies.length / elapsedS),
    p50: at(0.5),
    p97_5: at(0.975),
    p99: at(0.99),
    errors,
  };
}

/**
 * Closed-loop load: each connection sends its next request as soon as the last one is answered,
 * for `durationS` seconds. Counts the answers (2xx and 3xx) and the failures.
 */
export async function closedLoad(options: {
  base: string;
  durationS: number;
  connections: number;
  request: () => PacedRequest;
}): Promise<{ requests: number; errors: number }> {
  const { hostname, port, host } = new URL(options.base);
  let requests = 0;
  let errors = 0;
  let stopped = false;
  const open = new Set<Connection>();
  const loop = (connection: Connection) => {
    connection.send(requestBytes(host, options.request()), (ok) => {
      if (stopped) return;
      if (ok) requests += 1;
      else errors += 1;
      if (open.has(connection)) loop(connection);
    });
  };
  const connect = () => {
    const connection = new Connection(Number(port), hostname, (closed) => {
      open.delete(closed);
      if (!stopped) connect();
    });
    open.add(connection);
    loop(connection);
  };
  for (let i = 0; i < options.connections; i += 1) connect();
  await new Promise((resolve) => setTimeout(resolve, options.durationS * 1000));
  stopped = true;
  for (const connection of open) connection.socket.destroy();
  return { requests, errors };
}

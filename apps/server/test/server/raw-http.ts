// Speaking HTTP/1.1 by hand over a TCP socket, for requests no HTTP client would send: a bad
// percent-encoding, raw control characters, more body than the Content-Length says.
import { connect } from 'node:net';
import type { App } from '../../src/app.ts';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** Starts `app` on a free loopback port; answers the port. */
export async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app is not listening');
  return address.port;
}

/** Writes `request` as is and reads until the server closes the connection (or after 3 s). */
export function exchange(port: number, request: string | Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(3000, () => socket.end());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

/** Every response in what the server wrote on one connection, in order. */
export function parseResponses(raw: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new Error(`an incomplete response: ${rest.toString('latin1')}`);
    const [statusLine = '', ...lines] = rest.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.subarray(bodyStart, bodyStart + length).toString('utf8'),
    });
    rest = rest.subarray(bodyStart + length);
  }
  return responses;
}

/** One GET with a request target written byte for byte. */
export async function rawGet(port: number, target: string | Buffer): Promise<RawResponse[]> {
  const request = Buffer.concat([
    Buffer.from('GET '),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
  ]);
  return parseResponses(await exchange(port, request));
}

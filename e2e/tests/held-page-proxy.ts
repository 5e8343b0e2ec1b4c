// A proxy on 127.0.0.1 in front of the e2e server that sends a page's HTML in two parts, the
// second held back until the test lets it go: as a slow connection delivers a page, whose first
// part the browser draws before the rest has come. Every other request passes through as it is.
import { once } from 'node:events';
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldPageProxy {
  /** The proxy's origin, to open pages through. */
  readonly url: string;
  /** Sends the rest of the page held back (the next page request is held again). */
  release(): void;
  close(): Promise<void>;
}

/**
 * `cutBefore` finds where the held part of a page starts (an index into its HTML); a page request
 * is one that accepts text/html.
 */
export async function startHeldPageProxy(
  upstream: string,
  cutBefore: (html: string) => number,
): Promise<HeldPageProxy> {
  const target = new URL(upstream);
  let release = () => undefined as void;

  const server = createServer((incoming, outgoing) => {
    const isPage = (incoming.headers.accept ?? '').includes('text/html');
    // A page is asked for whole and uncompressed, so that it can be cut where the test says.
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: target.host };
    if (isPage) headers['accept-encoding'] = 'identity';
    const upstreamRequest = forward(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        if (!isPage || answer.statusCode !== 200) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = cutBefore(html);
          if (cut <= 0 || cut >= html.length) {
            outgoing.writeHead(500).end(`the proxy found no place to cut ${incoming.url}`);
            return;
          }
          // Sent in two parts, its length no longer announced: chunked, as a streamed page is.
          const pageHeaders = { ...answer.headers };
          delete pageHeaders['content-length'];
          outgoing.writeHead(200, pageHeaders);
          outgoing.write(html.slice(0, cut));
          release = () => outgoing.end(html.slice(cut));
        });
      },
    );
    incoming.pipe(upstreamRequest);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release: () => release(),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

import { createServer } from 'node:net';

/**
 * A port of 127.0.0.1 that nothing listens on now: the system picks one, and it is let go again
 * for the server a test, an e2e run or a bench starts. The one way to pick a port in the server's
 * tests, the e2e tests and the bench, so that none of them uses a fixed port another run holds.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('the probe got no port')),
      );
    });
  });
}

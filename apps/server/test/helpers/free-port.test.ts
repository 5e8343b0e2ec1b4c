import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

describe('freePort', () => {
  it('gives a port of 127.0.0.1 a server can then listen on', async () => {
    const port = await freePort();
    const server = createServer((_request, response) => response.end('up'));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('up');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// A request's logger is made only when the request writes a line; whoever reads the logs sees
// the same lines, each with its request id, as with pino's own child logger.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from '../../src/lib/request-logger.ts';

function logged(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // Fastify's own logger: pino, as the server runs it.
  return { parent: Fastify({ logger: { level, stream } }).log, lines };
}

describe('the request logger', () => {
  it('writes lines at or above the level, each carrying the request id', () => {
    const { parent, lines } = logged('info');
    const log = requestLogger(parent, { reqId: 'r-1' }, {});
    log.debug('not written');
    log.info({ statusCode: 200 }, 'request completed');
    log.error(new Error('broken'), 'failed');

    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-1', 'request completed'],
      ['r-1', 'failed'],
    ]);
    expect(lines[0]!.statusCode).toBe(200);
    expect((lines[1]!.err as { message: string }).message).toBe('broken');
  });

  it('keeps the request id in its own children and follows a level change', () => {
    const { parent, lines } = logged('warn');
    const log = requestLogger(parent, { reqId: 'r-2' }, {});
    expect(log.level).toBe('warn');

    log.child({ part: 'mail' }).warn('slow relay');
    log.level = 'debug';
    log.debug('now written');

    expect(lines.map((line) => [line.reqId, line.part, line.msg])).toEqual([
      ['r-2', 'mail', 'slow relay'],
      ['r-2', undefined, 'now written'],
    ]);
    expect(parent.level).toBe('warn');
  });

  it('gives a route with its own log level that level at once', () => {
    const { parent, lines } = logged('warn');
    const log = requestLogger(parent, { reqId: 'r-3' }, { level: 'debug' });
    log.debug('route detail');
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([['r-3', 'route detail']]);
  });
});

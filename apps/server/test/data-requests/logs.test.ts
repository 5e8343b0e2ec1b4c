// A data request's address and its link's token never reach the logs (issue 25), at debug level,
// through a request, its confirmation, a second use and a failed one.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { createCustomer, send } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { peerMail, uniqueEmail, waitFor } from '../mail/helpers.ts';
import { SmtpPeer } from '../mail/smtp-peer.ts';

let peer: SmtpPeer;
let app: App;
const logLines: string[] = [];
beforeAll(async () => {
  peer = await SmtpPeer.start();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp('pglite', { mail: peerMail(peer), logger: { level: 'debug', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await peer?.stop();
});

describe('the logs of data requests', () => {
  it('hold neither the address nor the token', async () => {
    const email = uniqueEmail('quiet');
    await createCustomer(app, 'ae', { email });
    const asked = await send(app, 'POST', '/api/data-requests/public', {
      payload: { email, kind: 'export' },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await waitFor('the link', () => peer.to(email)[0]);
    const token = /confirm\?token=([\w-]{43})/.exec(mail.parsed.text!)![1]!;
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await send(app, 'POST', '/api/data-requests/public/confirm', {
        payload: { token },
      });
      expect(confirmed.statusCode).toBe(200);
    }
    const forged = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await send(app, 'POST', '/api/data-requests/public/confirm', {
      payload: { token: forged },
    });
    expect(refused.statusCode).toBe(404);

    // The request was logged (its outcome), so the check below looks at real lines.
    expect(logLines.some((line) => line.includes('"outcome":"linkSent"'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(email);
      expect(line).not.toContain(token);
      expect(line).not.toContain(forged);
    }
  });
});

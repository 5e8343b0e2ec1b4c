// docs/partners.md prints two worked signature examples for banks' developers to check their
// code against. Recomputed here from the doc's own values, so that the doc cannot drift.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { signedHeaders, verifiedBy } from '../../src/partners/signing.ts';

const doc = readFileSync(new URL('../../../../docs/partners.md', import.meta.url), 'utf8');

/** The `name: value` lines of the fenced block after `<!-- signature-example: <which> ... -->`. */
function example(which: string): Record<string, string> {
  const marker = doc.indexOf(`<!-- signature-example: ${which} `);
  expect(marker, `the ${which} example's marker`).toBeGreaterThan(-1);
  const block = /```text\n([\s\S]*?)\n```/.exec(doc.slice(marker))![1]!;
  return Object.fromEntries(
    block.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    }),
  );
}

describe('the worked examples of docs/partners.md', () => {
  it.each(['webhook', 'status'])('%s: the printed signature is the one computed', (which) => {
    const values = example(which);
    const at = new Date(Number(values['webhook-timestamp']) * 1000);
    const body = values.body!;
    JSON.parse(body);
    // The Standard Webhooks library, as a bank would use it...
    expect(new Webhook(values.secret!).sign(values['webhook-id']!, at, body)).toBe(
      values['webhook-signature'],
    );
    // ...our own signing, as the worker sends it...
    expect(
      signedHeaders([values.secret!], values['webhook-id']!, body, at)['webhook-signature'],
    ).toBe(values['webhook-signature']);
    // ...and the scheme as the doc spells it out, by hand.
    const key = Buffer.from(values.secret!.replace(/^whsec_/, ''), 'base64');
    const manual = createHmac('sha256', key)
      .update(`${values['webhook-id']}.${values['webhook-timestamp']}.${body}`)
      .digest('base64');
    expect(`v1,${manual}`).toBe(values['webhook-signature']);
  });

  it('the example key is the one the doc names', () => {
    const key = Buffer.from(example('webhook').secret!.replace(/^whsec_/, ''), 'base64');
    expect(key.toString()).toBe('mizan-example-secret-do-not-use!');
    expect(doc).toContain('`mizan-example-secret-do-not-use!`');
  });

  it.each(['webhook', 'status'])(
    '%s: verifies with the library at its time, and not 6 minutes later',
    (which) => {
      const values = example(which);
      const headers = {
        'webhook-id': values['webhook-id'],
        'webhook-timestamp': values['webhook-timestamp'],
        'webhook-signature': values['webhook-signature'],
      };
      const sentAt = Number(values['webhook-timestamp']) * 1000;
      vi.useFakeTimers({ now: sentAt + 60_000, toFake: ['Date'] });
      try {
        expect(verifiedBy([values.secret!], values.body!, headers)).toBe(true);
        expect(verifiedBy([values.secret!], `${values.body} `, headers)).toBe(false);
        vi.setSystemTime(sentAt + 6 * 60_000);
        expect(verifiedBy([values.secret!], values.body!, headers)).toBe(false);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});

// Issue 32, point 8: how stored secrets are sealed (secrets/secret-box.ts), where the key comes
// from, and `npm run secrets:rotate` and the start's sealing of values stored in plain text
// (secrets/reseal.ts), on the database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { organizations } from '../../src/db/schema/catalogue.ts';
import { operators } from '../../src/db/schema/console.ts';
import { openBankSecrets } from '../../src/partners/bank-settings.ts';
import { newBankSecret, secretsInUse } from '../../src/partners/signing.ts';
import { resealSecrets } from '../../src/secrets/reseal.ts';
import {
  FILE_KEY_ID,
  SECRETS_KEY_FILE,
  SecretBox,
  sealingKeyIdOf,
  secretBoxFor,
} from '../../src/secrets/secret-box.ts';
import { signIn as signInService } from '../../src/services/console/sign-in.ts';
import { codeAhead, FAST_CONSOLE, setUpOperator } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const key = (id: string) => ({ id, key: randomBytes(32) });
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'mizan-secrets-'));

describe('a secret box', () => {
  it('seals under its first key; any of its keys opens what names it; anything else is refused', () => {
    const old = key('old');
    const box = new SecretBox([old]);
    const sealed = box.seal('totp', 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.old\.[\w-]{16}\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    // Sealed twice, two different values (a random IV each time).
    expect(box.seal('totp', 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);

    const rotated = new SecretBox([key('new'), old]);
    expect(rotated.open('totp', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealingKeyIdOf(rotated.seal('totp', 'x'))).toBe('new');

    expect(() => box.open('bank-webhook', sealed)).toThrow();
    expect(() => new SecretBox([key('other')]).open('totp', sealed)).toThrow(/key "old"/);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open('totp', altered)).toThrow();
    expect(() => box.open('totp', 'JBSWY3DPEHPK3PXP')).toThrow(/not sealed/);
  });

  it('without SECRETS_KEY, uses a key made once in DATA_DIR (mode 0600), and reads it beside SECRETS_KEY', () => {
    const dataDir = freshDir();
    const sealed = secretBoxFor(undefined, dataDir).seal('totp', 'plain');
    expect(statSync(path.join(dataDir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(sealingKeyIdOf(sealed)).toBe(FILE_KEY_ID);
    expect(secretBoxFor(undefined, dataDir).open('totp', sealed)).toBe('plain');
    // SECRETS_KEY set later: it seals, and what the file's key sealed still opens until rotated.
    const configured = secretBoxFor([key('k1')], dataDir);
    expect(configured.currentKeyId).toBe('k1');
    expect(configured.open('totp', sealed)).toBe('plain');
    // With SECRETS_KEY and no key file, none is made.
    const other = freshDir();
    secretBoxFor([key('k1')], other);
    expect(() => statSync(path.join(other, SECRETS_KEY_FILE))).toThrow();
  });
});

describe('SECRETS_KEY', () => {
  const base64 = () => randomBytes(32).toString('base64');

  it('takes id:key pairs, the first current', () => {
    const keys = loadConfig({ SECRETS_KEY: `b:${base64()}, a:${base64()}` }).SECRETS_KEY!;
    expect(keys.map((one) => one.id)).toEqual(['b', 'a']);
    expect(keys.every((one) => one.key.length === 32)).toBe(true);
    expect(loadConfig({}).SECRETS_KEY).toBeUndefined();
  });

  it.each([
    ['no id', () => base64(), /entry 1 is not id:key/],
    ['a short key', () => `k1:${randomBytes(16).toString('base64')}`, /32 bytes in base64/],
    ['an id twice', () => `k1:${base64()},k1:${base64()}`, /given twice/],
    ['the key file’s id', () => `file:${base64()}`, /key file/],
    ['a bad id', () => `k 1:${base64()}`, /letters, digits/],
  ])('refuses %s, naming the variable and never the key', (_name, value, message) => {
    const setting = value();
    let error: Error | undefined;
    try {
      loadConfig({ SECRETS_KEY: setting });
    } catch (thrown) {
      error = thrown as Error;
    }
    expect(error?.message).toMatch(/SECRETS_KEY/);
    expect(error?.message).toMatch(message);
    for (const part of setting.split(/[,:]/)) {
      if (part.length > 8) expect(error?.message).not.toContain(part);
    }
  });
});

describe.each(databaseKinds)('sealing the stored secrets again (%s)', (kind) => {
  const oldKey = key('old');
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, {
      console: FAST_CONSOLE,
      secretBox: new SecretBox([oldKey]),
    });
  });
  afterAll(() => app.close());

  const storedValues = async () => {
    const people = await app.db
      .select({ totp: operators.totpSecret, pending: operators.pendingTotpSecret })
      .from(operators);
    const banks = await app.db
      .select({
        current: organizations.deliverySecret,
        previous: organizations.deliveryPreviousSecret,
      })
      .from(organizations);
    return [...people, ...banks].flatMap((row) => Object.values(row)).filter((v) => v !== null);
  };

  it('rotation seals every value under the current key; the old key’s values open until then', async () => {
    const operator = await setUpOperator(app, 'admin', 'rotate@mizan.example');
    const [bank] = await app.db.select({ id: organizations.id }).from(organizations).limit(1);
    const current = newBankSecret();
    const previous = newBankSecret();
    await app.db
      .update(organizations)
      .set({
        deliverySecret: app.secretBox.seal('bank-webhook', current),
        deliveryPreviousSecret: app.secretBox.seal('bank-webhook', previous),
        deliverySecretRotatedAt: new Date(),
      })
      .where(eq(organizations.id, bank!.id));
    expect((await storedValues()).map(sealingKeyIdOf)).toEqual(['old', 'old', 'old']);

    const newKey = key('new');
    const rotated = new SecretBox([newKey, oldKey]);
    // Each code is accepted once: the step last taken is forgotten before each sign-in.
    const signIn = async (box: SecretBox) => {
      await app.db.update(operators).set({ lastTotpStep: null });
      return signInService(
        app.db,
        box,
        { email: operator.email, password: operator.password, code: codeAhead(operator.secret) },
        FAST_CONSOLE,
        '127.0.0.1',
      );
    };
    // Before the rotation, the new key's box still opens the old key's values.
    expect((await signIn(rotated)).factor).toBe('totp');

    expect(await resealSecrets(app.db, rotated, 'notCurrent')).toBe(3);
    expect((await storedValues()).map(sealingKeyIdOf)).toEqual(['new', 'new', 'new']);
    expect(await resealSecrets(app.db, rotated, 'notCurrent')).toBe(0);
    // The same secrets, now under the new key alone.
    const newOnly = new SecretBox([newKey]);
    expect((await signIn(newOnly)).factor).toBe('totp');
    const [row] = await app.db.select().from(organizations).where(eq(organizations.id, bank!.id));
    expect(secretsInUse(openBankSecrets(newOnly, row!))).toEqual([current, previous]);
    await expect(signIn(new SecretBox([oldKey]))).rejects.toThrow(/key "new"/);
  });

  it('seals at start what was stored in plain text before sealing, and nothing else', async () => {
    const box = new SecretBox([key('start')]);
    await app.db.update(operators).set({ pendingTotpSecret: 'JBSWY3DPEHPK3PXP' });
    const operatorCount = (await app.db.select().from(operators)).length;
    const sealedBefore = (await storedValues()).filter((value) => sealingKeyIdOf(value));

    expect(await resealSecrets(app.db, box, 'plain')).toBe(operatorCount);
    const after = await storedValues();
    expect(after.every((value) => sealingKeyIdOf(value) !== undefined)).toBe(true);
    expect(after).toEqual(expect.arrayContaining(sealedBefore));
    const [row] = await app.db.select().from(operators).limit(1);
    expect(box.open('totp', row!.pendingTotpSecret!)).toBe('JBSWY3DPEHPK3PXP');
  });
});

// A data request's address is kept only while it is needed (issue 25): the daily retention job
// forgets the address of a request whose link expired unconfirmed; the link still answers
// "expired", and requests still open or confirmed keep theirs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { dataRequests } from '../../src/db/schema/privacy.ts';
import { runRetention } from '../../src/services/retention.ts';
import { randomToken, tokenHash } from '../../src/services/console/secrets.ts';
import { expectProblem, send } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("the retention job and data requests' addresses (%s)", (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  async function stored(name: string, values: Partial<typeof dataRequests.$inferInsert>) {
    const [row] = await app.db
      .insert(dataRequests)
      .values({
        kind: 'erase',
        email: `${name}@example.com`,
        emailHash: name.padEnd(64, '0'),
        ...values,
      })
      .returning({ id: dataRequests.id });
    return row!.id;
  }
  const emailOf = async (id: string) =>
    (await app.db.select().from(dataRequests).where(eq(dataRequests.id, id)))[0]!.email;

  it('forgets the address of a request whose link expired unconfirmed, and only that', async () => {
    const token = randomToken();
    const expired = await stored('expired', {
      tokenHash: tokenHash(token),
      tokenExpiresAt: new Date(Date.now() - DAY_MS),
    });
    const open = await stored('open', {
      tokenHash: tokenHash(randomToken()),
      tokenExpiresAt: new Date(Date.now() + DAY_MS),
    });
    const confirmed = await stored('confirmed', {
      state: 'confirmed',
      tokenHash: tokenHash(randomToken()),
      tokenExpiresAt: new Date(Date.now() - DAY_MS),
      confirmedAt: new Date(Date.now() - 2 * DAY_MS),
      dueAt: new Date(Date.now() + 28 * DAY_MS),
    });

    const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-retention-'));
    expect(await runRetention(app.db, { trigger: 'command', months: 24, dataDir })).not.toBeNull();

    expect(await emailOf(expired)).toBeNull();
    expect(await emailOf(open)).toBe('open@example.com');
    expect(await emailOf(confirmed)).toBe('confirmed@example.com');
    // The link still says what became of it.
    const answer = await send(app, 'POST', '/api/data-requests/public/confirm', {
      payload: { token },
    });
    expectProblem(answer, 410);
  });
});

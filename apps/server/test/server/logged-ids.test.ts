// Request logs keep no application or customer id in clear (issue 32, point 1; decision 0031):
// each id in a path is a keyed hash, the same for the same id, so one visitor's lines still link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { startApplication, type Started } from '../helpers/api.ts';
import { keptLogLines } from '../helpers/log-lines.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('ids in request logs (%s)', (kind) => {
  const { lines, stream } = keptLogLines();
  let app: App;
  let started: Started;
  let other: Started;

  beforeAll(async () => {
    app = await buildTestApp(kind, { logger: { level: 'info', stream } });
    started = await startApplication(app, { country: 'ae', type: 'Card' });
    other = await startApplication(app, { country: 'ae', type: 'Loan' });
  });
  afterAll(() => app?.close());

  /** The path each "incoming request" line logged, in order. */
  const loggedPaths = () =>
    lines
      .filter((line) => line.msg === 'incoming request')
      .map((line) => (line.req as { url: string }).url);

  it('hash the application id of a public call, the same way on every request', async () => {
    const { applicationId, customerId } = started;
    const before = lines.length;
    for (const id of [applicationId, applicationId.toUpperCase(), other.applicationId]) {
      const response = await app.inject(`/api/applications/public/${id}?x=${applicationId}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const logged = lines
      .slice(before)
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(logged).toContain('incoming request');
    for (const id of [applicationId, customerId, other.applicationId, other.customerId]) {
      expect(logged.toLowerCase()).not.toContain(id);
    }

    const [first, again, another] = loggedPaths().slice(-3);
    expect(first).toMatch(/^\/api\/applications\/public\/id-[0-9a-f]{16}$/);
    // One visitor's lines link: the same id (in any case) logs the same; another id differently.
    expect(again).toBe(first);
    expect(another).not.toBe(first);
  });
});

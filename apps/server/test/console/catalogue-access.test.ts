// Who may change the catalogue (issue 23): every role reads it, only editors and admins write it,
// and a change without the session's CSRF token is refused before anything is written.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '@mizan/contracts/console';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { expectProblem, type Json } from '../helpers/api.ts';
import { answer, catalogueCalls, inputFrom, type KindPath } from '../helpers/catalogue.ts';
import { sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const KINDS: KindPath[] = [
  'products',
  'banks',
  'feature-groups',
  'features',
  'questions',
  'banners',
  'promo-codes',
];
const WRITERS: OperatorRole[] = ['admin', 'editor'];

describe.each(databaseKinds)('the catalogue editor: roles and CSRF (%s)', (database) => {
  let app: App;
  const sessions = {} as Record<OperatorRole, TestSession>;
  beforeAll(async () => {
    app = await buildTestApp(database);
    for (const role of OPERATOR_ROLES) sessions[role] = await sessionFor(app, role);
  });
  afterAll(() => app.close());

  /** The first item of the kind, read by an editor. */
  const firstOf = async (kind: KindPath): Promise<Json> => {
    const calls = catalogueCalls(app, sessions.editor, kind);
    return answer(await calls.get(answer(await calls.list()).items[0].id));
  };
  const catalogueEntries = () =>
    app.db.select().from(auditLog).where(like(auditLog.action, 'catalogue.%'));

  it.each(OPERATOR_ROLES)('%s reads every kind: lists, items, histories', async (role) => {
    for (const kind of KINDS) {
      const calls = catalogueCalls(app, sessions[role], kind);
      const list = answer(await calls.list());
      expect(list.total).toBeGreaterThan(0);
      const { id } = list.items[0];
      expect(answer(await calls.get(id)).id).toBe(id);
      expect(answer(await calls.history(id)).items.length).toBeGreaterThan(0);
    }
  });

  it.each(OPERATOR_ROLES.filter((role) => !WRITERS.includes(role)))(
    '%s may not add, save or restore anything (403), and nothing changes',
    async (role) => {
      for (const kind of KINDS) {
        const item = await firstOf(kind);
        const calls = catalogueCalls(app, sessions[role], kind);
        expectProblem(await calls.add(inputFrom(item)), 403);
        expectProblem(await calls.save(item.id, item), 403);
        expectProblem(await calls.restore(item.id, { version: 1 }), 403);
        expect(await firstOf(kind)).toEqual(item);
      }
      expect(await catalogueEntries()).toEqual([]);
    },
  );

  it('refuses every change without the CSRF token (403), or with another session’s', async () => {
    for (const kind of KINDS) {
      const item = await firstOf(kind);
      const calls = catalogueCalls(app, sessions.editor, kind);
      for (const csrf of [false, sessions.admin.csrfToken]) {
        expectProblem(await calls.save(item.id, item, { csrf }), 403);
        expectProblem(await calls.add(inputFrom(item), { csrf }), 403);
        expectProblem(await calls.restore(item.id, { version: 1 }, { csrf }), 403);
      }
      expect(await firstOf(kind)).toEqual(item);
    }
    expect(await catalogueEntries()).toEqual([]);
  });

  it.each(WRITERS)('%s may save, and is named in the history', async (role) => {
    const item = await firstOf('banners');
    answer(await catalogueCalls(app, sessions[role], 'banners').save(item.id, item));
    const history = answer(await catalogueCalls(app, sessions.analyst, 'banners').history(item.id));
    expect(history.items[0]).toMatchObject({
      version: item.version + 1,
      action: 'catalogue.update',
      actor: { id: sessions[role].operatorId, email: sessions[role].email },
    });
  });
});

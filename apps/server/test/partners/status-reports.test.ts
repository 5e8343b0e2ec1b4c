// A bank's status reports (issue 24, decision 0026), signed as a bank signs them with the
// Standard Webhooks library: the signature over the raw body and the 5-minute tolerance, the
// replay store, the same report twice, another bank's application, the transitions, a withdrawn
// application, a malformed body; each refusal changes nothing and a signed one is in the audit log. The first
// approval makes the bonus due and sends the applicant one email in their language (SMTP peer).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { fieldPath } from '@mizan/contracts';
import { auditLog } from '../../src/db/schema/console.ts';
import { organizations } from '../../src/db/schema/catalogue.ts';
import { applicationHistory, bonuses } from '../../src/db/schema/partners.ts';
import { applications } from '../../src/db/schema/visitors.ts';
import { newBankSecret } from '../../src/partners/signing.ts';
import {
  expectInvalid,
  expectProblem,
  submitJourney,
  UNKNOWN_ID,
  type Submitted,
} from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { settle, uniqueEmail, useMailApp, waitFor } from '../mail/helpers.ts';
import { bankOf, otherBank, sendReport, type TestBank } from './signed-reports.ts';

const MINUTE = 60_000;
const CARD_APPROVED = 'Your credit card application is approved';
const FINANCING_APPROVED_AR = 'تمت الموافقة على طلب تمويلك الشخصي';

describe.each(databaseKinds)('bank status reports (%s)', (kind) => {
  const { app, peer } = useMailApp(kind);
  let card: Submitted & { email: string };
  let bank: TestBank;

  beforeAll(async () => {
    const email = uniqueEmail('status.card');
    card = { ...(await submitJourney(app(), 'ae', 'Card', { email })), email };
    bank = await bankOf(app(), card.applicationId);
  });

  const stateOf = async (applicationId: string) => {
    const [row] = await app()
      .db.select({
        status: applications.status,
        bankStatus: applications.bankStatus,
        bankReference: applications.bankReference,
      })
      .from(applications)
      .where(eq(applications.id, applicationId));
    const history = await app()
      .db.select({ status: applicationHistory.status, source: applicationHistory.source })
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, applicationId))
      .orderBy(applicationHistory.at);
    const [bonus] = await app()
      .db.select()
      .from(bonuses)
      .where(eq(bonuses.applicationId, applicationId));
    return { ...row, history: history.map((h) => h.status), bonus };
  };

  const refusals = (reason: string) =>
    app()
      .db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'partner.report.refused'), eq(auditLog.target, `bank:${bank.key}`)),
      )
      .then((rows) =>
        rows.filter((row) => (row.after as { reason?: string } | null)?.reason === reason),
      );

  const report = (status: string, extra: Record<string, unknown> = {}) => ({
    applicationId: card.applicationId,
    status,
    ...extra,
  });

  it('refuses a report not signed by the bank, a missing header and a stale timestamp: 401, nothing changed or written', async () => {
    const before = await stateOf(card.applicationId);
    const answers = [
      await sendReport(app(), bank, report('approved'), { secret: newBankSecret() }),
      await sendReport(app(), bank, report('approved'), {
        headers: { 'webhook-signature': undefined },
      }),
      await sendReport(app(), bank, report('approved'), { headers: { 'webhook-id': undefined } }),
      await sendReport(app(), bank, report('approved'), {
        headers: { 'webhook-timestamp': undefined },
      }),
      await sendReport(app(), bank, report('approved'), { at: new Date(Date.now() - 6 * MINUTE) }),
      // Signed for one body, another sent: the signature covers the raw bytes.
      await sendReport(app(), bank, report('approved'), {
        headers: {
          'webhook-id': 'msg_1',
          'webhook-signature': new Webhook(bank.secret).sign(
            'msg_1',
            new Date(),
            JSON.stringify(report('received')),
          ),
        },
      }),
    ];
    const bodies = answers.map((answer) => expectProblem(answer, 401));
    // One answer for every way of getting it wrong.
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await stateOf(card.applicationId)).toEqual(before);
    // Anyone can post one: it is logged and counted (issue 32), never written to the audit log.
    expect(await refusals('signature')).toEqual([]);
  });

  it('answers an unknown bank key, and a bank without a secret, like a bad signature', async () => {
    const unknown = await sendReport(
      app(),
      { key: 'no-such-bank', secret: bank.secret },
      report('approved'),
    );
    const [withoutSecret] = await app()
      .db.select({ key: organizations.key })
      .from(organizations)
      .where(eq(organizations.key, (await otherBank(app(), bank.id)).key));
    await app()
      .db.update(organizations)
      .set({ deliverySecret: null })
      .where(eq(organizations.key, withoutSecret!.key));
    const noSecret = await sendReport(
      app(),
      { key: withoutSecret!.key, secret: bank.secret },
      report('approved'),
    );
    const good = await sendReport(app(), bank, report('approved'), { secret: newBankSecret() });
    expect(expectProblem(unknown, 401)).toEqual(expectProblem(good, 401));
    expect(expectProblem(noSecret, 401)).toEqual(expectProblem(good, 401));
  });

  it('checks the body after the signature: malformed is 400, named, logged, nothing changed', async () => {
    const before = await stateOf(card.applicationId);
    expectProblem(await sendReport(app(), bank, '{"applicationId":'), 400);
    expectInvalid(await sendReport(app(), bank, report('accepted')), fieldPath('body', ['status']));
    expectInvalid(await sendReport(app(), bank, report('approved', { amount: 5 })));
    // Unsigned, the same malformed body is a 401: nothing of a stranger's is parsed.
    expectProblem(
      await sendReport(app(), bank, report('accepted'), { secret: newBankSecret() }),
      401,
    );
    expect(await stateOf(card.applicationId)).toEqual(before);
    expect(await refusals('malformed')).toHaveLength(3);
  });

  it('answers another bank’s application exactly like an unknown one: 404', async () => {
    const before = await stateOf(card.applicationId);
    const stranger = await otherBank(app(), bank.id);
    const theirs = await sendReport(app(), stranger, report('approved'));
    const unknown = await sendReport(
      app(),
      bank,
      report('approved', { applicationId: UNKNOWN_ID }),
    );
    expect(expectProblem(theirs, 404)).toEqual(expectProblem(unknown, 404));
    expect(await stateOf(card.applicationId)).toEqual(before);
    expect(await refusals('unknownApplication')).toHaveLength(1);
  });

  it('applies received then approved; a replay or the same report again changes nothing; the bonus is due and one email goes out', async () => {
    const received = await sendReport(app(), bank, report('received', { reference: 'ENBD-778' }));
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({
      applicationId: card.applicationId,
      status: 'received',
      applied: true,
    });

    const approved = await sendReport(app(), bank, report('approved'), { id: 'msg_approved_1' });
    expect(approved.json()).toEqual({
      applicationId: card.applicationId,
      status: 'approved',
      applied: true,
    });
    // The same webhook-id again (a retry, or a replay): 200, nothing new.
    const replayed = await sendReport(app(), bank, report('approved'), { id: 'msg_approved_1' });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toMatchObject({ status: 'approved', applied: false });
    // The same report with a new id: 200, nothing new.
    const again = await sendReport(app(), bank, report('approved'));
    expect(again.json()).toMatchObject({ status: 'approved', applied: false });

    const state = await stateOf(card.applicationId);
    expect(state).toMatchObject({
      status: 'Submitted',
      bankStatus: 'approved',
      bankReference: 'ENBD-778',
      history: ['received', 'approved'],
    });
    expect(state.bonus).toMatchObject({ amount: 200, currency: 'AED', state: 'due', paidAt: null });

    await waitFor('the approval email', () => peer().to(card.email, CARD_APPROVED).length > 0);
    await settle(app());
    const [mail, ...more] = peer().to(card.email, CARD_APPROVED);
    expect(more).toHaveLength(0);
    expect(mail!.parsed.html).toContain('<html lang="en">');
    for (const part of [mail!.parsed.text!, mail!.parsed.html!]) {
      expect(part).toContain('Congratulations, Layla Haddad');
      expect(part).toContain(card.productName);
      expect(part).toContain('AED 200');
    }
  });

  it('refuses a step backwards (approved to received) with 409; issued follows approved without a second email', async () => {
    const backwards = await sendReport(app(), bank, report('received'));
    expectProblem(backwards, 409);
    expect((await stateOf(card.applicationId)).bankStatus).toBe('approved');
    expect(await refusals('impossible')).toHaveLength(1);

    const issued = await sendReport(app(), bank, report('issued'));
    expect(issued.json()).toMatchObject({ status: 'issued', applied: true });
    await settle(app());
    expect(peer().to(card.email, CARD_APPROVED)).toHaveLength(1);
    expect((await stateOf(card.applicationId)).history).toEqual(['received', 'approved', 'issued']);
  });

  it('takes an "issued" that comes first as the approval: SAR bonus, one email in Arabic; nothing goes back from it', async () => {
    const email = uniqueEmail('status.loan.ar');
    const loan = await submitJourney(app(), 'sa', 'Loan', { name: 'ليلى حداد', email }, 'ar');
    const lender = await bankOf(app(), loan.applicationId);
    const issued = await sendReport(app(), lender, {
      applicationId: loan.applicationId,
      status: 'issued',
    });
    expect(issued.json()).toMatchObject({ status: 'issued', applied: true });
    const approvedLater = await sendReport(app(), lender, {
      applicationId: loan.applicationId,
      status: 'approved',
    });
    expectProblem(approvedLater, 409);
    expect((await stateOf(loan.applicationId)).bonus).toMatchObject({
      amount: 205,
      currency: 'SAR',
      state: 'due',
    });

    await waitFor('the Arabic approval email', () => peer().to(email).length >= 2);
    await settle(app());
    const approvals = peer().to(email, FINANCING_APPROVED_AR);
    expect(approvals).toHaveLength(1);
    const { text, html } = approvals[0]!.parsed;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(text).toContain('تهانينا، ليلى حداد');
    expect(text).toContain(loan.productName);
    expect(text).toMatch(/205/);
    expect(text).not.toMatch(/Congratulations|approved|bonus/);
  });

  it('refuses approved after declined, and anything after a withdrawal: 409, nothing changed', async () => {
    const declinedApp = await submitJourney(app(), 'ae', 'Loan', {
      email: uniqueEmail('declined'),
    });
    const lender = await bankOf(app(), declinedApp.applicationId);
    const about = { applicationId: declinedApp.applicationId };
    expect((await sendReport(app(), lender, { ...about, status: 'declined' })).statusCode).toBe(
      200,
    );
    expectProblem(await sendReport(app(), lender, { ...about, status: 'approved' }), 409);
    expect(await stateOf(declinedApp.applicationId)).toMatchObject({
      bankStatus: 'declined',
      history: ['declined'],
      bonus: undefined,
    });

    const withdrawn = await submitJourney(app(), 'ae', 'Card', { email: uniqueEmail('withdrawn') });
    await app()
      .db.update(applications)
      .set({ status: 'Withdrawn', withdrawnAt: new Date() })
      .where(eq(applications.id, withdrawn.applicationId));
    const itsBank = await bankOf(app(), withdrawn.applicationId);
    expectProblem(
      await sendReport(app(), itsBank, {
        applicationId: withdrawn.applicationId,
        status: 'approved',
      }),
      409,
    );
    expect(await stateOf(withdrawn.applicationId)).toMatchObject({
      bankStatus: null,
      history: [],
      bonus: undefined,
    });
  });

  it('accepts the previous secret for 24 hours after a rotation, and not after', async () => {
    const previous = bank.secret;
    const current = newBankSecret();
    const rotate = (hoursAgo: number) =>
      app()
        .db.update(organizations)
        .set({
          deliverySecret: app().secretBox.seal('bank-webhook', current),
          deliveryPreviousSecret: app().secretBox.seal('bank-webhook', previous),
          deliverySecretRotatedAt: new Date(Date.now() - hoursAgo * 3_600_000),
        })
        .where(eq(organizations.id, bank.id));
    await rotate(23);
    const withOld = await sendReport(app(), bank, report('issued'));
    expect(withOld.statusCode, withOld.body).toBe(200);
    await rotate(25);
    expectProblem(await sendReport(app(), bank, report('issued')), 401);
    const withNew = await sendReport(app(), { ...bank, secret: current }, report('issued'));
    expect(withNew.statusCode, withNew.body).toBe(200);
    bank = { ...bank, secret: current };
  });

  it('refuses a body over 16 KB', async () => {
    const big = report('issued', { reference: 'x'.repeat(17 * 1024) });
    expect((await sendReport(app(), bank, big)).statusCode).toBe(413);
  });

  it('is documented in the OpenAPI document under "partners", with its headers and answers', async () => {
    const document = (await app().inject('/api/openapi.json')).json();
    const operation = document.paths['/api/partners/{bankKey}/status'].post;
    expect(operation.tags).toEqual(['partners']);
    expect(operation.operationId).toBe('reportApplicationStatus');
    const headers = operation.parameters
      .filter((parameter: { in: string }) => parameter.in === 'header')
      .map((parameter: { name: string }) => parameter.name);
    expect(headers).toEqual(
      expect.arrayContaining(['webhook-id', 'webhook-timestamp', 'webhook-signature']),
    );
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409', '413', '429']),
    );
    expect(JSON.stringify(operation.requestBody)).toContain('applicationId');
  });
});

describe('the status route’s rate limit', () => {
  it('has its own, roomier limit than the visitors’ writes', async () => {
    const app = await buildTestApp('pglite', {
      rateLimits: { writesPerMinute: 1, mailPerHour: 1 },
    });
    try {
      // Any bank with a secret; no application needed, an unknown one answers 404.
      const testBank = await otherBank(app, -1);
      // Three reports where a visitor gets one write a minute: none is limited.
      for (let i = 0; i < 3; i += 1) {
        const answer = await sendReport(app, testBank, {
          applicationId: UNKNOWN_ID,
          status: 'received',
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.headers['x-ratelimit-limit']).toBe('600');
      }
    } finally {
      await app.close();
    }
  });
});

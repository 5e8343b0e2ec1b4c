// POST /api/customer-profiles/public: the visitor's personal details, the promo code rules
// (SPEC sections 3 and 5), the country header, and the problem details of rejected requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bodyFieldOf, PERSONAL_DETAILS_FIELDS } from '@mizan/contracts';
import type { App } from '../../src/app.ts';
import { customers } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  expectInvalid,
  expectProblem,
  send,
  UUID_V4,
  validProfile,
  type Country,
  type Json,
} from '../helpers/api.ts';

const URL = '/api/customer-profiles/public';

describe.each(databaseKinds)('POST /api/customer-profiles/public (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const post = (payload: unknown, country?: Country) =>
    send(app, 'POST', URL, { payload, ...(country ? { country } : {}) });

  /** Posts a payload that must be refused, and checks that no customer was stored. */
  async function refused(
    request: () => ReturnType<typeof send>,
    status: number,
    field?: string,
  ): Promise<Json> {
    const before = await app.db.$count(customers);
    const response = await request();
    const body =
      status === 400 && field ? expectInvalid(response, field) : expectProblem(response, status);
    expect(await app.db.$count(customers)).toBe(before);
    return body;
  }

  it('creates a customer and answers 201 with a random customerId and the promo code', async () => {
    const response = await post(validProfile());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['customerId', 'promoCode']);
    expect(body.customerId).toMatch(UUID_V4);
    expect(body.promoCode).toBe('1-1-other');

    const [row] = await app.db.select().from(customers).where(eq(customers.id, body.customerId));
    expect(row).toMatchObject({ name: 'Layla Haddad', email: 'layla.haddad@example.com' });
  });

  it('gives every customer a different id', async () => {
    const first = (await post(validProfile())).json();
    const second = (await post(validProfile())).json();
    expect(first.customerId).not.toBe(second.customerId);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('uses the default promo code 1-1-other when it is %s', async (_, promoCode) => {
    // JSON leaves out an undefined field.
    const response = await post({ ...validProfile(), promoCode });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().promoCode).toBe('1-1-other');
  });

  it('keeps a known merchant code', async () => {
    const response = await post({ ...validProfile(), promoCode: '2-2-dubaimall' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().promoCode).toBe('2-2-dubaimall');
  });

  it('refuses a well-formed but unknown promo code with 422', async () => {
    const body = await refused(() => post({ ...validProfile(), promoCode: '9-9-nothing' }), 422);
    expect(body.detail).toContain('promoCode');
  });

  it('refuses a malformed promo code with 400', async () => {
    await refused(
      () => post({ ...validProfile(), promoCode: 'not a code' }),
      400,
      'body.promoCode',
    );
  });

  it('refuses malformed JSON with 400', async () => {
    await refused(
      () =>
        app.inject({
          method: 'POST',
          url: URL,
          headers: { 'content-type': 'application/json' },
          payload: '{"name": "Layla',
        }),
      400,
    );
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    await refused(
      () =>
        app.inject({
          method: 'POST',
          url: URL,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify(validProfile()),
        }),
      400,
      'body',
    );
  });

  it('refuses a content type it cannot read with 415', async () => {
    await refused(
      () =>
        app.inject({
          method: 'POST',
          url: URL,
          headers: { 'content-type': 'application/xml' },
          payload: '<profile/>',
        }),
      415,
    );
  });

  it('refuses an empty body with 400', async () => {
    await refused(
      () =>
        app.inject({
          method: 'POST',
          url: URL,
          headers: { 'content-type': 'application/json' },
          payload: '',
        }),
      400,
    );
  });

  it.each([
    ['a missing name', 'fullName', { name: undefined }],
    ['an empty name', 'fullName', { name: '' }],
    ['a name with digits', 'fullName', { name: 'Layla 2' }],
    ['a name with markup', 'fullName', { name: '<b>Layla</b>' }],
    ['a missing email', 'email', { email: undefined }],
    ['an email without @', 'email', { email: 'layla.example.com' }],
    ['an email with spaces', 'email', { email: 'layla haddad@example.com' }],
    ['a missing mobile number', 'phone', { mobileNumber: undefined }],
    ['a UK mobile number', 'phone', { mobileNumber: '+447911123456' }],
    ['a mobile number without +', 'phone', { mobileNumber: '971501234567' }],
    ['a mobile number with letters', 'phone', { mobileNumber: '+97150123abcd' }],
    ['a number as name', 'fullName', { name: 42 }],
    ['an email with a NUL character', 'email', { email: 'layla\u0000@example.com' }],
    ['an email with a control character', 'email', { email: 'layla\u0007@example.com' }],
  ])('refuses %s with 400 naming the form field', async (_, formField, change) => {
    const payload = { ...validProfile(), ...change };
    const body = await refused(() => post(payload), 400);
    // As the personal details form reads the answer to put the message under its field.
    const formFields = body.errors.map((error: Json) =>
      bodyFieldOf(error.field, PERSONAL_DETAILS_FIELDS),
    );
    expect(formFields).toContain(formField);
  });

  it('refuses unknown extra fields with 400', async () => {
    await refused(() => post({ ...validProfile(), role: 'admin' }), 400, 'body');
  });

  it('refuses an unsupported X-Country-Key with 400', async () => {
    await refused(
      () =>
        app.inject({
          method: 'POST',
          url: URL,
          headers: { 'x-country-key': 'XX' },
          payload: validProfile(),
        }),
      400,
      'header.x-country-key',
    );
  });

  it.each(['sa', 'SA', 'Sa'])(
    'accepts X-Country-Key %s and records a Saudi customer',
    async (header) => {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'x-country-key': header },
        payload: validProfile('sa'),
      });
      expect(response.statusCode, response.body).toBe(201);
      const { customerId } = response.json();
      const [row] = await app.db.select().from(customers).where(eq(customers.id, customerId));
      expect(row?.country).toBe('sa');
    },
  );

  it('records a UAE customer when the header is left out', async () => {
    const { customerId } = (await post(validProfile())).json();
    const [row] = await app.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.country).toBe('ae');
  });

  it('answers problem details, without server internals, for every refusal', async () => {
    const response = await post({ ...validProfile(), email: 'nope' });
    const body = expectInvalid(response, 'body.email');
    expect(body.detail).toContain('email');
    expect(response.body).not.toMatch(/stack|at \w+ \(|node_modules/);
  });
});

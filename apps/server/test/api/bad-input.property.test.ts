// Property-based: generated bad payloads thrown at every write endpoint. Whatever arrives, the
// answer is a 4xx problem-details body (never a 5xx, never a 2xx) and no visitor row changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { parseFieldPath } from '@mizan/contracts';
import {
  answeredApplication,
  answersFor,
  best,
  cardFeatureIds,
  countVisitorRows,
  createCustomer,
  fetchQuestions,
  filterUrl,
  ok,
  startApplication,
  submission,
  validProfile,
  type Json,
} from '../helpers/api.ts';

const RUNS = { numRuns: 60 };

/** The records a set of valid payloads refers to; all of them still untouched. */
async function createFixture(app: App) {
  const customer = await createCustomer(app);
  const card = await answeredApplication(app, 'ae', 'Card', best);
  const unanswered = await startApplication(app, { country: 'ae', type: 'Card' });
  const questions = await fetchQuestions(app, 'ae', 'Card');
  const features = (await cardFeatureIds(app)).slice(0, 3);
  const cards = await ok(app, 'GET', filterUrl(card.applicationId, { preferences: features }));
  return {
    customer,
    card,
    unanswered,
    questions,
    features,
    productId: cards.content[0].productId as number,
  };
}
type Fixture = Awaited<ReturnType<typeof createFixture>>;

/**
 * What a field may hold: a UUID, a text with a pattern, free text (any characters), a catalogue
 * id (an unknown one is refused too), a priority (1-5), or one of a few fixed words.
 */
type Kind = 'uuid' | 'text' | 'freeText' | 'id' | 'priority' | 'enum';
type Path = (string | number)[];
interface Field {
  path: Path;
  kind: Kind;
  /** Leaving the field out is valid. */
  optional?: boolean;
  /** null is valid. */
  nullable?: boolean;
  allowed?: string[];
}

interface Endpoint {
  name: string;
  method: 'POST' | 'PUT';
  /** The application in the path, for the routes that have one. */
  pathId?: (f: Fixture) => string;
  url: (pathId: string) => string;
  base: (f: Fixture) => unknown;
  fields: Field[];
  /** Anything a refused request must leave as it was, besides the row counts. */
  state?: (app: App, f: Fixture) => Promise<unknown>;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/customer-profiles/public',
    method: 'POST',
    url: () => '/api/customer-profiles/public',
    base: () => validProfile(),
    fields: [
      { path: ['name'], kind: 'text' },
      { path: ['email'], kind: 'text' },
      { path: ['mobileNumber'], kind: 'text' },
      { path: ['promoCode'], kind: 'text', optional: true },
    ],
  },
  {
    name: 'POST /api/applications/public',
    method: 'POST',
    url: () => '/api/applications/public',
    base: (f) => ({
      customer: { customerId: f.customer.customerId },
      location: { locationId: 1 },
      applicationType: 'Card',
      status: 'Created',
    }),
    fields: [
      { path: ['customer', 'customerId'], kind: 'uuid' },
      { path: ['location', 'locationId'], kind: 'id' },
      { path: ['applicationType'], kind: 'enum', allowed: ['Card', 'Loan'] },
      { path: ['status'], kind: 'enum', allowed: ['Created'] },
    ],
  },
  {
    name: 'PUT /api/applications/public',
    method: 'PUT',
    url: () => '/api/applications/public',
    base: (f) => submission(f.card, f.productId),
    fields: [
      { path: ['applicationId'], kind: 'uuid' },
      { path: ['customer', 'customerId'], kind: 'uuid' },
      { path: ['product', 'productId'], kind: 'id' },
      { path: ['applicationType'], kind: 'enum', allowed: ['Card', 'Loan'] },
      { path: ['status'], kind: 'enum', allowed: ['Submitted'] },
      { path: ['clientRiskProfile'], kind: 'freeText', optional: true, nullable: true },
    ],
    state: async (app, f) => {
      const application = await ok(app, 'GET', `/api/applications/public/${f.card.applicationId}`);
      return { status: application.status, product: application.product };
    },
  },
  {
    name: 'POST /api/screenings/public/bulk',
    method: 'POST',
    url: () => '/api/screenings/public/bulk',
    base: (f) => answersFor(f.unanswered.applicationId, f.questions, best),
    fields: [
      { path: [0, 'questionId'], kind: 'id' },
      { path: [0, 'applicationId'], kind: 'uuid' },
      { path: [0, 'response'], kind: 'id' },
      { path: [3, 'response'], kind: 'id' },
      { path: [5, 'applicationId'], kind: 'uuid' },
    ],
  },
  {
    name: 'POST /api/recommendations/public',
    method: 'POST',
    url: () => '/api/recommendations/public',
    base: (f) => ({
      applicationId: f.card.applicationId,
      preferences: f.features.map((featureId, index) => ({ featureId, priority: index + 1 })),
    }),
    fields: [
      { path: ['applicationId'], kind: 'uuid' },
      { path: ['preferences', 0, 'featureId'], kind: 'id' },
      { path: ['preferences', 2, 'featureId'], kind: 'id' },
      { path: ['preferences', 1, 'priority'], kind: 'priority' },
    ],
  },
  {
    name: 'POST /api/recommendations/public/count',
    method: 'POST',
    url: () => '/api/recommendations/public/count',
    base: (f) => ({
      applicationId: f.card.applicationId,
      preferences: f.features.map((featureId) => ({ featureId, featureName: 'A feature' })),
    }),
    fields: [
      { path: ['applicationId'], kind: 'uuid' },
      { path: ['preferences', 0, 'featureId'], kind: 'id' },
      { path: ['preferences', 1, 'featureName'], kind: 'freeText', optional: true },
    ],
  },
  {
    name: 'POST /api/product-recommendations/public/{id}',
    method: 'POST',
    pathId: (f) => f.card.applicationId,
    url: (id) => `/api/product-recommendations/public/${id}`,
    base: (f) => [{ applicationId: f.card.applicationId, productId: f.productId }],
    fields: [
      { path: [0, 'applicationId'], kind: 'uuid' },
      { path: [0, 'productId'], kind: 'id' },
    ],
  },
  {
    name: 'POST /api/selected-features/public/{id}',
    method: 'POST',
    pathId: (f) => f.card.applicationId,
    url: (id) => `/api/selected-features/public/${id}`,
    base: (f) =>
      f.features.map((featureId) => ({ applicationId: f.card.applicationId, featureId })),
    fields: [
      { path: [0, 'applicationId'], kind: 'uuid' },
      { path: [2, 'featureId'], kind: 'id' },
    ],
  },
];

// ---- Generators of bad values

const json = (): fc.Arbitrary<unknown> => fc.jsonValue({ maxDepth: 2 });
const anyNonNull = fc.oneof(
  fc.boolean(),
  fc.array(json(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), json(), { maxKeys: 3 }),
);
const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  anyNonNull,
);
const notANumber = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), anyNonNull);

/** A control character (C0, DEL or C1) put inside a valid value, never at its ends. */
const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f), fc.integer({ min: 0x80, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const withControlChar = (valid: string) =>
  fc
    .tuple(fc.integer({ min: 1, max: valid.length - 1 }), controlChar)
    .map(([at, char]) => valid.slice(0, at) + char + valid.slice(at));

/** Longer than any field allows; past 64 KB the whole body is too large. */
const huge = (valid: string) =>
  fc.integer({ min: 300, max: 100_000 }).map((length) => valid + 'x'.repeat(length));

const outOfRangeId = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: 0 }),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
);
/** In range but naming nothing in the catalogue. */
const unknownId = fc.integer({ min: 1_000_000, max: 2_147_483_647 });

const MISSING = Symbol('missing');

/** Wrong-typed or out-of-range values for a field whose valid value is `valid`. */
function badValue(field: Field, valid: unknown): fc.Arbitrary<unknown> {
  const absent = [
    ...(field.optional ? [] : [fc.constant(MISSING)]),
    ...(field.nullable ? [] : [fc.constant(null)]),
  ];
  switch (field.kind) {
    case 'uuid':
      return fc.oneof(notAString, fc.string({ maxLength: 40 }), ...absent);
    case 'text':
      return fc.oneof(notAString, huge(String(valid)), ...absent);
    case 'freeText':
      return fc.oneof(fc.integer(), anyNonNull, huge(String(valid)), ...absent);
    case 'id':
      return fc.oneof(notANumber, outOfRangeId, unknownId, ...absent);
    case 'priority':
      return fc.oneof(
        notANumber,
        fc.integer({ max: 0 }),
        fc.integer({ min: 6 }),
        fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
        ...absent,
      );
    case 'enum':
      return fc.oneof(
        notAString,
        fc.string({ maxLength: 12 }).filter((s) => !field.allowed!.includes(s)),
        ...absent,
      );
  }
}

// ---- Payload editing

function valueAt(payload: unknown, path: Path): unknown {
  return path.reduce<Json>((node, key) => node[key], payload);
}

/** A copy of the payload with one field replaced (or removed, for MISSING). */
function withValue(payload: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(payload) as Json;
  const parent = valueAt(copy, path.slice(0, -1)) as Json;
  const key = path.at(-1)!;
  if (value === MISSING) delete parent[key];
  else parent[key] = value;
  return copy;
}

const stringFields = (endpoint: Endpoint) =>
  endpoint.fields.filter((f) => f.kind === 'uuid' || f.kind === 'text');

/** Control characters spelled out, so that a failure shows them. */
const visible = (text: string) =>
  JSON.stringify(text).replace(
    /[\u007f-\u009f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A body as raw text: JSON of anything, or not JSON at all. */
const toText = (value: unknown) => JSON.stringify(value) ?? '';

describe.each(databaseKinds)('bad input is refused and never stored (%s)', (kind) => {
  let app: App;
  let fixture: Fixture;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    fixture = await createFixture(app);
  });
  afterAll(() => app.close());

  /** Sends one request and checks the refusal and that nothing changed. */
  async function expectRefused(endpoint: Endpoint, body: string, pathId?: string) {
    const snapshot = async () => ({
      rows: await countVisitorRows(app),
      state: await endpoint.state?.(app, fixture),
    });
    const before = await snapshot();
    const response = await app.inject({
      method: endpoint.method,
      url: endpoint.url(pathId ?? endpoint.pathId?.(fixture) ?? ''),
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    const context = `${response.statusCode} ${response.body.slice(0, 300)}\nfor ${visible(body.slice(0, 300))}`;
    expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, context).toBeLessThan(500);
    expect(response.headers['content-type'], context).toContain('application/problem+json');
    const problem = response.json();
    expect(problem.title, context).toEqual(expect.any(String));
    expect(problem.detail, context).toEqual(expect.any(String));
    expect(problem.status, context).toBe(response.statusCode);
    // Every field named by the one convention both sides read (contracts' fieldPath).
    for (const { field } of problem.errors ?? []) {
      expect(parseFieldPath(field), `${field} ${context}`).toBeDefined();
    }
    expect(await snapshot(), context).toEqual(before);
  }

  it('accepts the unmodified payloads (so that the mutations are what is refused)', async () => {
    // A second set of records, so that the fixture the properties use stays untouched.
    const spare = await createFixture(app);
    // The submission last: after it the application takes no more changes.
    const ordered = [...ENDPOINTS].sort(
      (a, b) => Number(a.method === 'PUT') - Number(b.method === 'PUT'),
    );
    for (const endpoint of ordered) {
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.url(endpoint.pathId?.(spare) ?? ''),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(endpoint.base(spare)),
      });
      expect(response.statusCode, `${endpoint.name}: ${response.body}`).toBeLessThan(300);
    }
  });

  describe.each(ENDPOINTS)('$name', (endpoint) => {
    it('refuses arbitrary JSON values and text', async () => {
      const body = fc.oneof(
        json().map(toText),
        fc.anything().map(toText),
        fc.string({ maxLength: 200 }),
      );
      await fc.assert(
        fc.asyncProperty(body, (text) => expectRefused(endpoint, text)),
        RUNS,
      );
    });

    it('refuses a valid payload with one field wrong-typed, out of range or missing', async () => {
      const base = endpoint.base(fixture);
      const mutation = fc
        .constantFrom(...endpoint.fields)
        .chain((field) =>
          badValue(field, valueAt(base, field.path)).map((value) => ({ field, value })),
        );
      await fc.assert(
        fc.asyncProperty(mutation, ({ field, value }) =>
          expectRefused(endpoint, toText(withValue(base, field.path, value))),
        ),
        RUNS,
      );
    });

    it('refuses strings with control characters', async () => {
      const base = endpoint.base(fixture);
      const mutation = fc
        .constantFrom(...stringFields(endpoint))
        .chain((field) =>
          withControlChar(String(valueAt(base, field.path))).map((value) => ({ field, value })),
        );
      await fc.assert(
        fc.asyncProperty(mutation, ({ field, value }) =>
          expectRefused(endpoint, toText(withValue(base, field.path, value))),
        ),
        RUNS,
      );
    });

    it('refuses huge strings, in a field or as an extra field', async () => {
      const base = endpoint.base(fixture);
      const fields = endpoint.fields.filter((f) => f.kind !== 'id' && f.kind !== 'priority');
      const mutation = fc.oneof(
        fc
          .constantFrom(...fields)
          .chain((field) =>
            huge(String(valueAt(base, field.path))).map((value) =>
              withValue(base, field.path, value),
            ),
          ),
        huge('').map((value) =>
          Array.isArray(base) ? [...base, value] : { ...(base as object), note: value },
        ),
      );
      await fc.assert(
        fc.asyncProperty(mutation, (payload) => expectRefused(endpoint, toText(payload))),
        RUNS,
      );
    });

    // The customer profile names no record, so it has no id to replace.
    const uuids = endpoint.fields.filter((f) => f.kind === 'uuid');
    if (uuids.length > 0) {
      it('refuses random UUIDs for the ids', async () => {
        const base = endpoint.base(fixture);
        const mutation = fc.record({
          // Each UUID field keeps its value or takes a random UUID; at least one changes.
          replaced: fc
            .tuple(...uuids.map(() => fc.option(fc.uuid(), { nil: undefined })))
            .filter((values) => values.some((v) => v !== undefined)),
          pathId: endpoint.pathId
            ? fc.option(fc.uuid(), { nil: undefined })
            : fc.constant(undefined),
        });
        await fc.assert(
          fc.asyncProperty(mutation, ({ replaced, pathId }) => {
            const payload = uuids.reduce<unknown>(
              (current, field, index) =>
                replaced[index] === undefined
                  ? current
                  : withValue(current, field.path, replaced[index]),
              base,
            );
            return expectRefused(endpoint, toText(payload), pathId);
          }),
          RUNS,
        );
      });
    }
  });

  it('refuses application ids in the path that are not UUIDs', async () => {
    const pathIds = fc.oneof(
      fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
      fc.uuid().chain((id) => withControlChar(id).map(encodeURIComponent)),
    );
    const routed = ENDPOINTS.filter((e) => e.pathId);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routed), pathIds, (endpoint, pathId) =>
        expectRefused(endpoint, toText(endpoint.base(fixture)), pathId),
      ),
      RUNS,
    );
  });
});

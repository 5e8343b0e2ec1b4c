import type autocannon from 'autocannon';

// The HTTP calls of a card journey (SPEC.md section 7), in the order the web client makes them.

type Json = Record<string, unknown>;
const json = { 'content-type': 'application/json' };

/** Each visitor comes from their own address (TRUST_PROXY is on for the benchmark). */
let visitors = 0;
export function nextVisitorIp(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

export interface JourneyPlan {
  /** questionId -> optionId of the best answers */
  answers: [number, number][];
  /** Sub-feature ids to rank, priority order. */
  featureIds: number[];
  /** Every selectable sub-feature, for rankings no one asked for before. */
  allFeatureIds: number[];
}

async function call(base: string, method: string, path: string, ip: string, body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: { ...json, 'x-country-key': 'AE', 'x-forwarded-for': ip },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Json & Json[]>;
}

/** The best answers and the features to rank, read from the running API. */
export async function planJourney(base: string, featureKeyword: RegExp): Promise<JourneyPlan> {
  const ip = nextVisitorIp();
  const questions = (await call(
    base,
    'GET',
    '/api/questions/public?productType=Card',
    ip,
  )) as unknown as {
    questionId: number;
    question: string;
    options: { optionId: number; hardStop: boolean }[];
  }[];
  const answers = questions.map((q): [number, number] => {
    const safe = q.options.filter((o) => !o.hardStop);
    // Highest salary band, no Islamic-only restriction, otherwise the first (best) option.
    const best = /monthly salary\?$|Islamic/.test(q.question) ? safe.at(-1)! : safe[0]!;
    return [q.questionId, best.optionId];
  });
  const groups = (await call(base, 'GET', '/api/productFeatures/public', ip)) as unknown as {
    featureName: string;
    subFeatures: { featureId: number }[];
  }[];
  const featureIds = groups
    .filter((g) => featureKeyword.test(g.featureName))
    .slice(0, 3)
    .map((g) => g.subFeatures[0]!.featureId);
  const allFeatureIds = groups.flatMap((g) => g.subFeatures.map((f) => f.featureId));
  return { answers, featureIds, allFeatureIds };
}

/** A card application with saved answers and preferences, for the filter and count calls. */
export async function prepareApplication(base: string, plan: JourneyPlan): Promise<string> {
  const ip = nextVisitorIp();
  const customer = await call(base, 'POST', '/api/customer-profiles/public', ip, {
    name: 'Bench Visitor',
    email: 'bench.visitor@example.com',
    mobileNumber: '+971501234567',
  });
  const application = await call(base, 'POST', '/api/applications/public', ip, {
    customer: { customerId: customer.customerId },
    location: { locationId: 1 },
    applicationType: 'Card',
    status: 'Created',
  });
  const applicationId = String(application.applicationId);
  await call(
    base,
    'POST',
    '/api/screenings/public/bulk',
    ip,
    plan.answers.map(([questionId, response]) => ({ questionId, applicationId, response })),
  );
  await call(base, 'POST', '/api/recommendations/public', ip, {
    applicationId,
    preferences: plan.featureIds.map((featureId, i) => ({ featureId, priority: i + 1 })),
  });
  return applicationId;
}

interface Context {
  ip?: string;
  customerId?: string;
  applicationId?: string;
  productId?: number;
}

type RawRequest = {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
};

/** autocannon's request sequence for one whole journey; each connection loops over it. */
export function journeyRequests(plan: JourneyPlan): autocannon.Request[] {
  const headers = (context: Context) => ({
    ...json,
    'x-country-key': 'AE',
    'x-forwarded-for': context.ip!,
  });
  const step = (
    method: string,
    path: (c: Context) => string,
    body?: (c: Context) => unknown,
    onResponse?: (c: Context, parsed: Json) => void,
  ) => ({
    setupRequest: (request: RawRequest, context: Context): RawRequest => ({
      ...request,
      method,
      path: path(context),
      headers: headers(context),
      ...(body ? { body: JSON.stringify(body(context)) } : {}),
    }),
    ...(onResponse && {
      onResponse: (_status: number, responseBody: string, context: Context) =>
        onResponse(context, JSON.parse(responseBody) as Json),
    }),
  });
  const ids = plan.featureIds.join(',');
  const app = (c: Context) => c.applicationId!;
  return [
    {
      setupRequest: (request: RawRequest, context: Context): RawRequest => {
        context.ip = nextVisitorIp();
        return {
          ...request,
          method: 'POST',
          path: '/api/customer-profiles/public',
          headers: headers(context),
          body: JSON.stringify({
            name: 'Bench Visitor',
            email: `visitor.${context.ip.replaceAll('.', '-')}@example.com`,
            mobileNumber: '+971501234567',
          }),
        };
      },
      onResponse: (_status: number, body: string, context: Context) => {
        context.customerId = String((JSON.parse(body) as Json).customerId);
      },
    },
    step('GET', () => '/api/banners/public'),
    step(
      'POST',
      () => '/api/applications/public',
      (c) => ({
        customer: { customerId: c.customerId },
        location: { locationId: 1 },
        applicationType: 'Card',
        status: 'Created',
      }),
      (c, r) => (c.applicationId = String(r.applicationId)),
    ),
    step('GET', () => '/api/questions/public?productType=Card'),
    step(
      'POST',
      () => '/api/screenings/public/bulk',
      (c) =>
        plan.answers.map(([questionId, response]) => ({
          questionId,
          applicationId: app(c),
          response,
        })),
    ),
    step('GET', (c) => `/api/applications/public/credit-score/${app(c)}`),
    step('GET', () => '/api/productFeatures/public'),
    step(
      'POST',
      () => '/api/recommendations/public/count',
      (c) => ({
        applicationId: app(c),
        preferences: plan.featureIds.map((featureId) => ({ featureId })),
      }),
    ),
    step(
      'POST',
      () => '/api/recommendations/public',
      (c) => ({
        applicationId: app(c),
        preferences: plan.featureIds.map((featureId, i) => ({ featureId, priority: i + 1 })),
      }),
    ),
    step(
      'GET',
      (c) => `/api/recommendations/public/${app(c)}/filter?page=0&size=10&preferences=${ids}`,
      undefined,
      (c, r) => (c.productId = ((r.content as Json[])[0]?.productId as number) ?? undefined),
    ),
    step(
      'POST',
      (c) => `/api/selected-features/public/${app(c)}`,
      (c) => plan.featureIds.map((featureId) => ({ applicationId: app(c), featureId })),
    ),
    step(
      'POST',
      (c) => `/api/product-recommendations/public/${app(c)}`,
      (c) => [{ applicationId: app(c), productId: c.productId }],
    ),
    step(
      'PUT',
      () => '/api/applications/public',
      (c) => ({
        applicationId: app(c),
        customer: { customerId: c.customerId },
        location: { locationId: 1 },
        product: { productId: c.productId },
        applicationType: 'Card',
        clientRiskProfile: null,
        status: 'Submitted',
      }),
    ),
    step('GET', (c) => `/api/applications/public/${app(c)}`),
    // autocannon types the per-connection context as `object`.
  ] as unknown as autocannon.Request[];
}

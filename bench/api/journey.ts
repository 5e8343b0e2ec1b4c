import { applicationLocationId, CARDS_PAGE_SIZE } from '@mizan/contracts';
import type { Api } from './http.ts';

// A visitor's card journey in the UAE: the calls the web client makes (SPEC.md section 7), in
// its order, back to back (no time spent reading or choosing: for a given number of journeys a
// second, that is the harshest spread of the same calls).

export interface ChosenFeature {
  featureId: number;
  featureName: string;
}

export interface JourneyPlan {
  /** questionId -> optionId of the answers that keep every card open to the visitor. */
  answers: [number, number][];
  /** The sub-features the visitor picks, one at a time, in priority order. */
  features: ChosenFeature[];
  /** Every selectable sub-feature, for rankings no one asked for before. */
  allFeatureIds: number[];
}

const questionsQuery = { query: { productType: 'Card' } } as const;

/** The answers and the features to pick, read from the running API. */
export async function planJourney(api: Api, featureGroup: RegExp): Promise<JourneyPlan> {
  const questions = await api('getQuestions', questionsQuery);
  const answers = questions.map((q): [number, number] => {
    const safe = q.options.filter((o) => !o.hardStop);
    // Highest salary band, no Islamic-only restriction, otherwise the first (best) option.
    const best = /monthly salary\?$|Islamic/.test(q.question) ? safe.at(-1)! : safe[0]!;
    return [q.questionId, best.optionId];
  });
  const groups = await api('getProductFeatures');
  const features = groups
    .filter((g) => featureGroup.test(g.featureName))
    .slice(0, 3)
    .map(({ subFeatures: [first] }) => ({
      featureId: first!.featureId,
      featureName: first!.featureName,
    }));
  const allFeatureIds = groups.flatMap((g) => g.subFeatures.map((f) => f.featureId));
  return { answers, features, allFeatureIds };
}

const saveScreenings = (api: Api, plan: JourneyPlan, applicationId: string) =>
  api('saveScreenings', {
    body: plan.answers.map(([questionId, response]) => ({
      questionId,
      applicationId,
      response,
      screeningId: null,
    })),
  });

const savePreferences = (api: Api, plan: JourneyPlan, applicationId: string) =>
  api('savePreferences', {
    body: {
      applicationId,
      preferences: plan.features.map(({ featureId }, i) => ({ featureId, priority: i + 1 })),
    },
  });

const createCustomer = (api: Api, visitor: number) =>
  api('createCustomerProfile', {
    body: {
      name: 'Bench Visitor',
      email: `visitor.${visitor}@example.com`,
      mobileNumber: '+971501234567',
    },
  });

const createApplication = (api: Api, customerId: string, promoCode: string) =>
  api('createApplication', {
    body: {
      customer: { customerId },
      location: { locationId: applicationLocationId(promoCode) },
      applicationType: 'Card',
      status: 'Created',
    },
  });

/** A card application with saved answers and preferences, for the filter and count figures. */
export async function prepareApplication(api: Api, plan: JourneyPlan): Promise<string> {
  const { customerId, promoCode } = await createCustomer(api, 0);
  const { applicationId } = await createApplication(api, customerId, promoCode);
  await saveScreenings(api, plan, applicationId);
  await savePreferences(api, plan, applicationId);
  return applicationId;
}

const filterPage = (api: Api, plan: JourneyPlan, applicationId: string, page: number) =>
  api('getCardPage', {
    params: { applicationId },
    query: { page, size: CARDS_PAGE_SIZE, preferences: plan.features.map((f) => f.featureId) },
  });

let journeys = 0;

/** One visitor's whole card journey, from the first page to the submission (which queues the email). */
export async function cardJourney(api: Api, plan: JourneyPlan): Promise<void> {
  const visitor = (journeys += 1);
  await api('geoCountry');
  const { customerId, promoCode } = await createCustomer(api, visitor);
  await api('getBanners');
  const { applicationId } = await createApplication(api, customerId, promoCode);
  await api('getQuestions', questionsQuery);
  await saveScreenings(api, plan, applicationId);
  await api('getCreditScore', { params: { applicationId } });
  await api('getProductFeatures');
  // The count is asked again each time the selection changes: one feature, two, three.
  for (let picked = 1; picked <= plan.features.length; picked += 1) {
    await api('countCards', {
      body: { applicationId, preferences: plan.features.slice(0, picked) },
    });
  }
  await savePreferences(api, plan, applicationId);
  const first = await filterPage(api, plan, applicationId, 0);
  // "View More" once, when there is more to see.
  if (!first.last && !first.empty) await filterPage(api, plan, applicationId, 1);
  await api('saveSelectedFeatures', {
    params: { applicationId },
    body: plan.features.map(({ featureId }) => ({ applicationId, featureId })),
  });
  const shown = first.content.map((card) => card.productId);
  await api('saveProductRecommendations', {
    params: { applicationId },
    body: shown.map((productId) => ({ applicationId, productId })),
  });
  await api('submitApplication', {
    body: {
      applicationId,
      customer: { customerId },
      // The list is never empty for the bench's visitor (every card is open to them).
      product: { productId: shown[0]! },
      applicationType: 'Card',
      status: 'Submitted',
    },
  });
}

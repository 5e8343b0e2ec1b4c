import { type Feature, type PersonalDetails } from '@mizan/contracts';
import { NEXT_LOCK_MS } from '../../config/ui.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { Snackbar } from '../../components/ui/snackbar.tsx';
import type { Country } from '@mizan/contracts';
import { setSelectedCountry } from '../../lib/selected-country.ts';
import { INITIAL_STATE, type WizardState } from './wizard-machine.ts';
import { resetWizard } from './wizard-store.ts';

// Shared by the wizard's component tests: a fake API, a render with the app's providers and
// the snackbar, and the wizard put at the step under test.

/** Visitors' records are UUIDs (the screening request schema checks it). */
export const APP_ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';
export const CUSTOMER_ID = '8d7c6b5a-4e3f-4a2b-8c1d-0e9f8a7b6c5d';

export const PERSONAL: PersonalDetails = {
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '501234567',
  dialCode: '971',
  promoCode: '1-1-other',
};

/**
 * The features call's answer: two active Card groups with an inactive sub-feature, an inactive
 * group and a Loan group (the last two never shown).
 */
export const FEATURE_GROUPS: Feature[] = [
  {
    featureId: 10,
    featureName: 'Cashback',
    imageUrl: 'cashback.png',
    active: 'Y',
    productType: 'Card',
    subFeatures: [
      { featureId: 11, featureName: 'Groceries cashback', imageUrl: 'groceries.png', active: 'Y' },
      { featureId: 12, featureName: 'Fuel cashback', imageUrl: 'fuel.png', active: 'Y' },
      { featureId: 13, featureName: 'Dining cashback', imageUrl: 'dining.png', active: 'Y' },
      { featureId: 14, featureName: 'Cinema cashback', imageUrl: 'cinema.png', active: 'N' },
    ],
  },
  {
    featureId: 20,
    featureName: 'Travel',
    imageUrl: 'travel.png',
    active: 'Y',
    productType: 'Card',
    subFeatures: [
      { featureId: 21, featureName: 'Airport lounge access', imageUrl: 'lounge.png', active: 'Y' },
      { featureId: 22, featureName: 'Air miles', imageUrl: 'miles.png', active: 'Y' },
      { featureId: 23, featureName: 'Travel insurance', imageUrl: 'insurance.png', active: 'Y' },
    ],
  },
  {
    featureId: 30,
    featureName: 'Retired perks',
    imageUrl: 'retired.png',
    active: 'N',
    productType: 'Card',
    subFeatures: [{ featureId: 31, featureName: 'Golf days', imageUrl: 'golf.png', active: 'Y' }],
  },
  {
    featureId: 40,
    featureName: 'Loan perks',
    imageUrl: 'loan.png',
    active: 'Y',
    productType: 'Loan',
    subFeatures: [
      { featureId: 41, featureName: 'Early settlement', imageUrl: 'early.png', active: 'Y' },
    ],
  },
];

/** The wizard as it is after the earlier steps (INITIAL_STATE plus what they set). */
export const wizardState = (overrides: Partial<WizardState> = {}): WizardState => ({
  ...INITIAL_STATE,
  ...overrides,
});

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** An RFC 9457 problem, as every API error is. */
export function problem(
  status: number,
  title: string,
  detail: string,
  errors?: { field: string; message: string }[],
): Response {
  return json({ title, detail, status, ...(errors && { errors }) }, status);
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;
/** A handler, or a JSON body answered with 200. */
export type Route = Handler | string | number | boolean | null | object;

/** The same promise for ever: a call that is still running. */
export const pending = (): Handler => () => new Promise<Response>(() => {});

/**
 * fetch answering `'METHOD /path'` (query ignored) from `routes`; anything else is a 404 so that
 * an unexpected call shows up. Every call is recorded.
 */
export function stubApi(routes: Record<string, Route>) {
  const log: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
    };
    log.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) {
      return problem(404, 'Not stubbed', `${call.method} ${url.pathname}${url.search}`);
    }
    return typeof route === 'function' ? (route as Handler)(call) : json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    log,
    /** The calls made to one route, oldest first. */
    calls: (method: string, path: string) =>
      log.filter((call) => call.method === method && call.path === path),
  };
}

/**
 * Each test starts with the wizard in `state`, the country chosen and fake timers that still
 * advance by themselves (Next's 3 s lock, the count's debounce and the redirect delay can then
 * be stepped over on purpose).
 */
export function setupWizardTests(
  state: () => WizardState,
  { country = 'ae' }: { country?: Country } = {},
) {
  // A shared, busy machine: more time than the defaults for find* queries and for each test.
  vi.setConfig({ testTimeout: 15_000 });
  beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSelectedCountry(country);
    resetWizard(state());
  });
  afterEach(() => {
    toast.dismiss();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetWizard();
  });
}

/**
 * Renders a step as the app does: query client (no retries), router and snackbar. The step stays
 * on screen when the app navigates, so what is left of it afterwards can be checked; the router
 * tells where the visitor went.
 */
export function renderStep(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {ui}
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: null },
        { path: 'congratulations', element: <p>congratulations page</p> },
      ],
    },
  ]);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Snackbar />
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}

/** Steps over Next's lock, as a visitor who waits 3 seconds. */
export function unlockNext() {
  act(() => vi.advanceTimersByTime(NEXT_LOCK_MS));
}

const shownSnackbars = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];

export const snackbarTexts = () =>
  shownSnackbars().map(
    (item) =>
      `${item.querySelector('[data-title]')?.textContent ?? ''} / ${
        item.querySelector('[data-description]')?.textContent ?? ''
      }`,
  );

/** Waits for the snackbar titled `title` and checks its message (and its kind, if given). */
export async function expectSnackbar(
  title: string,
  message: string,
  type?: 'error' | 'warning' | 'success',
) {
  const item = await waitFor(() => {
    const found = shownSnackbars().find(
      (candidate) => candidate.querySelector('[data-title]')?.textContent === title,
    );
    if (!found) throw new Error(`No snackbar "${title}"; shown: ${snackbarTexts().join(' | ')}`);
    return found;
  });
  expect(item.querySelector('[data-description]')?.textContent).toBe(message);
  if (type) expect(item).toHaveAttribute('data-type', type);
  return item;
}

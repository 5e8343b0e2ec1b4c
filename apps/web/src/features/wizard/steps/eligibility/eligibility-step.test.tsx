import type { Question } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_ID, CUSTOMER_ID, PERSONAL, PERSONAL_LOAN } from '../../../../testing/fixtures.ts';
import { expectSnackbar, snackbarTexts } from '../../../../testing/snackbar.ts';
import {
  json,
  pending,
  problem,
  stubApi,
  type ApiCall,
  type Route,
} from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { wizardState } from '../../wizard-machine.ts';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import { EligibilityStep } from './eligibility-step.tsx';

const cardWizard = () =>
  wizardState({
    step: 2,
    personal: PERSONAL,
    customerId: CUSTOMER_ID,
    country: 'ae',
    productType: 'Card',
    applicationId: APP_ID,
  });

setupTimedTests(() => resetWizard(cardWizard()));

const QUESTIONS: Question[] = [
  {
    questionId: 1,
    question: 'What is your monthly salary?',
    options: [
      { optionId: 101, optionText: 'Below AED 5,000', hardStop: true },
      { optionId: 102, optionText: 'AED 5,000 to 10,000', hardStop: false },
      { optionId: 103, optionText: 'Above AED 10,000', hardStop: false },
    ],
  },
  {
    questionId: 2,
    question: 'Are you employed?',
    options: [
      { optionId: 201, optionText: 'Yes', hardStop: false },
      { optionId: 202, optionText: 'No', hardStop: false },
    ],
  },
];

const SCREENINGS = '/api/screenings/public/bulk';
const CREDIT_SCORE = `/api/applications/public/credit-score/${APP_ID}`;
const LOAN_OFFERS = `/api/recommendations/public/loan/${APP_ID}`;

/** The bulk save answers with what it stored, each with its screening id. */
const saved = ({ body }: ApiCall) =>
  json(
    (body as { questionId: number; response: number }[]).map((answer) => ({
      ...answer,
      screeningId: `00000000-0000-4000-8000-00000000000${answer.questionId}`,
      applicationId: APP_ID,
    })),
  );

function stubScreening(routes: Record<string, Route> = {}) {
  return stubApi({
    'GET /api/questions/public': QUESTIONS,
    [`POST ${SCREENINGS}`]: saved,
    [`GET ${CREDIT_SCORE}`]: 75,
    'GET /api/productFeatures/public': [],
    ...routes,
  });
}

async function answer(user: UserEvent, question: RegExp, option: string) {
  const group = await screen.findByRole('group', { name: question });
  await user.click(within(group).getByRole('radio', { name: option }));
}

async function answerAll(user: UserEvent, salary = 'AED 5,000 to 10,000') {
  await answer(user, /monthly salary/, salary);
  await answer(user, /employed/, 'Yes');
}

const next = () => screen.getByRole('button', { name: 'Next' });

const NO_PRODUCT = "Unfortunately, we don't have any products that fits your profile";

describe('step 2, screening', () => {
  it("says 'Loading questions...' while the questions load", async () => {
    const api = stubScreening({ 'GET /api/questions/public': pending() });
    renderWithApp(<EligibilityStep />);
    expect(
      screen.getByRole('heading', { name: 'A few questions to get you started' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions...');
    expect(next()).toBeDisabled();
    await waitFor(() => expect(api.calls('GET', '/api/questions/public')).toHaveLength(1));
    expect(api.calls('GET', '/api/questions/public')[0]?.query.get('productType')).toBe('Card');
  });

  it('says so when the questions cannot be fetched', async () => {
    stubScreening({ 'GET /api/questions/public': () => problem(500, 'Boom', 'Boom') });
    renderWithApp(<EligibilityStep />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch questions. Please try again later.',
    );
    expect(screen.queryByText('Loading questions...')).not.toBeInTheDocument();
  });

  it('asks for every answer before going on', async () => {
    const api = stubScreening();
    const { user } = renderWithApp(<EligibilityStep />);
    await answer(user, /monthly salary/, 'AED 5,000 to 10,000');
    await user.click(next());

    await expectSnackbar(
      'Answers Required',
      'Please answer all questions before proceeding.',
      'error',
    );
    expect(screen.getByRole('group', { name: /employed/ })).toHaveAccessibleDescription(
      'Please choose an answer.',
    );
    expect(screen.getByRole('group', { name: /monthly salary/ })).not.toHaveAccessibleDescription(
      'Please choose an answer.',
    );
    expect(api.calls('POST', SCREENINGS)).toEqual([]);
  });

  it('ends at the no-eligible dialog on a hard-stop answer, saving nothing', async () => {
    const api = stubScreening();
    const { user } = renderWithApp(<EligibilityStep />);
    await answerAll(user, 'Below AED 5,000');
    await user.click(next());

    const dialog = await screen.findByRole('dialog', { name: NO_PRODUCT });
    expect(api.calls('POST', SCREENINGS)).toEqual([]);
    expect(api.calls('GET', CREDIT_SCORE)).toEqual([]);
    // Ok starts again.
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getWizardState().step).toBe(0);
  });

  it('saves the answers, then shows the dialog for a credit score below 60', async () => {
    const api = stubScreening({ [`GET ${CREDIT_SCORE}`]: 59 });
    const { user } = renderWithApp(<EligibilityStep />);
    await answerAll(user);
    await user.click(next());

    expect(await screen.findByRole('dialog', { name: NO_PRODUCT })).toBeInTheDocument();
    expect(api.calls('POST', SCREENINGS)).toHaveLength(1);
    expect(getWizardState().step).toBe(2);
  });

  it('saves the answers and goes to the card features for a credit score of 60', async () => {
    const api = stubScreening({ [`GET ${CREDIT_SCORE}`]: 60 });
    const { user } = renderWithApp(<EligibilityStep />);
    await answerAll(user);
    await user.click(next());

    await waitFor(() => expect(getWizardState().step).toBe(3));
    expect(getWizardState()).toMatchObject({
      featureStage: 0,
      answers: { 1: 102, 2: 201 },
      screeningIds: {
        1: '00000000-0000-4000-8000-000000000001',
        2: '00000000-0000-4000-8000-000000000002',
      },
    });
    expect(api.calls('POST', SCREENINGS).map((call) => call.body)).toEqual([
      [
        { questionId: 1, applicationId: APP_ID, response: 102, screeningId: null },
        { questionId: 2, applicationId: APP_ID, response: 201, screeningId: null },
      ],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the saved answers again and sends their screening ids when saved again', async () => {
    resetWizard({
      ...cardWizard(),
      answers: { 1: 103, 2: 202 },
      screeningIds: { 1: 'a0000000-0000-4000-8000-000000000001' },
    });
    const api = stubScreening();
    const { user } = renderWithApp(<EligibilityStep />);
    const salary = await screen.findByRole('group', { name: /monthly salary/ });
    expect(within(salary).getByRole('radio', { name: 'Above AED 10,000' })).toBeChecked();
    await user.click(next());

    await waitFor(() => expect(getWizardState().step).toBe(3));
    expect(api.calls('POST', SCREENINGS)[0]?.body).toEqual([
      {
        questionId: 1,
        applicationId: APP_ID,
        response: 103,
        screeningId: 'a0000000-0000-4000-8000-000000000001',
      },
      { questionId: 2, applicationId: APP_ID, response: 202, screeningId: null },
    ]);
  });

  it.each([
    ['the answers cannot be saved', { [`POST ${SCREENINGS}`]: () => problem(500, 'x', 'y') }],
    ['the credit score fails', { [`GET ${CREDIT_SCORE}`]: () => problem(500, 'x', 'y') }],
  ])('says so when %s', async (_case, routes) => {
    stubScreening(routes);
    const { user } = renderWithApp(<EligibilityStep />);
    await answerAll(user);
    await user.click(next());

    await expectSnackbar(
      'Eligibility check',
      'Failed to submit responses. Please try again later.',
      'error',
    );
    expect(getWizardState().step).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('for a loan', () => {
    const loanWizard = () => wizardState({ ...cardWizard(), productType: 'Loan' });

    it('asks the loan questions and shows the dialog when there is no offer', async () => {
      resetWizard(loanWizard());
      const api = stubScreening({ [`GET ${LOAN_OFFERS}`]: [] });
      const { user } = renderWithApp(<EligibilityStep />);
      await answerAll(user);
      await user.click(next());

      expect(await screen.findByRole('dialog', { name: NO_PRODUCT })).toBeInTheDocument();
      expect(api.calls('GET', '/api/questions/public')[0]?.query.get('productType')).toBe('Loan');
      expect(api.calls('POST', SCREENINGS)).toHaveLength(1);
      expect(api.calls('GET', CREDIT_SCORE)).toEqual([]);
      expect(getWizardState().step).toBe(2);
    });

    it('goes to the loan offers and records which were shown', async () => {
      resetWizard(loanWizard());
      const api = stubScreening({
        [`GET ${LOAN_OFFERS}`]: [PERSONAL_LOAN],
        [`POST /api/product-recommendations/public/${APP_ID}`]: [],
      });
      const { user } = renderWithApp(<EligibilityStep />);
      await answerAll(user);
      await user.click(next());

      await waitFor(() => expect(getWizardState().step).toBe(4));
      expect(getWizardState().productType).toBe('Loan');
      await waitFor(() =>
        expect(api.calls('POST', `/api/product-recommendations/public/${APP_ID}`)[0]?.body).toEqual(
          [{ applicationId: APP_ID, productId: PERSONAL_LOAN.productId }],
        ),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(snackbarTexts()).toEqual([]);
    });
  });

  it('says the answers could not be sent, rather than doing nothing, when there are no questions', async () => {
    const api = stubScreening({ 'GET /api/questions/public': [] });
    const { user } = renderWithApp(<EligibilityStep />);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await expectSnackbar(
      'Eligibility check',
      'Failed to submit responses. Please try again later.',
      'error',
    );
    expect(api.calls('POST', SCREENINGS)).toHaveLength(0);
    expect(getWizardState().step).toBe(2);
  });

  it('asks to start again when there is no application id', async () => {
    resetWizard({ ...cardWizard(), applicationId: undefined });
    stubScreening();
    const { user } = renderWithApp(<EligibilityStep />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Application ID is not available. Please start from the beginning.',
    );
    await user.click(screen.getByRole('button', { name: 'Start from the beginning' }));
    expect(getWizardState().step).toBe(0);
  });
});

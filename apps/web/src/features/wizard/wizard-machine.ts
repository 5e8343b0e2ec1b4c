import type { Country, PersonalDetails, ProductType } from '@mizan/contracts';

// The wizard of SPEC.md section 4 as a state machine: a pure reducer, so every transition can
// be read (and tested) in one place. Server calls happen in the steps; their outcomes arrive
// here as events.

export type Step = 0 | 1 | 2 | 3 | 4;
/** Step 3's two stages: 0 choose features, 1 put them in order. */
export type FeatureStage = 0 | 1;

/** A loan offer's amount and tenure fields as the visitor left them (digits as typed). */
export interface LoanTermsText {
  amountText: string;
  tenureText: string;
}

export interface WizardState {
  step: Step;
  featureStage: FeatureStage;
  /** The form as last submitted, so that coming back to step 0 shows it again. */
  personal: PersonalDetails | undefined;
  customerId: string | undefined;
  /** The country the visitor applied from (UAE has the product step; others go straight to cards). */
  country: Country | undefined;
  productType: ProductType | undefined;
  applicationId: string | undefined;
  /** questionId -> optionId, as last saved (shown again when the visitor comes back). */
  answers: Record<number, number>;
  /** questionId -> screeningId of the saved answer (SPEC section 3: sent again on re-save). */
  screeningIds: Record<number, string>;
  /** Sub-feature ids, priority order (the order they were chosen, then as reordered). */
  features: number[];
  /**
   * productId -> the amount and tenure fields of that loan offer, as they show them (typed or slid,
   * settled or not). Here rather than in the offer's own state: a change of language fetches the
   * offers again, which draws them anew.
   */
  loanTerms: Record<number, LoanTermsText>;
}

export const INITIAL_STATE: WizardState = {
  step: 0,
  featureStage: 0,
  personal: undefined,
  customerId: undefined,
  country: undefined,
  productType: undefined,
  applicationId: undefined,
  answers: {},
  screeningIds: {},
  features: [],
  loanTerms: {},
};

/** The wizard part-way through: INITIAL_STATE plus what the earlier steps set. */
export const wizardState = (overrides: Partial<WizardState> = {}): WizardState => ({
  ...INITIAL_STATE,
  ...overrides,
});

export type WizardEvent =
  /** Step 0 saved the customer; outside the UAE the Card application was created too. */
  | {
      type: 'personalDetailsSaved';
      personal: PersonalDetails;
      customerId: string;
      country: Country;
      applicationId?: string;
    }
  /** Step 1: the application for the chosen product exists. */
  | { type: 'productChosen'; productType: ProductType; applicationId: string }
  | { type: 'answersSaved'; answers: Record<number, number>; screeningIds: Record<number, string> }
  /** Step 2 passed: cards go to the features, loans straight to their offers. */
  | { type: 'eligible' }
  | { type: 'featuresSet'; features: number[] }
  | { type: 'featuresChosen' }
  | { type: 'prioritiesSet'; features: number[] }
  /** A loan offer's amount and tenure fields, at every change (for the application named). */
  | ({ type: 'loanTermsChosen'; applicationId: string; productId: number } & LoanTermsText)
  | { type: 'back' }
  /** A new country, 'Return back Home', or a dead end: start again (the form stays filled). */
  | { type: 'restart' };

/** The card flow has five steps; the loan flow skips feature selection. */
export function stepsOf(productType: ProductType | undefined): Step[] {
  return productType === 'Loan' ? [0, 1, 2, 4] : [0, 1, 2, 3, 4];
}

export const isUae = (country: Country | undefined) => country === 'ae';

function back(state: WizardState): WizardState {
  const { step, featureStage, productType, country } = state;
  if (step === 3 && featureStage === 1) return { ...state, featureStage: 0 };
  if (step === 4) {
    // Cards: back to choosing features; loans: back to the product step (SPEC section 4).
    return productType === 'Loan' ? { ...state, step: 1 } : { ...state, step: 3, featureStage: 0 };
  }
  // Outside the UAE there is no product step to go back to.
  if (step === 2 && !isUae(country)) return { ...state, step: 0 };
  if (step === 0) return state;
  return { ...state, step: (step - 1) as Step, featureStage: 0 };
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'personalDetailsSaved': {
      const sameVisitor = state.customerId === event.customerId && state.country === event.country;
      const base: WizardState = {
        ...(sameVisitor ? state : INITIAL_STATE),
        // The offers are worked out again from the new details.
        loanTerms: {},
        personal: event.personal,
        customerId: event.customerId,
        country: event.country,
      };
      if (isUae(event.country)) return { ...base, step: 1 };
      return {
        ...base,
        step: 2,
        productType: 'Card',
        applicationId: event.applicationId ?? base.applicationId,
      };
    }
    case 'productChosen': {
      const changed = event.applicationId !== state.applicationId;
      return {
        ...state,
        step: 2,
        productType: event.productType,
        applicationId: event.applicationId,
        ...(changed && { answers: {}, screeningIds: {}, features: [], loanTerms: {} }),
      };
    }
    case 'answersSaved':
      // The offers are worked out again from the answers: their terms start from them again.
      return { ...state, answers: event.answers, screeningIds: event.screeningIds, loanTerms: {} };
    case 'eligible':
      return state.productType === 'Loan'
        ? { ...state, step: 4 }
        : { ...state, step: 3, featureStage: 0 };
    case 'featuresSet':
      return { ...state, features: event.features };
    case 'featuresChosen':
      return { ...state, featureStage: 1 };
    case 'prioritiesSet':
      return { ...state, features: event.features, step: 4 };
    case 'loanTermsChosen': {
      if (event.applicationId !== state.applicationId) return state;
      const { amountText, tenureText } = event;
      return {
        ...state,
        loanTerms: { ...state.loanTerms, [event.productId]: { amountText, tenureText } },
      };
    }
    case 'back':
      return back(state);
    case 'restart':
      return wizardState({ personal: state.personal });
  }
}

import { describe, expect, it } from 'vitest';
import type { PersonalDetails } from '@mizan/contracts';
import {
  INITIAL_STATE,
  stepsOf,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from './wizard-machine.ts';

const personal: PersonalDetails = {
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '501234567',
  dialCode: '971',
  promoCode: '1-1-other',
};
const APP = '11111111-1111-4111-8111-111111111111';
const OTHER_APP = '22222222-2222-4222-8222-222222222222';

const run = (events: WizardEvent[], from: WizardState = INITIAL_STATE) =>
  events.reduce(wizardReducer, from);

const uaeStart: WizardEvent = {
  type: 'personalDetailsSaved',
  personal,
  customerId: 'c1',
  country: 'ae',
};
const ksaStart: WizardEvent = {
  type: 'personalDetailsSaved',
  personal: { ...personal, dialCode: '966' },
  customerId: 'c2',
  country: 'sa',
  applicationId: APP,
};

describe('wizard state machine (SPEC section 4)', () => {
  it('takes a UAE visitor to the product step, and others straight to screening for a card', () => {
    expect(run([uaeStart])).toMatchObject({ step: 1, productType: undefined });
    expect(run([ksaStart])).toMatchObject({ step: 2, productType: 'Card', applicationId: APP });
  });

  it('goes from screening to features for cards, and to the offers for loans', () => {
    const card = run([
      uaeStart,
      { type: 'productChosen', productType: 'Card', applicationId: APP },
    ]);
    expect(card).toMatchObject({ step: 2, productType: 'Card', applicationId: APP });
    expect(run([{ type: 'eligible' }], card)).toMatchObject({ step: 3, featureStage: 0 });

    const loan = run([
      uaeStart,
      { type: 'productChosen', productType: 'Loan', applicationId: APP },
    ]);
    expect(run([{ type: 'eligible' }], loan)).toMatchObject({ step: 4 });
  });

  it('orders features in stage 1 and then shows the cards', () => {
    const state = run([
      ksaStart,
      { type: 'eligible' },
      { type: 'featuresSet', features: [3, 1, 2] },
      { type: 'featuresChosen' },
    ]);
    expect(state).toMatchObject({ step: 3, featureStage: 1, features: [3, 1, 2] });
    expect(run([{ type: 'prioritiesSet', features: [1, 2, 3] }], state)).toMatchObject({
      step: 4,
      features: [1, 2, 3],
    });
  });

  describe('Back', () => {
    const cards = run([
      uaeStart,
      { type: 'productChosen', productType: 'Card', applicationId: APP },
      { type: 'eligible' },
      { type: 'featuresSet', features: [1, 2, 3] },
      { type: 'featuresChosen' },
    ]);

    it('goes from stage 1 to stage 0, then one step at a time', () => {
      const stage0 = run([{ type: 'back' }], cards);
      expect(stage0).toMatchObject({ step: 3, featureStage: 0 });
      expect(run([{ type: 'back' }], stage0)).toMatchObject({ step: 2 });
      expect(run([{ type: 'back' }, { type: 'back' }, { type: 'back' }], stage0)).toMatchObject({
        step: 0,
      });
    });

    it('returns from the card list to feature selection, stage 0', () => {
      const list = run([{ type: 'prioritiesSet', features: [1, 2, 3] }], cards);
      expect(run([{ type: 'back' }], list)).toMatchObject({ step: 3, featureStage: 0 });
    });

    it('returns from the loan offers to the product step', () => {
      const offers = run([
        uaeStart,
        { type: 'productChosen', productType: 'Loan', applicationId: APP },
        { type: 'eligible' },
      ]);
      expect(run([{ type: 'back' }], offers)).toMatchObject({ step: 1 });
    });

    it('skips the product step outside the UAE', () => {
      expect(run([ksaStart, { type: 'back' }])).toMatchObject({ step: 0 });
    });

    it('stays on step 0', () => {
      expect(run([{ type: 'back' }])).toBe(INITIAL_STATE);
    });
  });

  it('forgets the answers and features given for another application', () => {
    const state = run([
      uaeStart,
      { type: 'productChosen', productType: 'Card', applicationId: APP },
      { type: 'answersSaved', answers: { 1: 2 }, screeningIds: { 1: 's1' } },
      { type: 'featuresSet', features: [1, 2, 3] },
      { type: 'back' },
      { type: 'productChosen', productType: 'Loan', applicationId: OTHER_APP },
    ]);
    expect(state).toMatchObject({ answers: {}, screeningIds: {}, features: [] });
  });

  it('keeps the answers when the same application comes back to screening', () => {
    const state = run([
      uaeStart,
      { type: 'productChosen', productType: 'Card', applicationId: APP },
      { type: 'answersSaved', answers: { 1: 2 }, screeningIds: { 1: 's1' } },
      { type: 'back' },
      { type: 'productChosen', productType: 'Card', applicationId: APP },
    ]);
    expect(state).toMatchObject({ step: 2, answers: { 1: 2 }, screeningIds: { 1: 's1' } });
  });

  it("keeps a loan offer's amount and tenure until the offers are worked out again", () => {
    const terms = (
      productId: number,
      amountText: string,
      tenureText: string,
      applicationId = APP,
    ): WizardEvent => ({
      type: 'loanTermsChosen',
      applicationId,
      productId,
      amountText,
      tenureText,
    });
    const offers = run([
      uaeStart,
      { type: 'productChosen', productType: 'Loan', applicationId: APP },
      { type: 'eligible' },
      terms(21, '100,000', '36'),
      terms(22, '50,000', '12'),
      terms(21, '120,000', '36'),
    ]);
    expect(offers.loanTerms).toEqual({
      21: { amountText: '120,000', tenureText: '36' },
      22: { amountText: '50,000', tenureText: '12' },
    });
    // Terms for an application that is no longer the wizard's change nothing.
    expect(run([terms(21, '10,000', '6', OTHER_APP)], offers)).toBe(offers);
    // New details, new answers, another application or a restart: the offers' own terms again.
    const newDetails: WizardEvent = {
      ...uaeStart,
      personal: { ...personal, fullName: 'Layla H.' },
    };
    expect(run([newDetails], offers)).toMatchObject({ loanTerms: {} });
    expect(
      run([{ type: 'answersSaved', answers: { 1: 3 }, screeningIds: { 1: 's2' } }], offers),
    ).toMatchObject({ loanTerms: {} });
    expect(
      run([{ type: 'productChosen', productType: 'Loan', applicationId: OTHER_APP }], offers),
    ).toMatchObject({ loanTerms: {} });
    expect(run([{ type: 'restart' }], offers)).toMatchObject({ loanTerms: {} });
    // Back to the product step and on with the same application: kept.
    const backAndOn: WizardEvent[] = [
      { type: 'back' },
      { type: 'productChosen', productType: 'Loan', applicationId: APP },
    ];
    expect(run(backAndOn, offers)).toMatchObject({ loanTerms: offers.loanTerms });
  });

  it('starts again from step 0 with the form kept', () => {
    const state = run([ksaStart, { type: 'eligible' }, { type: 'restart' }]);
    expect(state).toEqual({ ...INITIAL_STATE, personal: { ...personal, dialCode: '966' } });
  });

  it('has five steps for cards and four for loans', () => {
    expect(stepsOf('Card')).toHaveLength(5);
    expect(stepsOf(undefined)).toHaveLength(5);
    expect(stepsOf('Loan')).toEqual([0, 1, 2, 4]);
  });
});

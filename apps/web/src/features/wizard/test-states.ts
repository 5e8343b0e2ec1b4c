import { APP_ID, CUSTOMER_ID, PERSONAL } from '../../testing/fixtures.ts';
import { wizardState } from './wizard-machine.ts';

/** Tests' wizard: a UAE visitor on the loan offers (step 4), the salary question answered. */
export const loanOffersWizard = () =>
  wizardState({
    step: 4,
    personal: PERSONAL,
    customerId: CUSTOMER_ID,
    country: 'ae',
    productType: 'Loan',
    applicationId: APP_ID,
    answers: { 1: 102 },
  });

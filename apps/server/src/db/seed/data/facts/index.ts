import type { StoredCardFacts, StoredLoanFacts } from '@mizan/contracts';
import { aeCardFacts } from './cards-ae.ts';
import { aeEmiratesNbdCardFacts } from './cards-ae-emirates-nbd.ts';
import { saCardFacts } from './cards-sa.ts';
import { loanFacts as allLoanFacts } from './loans.ts';

/** Every seed card's published facts, by card key. */
export const cardFacts: Readonly<Record<string, StoredCardFacts>> = {
  ...aeCardFacts,
  ...aeEmiratesNbdCardFacts,
  ...saCardFacts,
};

/** Every seed loan's published facts, by loan key. */
export const loanFacts: Readonly<Record<string, StoredLoanFacts>> = allLoanFacts;

import type { FunnelStep } from '@mizan/contracts';

/** The funnel's steps as operators read them. */
export const STEP_NAMES: Readonly<Record<FunnelStep, string>> = {
  customer_created: 'Details given',
  application_created: 'Application started',
  screening_saved: 'Questions answered',
  eligible: 'Eligible',
  ineligible: 'Not eligible',
  recommendations_shown: 'Products shown',
  product_chosen: 'Product chosen',
  submitted: 'Submitted',
  delivered: 'Delivered to the bank',
  approved: 'Approved by the bank',
  withdrawn: 'Withdrawn',
};

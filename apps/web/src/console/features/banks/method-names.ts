import type { DELIVERY_METHODS } from '@mizan/contracts';

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** How the console names each delivery method. */
export const METHOD_NAMES: Record<DeliveryMethod, string> = {
  none: 'None (receives nothing)',
  webhook: 'Webhook (signed HTTPS POST)',
  csv: 'Daily CSV file',
};

import { fieldPath } from '@mizan/contracts';
import type { Country, CustomerProfileRequestSchema, Language } from '@mizan/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema/visitors.ts';
import { recordCustomerCreated } from '../records/funnel-events.ts';
import { unprocessable } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';
import type { Catalogue } from '../catalogue/index.ts';

export async function createCustomer(
  db: Database,
  catalogue: Catalogue,
  input: z.output<typeof CustomerProfileRequestSchema>,
  visitor: { country: Country; language: Language },
) {
  const promoCode = input.promoCode.toLowerCase();
  if (catalogue.promoCodeLocation(promoCode) === undefined) {
    throw unprocessable(
      localize('problems.invalidPromoCode.title'),
      localize('problems.invalidPromoCode.detail', { code: input.promoCode }),
      fieldPath('body', ['promoCode']),
    );
  }
  // The profile and its funnel step commit together.
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({
        name: input.name,
        email: input.email,
        mobileNumber: input.mobileNumber,
        promoCode,
        country: visitor.country,
        language: visitor.language,
      })
      .returning({ customerId: customers.id, promoCode: customers.promoCode });
    if (!created) throw new Error('insert returned no row');
    await recordCustomerCreated(tx, created.customerId);
    return created;
  });
}

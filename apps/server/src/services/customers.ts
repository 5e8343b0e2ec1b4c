import type { Country, CustomerProfileRequestSchema } from '@mizan/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { unprocessable } from '../lib/problem.ts';
import type { Catalogue } from './catalogue.ts';

export async function createCustomer(
  db: Database,
  catalogue: Catalogue,
  input: z.output<typeof CustomerProfileRequestSchema>,
  country: Country,
) {
  const promoCode = input.promoCode.toLowerCase();
  if (catalogue.promoCodeLocation(promoCode) === undefined) {
    throw unprocessable(
      'Invalid promo code',
      `promoCode: '${input.promoCode}' is not a valid merchant or promo code.`,
      'promoCode',
    );
  }
  const [created] = await db
    .insert(customers)
    .values({
      name: input.name,
      email: input.email,
      mobileNumber: input.mobileNumber,
      promoCode,
      country,
    })
    .returning({ customerId: customers.id, promoCode: customers.promoCode });
  if (!created) throw new Error('insert returned no row');
  return created;
}

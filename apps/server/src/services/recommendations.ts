import { fieldPath } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Language } from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import {
  applications,
  preferences,
  productRecommendations,
  selectedFeatures,
} from '../db/schema/visitors.ts';
import { invalidFields, unprocessable } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';
import { requireOpenApplication } from './applications.ts';
import { requireApplicationType } from './assessment.ts';
import { requireSubFeatures, type CardLists } from './card-lists.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { recordFunnelStep } from '../records/funnel-events.ts';

/**
 * Replacing a set is delete-then-insert: two identical requests at once (a double click) would
 * collide on the unique keys. Holding the application's row serialises them; the last one wins.
 */
async function lockApplication(tx: Pick<Database, 'select'>, applicationId: string) {
  await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
}

/** Replaces the application's ranked preferences and answers how many cards they match. */
export async function savePreferences(
  db: Database,
  cardLists: CardLists,
  applicationId: string,
  ranked: { featureId: number; priority: number }[],
  language: Language,
) {
  await requireOpenApplication(db, applicationId);
  const ordered = [...ranked].sort((a, b) => a.priority - b.priority);
  const count = await cardLists.count(
    applicationId,
    ordered.map((p) => p.featureId),
    language,
  );
  await db.transaction(async (tx) => {
    await lockApplication(tx, applicationId);
    await tx.delete(preferences).where(eq(preferences.applicationId, applicationId));
    await tx.insert(preferences).values(ordered.map((p) => ({ applicationId, ...p })));
  });
  return { applicationId, preferences: ordered, count };
}

function requireSameApplication(pathId: string, items: { applicationId: string }[]) {
  const index = items.findIndex((item) => item.applicationId !== pathId);
  if (index >= 0) {
    const field = fieldPath('body', [index, 'applicationId']);
    throw unprocessable(
      localize('problems.applicationMismatch.title'),
      localize('problems.applicationMismatch.detail', { field, id: pathId }),
      field,
    );
  }
}

/** Records which products were shown to the applicant; saving again adds only new ones. */
export async function saveProductRecommendations(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
  items: { applicationId: string; productId: number }[],
) {
  requireSameApplication(applicationId, items);
  const application = await requireOpenApplication(db, applicationId);
  const errors = items.flatMap((item, index) => {
    const product = catalogue.product(item.productId);
    const ok =
      product?.active &&
      product.country === application.country &&
      product.productType === application.applicationType;
    return ok
      ? []
      : [
          {
            field: fieldPath('body', [index, 'productId']),
            message: localize('problems.unknownProduct.field', { id: item.productId }),
          },
        ];
  });
  if (errors.length > 0) {
    throw invalidFields(localize('problems.unknownProduct.title'), errors);
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(productRecommendations)
      .values(items.map((item) => ({ applicationId, productId: item.productId })))
      .onConflictDoNothing();
    // A card's product is chosen by this call (issue 25); a loan's by its submit.
    if (application.applicationType === 'Card') {
      await recordFunnelStep(tx, 'product_chosen', applicationId);
    }
  });
  return items.map((item) => ({ applicationId, productId: item.productId }));
}

/** Replaces the set of sub-features the applicant selected. */
export async function saveSelectedFeatures(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
  items: { applicationId: string; featureId: number }[],
) {
  requireSameApplication(applicationId, items);
  const application = await requireOpenApplication(db, applicationId);
  requireApplicationType(application, 'Card', fieldPath('path', ['applicationId']));
  requireSubFeatures(
    catalogue,
    items.map((item) => item.featureId),
    (index) => fieldPath('body', [index, 'featureId']),
  );
  await db.transaction(async (tx) => {
    await lockApplication(tx, applicationId);
    await tx.delete(selectedFeatures).where(eq(selectedFeatures.applicationId, applicationId));
    await tx
      .insert(selectedFeatures)
      .values(items.map((item) => ({ applicationId, featureId: item.featureId })));
  });
  return items.map((item) => ({ applicationId, featureId: item.featureId }));
}

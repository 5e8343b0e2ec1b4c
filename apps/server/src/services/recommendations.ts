import { eq } from 'drizzle-orm';
import {
  currencyFor,
  formatMoney,
  formatNumber,
  type Language,
  type LoanOffer,
} from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import {
  applications,
  preferences,
  productRecommendations,
  selectedFeatures,
} from '../db/schema/index.ts';
import { loanOffers } from '../engine/loan-offers.ts';
import { invalidFields, unprocessable } from '../lib/problem.ts';
import { requireOpenApplication } from './applications.ts';
import { assessApplication, requireApplicationType } from './assessment.ts';
import { joinLines, requireSubFeatures, type CardLists } from './card-lists.ts';
import type { Catalogue } from './catalogue.ts';

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

/** SPEC's "5.99% p.a. (reducing balance)", in the visitor's language. */
function interestText(rate: number, language: Language): string {
  if (language === 'ar') {
    // Two decimals as in English ("6.00%"), in the Arabic number format.
    const percent = formatNumber(rate / 100, 'ar', { style: 'percent', minimumFractionDigits: 2 });
    return `${percent} سنوياً (على الرصيد المتناقص)`;
  }
  return `${rate.toFixed(2)}% p.a. (reducing balance)`;
}

export async function offerLoans(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
  language: Language,
): Promise<LoanOffer[]> {
  const { application, profile } = await assessApplication(db, catalogue, applicationId);
  requireApplicationType(application, 'Loan');
  const country = application.country;
  if (profile.hardStop) return [];
  return loanOffers(catalogue.activeProducts(country, 'Loan'), country, profile).map((quote) => ({
    productId: quote.loan.id,
    productName: quote.loan.name[language],
    organizationName: quote.loan.organizationName[language],
    loanTenure: quote.tenureMonths,
    processingFee: formatMoney(quote.processingFee, country, language),
    interest: interestText(quote.loan.interestRate, language),
    loanAmount: quote.amount,
    loanAmountTxt: formatMoney(quote.amount, country, language),
    monthlyInstalmentTxt: formatMoney(quote.monthlyInstalment, country, language),
    currency: currencyFor(country),
    description: joinLines(quote.loan.descriptionLines[language]),
    routingUrl: quote.loan.routingUrl,
  }));
}

function requireSameApplication(pathId: string, items: { applicationId: string }[]) {
  const index = items.findIndex((item) => item.applicationId !== pathId);
  if (index >= 0) {
    throw unprocessable(
      { en: 'Application mismatch', ar: 'الطلب غير مطابق' },
      {
        en: `[${index}].applicationId: must be the application in the path (${pathId}).`,
        ar: `[${index}].applicationId: يجب أن يكون الطلب المذكور في العنوان (${pathId}).`,
      },
      `[${index}].applicationId`,
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
            field: `[${index}].productId`,
            message: {
              en: `${item.productId} is not an available product for this application`,
              ar: `${item.productId} ليس منتجاً متاحاً لهذا الطلب`,
            },
          },
        ];
  });
  if (errors.length > 0) {
    throw invalidFields({ en: 'Unknown product', ar: 'منتج غير معروف' }, errors);
  }
  await db
    .insert(productRecommendations)
    .values(items.map((item) => ({ applicationId, productId: item.productId })))
    .onConflictDoNothing();
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
  requireApplicationType(application, 'Card');
  requireSubFeatures(
    catalogue,
    items.map((item) => item.featureId),
    '',
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

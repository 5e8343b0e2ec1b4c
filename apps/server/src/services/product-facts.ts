import {
  currencyFor,
  type Comparison,
  type Language,
  type ProductFactsView,
  type Spend,
  fieldPath,
} from '@mizan/contracts';
import { cardValue, monthlySpend, type MonthlySpend } from '../engine/card-value.ts';
import { compareCards, compareLoans } from '../engine/compare.ts';
import { invalidFields, notFound } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';
import { valueEstimate } from './card-lists.ts';
import type { Catalogue, CatalogueProduct } from '../catalogue/index.ts';

// A product's published facts, products side by side, and cards' value for a spend (issue 14):
// catalogue data, public, the same for every visitor.

function activeProduct(catalogue: Catalogue, productId: number): CatalogueProduct {
  const product = catalogue.product(productId);
  if (!product?.active) throw notFound('product', productId);
  return product;
}

export function factsView(product: CatalogueProduct, language: Language): ProductFactsView {
  const header = {
    productId: product.id,
    productName: product.name[language],
    organizationName: product.organizationName[language],
    currency: currencyFor(product.country),
    routingUrl: product.routingUrl,
  };
  return product.productType === 'Card'
    ? { ...header, productType: 'Card', facts: product.cardFacts![language] }
    : { ...header, productType: 'Loan', facts: product.loanFacts![language] };
}

export function productFacts(catalogue: Catalogue, productId: number, language: Language) {
  return factsView(activeProduct(catalogue, productId), language);
}

/** Two or three products of one type, every fact a row (cards: with their value for the spend). */
export function compareProducts(
  catalogue: Catalogue,
  productIds: readonly number[],
  spend: MonthlySpend | null,
  language: Language,
): Comparison {
  const products = productIds.map((id) => activeProduct(catalogue, id));
  const type = products[0]!.productType;
  if (products.some((product) => product.productType !== type)) {
    throw invalidFields(localize('problems.mixedProducts.title'), [
      { field: fieldPath('query', ['ids']), message: localize('problems.mixedProducts.field') },
    ]);
  }
  const views = products.map((product) => factsView(product, language));
  if (type === 'Loan') {
    return {
      products: views,
      rows: compareLoans(views.flatMap((v) => (v.productType === 'Loan' ? [v] : []))),
      valueEstimates: null,
    };
  }
  const monthly = spend && monthlySpend(spend);
  const estimates = monthly
    ? products.map((product) =>
        valueEstimate(cardValue(product.valueTerms, monthly), product.country),
      )
    : null;
  return {
    products: views,
    rows: compareCards(
      views.flatMap((v) => (v.productType === 'Card' ? [v] : [])),
      estimates && estimates.map((estimate) => estimate.net),
    ),
    valueEstimates: estimates,
  };
}

/** Each card's estimated value over a year for the visitor's monthly spend. */
export function estimateValues(catalogue: Catalogue, productIds: readonly number[], spend: Spend) {
  const monthly = monthlySpend(spend);
  const cards = productIds.map((productId) => {
    const product = catalogue.product(productId);
    return product?.active && product.productType === 'Card' ? product : undefined;
  });
  const errors = productIds.flatMap((productId, index) =>
    cards[index]
      ? []
      : [
          {
            field: fieldPath('body', ['productIds', index]),
            message: localize('problems.unknownCard.field', { id: productId }),
          },
        ],
  );
  if (errors.length > 0) {
    throw invalidFields(localize('problems.unknownCard.title'), errors);
  }
  return cards.map((card) => ({
    productId: card!.id,
    estimate: valueEstimate(cardValue(card!.valueTerms, monthly), card!.country),
  }));
}

import type { ProductInput } from '@mizan/contracts/console';

/**
 * TO DELETE when the duplicated product columns are dropped (issue 23: each fact lives in one
 * place, `facts`). Until then `min_monthly_salary` and `sources` are NOT NULL, so a product added
 * through the console fills them from its facts; nothing else of the editor reads or writes the
 * duplicated columns (annual_fee, interest_rate, processing_fee_*, max_amount, ...).
 */
export function legacyColumnsOnInsert(product: ProductInput) {
  const sources = Object.values(product.facts).map((fact) => fact.source.url);
  return {
    minMonthlySalary: product.facts.minMonthlySalary.value ?? 0,
    sources: [...new Set(sources)],
  };
}

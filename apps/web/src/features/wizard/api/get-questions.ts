import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, Language, ProductType } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';

export function getQuestions(context: ApiContext, productType: ProductType) {
  return callApi('getQuestions', context, { query: { productType } });
}

const questions = apiQuery('questions', getQuestions);

/** Questions differ per country, language and product; all are in the key through apiQuery. */
export const questionsQuery = (
  country: Country | undefined,
  language: Language,
  productType: ProductType,
) => queryOptions({ ...questions(country, language, productType), staleTime: 10 * 60_000 });

/** The screening questions in the page's language. */
export function useQuestions(country: Country | undefined, productType: ProductType) {
  return useQuery(questionsQuery(country, useLanguage(), productType));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, ProductType, Question } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';

export function getQuestions(context: ApiContext, productType: ProductType) {
  return apiRequest<Question[]>(`/api/questions/public?productType=${productType}`, context);
}

const questions = apiQuery('questions', getQuestions);

/** Questions differ per country and product; both are in the key through apiQuery. */
export const questionsQuery = (country: Country | undefined, productType: ProductType) =>
  queryOptions({ ...questions(country, productType), staleTime: 10 * 60_000 });

export const useQuestions = (country: Country | undefined, productType: ProductType) =>
  useQuery(questionsQuery(country, productType));

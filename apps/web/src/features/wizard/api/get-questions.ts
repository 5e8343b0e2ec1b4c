import { useQuery } from '@tanstack/react-query';
import type { Country, ProductType, Question } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getQuestions(productType: ProductType) {
  return apiRequest<Question[]>(`/api/questions/public?productType=${productType}`);
}

/** Questions differ per country (sent in X-Country-Key), so the country is part of the key. */
export const questionsQuery = (country: Country | undefined, productType: ProductType) => ({
  queryKey: ['questions', country, productType] as const,
  queryFn: () => getQuestions(productType),
  staleTime: 10 * 60_000,
});

export const useQuestions = (country: Country | undefined, productType: ProductType) =>
  useQuery(questionsQuery(country, productType));

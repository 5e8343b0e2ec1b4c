import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_SELECTED_FEATURES, type Country } from '@mizan/contracts';
import { useEffect, useState } from 'react';
import { COUNT_DEBOUNCE_MS } from '../../../config/ui.ts';
import { callApi } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface CountRequestFeature {
  featureId: number;
  featureName: string;
}

export function countCards(
  context: ApiContext,
  applicationId: string,
  preferences: CountRequestFeature[],
) {
  return callApi('countCards', context, { body: { applicationId, preferences } });
}

const cardCountQuery = apiQuery('card-count', countCards);

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * How many cards match the selection, asked 300 ms after the last change and only for 0 to 5
 * features (SPEC sections 5 and 7). undefined while unknown or when the call failed (the count
 * message is then empty, section 8).
 */
export function useCardCount(
  country: Country | undefined,
  applicationId: string | undefined,
  selected: CountRequestFeature[],
) {
  const language = useLanguage();
  const debounced = useDebounced(selected, COUNT_DEBOUNCE_MS);
  const query = useQuery({
    ...cardCountQuery(country, language, applicationId ?? '', debounced),
    enabled: applicationId !== undefined && debounced.length <= MAX_SELECTED_FEATURES,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return query.isError ? undefined : query.data;
}

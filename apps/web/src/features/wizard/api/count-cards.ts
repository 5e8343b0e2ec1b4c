import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { MAX_SELECTED_FEATURES } from '@mizan/contracts';
import { COUNT_DEBOUNCE_MS } from '../../../config/ui.ts';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CountRequestFeature {
  featureId: number;
  featureName: string;
}

export function countCards(
  applicationId: string,
  preferences: CountRequestFeature[],
  signal?: AbortSignal,
) {
  return apiRequest<number>('/api/recommendations/public/count', {
    method: 'POST',
    body: { applicationId, preferences },
    ...(signal && { signal }),
  });
}

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
export function useCardCount(applicationId: string | undefined, selected: CountRequestFeature[]) {
  const debounced = useDebounced(selected, COUNT_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['card-count', applicationId, debounced.map((f) => f.featureId)] as const,
    queryFn: ({ signal }) => countCards(applicationId!, debounced, signal),
    enabled: applicationId !== undefined && debounced.length <= MAX_SELECTED_FEATURES,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return query.isError ? undefined : query.data;
}

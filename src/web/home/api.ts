import { queryOptions } from '@tanstack/react-query';
import type { RecommendationsResponse } from '../../shared/recommendations';
import { getJson } from '../lib/api';

export const recommendationQueries = {
  list: () =>
    queryOptions({
      queryKey: ['/api/recommendations'] as const,
      queryFn: () => getJson<RecommendationsResponse>('/api/recommendations'),
    }),
};

import { queryOptions } from '@tanstack/react-query';
import type { RecommendationsResponse } from '../../../shared/recommendations';
import {
  type SymptomRelief,
  type TakeNowItem,
  TOLERANCE_WEEKS_DEFAULT,
  type Tolerance,
} from '../../../shared/relief-rules';
import type { ReliefInsight } from '../../../shared/session-rules';
import { getJson } from '../../lib/api';
import { pathQuery } from '../../lib/path-query';

export const reliefQueries = {
  mine: () => pathQuery<ReliefInsight>('/api/insights/relief'),
  /** One symptom's relief by every dimension and by month. */
  symptom: (symptom: string) =>
    queryOptions({
      queryKey: ['/api/insights/relief', symptom] as const,
      queryFn: () => getJson<SymptomRelief>(`/api/insights/relief/${encodeURIComponent(symptom)}`),
    }),
  /** The stash items with something left, ranked for `symptom`. */
  takeNow: (symptom: string) =>
    queryOptions({
      queryKey: ['/api/insights/take-now', symptom] as const,
      queryFn: () => getJson<TakeNowItem[]>(`/api/insights/take-now?symptom=${encodeURIComponent(symptom)}`),
    }),
  /** THC and relief per week, the last `weeks` weeks. */
  tolerance: (weeks = TOLERANCE_WEEKS_DEFAULT) =>
    queryOptions({
      queryKey: ['/api/insights/tolerance', weeks] as const,
      queryFn: () => getJson<Tolerance>(`/api/insights/tolerance?weeks=${weeks}`),
    }),
};

/** Strains others rated with the effects this person looks for (Home's Strains to Try). */
export const recommendationQueries = {
  list: () =>
    queryOptions({
      queryKey: ['/api/recommendations'] as const,
      queryFn: () => getJson<RecommendationsResponse>('/api/recommendations'),
    }),
};

import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AchievementProgress } from '../../shared/achievements';
import type { Challenge, UserChallenge } from '../../shared/challenges';
import type { PointActivity, Progression, RetroactiveResult } from '../../shared/progression';
import { getJson, sendJson } from '../lib/api';

/** Query keys and fetchers of points, levels, streak, achievements and challenges. */
export const progressQueries = {
  progression: () =>
    queryOptions({
      queryKey: ['/api/user/progression'] as const,
      queryFn: () => getJson<Progression>('/api/user/progression'),
    }),
  activities: () =>
    queryOptions({
      queryKey: ['/api/user/points/activities'] as const,
      queryFn: () => getJson<PointActivity[]>('/api/user/points/activities?limit=10'),
    }),
  achievements: () =>
    queryOptions({
      queryKey: ['/api/user/achievements'] as const,
      queryFn: () => getJson<AchievementProgress[]>('/api/user/achievements'),
    }),
  challenges: () =>
    queryOptions({
      queryKey: ['/api/challenges'] as const,
      queryFn: () => getJson<Challenge[]>('/api/challenges'),
    }),
  userChallenges: () =>
    queryOptions({
      queryKey: ['/api/challenges/user'] as const,
      queryFn: () => getJson<UserChallenge[]>('/api/challenges/user'),
    }),
};

/** Everything that moves when the user earns or spends points. */
const PROGRESS_KEYS = [
  progressQueries.progression().queryKey,
  progressQueries.activities().queryKey,
  progressQueries.achievements().queryKey,
  progressQueries.userChallenges().queryKey,
];

export function refreshProgress(queryClient: QueryClient) {
  return Promise.all(PROGRESS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export const awardRetroactivePoints = () =>
  sendJson<RetroactiveResult>('POST', '/api/user/retroactive-points');

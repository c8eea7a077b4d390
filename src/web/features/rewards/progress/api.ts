import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AchievementProgress } from '../../../../shared/achievements';
import type { Challenge, UserChallenge } from '../../../../shared/challenges';
import type { PointActivity, Progression } from '../../../../shared/progression';
import { getJson } from '../../../lib/api';
import { visitSettled } from './visit';

/**
 * A query keyed by its path alone (`query` narrows what is fetched, not what is cached). Read once the day's
 * visit, asked as the app opened, has been answered: it may have paid points or unlocked an achievement.
 */
const userQuery = <T>(path: string, query = '') =>
  queryOptions({
    queryKey: [path] as const,
    queryFn: async () => {
      await visitSettled();
      return getJson<T>(`${path}${query}`);
    },
  });

/** Query keys and fetchers of points, levels, streak, achievements and challenges. */
export const progressQueries = {
  progression: () => userQuery<Progression>('/api/user/progression'),
  activities: () => userQuery<PointActivity[]>('/api/user/points/activities', '?limit=10'),
  achievements: () => userQuery<AchievementProgress[]>('/api/user/achievements'),
  challenges: () => userQuery<Challenge[]>('/api/challenges'),
  userChallenges: () => userQuery<UserChallenge[]>('/api/challenges/user'),
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

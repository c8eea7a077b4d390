import { queryOptions } from '@tanstack/react-query';
import type { RedeemResult, Reward, UserReward } from '../../shared/rewards';
import { getJson, sendJson } from '../lib/api';

export const rewardQueries = {
  list: () =>
    queryOptions({ queryKey: ['/api/rewards'] as const, queryFn: () => getJson<Reward[]>('/api/rewards') }),
  mine: () =>
    queryOptions({
      queryKey: ['/api/user/rewards'] as const,
      queryFn: () => getJson<UserReward[]>('/api/user/rewards'),
    }),
};

/** One key per attempt: if the network drops the answer and the request is sent again, it counts once. */
export const redeemReward = (rewardId: number, idempotencyKey: string) =>
  sendJson<RedeemResult>('POST', `/api/rewards/${rewardId}/redeem`, undefined, {
    'Idempotency-Key': idempotencyKey,
  });

import { plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetroactiveResult } from '../../../shared/progression';
import type { RedeemResult, Reward, UserReward } from '../../../shared/rewards';
import { sendJson } from '../../lib/api';
import { pathQuery } from '../../lib/path-query';
import { toast } from '../../lib/toast';
import { refreshProgress } from './progress/api';
import { announceAchievements } from './progress/celebrations';

export const rewardQueries = {
  list: () => pathQuery<Reward[]>('/api/rewards'),
  mine: () => pathQuery<UserReward[]>('/api/user/rewards'),
};

/** One key per attempt: if the network drops the answer and the request is sent again, it counts once. */
const redeemReward = (rewardId: number, idempotencyKey: string) =>
  sendJson<RedeemResult>('POST', `/api/rewards/${rewardId}/redeem`, undefined, {
    'Idempotency-Key': idempotencyKey,
  });

/**
 * Redeems a reward under the attempt's key. Either way the balance and the redeemed list are read again:
 * a refusal may mean the points were spent elsewhere.
 */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reward, key }: { reward: Reward; key: string }) => redeemReward(reward.id, key),
    onSuccess: (result) =>
      toast({
        title: t`Reward redeemed!`,
        description: t`Your reward has been successfully added to your collection. Your code: ${result.code}`,
      }),
    onError: () =>
      toast({
        title: t`Failed to redeem reward`,
        description: t`You may not have enough points or an error occurred.`,
        variant: 'destructive',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardQueries.mine().queryKey }),
        refreshProgress(queryClient),
      ]),
  });
}

/**
 * "Boost Your Progress": the points past entries would have earned, once. Its achievements are announced
 * (which reads the progress again); a level it reaches gets the app's "Level Up!" popup like any other: the
 * celebrations feed asks after every save that succeeds.
 */
export function useRetroactivePoints() {
  return useMutation({
    mutationFn: () => sendJson<RetroactiveResult>('POST', '/api/user/retroactive-points'),
    onSuccess: (result) => {
      toast(
        result.entriesProcessed > 0
          ? {
              title: t`Points Awarded!`,
              description: t`You earned ${plural(result.totalPointsAwarded, { one: '# point', other: '# points' })} for ${plural(result.entriesProcessed, { one: '# past entry', other: '# past entries' })}.`,
            }
          : { title: t`All caught up`, description: t`Every entry has already earned its points.` },
      );
      announceAchievements(result.achievements);
    },
    onError: () =>
      toast({
        title: t`Failed to award points`,
        description: t`An error occurred while awarding retroactive points.`,
        variant: 'destructive',
      }),
  });
}

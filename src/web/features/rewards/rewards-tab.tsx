import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Coins, Gift, PackageCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { REDEMPTION_STATUS_LABELS } from '../../../shared/redemption-rules';
import type { Reward, UserReward } from '../../../shared/rewards';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CopyButton } from '../../ui/copy-button';
import { DialogClose, DialogFor } from '../../ui/dialog';
import { IconTile } from '../../ui/icon-tile';
import { QueryState } from '../../ui/query-state';
import { TierBadge } from '../../ui/tier-badge';
import { rewardQueries, useRedeemReward } from './api';
import { progressQueries } from './progress/api';

function newKey() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function RewardCard({ reward, points, onRedeem }: { reward: Reward; points: number; onRedeem: () => void }) {
  const titleId = useId();
  const short = reward.pointCost - points;
  const { i18n, t } = useLingui();
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-[var(--space)]" aria-labelledby={titleId}>
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Gift className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <h3 id={titleId} className="font-semibold leading-snug">
                {i18n._(reward.name)}
              </h3>
              <TierBadge tier={reward.tier} className="shrink-0" />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{i18n._(reward.description)}</p>
          </div>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3">
          <div>
            <p className="font-bold tabular-nums">{t`${formatNumber(reward.pointCost)} points`}</p>
            {short > 0 ? (
              <p className="text-xs text-muted-foreground tabular-nums">{t`${formatNumber(short)} more needed`}</p>
            ) : null}
          </div>
          <Button onClick={onRedeem} disabled={points < reward.pointCost} aria-describedby={titleId}>
            <Trans>Redeem</Trans>
          </Button>
        </div>
      </Card>
    </li>
  );
}

const STATUS_TONE: Record<UserReward['status'], string> = {
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-400/15 dark:text-amber-200',
  fulfilled: 'bg-primary-soft text-foreground',
  cancelled: 'bg-muted text-muted-foreground',
};

/** What each status tells the user, beside its badge. */
const STATUS_NOTE: Record<UserReward['status'], (item: UserReward, i18n: I18n) => string> = {
  pending: (_, i18n) =>
    i18n._(msg`Show or give this code to receive it. We will mark it here once it is on its way.`),
  fulfilled: (item, i18n) => {
    if (!item.resolvedAt) return i18n._(msg`Fulfilled.`);
    const day = formatDate(item.resolvedAt);
    return i18n._(msg`Fulfilled ${day}.`);
  },
  cancelled: (item, i18n) => {
    const points = formatNumber(item.rewardCost);
    return i18n._(msg`Cancelled: ${points} points were returned to you.`);
  },
};

function RedeemedRow({ item }: { item: UserReward }) {
  const { i18n, t } = useLingui();
  const redeemed = item.redeemedAt ? formatDate(item.redeemedAt) : '';
  const cost = formatNumber(item.rewardCost);
  const description = item.reward?.description;
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <PackageCheck className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{i18n._(item.reward?.name ?? item.rewardName)}</p>
          <TierBadge tier={item.reward?.tier} />
          <Badge tone={STATUS_TONE[item.status]}>{i18n._(REDEMPTION_STATUS_LABELS[item.status])}</Badge>
        </div>
        {description ? <p className="text-sm text-muted-foreground">{i18n._(description)}</p> : null}
        <p className="mt-0.5 text-xs text-muted-foreground">
          {redeemed ? t`Redeemed ${redeemed}` : t`Pending`} · {t`${cost} points`}
        </p>
        {item.status === 'cancelled' ? null : (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="rounded-lg bg-muted px-2.5 py-1 font-mono text-sm font-semibold tracking-wider">
              {item.code}
            </code>
            <CopyButton text={item.code} label={t`Your code`} />
          </div>
        )}
        <p className="mt-1 text-sm text-muted-foreground">{STATUS_NOTE[item.status](item, i18n)}</p>
      </div>
    </li>
  );
}

/** A titled list of the tab, with its failure and empty lines. */
function RewardList<T>({
  id,
  title,
  titleClassName,
  query,
  failed,
  empty,
  children,
}: {
  id: string;
  title: string;
  titleClassName: string;
  query: UseQueryResult<T[]>;
  failed: string;
  empty: string;
  children: (list: T[]) => ReactNode;
}) {
  const { t } = useLingui();
  const what = title.toLowerCase();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={cn(titleClassName, 'text-lg font-semibold')}>
        {title}
      </h2>
      <QueryState
        queries={[query]}
        compact
        loading={t`Loading ${what}...`}
        failed={failed}
        empty={
          <p className="rounded-card border border-dashed border-border py-8 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        }
      >
        {(list) => children(list)}
      </QueryState>
    </section>
  );
}

/** "Rewards": available points, the catalogue with redeem buttons, and what the user redeemed. */
export function RewardsTab() {
  const progression = useQuery(progressQueries.progression());
  const rewards = useQuery(rewardQueries.list());
  const mine = useQuery(rewardQueries.mine());
  const [confirming, setConfirming] = useState<{ reward: Reward; key: string } | null>(null);

  const redeem = useRedeemReward();
  const { i18n, t } = useLingui();

  return (
    <QueryState
      queries={[progression]}
      loading={t`Loading rewards...`}
      failed={t`Failed to load progression data`}
    >
      {({ points }) => (
        <div className="flex flex-col gap-6">
          <Card tone="highlight" className="flex items-center gap-4 p-[var(--space)]">
            <IconTile icon={Coins} tone="bg-primary text-primary-foreground" className="shadow-sm" />
            <div>
              <p className="text-sm text-muted-foreground">
                <Trans>Available Points</Trans>
              </p>
              <p className="text-3xl font-bold tabular-nums" data-testid="available-points">
                {formatNumber(points)}
              </p>
            </div>
          </Card>

          <RewardList
            id="available-title"
            title={t`Available Rewards`}
            titleClassName="mb-3"
            query={rewards}
            failed={t`Failed to fetch rewards`}
            empty={t`No rewards available at this time.`}
          >
            {(list) => (
              <ul className="grid gap-3 sm:grid-cols-2">
                {list.map((r) => (
                  <RewardCard
                    key={r.id}
                    reward={r}
                    points={points}
                    onRedeem={() => setConfirming({ reward: r, key: newKey() })}
                  />
                ))}
              </ul>
            )}
          </RewardList>

          <RewardList
            id="redeemed-title"
            title={t`Redeemed Rewards`}
            titleClassName="mb-1"
            query={mine}
            failed={t`Failed to fetch user rewards`}
            empty={t`You haven't redeemed any rewards yet.`}
          >
            {(list) => (
              <Card className="px-[var(--space)]">
                <ul className="divide-y divide-border">
                  {list.map((item) => (
                    <RedeemedRow key={item.id} item={item} />
                  ))}
                </ul>
              </Card>
            )}
          </RewardList>

          <DialogFor
            of={confirming}
            onOpenChange={(open) => (open ? undefined : setConfirming(null))}
            title={(c) => t`Redeem ${i18n._(c.reward.name)}?`}
            description={(c) =>
              t`This spends ${formatNumber(c.reward.pointCost)} of your ${formatNumber(points)} points.`
            }
          >
            {(c) => (
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="outline">
                    <Trans>Cancel</Trans>
                  </Button>
                </DialogClose>
                <Button
                  busy={redeem.isPending}
                  onClick={() => redeem.mutate(c, { onSettled: () => setConfirming(null) })}
                >
                  {redeem.isPending ? t`Redeeming...` : t`Redeem`}
                </Button>
              </div>
            )}
          </DialogFor>
        </div>
      )}
    </QueryState>
  );
}

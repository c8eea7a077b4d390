import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { REDEMPTION_STATUS_LABELS, type RedemptionStatus } from '../../../../shared/redemption-rules';
import type { AdminRedemption } from '../../../../shared/rewards-admin';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Label, NativeSelect } from '../../../ui/field';
import { actionsColumn, type Column, QueryTable } from '../dashboard/data-table';
import { adminQueries, useResolveRedemption } from './api';

const SHOWN: Array<RedemptionStatus | 'all'> = ['pending', 'fulfilled', 'cancelled', 'all'];

/**
 * Redemptions to fulfil: who redeemed what, with the code they will show, pending first. Fulfil marks it
 * received; Cancel (after a confirmation) gives the points back. The user sees the status on their Rewards.
 */
export function RedemptionsSection() {
  const [status, setStatus] = useState<RedemptionStatus | 'all'>('pending');
  const redemptions = useQuery(adminQueries.redemptions(status));
  const [cancelling, setCancelling] = useState<AdminRedemption | null>(null);
  const fulfil = useResolveRedemption('fulfil');
  const cancel = useResolveRedemption('cancel');
  const { i18n, t } = useLingui();
  const columns: Column<AdminRedemption>[] = [
    {
      key: 'reward',
      header: t`Reward`,
      phone: 'title',
      cell: (r) => <span className="font-medium">{i18n._(r.rewardName)}</span>,
    },
    { key: 'user', header: t`User`, cell: (r) => r.username },
    {
      key: 'code',
      header: t`Code`,
      cell: (r) => <code className="font-mono text-sm font-semibold tracking-wider">{r.code}</code>,
    },
    { key: 'cost', header: t`Points`, className: 'tabular-nums', cell: (r) => formatNumber(r.rewardCost) },
    { key: 'when', header: t`Redeemed`, cell: (r) => formatDate(r.createdAt) },
    {
      key: 'status',
      header: t`Status`,
      cell: (r) => <Badge>{i18n._(REDEMPTION_STATUS_LABELS[r.status])}</Badge>,
    },
    actionsColumn((r) =>
      r.status === 'pending' ? (
        <span className="inline-flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            onClick={() => fulfil.mutate(r)}
            busy={fulfil.isPending}
            aria-label={t`Fulfil ${i18n._(r.rewardName)} for ${r.username}`}
          >
            <Check aria-hidden="true" /> <Trans>Fulfil</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setCancelling(r)}
            aria-label={t`Cancel ${i18n._(r.rewardName)} for ${r.username}`}
          >
            <X aria-hidden="true" /> <Trans>Cancel</Trans>
          </Button>
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">{r.resolvedAt ? formatDate(r.resolvedAt) : ''}</span>
      ),
    ),
  ];
  return (
    <section aria-labelledby="redemptions-title" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="redemptions-title" className="text-lg font-semibold">
          <Trans>Redemptions</Trans>
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="redemption-status">
            <Trans>Show</Trans>
          </Label>
          <NativeSelect
            id="redemption-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as RedemptionStatus | 'all')}
          >
            {SHOWN.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? t`All` : i18n._(REDEMPTION_STATUS_LABELS[s])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <QueryTable
        label={t`Redemptions`}
        columns={columns}
        query={redemptions}
        empty={status === 'pending' ? t`Nothing to fulfil: every redemption is done.` : t`No redemptions`}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t`Cancel this redemption?`}
        description={t`${cancelling?.username ?? ''} gets their ${formatNumber(cancelling?.rewardCost ?? 0)} points back, and sees it cancelled.`}
        confirmLabel={t`Cancel redemption`}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling);
          setCancelling(null);
        }}
      />
    </section>
  );
}

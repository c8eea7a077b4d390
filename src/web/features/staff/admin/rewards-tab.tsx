import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Award, Coins, Plus } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ACHIEVEMENTS, REWARD_TIERS } from '../../../../shared/catalogue';
import { label } from '../../../../shared/constants';
import { LEVELS, POINTS } from '../../../../shared/progression-rules';
import { type AdminReward, rewardInput } from '../../../../shared/rewards-admin';
import { applyApiError, useZodFormOf } from '../../../lib/form';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { Input, Label, NativeSelect, Options, Textarea } from '../../../ui/field';
import { DeleteRecordDialog, FormDialog, useRecordDialogs } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Switch } from '../../../ui/switch';
import { TierBadge } from '../../../ui/tier-badge';
import { actionsColumn, type Column, idColumn, QueryTable } from '../dashboard/data-table';
import { Panel, RowActions } from '../dashboard/parts';
import { adminQueries, useDeleteReward, useSaveReward } from './api';
import { RedemptionsSection } from './redemptions';

/** One line of a list of the app's fixed rules. */
type InfoRows = { term: string; value: string }[];

/** What the point system pays, as the server pays it. */
const pointRows = (i18n: I18n): InfoRows => {
  const { dailyVisitBase, dailyVisitPerStreakDay, newEntry, completeEntryBonus, addToStash, updateStash } =
    POINTS;
  const perDay = POINTS.entriesPerDayRewarded;
  return [
    {
      term: i18n._(msg`Daily login`),
      value: i18n._(msg`${dailyVisitBase} points + ${dailyVisitPerStreakDay} per streak day`),
    },
    {
      term: i18n._(msg`New entry`),
      value: i18n._(msg`${newEntry} points, +${completeEntryBonus} for completing all fields`),
    },
    {
      term: i18n._(msg`Add to stash`),
      value: i18n._(msg`${addToStash} points, track inventory +${updateStash}`),
    },
    { term: i18n._(msg`Entries rewarded per day`), value: i18n._(msg`The first ${perDay}`) },
  ];
};

/** A set of the app's fixed rules: a panel under the table, and the dialog with the full list it opens. */
interface Rules {
  title: string;
  icon: ComponentType<{ className?: string }>;
  description: string;
  button: string;
  rows: InfoRows;
  dialog: { title: string; heading?: string; rows: InfoRows };
}

/** "50 points": a number of points, in the active language. */
const pointsIn = (i18n: I18n, n: number) => {
  const count = formatNumber(n);
  return i18n._(msg`${count} points`);
};

const rulesIn = (i18n: I18n): Rules[] => [
  {
    title: i18n._(msg`Point Settings`),
    icon: Coins,
    description: i18n._(msg`What each action earns`),
    button: i18n._(msg`View levels`),
    rows: pointRows(i18n),
    dialog: {
      title: i18n._(msg`Point System`),
      heading: i18n._(msg`Levels by lifetime points`),
      rows: LEVELS.map((l) => ({ term: i18n._(l.name), value: pointsIn(i18n, l.threshold) })),
    },
  },
  {
    title: i18n._(msg`Achievement Settings`),
    icon: Award,
    description: i18n._(msg`Achievements that award points, once`),
    button: i18n._(msg`View achievements`),
    // The achievements that pay points, as the server pays them.
    rows: ACHIEVEMENTS.filter((a) => a.pointsReward > 0).map((a) => ({
      term: i18n._(a.name),
      value: `${pointsIn(i18n, a.pointsReward)} · ${i18n._(a.description)}`,
    })),
    dialog: {
      title: i18n._(msg`Achievements`),
      rows: ACHIEVEMENTS.map((a) => ({
        term: i18n._(a.name),
        value: `${i18n._(a.description)}${a.pointsReward ? ` · ${pointsIn(i18n, a.pointsReward)}` : ''}`,
      })),
    },
  },
];

/** The reward catalogue with real create, edit and delete, and what the point system pays. */
export function RewardsTab() {
  const rewards = useQuery(adminQueries.rewards());
  const dialogs = useRecordDialogs<AdminReward>();
  const remove = useDeleteReward();
  // The full list of a set of rules, opened from its panel.
  const [rulesShown, showRules] = useState<number | null>(null);
  const { i18n, t } = useLingui();
  const rules = rulesIn(i18n);

  const columns: Column<AdminReward>[] = [
    idColumn(),
    {
      key: 'name',
      header: t`Name`,
      phone: 'title',
      cell: (r) => (
        <span className="flex items-center gap-2 font-medium">
          {i18n._(r.name)} <TierBadge tier={r.tier} />
        </span>
      ),
    },
    {
      key: 'description',
      header: t`Description`,
      className: 'max-w-72 text-muted-foreground',
      cell: (r) => <span className="line-clamp-2">{r.description ? i18n._(r.description) : '—'}</span>,
    },
    {
      key: 'cost',
      header: t`Cost (Points)`,
      className: 'tabular-nums',
      cell: (r) => formatNumber(r.pointsCost),
    },
    {
      key: 'active',
      header: t`Status`,
      cell: (r) =>
        r.isActive ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">
            <Trans>Active</Trans>
          </span>
        ) : (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
            <Trans>Inactive</Trans>
          </span>
        ),
    },
    {
      key: 'redeemed',
      header: t`Redeemed`,
      className: 'tabular-nums',
      cell: (r) => formatNumber(r.redemptions),
    },
    actionsColumn((r) => (
      <RowActions
        name={i18n._(r.name)}
        onEdit={() => dialogs.edit(r)}
        onDelete={() => dialogs.askDelete(r)}
      />
    )),
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          <Trans>Rewards</Trans>
        </h2>
        <Button onClick={dialogs.create}>
          <Plus aria-hidden="true" /> <Trans>Add New Reward</Trans>
        </Button>
      </div>
      <QueryTable label={t`Rewards`} columns={columns} query={rewards} empty={t`No rewards found`} />
      <RedemptionsSection />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {rules.map((set, i) => (
          <RulesPanel key={set.title} rules={set} onOpen={() => showRules(i)} />
        ))}
      </div>

      {dialogs.creating ? <RewardDialog onClose={dialogs.close} /> : null}
      {dialogs.editing ? <RewardDialog reward={dialogs.editing} onClose={dialogs.close} /> : null}
      <DeleteRecordDialog
        remove={remove}
        id={dialogs.deleting?.id}
        description={t`This will permanently delete the reward "${dialogs.deleting ? i18n._(dialogs.deleting.name) : ''}". Past redemptions keep their history.`}
        onClose={dialogs.close}
      />
      <Dialog open={rulesShown !== null} onOpenChange={(isOpen) => !isOpen && showRules(null)}>
        {rulesShown !== null ? <RulesDialog rules={rules[rulesShown]} /> : null}
      </Dialog>
    </div>
  );
}

/** A panel of the app's fixed rules, with a button that opens the full list. */
function RulesPanel({ rules, onOpen }: { rules: Rules; onOpen: () => void }) {
  return (
    <Panel
      title={rules.title}
      icon={rules.icon}
      description={rules.description}
      action={
        <Button variant="outline" size="sm" onClick={onOpen}>
          {rules.button}
        </Button>
      }
    >
      <InfoList rows={rules.rows} className="grid gap-2 text-sm" />
    </Panel>
  );
}

/** The point system and achievements are rules of the app (one copy, shared by every screen and the server). */
function RulesDialog({ rules: { dialog } }: { rules: Rules }) {
  const { t } = useLingui();
  return (
    <DialogContent
      title={dialog.title}
      description={t`These numbers are built into the app so that every screen and the server use the same values; changing them is a release, not a setting.`}
    >
      {dialog.heading ? <h3 className="mb-2 text-sm font-semibold">{dialog.heading}</h3> : null}
      <InfoList rows={dialog.rows} className="grid gap-1.5 text-sm" />
    </DialogContent>
  );
}

function InfoList({ rows, className }: { rows: InfoRows; className: string }) {
  return (
    <dl className={className}>
      {rows.map((r) => (
        <div
          key={r.term}
          className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 rounded-xl bg-muted/50 px-3 py-2"
        >
          <dt className="font-medium">{r.term}</dt>
          <dd className="text-muted-foreground">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface RewardValues {
  name: string;
  description: string;
  /** The number box's text. */
  pointsCost: string;
  tier: string;
  isActive: boolean;
  imageUrl: string;
}

/** Create (no `reward`) or edit a reward, checked with the route's own schema. */
function RewardDialog({ reward, onClose }: { reward?: AdminReward; onClose: () => void }) {
  const form = useZodFormOf<RewardValues, typeof rewardInput>(
    rewardInput,
    (v) => ({ ...v, pointsCost: v.pointsCost.trim() === '' ? Number.NaN : Number(v.pointsCost) }),
    {
      defaultValues: {
        name: reward?.name ?? '',
        description: reward?.description ?? '',
        pointsCost: reward ? String(reward.pointsCost) : '',
        tier: reward?.tier ?? 'bronze',
        isActive: reward?.isActive ?? true,
        imageUrl: reward?.imageUrl ?? '',
      },
    },
  );
  const save = useSaveReward(reward, (err) => applyApiError(form, err));
  const { i18n, t } = useLingui();

  return (
    <FormDialog
      title={reward ? t`Edit Reward` : t`Add New Reward`}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body, { onSuccess: onClose }))}
      busy={save.isPending}
      submitLabel={reward ? t`Save Changes` : t`Create Reward`}
      busyLabel={t`Saving...`}
    >
      <FormField form={form} name="name" label={t`Name`} id="reward-name" className="grid gap-1.5">
        <Input {...form.register('name')} />
      </FormField>
      <FormField
        form={form}
        name="description"
        label={t`Description`}
        id="reward-description"
        className="grid gap-1.5"
      >
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="pointsCost"
          label={t`Cost (Points)`}
          id="reward-cost"
          className="grid gap-1.5"
        >
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('pointsCost')} />
        </FormField>
        <FormField form={form} name="tier" label={t`Tier`} id="reward-tier" className="grid gap-1.5">
          <NativeSelect {...form.register('tier')}>
            <Options values={REWARD_TIERS} label={(tier) => i18n._(label(tier))} />
          </NativeSelect>
        </FormField>
      </div>
      <FormField form={form} name="imageUrl" label={t`Image URL`} id="reward-image" className="grid gap-1.5">
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('imageUrl')} />
      </FormField>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-muted/50 px-3 py-2">
        <Label htmlFor="reward-active">
          <Trans>Active</Trans>
          <span className="block text-xs font-normal text-muted-foreground">
            <Trans>Users can see and redeem it</Trans>
          </span>
        </Label>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch id="reward-active" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
    </FormDialog>
  );
}

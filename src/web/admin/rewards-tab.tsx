import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Award, Coins, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ACHIEVEMENTS, REWARD_TIERS } from '../../shared/catalogue';
import { label } from '../../shared/constants';
import { LEVELS, POINTS } from '../../shared/progression-rules';
import { type AdminReward, rewardInput } from '../../shared/rewards-admin';
import { type Column, DataTable } from '../dashboard/data-table';
import { formatNumber } from '../dashboard/format';
import { Panel, TierPill } from '../dashboard/parts';
import { errorMessage, sendJson } from '../lib/api';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog, DialogContent } from '../ui/dialog';
import { FieldError, Input, Label, NativeSelect, Textarea } from '../ui/field';
import { Switch } from '../ui/switch';
import { toast } from '../ui/toast';
import { adminQueries } from './api';

/** The achievements that pay points, as the server pays them. */
const PAYING_ACHIEVEMENTS = ACHIEVEMENTS.filter((a) => a.pointsReward > 0);

/** The reward catalogue with real create, edit and delete, and what the point system pays. */
export function RewardsTab() {
  const queryClient = useQueryClient();
  const rewards = useQuery(adminQueries.rewards());
  const [editing, setEditing] = useState<AdminReward | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminReward | null>(null);
  const [info, setInfo] = useState<'points' | 'achievements' | null>(null);
  const renew = () => queryClient.invalidateQueries({ queryKey: adminQueries.all() });

  const remove = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/admin/rewards/${id}`),
    onSuccess: () => {
      setDeleting(null);
      toast({ title: 'Reward deleted', description: 'The reward has been deleted successfully' });
      void renew();
    },
    onError: (err) =>
      toast({
        title: 'Failed to delete reward',
        description: errorMessage(err, 'Failed to delete reward'),
        variant: 'destructive',
      }),
  });

  const columns: Column<AdminReward>[] = [
    { key: 'id', header: 'ID', className: 'tabular-nums text-muted-foreground', cell: (r) => r.id },
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      cell: (r) => (
        <span className="flex items-center gap-2 font-medium">
          {r.name} <TierPill tier={r.tier} />
        </span>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      className: 'max-w-72 text-muted-foreground',
      cell: (r) => <span className="line-clamp-2">{r.description || '—'}</span>,
    },
    {
      key: 'cost',
      header: 'Cost (Points)',
      className: 'tabular-nums',
      cell: (r) => formatNumber(r.pointsCost),
    },
    {
      key: 'active',
      header: 'Status',
      cell: (r) =>
        r.isActive ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">
            Active
          </span>
        ) : (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
            Inactive
          </span>
        ),
    },
    {
      key: 'redeemed',
      header: 'Redeemed',
      className: 'tabular-nums',
      cell: (r) => formatNumber(r.redemptions),
    },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'actions',
      className: 'text-right',
      cell: (r) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            aria-label={`Delete ${r.name}`}
            onClick={() => setDeleting(r)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Rewards</h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Add New Reward
        </Button>
      </div>
      <DataTable
        label="Rewards"
        columns={columns}
        rows={rewards.data}
        rowKey={(r) => r.id}
        empty="No rewards found"
        loading={rewards.isPending}
        error={rewards.isError ? rewards.error.message : null}
      />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Panel
          title="Point Settings"
          icon={Coins}
          description="What each action earns"
          action={
            <Button variant="outline" size="sm" onClick={() => setInfo('points')}>
              Adjust Point System
            </Button>
          }
        >
          <dl className="grid gap-2 text-sm">
            <InfoRow
              term="Daily login"
              value={`${POINTS.dailyVisitBase} points + ${POINTS.dailyVisitPerStreakDay} per streak day`}
            />
            <InfoRow
              term="New entry"
              value={`${POINTS.newEntry} points, +${POINTS.completeEntryBonus} for completing all fields`}
            />
            <InfoRow
              term="Add to stash"
              value={`${POINTS.addToStash} points, track inventory +${POINTS.updateStash}`}
            />
            <InfoRow term="Entries rewarded per day" value={`The first ${POINTS.entriesPerDayRewarded}`} />
          </dl>
        </Panel>
        <Panel
          title="Achievement Settings"
          icon={Award}
          description="Achievements that award points, once"
          action={
            <Button variant="outline" size="sm" onClick={() => setInfo('achievements')}>
              Manage Achievements
            </Button>
          }
        >
          <dl className="grid gap-2 text-sm">
            {PAYING_ACHIEVEMENTS.map((a) => (
              <InfoRow key={a.key} term={a.name} value={`${a.pointsReward} points · ${a.description}`} />
            ))}
          </dl>
        </Panel>
      </div>

      {editing ? (
        <RewardDialog
          reward={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={renew}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Are you sure?"
        description={`This will permanently delete the reward "${deleting?.name ?? ''}". Past redemptions keep their history.`}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
      <Dialog open={info !== null} onOpenChange={(open) => !open && setInfo(null)}>
        {info ? <RulesDialog kind={info} /> : null}
      </Dialog>
    </div>
  );
}

function InfoRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 rounded-xl bg-muted/50 px-3 py-2">
      <dt className="font-medium">{term}</dt>
      <dd className="text-muted-foreground">{value}</dd>
    </div>
  );
}

/** The point system and achievements are rules of the app (one copy, shared by every screen and the server). */
function RulesDialog({ kind }: { kind: 'points' | 'achievements' }) {
  const note =
    'These numbers are built into the app so that every screen and the server use the same values; changing them is a release, not a setting.';
  if (kind === 'points') {
    return (
      <DialogContent title="Point System" description={note}>
        <h3 className="mb-2 text-sm font-semibold">Levels by lifetime points</h3>
        <dl className="grid gap-1.5 text-sm">
          {LEVELS.map((l) => (
            <InfoRow key={l.key} term={l.name} value={`${formatNumber(l.threshold)} points`} />
          ))}
        </dl>
      </DialogContent>
    );
  }
  return (
    <DialogContent title="Achievements" description={note}>
      <dl className="grid gap-1.5 text-sm">
        {ACHIEVEMENTS.map((a) => (
          <InfoRow
            key={a.key}
            term={a.name}
            value={`${a.description}${a.pointsReward ? ` · ${a.pointsReward} points` : ''}`}
          />
        ))}
      </dl>
    </DialogContent>
  );
}

type Field = 'name' | 'description' | 'pointsCost' | 'tier' | 'isActive' | 'imageUrl';

function RewardDialog({
  reward,
  onClose,
  onDone,
}: {
  reward: AdminReward | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [name, setName] = useState(reward?.name ?? '');
  const [description, setDescription] = useState(reward?.description ?? '');
  const [cost, setCost] = useState(reward ? String(reward.pointsCost) : '');
  const [tier, setTier] = useState(reward?.tier ?? 'bronze');
  const [isActive, setIsActive] = useState(reward?.isActive ?? true);
  const [imageUrl, setImageUrl] = useState(reward?.imageUrl ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const verb = reward ? 'update' : 'create';

  const save = useMutation({
    mutationFn: (body: unknown) =>
      reward
        ? sendJson<AdminReward>('PATCH', `/api/admin/rewards/${reward.id}`, body)
        : sendJson<AdminReward>('POST', '/api/admin/rewards', body),
    onSuccess: () => {
      toast({
        title: reward ? 'Reward updated' : 'Reward created',
        description: `The reward has been ${verb}d successfully`,
      });
      onDone();
      onClose();
    },
    onError: (err) =>
      toast({
        title: `Failed to ${verb} reward`,
        description: errorMessage(err, `Failed to ${verb} reward`),
        variant: 'destructive',
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name,
      description,
      pointsCost: cost.trim() === '' ? Number.NaN : Number(cost),
      tier,
      isActive,
      imageUrl,
    };
    const parsed = rewardInput.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    save.mutate(body);
  };

  const err = (field: Field) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `reward-${field}-error` : undefined,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={reward ? 'Edit Reward' : 'Add New Reward'}>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="reward-name">Name</Label>
            <Input id="reward-name" value={name} onChange={(e) => setName(e.target.value)} {...err('name')} />
            <FieldError id="reward-name-error">{errors.name}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="reward-description">Description</Label>
            <Textarea
              id="reward-description"
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              {...err('description')}
            />
            <FieldError id="reward-description-error">{errors.description}</FieldError>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="reward-cost">Cost (Points)</Label>
              <Input
                id="reward-cost"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={cost}
                onChange={(e) => setCost(e.target.value)}
                {...err('pointsCost')}
              />
              <FieldError id="reward-pointsCost-error">{errors.pointsCost}</FieldError>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="reward-tier">Tier</Label>
              <NativeSelect id="reward-tier" value={tier} onChange={(e) => setTier(e.target.value)}>
                {REWARD_TIERS.map((t) => (
                  <option key={t} value={t}>
                    {label(t)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="reward-image">Image URL</Label>
            <Input
              id="reward-image"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={imageUrl}
              onChange={(e) => setImageUrl(e.target.value)}
              {...err('imageUrl')}
            />
            <FieldError id="reward-imageUrl-error">{errors.imageUrl}</FieldError>
          </div>
          <div className="flex items-center justify-between gap-3 rounded-xl bg-muted/50 px-3 py-2">
            <Label htmlFor="reward-active">
              Active
              <span className="block text-xs font-normal text-muted-foreground">
                Users can see and redeem it
              </span>
            </Label>
            <Switch id="reward-active" checked={isActive} onCheckedChange={setIsActive} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : reward ? 'Save Changes' : 'Create Reward'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

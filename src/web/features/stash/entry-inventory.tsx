import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, Heart, ListPlus, NotebookPen, Package, PackagePlus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { needsRestocking, productLabel, type StashItem, sameStrain, unitLabel } from '../../../shared/stash';
import { parseDecimal } from '../../lib/format';
import { openQuickLog } from '../../lib/quick-log';
import { AmountBadge, AmountBar } from '../../ui/amount-bar';
import { Button } from '../../ui/button';
import { Input } from '../../ui/field';
import { FormField } from '../../ui/form-field';
import { QueryCard } from '../../ui/query-card';
import { useStashItems, useUpdateStashItem } from './api';
import { leftOfText, quantityText } from './quantity-text';

/**
 * Entry detail's "From your stash: NAME" (a link to /stash): the item the session was logged from, by id,
 * with its current name (the stash's copy when loaded, else the entry's), so a rename shows at once.
 */
export function FromYourStash({
  entry,
}: {
  entry: { stashItemId: number | null; stashItemName?: string | null };
}) {
  const items = useStashItems();
  const name = (items.data ?? []).find((i) => i.id === entry.stashItemId)?.strainName ?? entry.stashItemName;
  if (entry.stashItemId === null || !name) return null;
  return (
    <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
      <Package className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <Trans>From your stash:</Trans>{' '}
        <Link href="/stash" className="font-medium text-primary underline-offset-4 hover:underline">
          {name}
        </Link>
      </span>
    </p>
  );
}

/**
 * Entry detail's "Personal Inventory" card: the stash item the session was logged from (by id, so a
 * renamed item is still found) and the items with the same strain name (case
 * ignored) and the same strain type, each with its level bar and badge. After a session the level can be lowered here
 * taken down by what was used ("Used some?").
 */
export function PersonalInventoryCard({
  entry,
}: {
  entry: {
    id: number;
    strainName: string;
    strainType: string;
    stashItemId: number | null;
    stashItemName?: string | null;
  };
}) {
  const { t } = useLingui();
  const items = useStashItems();
  const matches = (items.data ?? []).filter((i) => i.id === entry.stashItemId || sameStrain(i, entry));
  const inStash = matches.filter((i) => i.list === 'stash');
  const wished = matches.some((i) => i.list === 'wish');

  return (
    <QueryCard
      title={t`Personal Inventory`}
      icon={Package}
      beside={
        wished ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
            <Heart className="size-3.5" aria-hidden="true" /> <Trans>On your wishlist</Trans>
          </span>
        ) : null
      }
      queries={[items]}
      loading={t`Checking your stash...`}
      failed={t`Your stash could not be loaded.`}
      isEmpty={() => inStash.length === 0}
      empty={
        <p className="text-sm text-muted-foreground">
          <Trans>{entry.strainName} is not in your stash.</Trans>
        </p>
      }
    >
      {() => (
        <ul className="grid gap-4">
          {inStash.map((item) => (
            <InventoryLine key={item.id} item={item} />
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function InventoryLine({ item }: { item: StashItem }) {
  const { i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  return (
    <li className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm">
          <span className="font-medium">{i18n._(productLabel(item.productType))}</span>
          <span className="text-muted-foreground">
            {' · '}
            {quantityText(item.quantity, item.quantityUnit, item.productType)}
          </span>
        </p>
        <AmountBadge level={item.currentAmount} />
      </div>
      <AmountBar level={item.currentAmount} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {needsRestocking(item.currentAmount) ? (
          <p className="flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
            <AlertTriangle className="size-3.5" aria-hidden="true" /> <Trans>Needs restocking</Trans>
          </p>
        ) : (
          <span />
        )}
        {item.quantity > 0 && !asking ? (
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            <Trans>Used some?</Trans>
          </Button>
        ) : null}
      </div>
      {asking ? <UsedSome item={item} onDone={() => setAsking(false)} /> : null}
    </li>
  );
}

interface UsedValues {
  used: string;
}

/**
 * "Used some?": how much, taken off what is left (said, with Undo), never a level guessed for the person;
 * or a session logged from the item (the quick log sheet), which takes it off too.
 */
function UsedSome({ item, onDone }: { item: StashItem; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateStashItem();
  const form = useForm<UsedValues>({ defaultValues: { used: '' } });
  const unit = unitLabel(item.quantityUnit);
  const submit = form.handleSubmit(({ used }) => {
    void update.takeUsed(item, parseDecimal(used) ?? Number.NaN);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl bg-muted/60 p-3">
      <FormField
        form={form}
        name="used"
        label={item.quantityUnit === 'count' ? t`How many did you use?` : t`How much did you use? (${unit})`}
      >
        <Input
          {...form.register('used', {
            validate: (v) => {
              const n = parseDecimal(v) ?? Number.NaN;
              if (!Number.isFinite(n) || n <= 0) return t`Say how much you used`;
              const left = leftOfText(item);
              return n <= item.quantity || t`Only ${left}`;
            },
          })}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          <Trans>Take it off</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            onDone();
            openQuickLog({ stashItemId: item.id });
          }}
        >
          <NotebookPen aria-hidden="true" /> <Trans>Log a session</Trans>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * Entry detail's "Update inventory", "Add to stash" and wishlist buttons: siblings in the caller's row of
 * buttons (a fragment), so the entry screen decides the layout.
 */
export function EntryStashButtons({ entryId }: { entryId: number }) {
  return (
    <>
      <Button asChild variant="outline">
        <Link href="/stash">
          <RefreshCw aria-hidden="true" /> <Trans>Update inventory</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={`/stash?add=${entryId}`}>
          <PackagePlus aria-hidden="true" /> <Trans>Add to stash</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={`/wishlist?add=${entryId}`}>
          <ListPlus aria-hidden="true" /> <Trans>Add to wishlist</Trans>
        </Link>
      </Button>
    </>
  );
}

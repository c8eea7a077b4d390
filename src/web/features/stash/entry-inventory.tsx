import { AlertTriangle, Heart, ListPlus, Package, PackagePlus, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import {
  AMOUNT_LABELS,
  formatQuantity,
  lowerAmount,
  needsRestocking,
  productLabel,
  type StashItem,
  sameStrain,
} from '../../../shared/stash';
import { AmountBadge, AmountBar } from '../../ui/amount-bar';
import { Button } from '../../ui/button';
import { QueryCard } from '../../ui/query-card';
import { useStashItems, useUpdateStashItem } from './api';

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
        From your stash:{' '}
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
 * in one tap ("Used some?").
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
  const items = useStashItems();
  const matches = (items.data ?? []).filter((i) => i.id === entry.stashItemId || sameStrain(i, entry));
  const inStash = matches.filter((i) => i.list === 'stash');
  const wished = matches.some((i) => i.list === 'wish');

  return (
    <QueryCard
      title="Personal Inventory"
      icon={Package}
      beside={
        wished ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
            <Heart className="size-3.5" aria-hidden="true" /> On your wishlist
          </span>
        ) : null
      }
      queries={[items]}
      loading="Checking your stash..."
      failed="Your stash could not be loaded."
      isEmpty={() => inStash.length === 0}
      empty={<p className="text-sm text-muted-foreground">{entry.strainName} is not in your stash.</p>}
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
  const update = useUpdateStashItem();
  const lower = lowerAmount(item.currentAmount);
  const lowerTo = () => {
    if (lower) void update.lower(item.id, lower);
  };
  return (
    <li className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm">
          <span className="font-medium">{productLabel(item.productType)}</span>
          <span className="text-muted-foreground">
            {' · '}
            {formatQuantity(item.quantity, item.quantityUnit, item.productType)}
          </span>
        </p>
        <AmountBadge level={item.currentAmount} />
      </div>
      <AmountBar level={item.currentAmount} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {needsRestocking(item.currentAmount) ? (
          <p className="flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
            <AlertTriangle className="size-3.5" aria-hidden="true" /> Needs restocking
          </p>
        ) : (
          <span />
        )}
        {lower ? (
          <Button variant="outline" size="sm" onClick={lowerTo}>
            Used some? Set to {AMOUNT_LABELS[lower]}
          </Button>
        ) : null}
      </div>
    </li>
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
          <RefreshCw aria-hidden="true" /> Update inventory
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={`/stash?add=${entryId}`}>
          <PackagePlus aria-hidden="true" /> Add to stash
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={`/wishlist?add=${entryId}`}>
          <ListPlus aria-hidden="true" /> Add to wishlist
        </Link>
      </Button>
    </>
  );
}

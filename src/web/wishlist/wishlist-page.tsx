import { ArrowLeft, Check, Heart, PackageCheck, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { StashItem } from '../../shared/stash';
import { formatQuantity, itemCount, productLabel } from '../../shared/stash-rules';
import { errorMessage } from '../lib/api';
import { useRemoveStashItem, useStashItems, useUpdateStashItem } from '../stash/api';
import { AddItemDialog } from '../stash/item-form';
import { useEntryPrefill } from '../stash/use-entry-prefill';
import { AmountBadge } from '../ui/amount-bar';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page';
import { Spinner } from '../ui/spinner';
import { StrainBadge } from '../ui/strain-badge';
import { toast } from '../ui/toast';

/**
 * The shopping list: strains saved to try (wishes), and stash items that ran out. A wish moves to the
 * stash once bought; an empty item leaves the list once restocked.
 */
export default function WishlistPage() {
  const items = useStashItems();
  const prefill = useEntryPrefill('/wishlist');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StashItem | null>(null);
  const { update } = useUpdateStashItem();
  const remove = useRemoveStashItem();

  const wishes = (items.data ?? []).filter((i) => i.list === 'wish');
  const toBuy = (items.data ?? []).filter((i) => i.list === 'stash' && i.currentAmount === 'empty');

  const addOpen = adding || prefill.open;
  const setAddOpen = (open: boolean) => {
    setAdding(open);
    if (!open && prefill.open) prefill.done();
  };

  const moveToStash = async (item: StashItem) => {
    const outcome = await update(item.id, { list: 'stash', currentAmount: 'high' });
    if (outcome) toast({ title: 'Stash Updated', description: `${item.strainName} moved to your stash.` });
  };
  const restocked = async (item: StashItem) => {
    const outcome = await update(item.id, { currentAmount: 'high' });
    if (outcome) toast({ title: 'Stash Updated', description: `${item.strainName} is restocked.` });
  };
  const confirmRemove = () => {
    if (!removing) return;
    const item = removing;
    remove.mutate(item.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: 'Removed from Wishlist', description: `${item.strainName} was removed.` });
      },
      onError: (err) => {
        setRemoving(null);
        toast({ title: 'Failed to Remove', description: errorMessage(err), variant: 'destructive' });
      },
    });
  };

  const empty = wishes.length === 0 && toBuy.length === 0;
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-2 min-h-11 text-muted-foreground">
        <Link href="/stash">
          <ArrowLeft aria-hidden="true" /> My Stash
        </Link>
      </Button>
      <PageHeader
        title="Wishlist"
        subtitle="Strains to try and items to buy again"
        actions={
          empty ? null : (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Add Strain
            </Button>
          )
        }
      />

      {items.isPending ? (
        <Spinner label="Loading your wishlist..." />
      ) : items.isError ? (
        <Card className="p-6 text-center">
          <p className="font-medium">Your wishlist could not be loaded.</p>
          <p className="mt-1 text-sm text-muted-foreground">{errorMessage(items.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => items.refetch()}>
            Try again
          </Button>
        </Card>
      ) : empty ? (
        <EmptyState
          icon={Heart}
          title="Your wishlist is empty"
          hint="Save strains you want to try. Anything that runs out in your stash shows up here too."
          action={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Add Strain
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6">
          <Section
            title="To Try"
            count={wishes.length}
            icon={<Heart className="size-4" aria-hidden="true" />}
            emptyText="No strains saved to try. Add one from an entry or with Add Strain."
          >
            {wishes.map((item) => (
              <Row
                key={item.id}
                item={item}
                detail={`${productLabel(item.productType)} · ${formatQuantity(item.quantity, item.quantityUnit, item.productType)}`}
                action={
                  <Button size="sm" className="min-h-11" onClick={() => moveToStash(item)}>
                    <PackageCheck aria-hidden="true" /> Got it
                    <span className="sr-only"> – move {item.strainName} to stash</span>
                  </Button>
                }
                onRemove={() => setRemoving(item)}
              />
            ))}
          </Section>
          <Section
            title="To Buy"
            count={toBuy.length}
            icon={<ShoppingBag className="size-4" aria-hidden="true" />}
            emptyText="Nothing has run out. Items you mark Empty in your stash show up here."
          >
            {toBuy.map((item) => (
              <Row
                key={item.id}
                item={item}
                detail={productLabel(item.productType)}
                badge={<AmountBadge level={item.currentAmount} />}
                action={
                  <Button size="sm" variant="outline" className="min-h-11" onClick={() => restocked(item)}>
                    <Check aria-hidden="true" /> Restocked
                    <span className="sr-only"> {item.strainName}</span>
                  </Button>
                }
              />
            ))}
          </Section>
        </div>
      )}

      <AddItemDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        list="wish"
        prefill={prefill.open ? prefill.prefill : null}
        notice={prefill.open ? prefill.notice : null}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from wishlist?"
        description={removing ? `${removing.strainName} will be removed from your wishlist.` : ''}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}

function Section({
  title,
  count,
  icon,
  emptyText,
  children,
}: {
  title: string;
  count: number;
  icon: ReactNode;
  emptyText: string;
  children: ReactNode;
}) {
  const headingId = `wishlist-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <span className="text-primary">{icon}</span>
          {title}
        </h2>
        <span className="text-sm text-muted-foreground">{itemCount(count)}</span>
      </div>
      {count === 0 ? (
        <p className="rounded-card border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3">{children}</ul>
      )}
    </section>
  );
}

function Row({
  item,
  detail,
  badge,
  action,
  onRemove,
}: {
  item: StashItem;
  detail: string;
  badge?: ReactNode;
  action: ReactNode;
  onRemove?: () => void;
}) {
  return (
    <li className="flex items-center gap-3 rounded-card border border-border bg-card p-3 shadow-sm">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <h3 className="truncate font-semibold">{item.strainName}</h3>
          <StrainBadge type={item.strainType} />
          {badge}
        </div>
        <p className="mt-0.5 truncate text-xs text-muted-foreground">{detail}</p>
        {item.notes ? <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{item.notes}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {action}
        {onRemove ? (
          <Button
            variant="ghost"
            size="icon"
            className="text-muted-foreground"
            aria-label={`Remove ${item.strainName} from wishlist`}
            onClick={onRemove}
          >
            <Trash2 />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

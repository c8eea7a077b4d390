import { ListChecks, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { StashItem } from '../../../shared/stash';
import { itemCount, needsRestocking } from '../../../shared/stash-rules';
import { noun } from '../../lib/format';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page';
import { QueryState } from '../../ui/query-state';
import { AddItemButton } from './add-item-button';
import { useStashItems, useUpdateStashItem } from './api';
import { AddItemDialog, EditItemDialog } from './item-form';
import { StashCard } from './stash-card';
import { useAddItemDialog } from './use-add-item-dialog';
import { useConfirmRemove } from './use-confirm-remove';

export default function StashPage() {
  const items = useStashItems();
  const add = useAddItemDialog('/stash');
  const [editing, setEditing] = useState<StashItem | null>(null);
  const remove = useConfirmRemove('Stash');
  const { adjust, finish } = useUpdateStashItem();

  const stash = (items.data ?? []).filter((i) => i.list === 'stash');
  const restock = stash.filter((i) => needsRestocking(i.currentAmount)).length;
  const shopping = (items.data ?? []).filter((i) => i.list === 'wish' || i.currentAmount === 'empty').length;
  // Edit from the live cache, so plus and minus pressed meanwhile show in the dialog's description.
  const editingItem = editing ? (stash.find((i) => i.id === editing.id) ?? null) : null;

  return (
    <div>
      <PageHeader
        title="My Stash"
        subtitle="Track your current inventory and shopping list"
        actions={stash.length > 0 ? <AddItemButton label="Add Item" onClick={add.start} /> : null}
      />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {items.isSuccess ? (
            <>
              <span className="font-medium text-foreground">{itemCount(stash.length)}</span>
              {restock > 0 ? (
                <span className="text-amber-800 dark:text-amber-300">
                  {' · '}
                  {restock} {noun(restock, 'needs', 'need')} restocking
                </span>
              ) : null}
            </>
          ) : null}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link href="/wishlist">
            <ListChecks aria-hidden="true" /> Wishlist
            {shopping > 0 ? (
              <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                {shopping}
              </span>
            ) : null}
          </Link>
        </Button>
      </div>

      <QueryState
        queries={[items]}
        loading="Loading your stash..."
        failed="Your stash could not be loaded."
        isEmpty={() => stash.length === 0}
        empty={
          <EmptyState
            icon={Package}
            title="Your stash is empty"
            hint="Keep track of what you have on hand, how much is left, and what to buy next."
            action={<AddItemButton label="Add First Item" onClick={add.start} />}
          />
        }
      >
        {() => (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Stash items">
            {stash.map((item) => (
              <StashCard
                key={item.id}
                item={item}
                onAdjust={(i, quantity) => adjust(i.id, quantity)}
                onEdit={setEditing}
                onFinish={(i) => finish(i.id)}
                onDelete={remove.ask}
              />
            ))}
          </ul>
        )}
      </QueryState>

      <AddItemDialog {...add.dialog} list="stash" />
      <EditItemDialog of={editingItem} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        {...remove.dialog}
        title="Remove from stash?"
        description={
          remove.target
            ? `${remove.target.strainName} will be removed from your stash. This cannot be undone.`
            : ''
        }
        confirmLabel="Remove"
      />
    </div>
  );
}

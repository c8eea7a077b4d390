import { ListChecks, Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { StashItem } from '../../shared/stash';
import { itemCount, needsRestocking } from '../../shared/stash-rules';
import { errorMessage } from '../lib/api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast';
import { useRemoveStashItem, useStashItems, useUpdateStashItem } from './api';
import { AddItemDialog, EditItemDialog } from './item-form';
import { StashCard } from './stash-card';
import { useEntryPrefill } from './use-entry-prefill';

export default function StashPage() {
  const items = useStashItems();
  const prefill = useEntryPrefill('/stash');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StashItem | null>(null);
  const [deleting, setDeleting] = useState<StashItem | null>(null);
  const { update } = useUpdateStashItem();
  const remove = useRemoveStashItem();

  const stash = (items.data ?? []).filter((i) => i.list === 'stash');
  const restock = stash.filter((i) => needsRestocking(i.currentAmount)).length;
  const shopping = (items.data ?? []).filter((i) => i.list === 'wish' || i.currentAmount === 'empty').length;
  // Edit from the live cache, so plus and minus pressed meanwhile show in the dialog's description.
  const editingItem = editing ? (stash.find((i) => i.id === editing.id) ?? null) : null;

  const addOpen = adding || prefill.open;
  const setAddOpen = (open: boolean) => {
    setAdding(open);
    if (!open && prefill.open) prefill.done();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const item = deleting;
    remove.mutate(item.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Removed from Stash', description: `${item.strainName} was removed.` });
      },
      onError: (err) => {
        setDeleting(null);
        toast({ title: 'Failed to Remove', description: errorMessage(err), variant: 'destructive' });
      },
    });
  };

  return (
    <div>
      <PageHeader
        title="My Stash"
        subtitle="Track your current inventory and shopping list"
        actions={
          stash.length > 0 ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Add Item
            </Button>
          ) : null
        }
      />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {items.isSuccess ? (
            <>
              <span className="font-medium text-foreground">{itemCount(stash.length)}</span>
              {restock > 0 ? (
                <span className="text-amber-800 dark:text-amber-300">
                  {' · '}
                  {restock} {restock === 1 ? 'needs' : 'need'} restocking
                </span>
              ) : null}
            </>
          ) : null}
        </p>
        <Button asChild variant="outline" size="sm" className="min-h-11">
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

      {items.isPending ? (
        <Spinner label="Loading your stash..." />
      ) : items.isError ? (
        <Card className="p-6 text-center">
          <p className="font-medium">Your stash could not be loaded.</p>
          <p className="mt-1 text-sm text-muted-foreground">{errorMessage(items.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => items.refetch()}>
            Try again
          </Button>
        </Card>
      ) : stash.length === 0 ? (
        <EmptyState
          icon={Package}
          title="Your stash is empty"
          hint="Keep track of what you have on hand, how much is left, and what to buy next."
          action={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Add First Item
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Stash items">
          {stash.map((item) => (
            <StashCard
              key={item.id}
              item={item}
              onAdjust={(i, quantity) => update(i.id, { quantity })}
              onEdit={setEditing}
              onFinish={async (i) => {
                if (await update(i.id, { currentAmount: 'empty' })) {
                  toast({
                    title: 'Marked finished',
                    description: `${i.strainName} is finished: it shows on your wishlist to buy again.`,
                  });
                }
              }}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}

      <AddItemDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        list="stash"
        prefill={prefill.open ? prefill.prefill : null}
        notice={prefill.open ? prefill.notice : null}
      />
      <EditItemDialog item={editingItem} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Remove from stash?"
        description={
          deleting ? `${deleting.strainName} will be removed from your stash. This cannot be undone.` : ''
        }
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListChecks, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { StashItem } from '../../../shared/stash';
import { needsRestocking } from '../../../shared/stash-rules';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page';
import { QueryState } from '../../ui/query-state';
import { AddItemButton } from './add-item-button';
import { useStashItems, useUpdateStashItem } from './api';
import { AddItemDialog, EditItemDialog } from './item-form';
import { itemCountText } from './quantity-text';
import { StashCard } from './stash-card';
import { useAddItemDialog } from './use-add-item-dialog';
import { useConfirmRemove } from './use-confirm-remove';

export default function StashPage() {
  const { t } = useLingui();
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
        title={t`My Stash`}
        subtitle={t`Track your current inventory and shopping list`}
        actions={stash.length > 0 ? <AddItemButton label={t`Add Item`} onClick={add.start} /> : null}
      />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {items.isSuccess ? (
            <>
              <span className="font-medium text-foreground">{itemCountText(stash.length)}</span>
              {restock > 0 ? (
                <span className="text-amber-800 dark:text-amber-300">
                  {' · '}
                  {plural(restock, { one: '# needs restocking', other: '# need restocking' })}
                </span>
              ) : null}
            </>
          ) : null}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link href="/wishlist">
            <ListChecks aria-hidden="true" /> <Trans>Wishlist</Trans>
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
        loading={t`Loading your stash...`}
        failed={t`Your stash could not be loaded.`}
        isEmpty={() => stash.length === 0}
        empty={
          <EmptyState
            icon={Package}
            title={t`Your stash is empty`}
            hint={t`Keep track of what you have on hand, how much is left, and what to buy next.`}
            action={<AddItemButton label={t`Add First Item`} onClick={add.start} />}
          />
        }
      >
        {() => (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label={t`Stash items`}>
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
        title={t`Remove from stash?`}
        description={
          remove.target
            ? t`${remove.target.strainName} will be removed from your stash. This cannot be undone.`
            : ''
        }
        confirmLabel={t`Remove`}
      />
    </div>
  );
}

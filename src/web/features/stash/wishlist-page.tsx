import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Check, Heart, PackageCheck, ShoppingBag, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { StashItem } from '../../../shared/stash';
import { productLabel } from '../../../shared/stash-rules';
import { AmountBadge } from '../../ui/amount-bar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page';
import { QueryState } from '../../ui/query-state';
import { StrainBadge } from '../../ui/strain-badge';
import { AddItemButton } from './add-item-button';
import { useStashItems, useUpdateStashItem } from './api';
import { AddItemDialog } from './item-form';
import { itemCountText, quantityText } from './quantity-text';
import { RestockDialog } from './restock-dialog';
import { useAddItemDialog } from './use-add-item-dialog';
import { useConfirmRemove } from './use-confirm-remove';

/**
 * The shopping list: strains saved to try (wishes), and stash items that ran out. A wish moves to the
 * stash once bought; an empty item leaves the list once restocked.
 */
export default function WishlistPage() {
  const { t, i18n } = useLingui();
  const items = useStashItems();
  const add = useAddItemDialog('/wishlist');
  const remove = useConfirmRemove('Wishlist');
  const { moveToStash } = useUpdateStashItem();

  const wishes = (items.data ?? []).filter((i) => i.list === 'wish');
  const toBuy = (items.data ?? []).filter((i) => i.list === 'stash' && i.currentAmount === 'empty');

  const [restocking, setRestocking] = useState<StashItem | null>(null);
  const empty = wishes.length === 0 && toBuy.length === 0;
  return (
    <div>
      <Button asChild variant="ghost" tone="muted" size="sm" className="-ml-3 mb-2">
        <Link href="/stash">
          <ArrowLeft aria-hidden="true" /> <Trans>My Stash</Trans>
        </Link>
      </Button>
      <PageHeader
        title={t`Wishlist`}
        subtitle={t`Strains to try and items to buy again`}
        actions={empty ? null : <AddItemButton label={t`Add Strain`} onClick={add.start} />}
      />

      <QueryState
        queries={[items]}
        loading={t`Loading your wishlist...`}
        failed={t`Your wishlist could not be loaded.`}
        isEmpty={() => empty}
        empty={
          <EmptyState
            icon={Heart}
            title={t`Your wishlist is empty`}
            hint={t`Save strains you want to try. Anything that runs out in your stash shows up here too.`}
            action={<AddItemButton label={t`Add Strain`} onClick={add.start} />}
          />
        }
      >
        {() => (
          <div className="grid gap-6">
            <Section
              id="to-try"
              title={t`To Try`}
              icon={<Heart className="size-4" aria-hidden="true" />}
              emptyText={t`No strains saved to try. Add one from an entry or with Add Strain.`}
              items={wishes}
              row={(item) => ({
                detail: `${i18n._(productLabel(item.productType))} · ${quantityText(item.quantity, item.quantityUnit, item.productType)}`,
                action: (
                  <Button size="sm" onClick={() => moveToStash(item.id)}>
                    <PackageCheck aria-hidden="true" /> <Trans>Got it</Trans>
                    <span className="sr-only">
                      {' '}
                      <Trans>– move {item.strainName} to stash</Trans>
                    </span>
                  </Button>
                ),
                onRemove: () => remove.ask(item),
              })}
            />
            <Section
              id="to-buy"
              title={t`To Buy`}
              icon={<ShoppingBag className="size-4" aria-hidden="true" />}
              emptyText={t`Nothing has run out. Items you mark Empty in your stash show up here.`}
              items={toBuy}
              row={(item) => ({
                detail: i18n._(productLabel(item.productType)),
                badge: <AmountBadge level={item.currentAmount} />,
                action: (
                  <Button size="sm" variant="outline" onClick={() => setRestocking(item)}>
                    <Check aria-hidden="true" /> <Trans>Restocked</Trans>
                    <span className="sr-only"> {item.strainName}</span>
                  </Button>
                ),
              })}
            />
          </div>
        )}
      </QueryState>

      <AddItemDialog {...add.dialog} list="wish" />
      <RestockDialog of={restocking} onOpenChange={(open) => (open ? null : setRestocking(null))} />
      <ConfirmDialog
        {...remove.dialog}
        title={t`Remove from wishlist?`}
        description={remove.target ? t`${remove.target.strainName} will be removed from your wishlist.` : ''}
        confirmLabel={t`Remove`}
      />
    </div>
  );
}

/** A titled list of the page: a line saying it is empty, or a row for each item. */
function Section({
  id,
  title,
  icon,
  emptyText,
  items,
  row,
}: {
  /** The heading's id, after "wishlist-". */
  id: string;
  title: string;
  icon: ReactNode;
  emptyText: string;
  items: StashItem[];
  /** What the item's row shows besides the item itself. */
  row: (item: StashItem) => Omit<RowProps, 'item'>;
}) {
  const headingId = `wishlist-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <span className="text-primary">{icon}</span>
          {title}
        </h2>
        <span className="text-sm text-muted-foreground">{itemCountText(items.length)}</span>
      </div>
      {items.length === 0 ? (
        <p className="rounded-card border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3">
          {items.map((item) => (
            <Row key={item.id} item={item} {...row(item)} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface RowProps {
  item: StashItem;
  detail: string;
  badge?: ReactNode;
  action: ReactNode;
  onRemove?: () => void;
}

function Row({ item, detail, badge, action, onRemove }: RowProps) {
  const { t } = useLingui();
  return (
    <li className="flex items-center gap-3 rounded-card border border-border bg-card p-3 shadow-sm">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <h3 className="truncate font-semibold">{item.strainName}</h3>
          <StrainBadge type={item.strainType} />
          {badge}
        </div>
        <p className="mt-0.5 break-words text-xs text-muted-foreground">{detail}</p>
        {item.notes ? <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{item.notes}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {action}
        {onRemove ? (
          <Button
            variant="ghost"
            tone="muted"
            size="icon"
            aria-label={t`Remove ${item.strainName} from wishlist`}
            onClick={onRemove}
          >
            <Trash2 />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertTriangle,
  CircleCheck,
  Minus,
  MoreVertical,
  NotebookPen,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { StashItem } from '../../../shared/stash';
import {
  adjustQuantity,
  isFinished,
  needsRestocking,
  productLabel,
  QUANTITY_MIN,
} from '../../../shared/stash-rules';
import { cn } from '../../lib/cn';
import { openQuickLog } from '../../lib/quick-log';
import { AmountBadge, AmountBar } from '../../ui/amount-bar';
import { Button } from '../../ui/button';
import { StrainBadge } from '../../ui/strain-badge';
import { stockText } from './quantity-text';

const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-muted';

/**
 * The sessions logged from this item: "Not used in a session yet", "Used in 1 session", "Used in 3 sessions".
 * The item's own, not the strain's: sessions of the strain logged before it was in the stash are not its.
 */
const sessionsLabel = (n: number) =>
  plural(n, { 0: 'Not used in a session yet', one: 'Used in # session', other: 'Used in # sessions' });

/**
 * One stash item: name, type, product, amount bar, the sessions logged from it and "Log a session", plus
 * and minus, and a menu to edit, mark finished or delete it.
 */
export function StashCard({
  item,
  onAdjust,
  onEdit,
  onFinish,
  onDelete,
}: {
  item: StashItem;
  onAdjust: (item: StashItem, quantity: number) => void;
  onEdit: (item: StashItem) => void;
  onFinish: (item: StashItem) => void;
  onDelete: (item: StashItem) => void;
}) {
  const { t, i18n } = useLingui();
  const strain = item.strainName;
  const restock = needsRestocking(item.currentAmount);
  const atMinimum = item.quantity <= QUANTITY_MIN;
  const finished = isFinished(item);
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-2.5 rounded-card border bg-card p-3 shadow-sm sm:p-4',
        restock ? 'border-amber-400/70 dark:border-amber-500/50' : 'border-border',
      )}
    >
      <div className="min-w-0">
        <h3 className="line-clamp-2 font-semibold leading-snug [overflow-wrap:anywhere]">
          {item.strainName}
        </h3>
        <p className="mt-0.5 break-words text-xs text-muted-foreground">
          {i18n._(productLabel(item.productType))}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-1.5">
        <StrainBadge type={item.strainType} />
        <AmountBadge level={item.currentAmount} />
      </div>

      <div className="grid gap-1.5">
        <AmountBar level={item.currentAmount} />
        {restock ? (
          <p className="flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
            <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
            <Trans>Needs restocking</Trans>
          </p>
        ) : null}
      </div>

      {item.notes ? <p className="line-clamp-2 text-xs text-muted-foreground">{item.notes}</p> : null}

      <div className="flex flex-wrap items-center justify-between gap-1.5">
        <p className="text-xs text-muted-foreground">{sessionsLabel(item.sessionCount)}</p>
        {/* The quick log sheet (drawn by the entries feature): the amount used, then Save. */}
        <Button
          variant="outline"
          size="sm"
          aria-label={t`Log a session from ${strain}`}
          onClick={() => openQuickLog({ stashItemId: item.id })}
        >
          <NotebookPen aria-hidden="true" /> <Trans>Log a session</Trans>
        </Button>
      </div>

      <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <output
          className="min-w-0 text-lg leading-tight font-semibold tabular-nums [overflow-wrap:anywhere]"
          aria-live="polite"
          aria-label={t`Quantity of ${strain}`}
        >
          {stockText(item)}
        </output>
        <div className="flex items-center gap-1.5 sm:shrink-0">
          {([-1, 1] as const).map((step) => (
            <Button
              key={step}
              variant="secondary"
              size="icon"
              radius="lg"
              className="flex-1 sm:w-14 sm:flex-none"
              aria-label={step < 0 ? t`Decrease quantity of ${strain}` : t`Increase quantity of ${strain}`}
              disabled={step < 0 && atMinimum}
              onClick={() => onAdjust(item, adjustQuantity(item.quantity, item.quantityUnit, step))}
            >
              {step < 0 ? <Minus /> : <Plus />}
            </Button>
          ))}
          {/* Not modal: a modal menu hides the page from assistive technology while its buttons stay focusable. */}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger asChild>
              <Button
                variant="ghost"
                tone="muted"
                size="icon"
                radius="lg"
                className="shrink-0"
                aria-label={t`Actions for ${strain}`}
              >
                <MoreVertical />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={4}
                className="z-50 min-w-40 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg animate-fade-in"
              >
                <DropdownMenu.Item className={menuItem} onSelect={() => onEdit(item)}>
                  <Pencil className="size-4" aria-hidden="true" /> <Trans>Edit</Trans>
                </DropdownMenu.Item>
                {finished ? null : (
                  <DropdownMenu.Item className={menuItem} onSelect={() => onFinish(item)}>
                    <CircleCheck className="size-4" aria-hidden="true" /> <Trans>Mark finished</Trans>
                  </DropdownMenu.Item>
                )}
                <DropdownMenu.Item
                  className={cn(menuItem, 'text-destructive')}
                  onSelect={() => onDelete(item)}
                >
                  <Trash2 className="size-4" aria-hidden="true" /> <Trans>Delete</Trans>
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
    </li>
  );
}

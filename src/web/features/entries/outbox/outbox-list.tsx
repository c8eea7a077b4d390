import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { productAndMethodText } from '../entry-text';
import { discardItem, type OutboxItem, retryItem, useOutbox } from './outbox';

/**
 * The journal's "Waiting to sync": entries saved on this device while offline, favorite changes and
 * follow-ups. An
 * entry the server refused shows why, with Retry and Discard (after a confirmation).
 */
export function OutboxList() {
  const { t, i18n } = useLingui();
  const items = useOutbox();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  if (items.length === 0) return null;
  const entries = items.filter((i) => i.kind === 'entry');
  // Favorites and follow-ups are small changes to entries already saved: a line says how many wait.
  const changes = items.filter((i) => i.kind !== 'entry');
  const refused = changes.filter((i) => i.error);
  const favoriteCount = changes.filter((i) => i.kind === 'favorite' && !i.error).length;
  const followUpCount = changes.filter((i) => i.kind === 'follow-up' && !i.error).length;
  const favorites = plural(favoriteCount, { one: '# favorite change', other: '# favorite changes' });
  const followUps = plural(followUpCount, { one: '# follow-up', other: '# follow-ups' });
  const waitingLine =
    favoriteCount > 0 && followUpCount > 0
      ? t`${favorites} and ${followUps} are waiting to sync.`
      : favoriteCount > 0
        ? plural(favoriteCount, {
            one: '# favorite change is waiting to sync.',
            other: '# favorite changes are waiting to sync.',
          })
        : followUpCount > 0
          ? plural(followUpCount, {
              one: '# follow-up is waiting to sync.',
              other: '# follow-ups are waiting to sync.',
            })
          : null;
  return (
    <section aria-label={t`Waiting to sync`} className="mb-4 space-y-2">
      <ul className="space-y-2">
        {entries.map((item) => (
          <li
            key={item.id}
            className="rounded-card border border-dashed border-amber-500/70 bg-amber-50 p-4 dark:bg-amber-400/10"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="truncate font-semibold">{item.body.strainName}</h3>
                <p className="text-xs text-muted-foreground">
                  {productAndMethodText(i18n, item.body.productType, item.body.method)} · {item.body.dosage} ·{' '}
                  <Trans>saved {formatDateTime(item.queuedAt)}</Trans>
                </p>
              </div>
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                <CloudOff className="size-3.5" aria-hidden="true" />{' '}
                {item.error ? t`Not synced` : t`Waiting to sync`}
              </span>
            </div>
            {item.error ? (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <p className="text-sm text-destructive" role="alert">
                  {i18n._(item.error)}
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    retryItem(item.id)?.then((r) => {
                      if (r?.sent)
                        toast({
                          title: t`Synced`,
                          description: t`${item.body.strainName} reached the server.`,
                        });
                    })
                  }
                >
                  <RotateCcw aria-hidden="true" /> <Trans>Retry</Trans>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDiscarding(item)}>
                  <Trash2 aria-hidden="true" /> <Trans>Discard</Trans>
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {waitingLine ? <p className="text-sm text-muted-foreground">{waitingLine}</p> : null}
      {refused.map((item) => {
        const reason = item.error ? i18n._(item.error) : '';
        return (
          <div key={item.id} className="flex flex-wrap items-center gap-2 text-sm">
            <p className="text-destructive" role="alert">
              {item.kind === 'follow-up'
                ? t`A follow-up could not be saved: ${reason}`
                : t`A favorite change could not be saved: ${reason}`}
            </p>
            <Button size="sm" variant="ghost" onClick={() => void discardItem(item.id)}>
              <Trash2 aria-hidden="true" /> <Trans>Dismiss</Trans>
            </Button>
          </div>
        );
      })}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={t`Discard this entry?`}
        description={t`It was never saved to your journal. Discarding removes it from this device for good.`}
        confirmLabel={t`Discard`}
        onConfirm={() => {
          if (discarding) void discardItem(discarding.id);
          setDiscarding(null);
        }}
      />
    </section>
  );
}

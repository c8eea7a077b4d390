import { CloudOff, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { productAndMethod } from '../../../../shared/entry-rules';
import { formatDateTime } from '../../../lib/dates';
import { plural } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { discardItem, type OutboxItem, retryItem, useOutbox } from './outbox';

/**
 * The journal's "Waiting to sync": entries saved on this device while offline, favorite changes and
 * follow-ups. An
 * entry the server refused shows why, with Retry and Discard (after a confirmation).
 */
export function OutboxList() {
  const items = useOutbox();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  if (items.length === 0) return null;
  const entries = items.filter((i) => i.kind === 'entry');
  // Favorites and follow-ups are small changes to entries already saved: a line says how many wait.
  const changes = items.filter((i) => i.kind !== 'entry');
  const refused = changes.filter((i) => i.error);
  const counts = [
    [changes.filter((i) => i.kind === 'favorite' && !i.error).length, 'favorite change'],
    [changes.filter((i) => i.kind === 'follow-up' && !i.error).length, 'follow-up'],
  ] as const;
  const waiting = counts.filter(([n]) => n > 0);
  const waitingTotal = waiting.reduce((sum, [n]) => sum + n, 0);
  return (
    <section aria-label="Waiting to sync" className="mb-4 space-y-2">
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
                  {productAndMethod(item.body.productType, item.body.method)} · {item.body.dosage} · saved{' '}
                  {formatDateTime(item.queuedAt)}
                </p>
              </div>
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                <CloudOff className="size-3.5" aria-hidden="true" />{' '}
                {item.error ? 'Not synced' : 'Waiting to sync'}
              </span>
            </div>
            {item.error ? (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <p className="text-sm text-destructive" role="alert">
                  {item.error}
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    retryItem(item.id)?.then((r) => {
                      if (r?.sent)
                        toast({
                          title: 'Synced',
                          description: `${item.body.strainName} reached the server.`,
                        });
                    })
                  }
                >
                  <RotateCcw aria-hidden="true" /> Retry
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDiscarding(item)}>
                  <Trash2 aria-hidden="true" /> Discard
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {waitingTotal > 0 ? (
        <p className="text-sm text-muted-foreground">
          {waiting.map(([n, what]) => plural(n, what)).join(' and ')} {waitingTotal === 1 ? 'is' : 'are'}{' '}
          waiting to sync.
        </p>
      ) : null}
      {refused.map((item) => (
        <div key={item.id} className="flex flex-wrap items-center gap-2 text-sm">
          <p className="text-destructive" role="alert">
            {item.kind === 'follow-up' ? 'A follow-up' : 'A favorite change'} could not be saved: {item.error}
          </p>
          <Button size="sm" variant="ghost" onClick={() => void discardItem(item.id)}>
            <Trash2 aria-hidden="true" /> Dismiss
          </Button>
        </div>
      ))}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title="Discard this entry?"
        description="It was never saved to your journal. Discarding removes it from this device for good."
        confirmLabel="Discard"
        onConfirm={() => {
          if (discarding) void discardItem(discarding.id);
          setDiscarding(null);
        }}
      />
    </section>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Entry } from '../../../../shared/entries';
import type { StashItem } from '../../../../shared/stash';
import { closeQuickLog, type QuickLogTarget } from '../../../lib/quick-log';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { QueryState } from '../../../ui/query-state';
import { stashQueries } from '../../stash/api';
import { entryFromList, entryQueries } from '../api';
import type { EntryFormValues } from '../form/values';
import { QuickLogForm, quickLogSummary } from './quick-log-sheet';
import { valuesFromEntry, valuesFromItem } from './quick-log-values';

/**
 * The quick log sheet: open while `openQuickLog` has a target (Home's "Log again: NAME", a stash card's
 * "Log a session"). A bottom sheet on a phone, centred on a desktop (the app's one dialog).
 */
export default function QuickLogDialogRoot({ target }: { target: QuickLogTarget | null }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : closeQuickLog())}>
      {target ? <QuickLogDialog key={JSON.stringify(target)} target={target} /> : null}
    </Dialog>
  );
}

function QuickLogDialog({ target }: { target: QuickLogTarget }) {
  const queryClient = useQueryClient();
  const entryId = 'entryId' in target ? target.entryId : 0;
  const items = useQuery(stashQueries.items());
  const entries = useQuery({ ...entryQueries.list(), enabled: 'stashItemId' in target });
  // Home's list has the entry already: the sheet opens at once, offline too.
  const entry = useQuery({
    ...entryQueries.detail(entryId),
    enabled: entryId > 0,
    initialData: () => entryFromList(queryClient, entryId),
  });
  // What the sheet needs before it can start: the entry (Log again) or the stash (Log a session). The
  // other list only improves the start (the item left, the item's last session), so offline without it
  // the sheet still opens.
  const needed = 'entryId' in target ? entry : items;
  const start = startOf(target, entry.data, items.data ?? [], entries.data ?? []);
  return (
    <DialogContent
      title={'entryId' in target ? 'Log again' : 'Log a session'}
      description={
        start ? `${start.values.strainName} · ${quickLogSummary(start.values, start.item)}` : undefined
      }
    >
      <QueryState queries={[needed]} loading="Loading..." failed="That product could not be loaded">
        {() =>
          start ? (
            <QuickLogForm
              start={start.values}
              item={start.item}
              moreHref={start.moreHref}
              onDone={closeQuickLog}
            />
          ) : (
            <p className="text-sm text-muted-foreground">That item is no longer in your stash.</p>
          )
        }
      </QueryState>
    </DialogContent>
  );
}

function startOf(
  target: QuickLogTarget,
  entry: Entry | undefined,
  items: readonly StashItem[],
  entries: readonly Entry[],
): { values: EntryFormValues; item: StashItem | null; moreHref: string } | null {
  if ('entryId' in target) {
    if (!entry) return null;
    const values = valuesFromEntry(entry, items);
    const item = items.find((i) => String(i.id) === values.stashItemId) ?? null;
    return { values, item, moreHref: `/new?again=${entry.id}` };
  }
  const item = items.find((i) => i.id === target.stashItemId && i.list === 'stash');
  if (!item) return null;
  return { values: valuesFromItem(item, entries), item, moreHref: `/new?stash=${item.id}` };
}

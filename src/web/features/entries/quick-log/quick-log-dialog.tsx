import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Entry } from '../../../../shared/entries';
import type { Experiment } from '../../../../shared/experiments';
import type { StashItem } from '../../../../shared/stash';
import { closeQuickLog, type QuickLogTarget } from '../../../lib/quick-log';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { QueryState } from '../../../ui/query-state';
import { experimentQueries } from '../../insights/experiments/api';
import { stashQueries } from '../../stash/api';
import { entryFromList, entryQueries } from '../api';
import type { EntryFormValues } from '../form/values';
import { QuickLogForm, quickLogSummary } from './quick-log-sheet';
import { valuesFromEntry, valuesFromExperiment, valuesFromItem } from './quick-log-values';

/**
 * The quick log sheet: open while `openQuickLog` has a target (Home's "Log again: NAME", a stash card's
 * "Log a session", an experiment's "Log today's session"). A bottom sheet on a phone, centred on a
 * desktop (the app's one dialog).
 */
export default function QuickLogDialogRoot({ target }: { target: QuickLogTarget | null }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : closeQuickLog())}>
      {target ? <QuickLogDialog key={JSON.stringify(target)} target={target} /> : null}
    </Dialog>
  );
}

function QuickLogDialog({ target }: { target: QuickLogTarget }) {
  // Drawn again when the language changes (the title and summary are read from the active catalog).
  useLingui();
  const queryClient = useQueryClient();
  const entryId = 'entryId' in target ? target.entryId : 0;
  const experimentId = 'experimentId' in target ? target.experimentId : 0;
  const items = useQuery(stashQueries.items());
  const entries = useQuery({ ...entryQueries.list(), enabled: 'stashItemId' in target });
  // Home's list has the entry already: the sheet opens at once, offline too.
  const entry = useQuery({
    ...entryQueries.detail(entryId),
    enabled: entryId > 0,
    initialData: () => entryFromList(queryClient, entryId),
  });
  const experiment = useQuery({ ...experimentQueries.detail(experimentId), enabled: experimentId > 0 });
  // What the sheet needs before it can start: the entry (Log again), the experiment (today's product) or
  // the stash (Log a session). The other lists only improve the start (the item left, the item's last
  // session), so offline without them the sheet still opens.
  const needed = 'entryId' in target ? entry : 'experimentId' in target ? experiment : items;
  const start = startOf(target, {
    entry: entry.data,
    experiment: experiment.data,
    items: items.data ?? [],
    entries: entries.data ?? [],
  });
  return (
    <DialogContent
      title={titleOf(target)}
      description={
        start
          ? `${armPrefix(experiment.data)}${start.values.strainName} · ${quickLogSummary(start.values, start.item)}`
          : undefined
      }
    >
      <QueryState queries={[needed]} loading={t`Loading...`} failed={t`That product could not be loaded`}>
        {() =>
          start ? (
            <QuickLogForm
              start={start.values}
              item={start.item}
              fixedDose={'experimentId' in target}
              moreHref={start.moreHref}
              onDone={closeQuickLog}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {'experimentId' in target
                ? t`This experiment has no product today.`
                : t`That item is no longer in your stash.`}
            </p>
          )
        }
      </QueryState>
    </DialogContent>
  );
}

/** "B: " before today's product of an experiment, so the sheet says which of the two it is. */
const armPrefix = (experiment: Experiment | undefined) =>
  experiment?.today ? `${experiment.today.arm}: ` : '';

const titleOf = (target: QuickLogTarget) =>
  'entryId' in target ? t`Log again` : 'experimentId' in target ? t`Log today's session` : t`Log a session`;

function startOf(
  target: QuickLogTarget,
  data: {
    entry: Entry | undefined;
    experiment: Experiment | undefined;
    items: readonly StashItem[];
    entries: readonly Entry[];
  },
): { values: EntryFormValues; item: StashItem | null; moreHref: string } | null {
  const { entry, experiment, items, entries } = data;
  if ('entryId' in target) {
    if (!entry) return null;
    const values = valuesFromEntry(entry, items);
    const item = items.find((i) => String(i.id) === values.stashItemId) ?? null;
    return { values, item, moreHref: `/new?again=${entry.id}` };
  }
  if ('experimentId' in target) {
    const start = experiment ? valuesFromExperiment(experiment, items) : null;
    return start && { ...start, moreHref: `/new?experiment=${target.experimentId}` };
  }
  const item = items.find((i) => i.id === target.stashItemId && i.list === 'stash');
  if (!item) return null;
  return { values: valuesFromItem(item, entries), item, moreHref: `/new?stash=${item.id}` };
}

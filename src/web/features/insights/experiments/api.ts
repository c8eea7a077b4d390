import { plural, t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Experiment, ExperimentCreateInput, ExperimentSummary } from '../../../../shared/experiments';
import { getJson, sendJson } from '../../../lib/api';
import type { PlaceError } from '../../../lib/form-errors';
import { toast, toastError } from '../../../lib/toast';

// Personal experiments (decision 0075): the list, one experiment with its days, and the writes. Every
// write answers the experiment as it now is, which replaces the cached one; the list is asked again.

export const experimentQueries = {
  all: () => ['/api/experiments'] as const,
  list: () =>
    queryOptions({
      queryKey: experimentQueries.all(),
      queryFn: () => getJson<ExperimentSummary[]>('/api/experiments'),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...experimentQueries.all(), id] as const,
      queryFn: () => getJson<Experiment>(`/api/experiments/${id}`),
    }),
};

/** Keeps the cache true to a write's answer: the experiment itself, and the list asked again. */
function useKeep() {
  const queryClient = useQueryClient();
  return (experiment: Experiment) => {
    queryClient.setQueryData(experimentQueries.detail(experiment.id).queryKey, experiment);
    void queryClient.invalidateQueries({ queryKey: experimentQueries.all(), exact: true });
  };
}

/** "Start the experiment": a refusal `place` does not put on a field says "Could not start it". */
export function useCreateExperiment(place?: PlaceError) {
  const keep = useKeep();
  return useMutation({
    mutationFn: (input: ExperimentCreateInput) => sendJson<Experiment>('POST', '/api/experiments', input),
    onSuccess: (experiment) => {
      keep(experiment);
      toast({ title: t`Experiment planned`, description: t`Each day it tells you which product to take.` });
    },
    onError: (err) => {
      if (!place?.(err)) toastError(t`Could not start the experiment`, err);
    },
  });
}

/** Stop: today becomes its last day; the answer is what the data say so far. */
export function useStopExperiment() {
  const keep = useKeep();
  return useMutation({
    mutationFn: (id: number) => sendJson<Experiment>('POST', `/api/experiments/${id}/stop`),
    onSuccess: (experiment) => {
      keep(experiment);
      toast({ title: t`Experiment stopped`, description: t`Its answer stays here with what you logged.` });
    },
    onError: (err) => toastError(t`Could not stop the experiment`, err),
  });
}

/** Extend by `blocks` blocks (each a period of each product, in an order drawn at random). */
export function useExtendExperiment() {
  const keep = useKeep();
  return useMutation({
    mutationFn: ({ id, blocks }: { id: number; blocks: number }) =>
      sendJson<Experiment>('POST', `/api/experiments/${id}/extend`, { blocks }),
    onSuccess: (experiment) => {
      keep(experiment);
      toast({
        title: t`Experiment extended`,
        description: t`It now runs ${plural(experiment.blocks, { one: '# block', other: '# blocks' })}.`,
      });
    },
    onError: (err) => toastError(t`Could not extend the experiment`, err),
  });
}

/** Delete, with its record of which sessions were for it (the sessions stay in the journal). */
export function useDeleteExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>('DELETE', `/api/experiments/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: experimentQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: experimentQueries.all(), exact: true });
      toast({ title: t`Experiment deleted`, description: t`Its sessions stay in your journal.` });
    },
    onError: (err) => toastError(t`Could not delete the experiment`, err),
  });
}

import { CalendarPlus, Square, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  BLOCKS_TOTAL_MAX,
  EXTEND_BLOCKS_MAX,
  type Experiment,
  experimentExtendInput,
} from '../../../../shared/experiments';
import { useZodFormOf } from '../../../lib/form';
import { plural } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NativeSelect, Options } from '../../../ui/field';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { useDeleteExperiment, useExtendExperiment, useStopExperiment } from './api';

type Asking = 'stop' | 'extend' | 'delete' | null;

/** Stop, Extend and Delete, each asked first: stopping and deleting cannot be undone. */
export function ExperimentActions({ experiment }: { experiment: Experiment }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [, navigate] = useLocation();
  const stop = useStopExperiment();
  const remove = useDeleteExperiment();
  const active = experiment.status === 'running' || experiment.status === 'scheduled';
  const room = Math.min(EXTEND_BLOCKS_MAX, BLOCKS_TOTAL_MAX - experiment.blocks);
  const close = (open: boolean) => !open && setAsking(null);
  return (
    <div className="flex flex-wrap gap-2">
      {active ? (
        <>
          <Button variant="outline" onClick={() => setAsking('stop')}>
            <Square aria-hidden="true" /> Stop
          </Button>
          {room > 0 ? (
            <Button variant="outline" onClick={() => setAsking('extend')}>
              <CalendarPlus aria-hidden="true" /> Extend
            </Button>
          ) : null}
        </>
      ) : null}
      <Button variant="outline" tone="destructive" onClick={() => setAsking('delete')}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <ConfirmDialog
        open={asking === 'stop'}
        onOpenChange={close}
        title="Stop this experiment?"
        description="Today becomes its last day. The answer stays, from what you have logged so far."
        confirmLabel="Stop"
        busy={stop.isPending}
        onConfirm={() => stop.mutate(experiment.id, { onSuccess: () => setAsking(null) })}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={close}
        title="Delete this experiment?"
        description="Its plan and answer are deleted; its sessions stay in your journal. This cannot be undone."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(experiment.id, { onSuccess: () => navigate(`/what-helps/${experiment.symptom}`) })
        }
      />
      {asking === 'extend' ? (
        <ExtendDialog experiment={experiment} room={room} onClose={() => setAsking(null)} />
      ) : null}
    </div>
  );
}

function ExtendDialog({
  experiment,
  room,
  onClose,
}: {
  experiment: Experiment;
  room: number;
  onClose: () => void;
}) {
  const extend = useExtendExperiment();
  const form = useZodFormOf<{ blocks: string }, typeof experimentExtendInput>(
    experimentExtendInput,
    (v) => ({ blocks: Number(v.blocks) }),
    { defaultValues: { blocks: '1' } },
  );
  const choices = Array.from({ length: room }, (_, i) => String(i + 1));
  return (
    <FormDialog
      title="Extend the experiment"
      description={`It has ${plural(experiment.blocks, 'block')}; more blocks make the answer surer. The order of each new block is drawn at random.`}
      onClose={onClose}
      onSubmit={form.handleSubmit((input) =>
        extend.mutate({ id: experiment.id, blocks: input.blocks }, { onSuccess: onClose }),
      )}
      busy={extend.isPending}
      submitLabel="Extend"
      busyLabel="Extending..."
    >
      <FormField
        form={form}
        name="blocks"
        label="Blocks to add"
        hint={`Each adds ${plural(experiment.periodDays * 2, 'day')}.`}
      >
        <NativeSelect {...form.register('blocks')}>
          <Options values={choices} label={(n) => plural(Number(n), 'block')} />
        </NativeSelect>
      </FormField>
    </FormDialog>
  );
}

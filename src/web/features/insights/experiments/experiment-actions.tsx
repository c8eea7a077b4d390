import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      {active ? (
        <>
          <Button variant="outline" onClick={() => setAsking('stop')}>
            <Square aria-hidden="true" /> <Trans>Stop</Trans>
          </Button>
          {room > 0 ? (
            <Button variant="outline" onClick={() => setAsking('extend')}>
              <CalendarPlus aria-hidden="true" /> <Trans>Extend</Trans>
            </Button>
          ) : null}
        </>
      ) : null}
      <Button variant="outline" tone="destructive" onClick={() => setAsking('delete')}>
        <Trash2 aria-hidden="true" /> <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={asking === 'stop'}
        onOpenChange={close}
        title={t`Stop this experiment?`}
        description={t`Today becomes its last day. The answer stays, from what you have logged so far.`}
        confirmLabel={t`Stop`}
        busy={stop.isPending}
        onConfirm={() => stop.mutate(experiment.id, { onSuccess: () => setAsking(null) })}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={close}
        title={t`Delete this experiment?`}
        description={t`Its plan and answer are deleted; its sessions stay in your journal. This cannot be undone.`}
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
  const { t } = useLingui();
  return (
    <FormDialog
      title={t`Extend the experiment`}
      description={t`It has ${plural(experiment.blocks, { one: '# block', other: '# blocks' })}; more blocks make the answer surer. The order of each new block is drawn at random.`}
      onClose={onClose}
      onSubmit={form.handleSubmit((input) =>
        extend.mutate({ id: experiment.id, blocks: input.blocks }, { onSuccess: onClose }),
      )}
      busy={extend.isPending}
      submitLabel={t`Extend`}
      busyLabel={t`Extending...`}
    >
      <FormField
        form={form}
        name="blocks"
        label={t`Blocks to add`}
        hint={t`Each adds ${plural(experiment.periodDays * 2, { one: '# day', other: '# days' })}.`}
      >
        <NativeSelect {...form.register('blocks')}>
          <Options
            values={choices}
            label={(n) => t`${plural(Number(n), { one: '# block', other: '# blocks' })}`}
          />
        </NativeSelect>
      </FormField>
    </FormDialog>
  );
}

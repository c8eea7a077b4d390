import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Experiment } from '../../../../shared/experiments';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/dates';
import { formatDecimal } from '../../../lib/format';

type Day = Experiment['days'][number];

function dayWords(i18n: I18n, d: Day): string {
  const day = formatDay(d.day, 'dayMonth');
  const arm = d.washout ? i18n._(msg`${d.arm} (washout)`) : d.arm;
  const logged =
    d.sessions > 0
      ? i18n._(msg`${plural(d.sessions, { one: '# session', other: '# sessions' })}`)
      : i18n._(msg`not logged`);
  if (d.relief === null) return `${day}: ${arm}, ${logged}`;
  const relief = formatDecimal(d.relief);
  return `${day}: ${arm}, ${logged}, ${i18n._(msg`relief ${relief}`)}`;
}

/**
 * The days so far, a row per block: each day's product, whether it was logged, and its relief. Only days
 * already come: the rest of a block shows as empty places, never their product.
 */
export function ExperimentDays({ experiment }: { experiment: Experiment }) {
  const perBlock = experiment.periodDays * 2;
  const blocks = new Map<number, Day[]>();
  for (const d of experiment.days) blocks.set(d.block, [...(blocks.get(d.block) ?? []), d]);
  const toCome = experiment.blocks - blocks.size;
  const { i18n, t } = useLingui();
  const first = formatDay(experiment.startsOn);
  if (blocks.size === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Its first day is {first}.</Trans>
      </p>
    );
  return (
    <div className="space-y-3">
      {[...blocks].map(([block, days]) => (
        <div key={block} className="space-y-1">
          <h3 className="text-sm font-medium">
            <Trans>Block {block}</Trans>
          </h3>
          <ol className="flex flex-wrap gap-1" aria-label={t`Block ${block}`}>
            {days.map((d) => (
              <li
                key={d.day}
                className={cn(
                  'flex size-11 flex-col items-center justify-center rounded-lg border text-sm font-semibold',
                  d.sessions > 0 ? 'border-primary bg-primary-soft' : 'border-border bg-card',
                  d.washout && 'border-dashed',
                )}
              >
                <span className="sr-only">{dayWords(i18n, d)}</span>
                <span aria-hidden="true" translate="no">
                  {d.arm}
                </span>
                <span
                  aria-hidden="true"
                  className="text-[11px] font-normal tabular-nums text-muted-foreground"
                >
                  {d.relief !== null ? formatDecimal(d.relief) : d.sessions > 0 ? '✓' : '–'}
                </span>
              </li>
            ))}
            {Array.from({ length: experiment.status === 'stopped' ? 0 : perBlock - days.length }, (_, i) => (
              <li key={`later-${i}`} aria-hidden="true" className="size-11 rounded-lg bg-muted/60" />
            ))}
          </ol>
        </div>
      ))}
      <p className="text-xs text-muted-foreground">
        <Trans>Filled: logged; dashed: washout (does not count); the figure is the day's relief.</Trans>
        {toCome > 0 ? ` ${t`${plural(toCome, { one: '# block', other: '# blocks' })} still to come.`}` : ''}
      </p>
    </div>
  );
}

import type { Experiment } from '../../../../shared/experiments';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/dates';
import { formatDecimal, plural } from '../../../lib/format';

type Day = Experiment['days'][number];

function dayWords(d: Day): string {
  const logged = d.sessions > 0 ? plural(d.sessions, 'session') : 'not logged';
  const relief = d.relief !== null ? `, relief ${formatDecimal(d.relief)}` : '';
  return `${formatDay(d.day, 'dayMonth')}: ${d.arm}${d.washout ? ' (washout)' : ''}, ${logged}${relief}`;
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
  if (blocks.size === 0)
    return (
      <p className="text-sm text-muted-foreground">Its first day is {formatDay(experiment.startsOn)}.</p>
    );
  return (
    <div className="space-y-3">
      {[...blocks].map(([block, days]) => (
        <div key={block} className="space-y-1">
          <h3 className="text-sm font-medium">Block {block}</h3>
          <ol className="flex flex-wrap gap-1" aria-label={`Block ${block}`}>
            {days.map((d) => (
              <li
                key={d.day}
                className={cn(
                  'flex size-11 flex-col items-center justify-center rounded-lg border text-sm font-semibold',
                  d.sessions > 0 ? 'border-primary bg-primary-soft' : 'border-border bg-card',
                  d.washout && 'border-dashed',
                )}
              >
                <span className="sr-only">{dayWords(d)}</span>
                <span aria-hidden="true">{d.arm}</span>
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
        Filled: logged; dashed: washout (does not count); the figure is the day's relief.
        {toCome > 0 ? ` ${plural(toCome, 'block')} still to come.` : ''}
      </p>
    </div>
  );
}

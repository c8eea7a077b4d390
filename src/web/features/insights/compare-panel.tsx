import { X } from 'lucide-react';
import { type Dispatch, type ReactNode, type SetStateAction, useMemo } from 'react';
import { label } from '../../../shared/constants';
import type { Entry } from '../../../shared/entries';
import {
  COMPARE_AXES,
  COMPARE_MAX,
  compareStrains,
  type StrainSummary,
  strainNames,
} from '../../../shared/insights';
import { cn } from '../../lib/cn';
import { useSeriesColours } from '../../ui/chart-colours';
import { Chip } from '../../ui/chip';
import { PopoverClose } from '../../ui/popover';
import { RadarChart } from '../../ui/radar-chart';
import { formatRating } from '../../ui/star-rating';

/** The table's rows: the average of each rating axis, then the strain's usual type and its entry count. */
const ROWS: { key: string; label: string; numeric: boolean; cell: (s: StrainSummary) => ReactNode }[] = [
  ...COMPARE_AXES.map((a) => ({
    key: a.field,
    label: a.label,
    numeric: true,
    cell: (s: StrainSummary) => {
      const v = s.ratings[a.field];
      return v == null ? '–' : formatRating(v);
    },
  })),
  { key: 'type', label: 'Type', numeric: false, cell: (s) => label(s.dominantType) },
  { key: 'entries', label: 'Entries', numeric: true, cell: (s) => s.entries },
];

/**
 * The panel's content, rendered only while the popover is open: sorting the strain names (a collator)
 * and averaging their ratings cost a slow phone about 150 ms that home's first render does not need.
 */
export default function ComparePanel({
  entries,
  selected,
  setSelected,
}: {
  entries: readonly Entry[];
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
}) {
  const names = useMemo(() => strainNames(entries), [entries]);
  const summaries = useMemo(() => compareStrains(entries, selected), [entries, selected]);
  const colours = useSeriesColours(summaries.length);
  const full = selected.length >= COMPARE_MAX;
  return (
    <>
      <div className="mb-3 flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">Compare Strains</h2>
          <p className="text-sm text-muted-foreground">Select strains to compare (max 3)</p>
        </div>
        <PopoverClose
          aria-label="Close"
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
        >
          <X className="size-5" aria-hidden="true" />
        </PopoverClose>
      </div>
      <fieldset className="-mx-1 flex max-h-40 min-w-0 flex-wrap gap-2 overflow-y-auto px-1 py-1">
        <legend className="sr-only">Strains</legend>
        {names.map((name) => {
          const on = selected.includes(name);
          return (
            <Chip
              key={name}
              pressed={on}
              disabled={!on && full}
              onPressedChange={(next) =>
                setSelected((s) => (next ? [...s, name] : s.filter((n) => n !== name)))
              }
            >
              {name}
            </Chip>
          );
        })}
      </fieldset>

      {summaries.length > 0 ? (
        <figure className="mt-4 border-t border-border pt-3">
          <RadarChart
            axes={COMPARE_AXES.map((a) => a.label)}
            series={summaries.map((s) => ({
              name: s.strainName,
              values: COMPARE_AXES.map((a) => s.ratings[a.field] ?? 0),
            }))}
            height={230}
          />
          <figcaption className="sr-only">
            Average ratings of the selected strains, in the table below.
          </figcaption>
          {/* Three long names scroll sideways: the region takes focus so the keyboard can scroll it. */}
          <section className="relative overflow-x-auto" aria-label="Average ratings, scrollable" tabIndex={0}>
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">Average ratings by strain</caption>
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Rating
                  </th>
                  {summaries.map((s, i) => (
                    <th
                      key={s.strainName}
                      scope="col"
                      className="px-1 py-1 text-right font-semibold text-foreground"
                    >
                      <span className="inline-flex items-center gap-1.5">
                        <span
                          aria-hidden="true"
                          className="size-2.5 shrink-0 rounded-full"
                          style={{ background: colours[i] }}
                        />
                        <span className="max-w-24 truncate">{s.strainName}</span>
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.key} className="border-t border-border">
                    <th scope="row" className="py-1.5 pr-2 text-left font-normal text-muted-foreground">
                      {row.label}
                    </th>
                    {summaries.map((s) => (
                      <td
                        key={s.strainName}
                        className={cn('px-1 py-1.5 text-right', row.numeric && 'tabular-nums')}
                      >
                        {row.cell(s)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {summaries.some((s) => s.effects.length > 0) ? (
            <ul className="mt-3 space-y-1 text-xs text-muted-foreground">
              {summaries.map((s) => (
                <li key={s.strainName}>
                  <span className="font-medium text-foreground">{s.strainName}:</span>{' '}
                  {s.effects.length ? s.effects.map(label).join(', ') : 'no effects recorded'}
                </li>
              ))}
            </ul>
          ) : null}
        </figure>
      ) : null}
    </>
  );
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatNumber } from '../../lib/format';
import { useSeriesColours } from '../../ui/chart-colours';
import { Chip } from '../../ui/chip';
import { PopoverClose } from '../../ui/popover';
import { RadarChart } from '../../ui/radar-chart';
import { formatRating } from '../../ui/star-rating';

/** The table's rows: the average of each rating axis, then the strain's usual type and its entry count. */
const rows = (
  i18n: I18n,
): { key: string; label: string; numeric: boolean; cell: (s: StrainSummary) => ReactNode }[] => [
  ...COMPARE_AXES.map((a) => ({
    key: a.field,
    label: i18n._(a.label),
    numeric: true,
    cell: (s: StrainSummary) => {
      const v = s.ratings[a.field];
      return v == null ? '–' : formatRating(v);
    },
  })),
  { key: 'type', label: i18n._(msg`Type`), numeric: false, cell: (s) => i18n._(label(s.dominantType)) },
  { key: 'entries', label: i18n._(msg`Entries`), numeric: true, cell: (s) => formatNumber(s.entries) },
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
  const { i18n, t } = useLingui();
  return (
    <>
      <div className="mb-3 flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">
            <Trans>Compare Strains</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Select strains to compare (max 3)</Trans>
          </p>
        </div>
        <PopoverClose
          aria-label={t`Close`}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
        >
          <X className="size-5" aria-hidden="true" />
        </PopoverClose>
      </div>
      <fieldset className="-mx-1 flex max-h-40 min-w-0 flex-wrap gap-2 overflow-y-auto px-1 py-1">
        <legend className="sr-only">
          <Trans>Strains</Trans>
        </legend>
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
            axes={COMPARE_AXES.map((a) => i18n._(a.label))}
            series={summaries.map((s) => ({
              name: s.strainName,
              values: COMPARE_AXES.map((a) => s.ratings[a.field] ?? 0),
            }))}
            height={230}
          />
          <figcaption className="sr-only">
            <Trans>Average ratings of the selected strains, in the table below.</Trans>
          </figcaption>
          {/* Three long names scroll sideways: the region takes focus so the keyboard can scroll it. */}
          <section
            className="relative overflow-x-auto"
            aria-label={t`Average ratings, scrollable`}
            tabIndex={0}
          >
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">
                <Trans>Average ratings by strain</Trans>
              </caption>
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    <Trans>Rating</Trans>
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
                {rows(i18n).map((row) => (
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
                  {s.effects.length
                    ? s.effects.map((e) => i18n._(label(e))).join(', ')
                    : t`no effects recorded`}
                </li>
              ))}
            </ul>
          ) : null}
        </figure>
      ) : null}
    </>
  );
}

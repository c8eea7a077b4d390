import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { label as typeLabel } from '../../../shared/constants';
import { gridSummary, yearGrid } from '../../../shared/journaling-days';
import { cn } from '../../lib/cn';
import { formatDay } from '../../lib/dates';
import { STRAIN_DOT } from '../../ui/strain-badge';
import { WhenVisible } from '../../ui/when-visible';

/** Seven rows of 11 px squares, 3 px apart: the height the squares take, held while they are not drawn. */
const SQUARES_HEIGHT = 'h-[95px]';

const MONTHS = [
  msg({ message: 'Jan', comment: 'January, short' }),
  msg({ message: 'Feb', comment: 'February, short' }),
  msg({ message: 'Mar', comment: 'March, short' }),
  msg({ message: 'Apr', comment: 'April, short' }),
  msg({ message: 'May', comment: 'May, short' }),
  msg({ message: 'Jun', comment: 'June, short' }),
  msg({ message: 'Jul', comment: 'July, short' }),
  msg({ message: 'Aug', comment: 'August, short' }),
  msg({ message: 'Sep', comment: 'September, short' }),
  msg({ message: 'Oct', comment: 'October, short' }),
  msg({ message: 'Nov', comment: 'November, short' }),
  msg({ message: 'Dec', comment: 'December, short' }),
];

/**
 * A year of journaling days, one square a day, coloured by the strain type logged most that day. The
 * picture has a text alternative (days logged, longest run); the newest weeks are in view on a phone.
 */
export function YearGrid({
  entries,
}: {
  entries: ReadonlyArray<{ consumedAt: string; strainType: string }>;
}) {
  const columns = useMemo(() => yearGrid(entries, new Date()), [entries]);
  const summary = useMemo(() => gridSummary(columns), [columns]);
  const { i18n, t } = useLingui();
  const label = t`${plural(summary.days, { one: '# day', other: '# days' })} with entries in the last year; longest run ${plural(summary.longest, { one: '# day', other: '# days' })}.`;

  return (
    <figure className="space-y-2">
      {/* Laid out from the right (row-reverse), so a narrow screen opens on the newest weeks without
          a script reading the layout (that forced layout cost a slow phone about 200 ms on home); the
          grid's auto right margin keeps it on the left when it fits. */}
      <section
        className="flex flex-row-reverse overflow-x-auto pb-1"
        tabIndex={0}
        aria-label={t`Journaling days, scrollable`}
      >
        <div className="mr-auto inline-flex flex-col gap-1">
          <div className="flex gap-[3px] pl-0 text-[10px] text-muted-foreground" aria-hidden="true">
            {columns.map((col, i) => {
              const first = col[0]?.day;
              const month = first ? Number(first.slice(5, 7)) - 1 : 0;
              const starts = first && (i === 0 || columns[i - 1][0]?.day.slice(5, 7) !== first.slice(5, 7));
              return (
                <span key={first ?? i} className="w-[11px] overflow-visible whitespace-nowrap">
                  {starts ? i18n._(MONTHS[month]) : ''}
                </span>
              );
            })}
          </div>
          {/* About 420 squares, most of home's elements, far below the fold on a phone: drawn when they
              come near, so the first load does not lay them out. The text alternative is there at once. */}
          <WhenVisible
            margin="600px"
            fallback={<div role="img" aria-label={label} className={SQUARES_HEIGHT} />}
          >
            <div role="img" aria-label={label} className="flex gap-[3px]">
              {columns.map((col, i) => (
                <div key={col[0]?.day ?? i} className="flex flex-col gap-[3px]">
                  {col.map((cell) => (
                    <span
                      key={cell.day}
                      title={
                        cell.count
                          ? t`${formatDay(cell.day)}: ${plural(cell.count, { one: '# entry', other: '# entries' })}`
                          : formatDay(cell.day)
                      }
                      className={cn(
                        'size-[11px] rounded-[3px]',
                        cell.type
                          ? (STRAIN_DOT[cell.type] ?? 'bg-gray-400')
                          : 'bg-muted ring-1 ring-border/60 ring-inset',
                        cell.count > 2 && 'ring-2 ring-foreground/25 ring-inset',
                      )}
                    />
                  ))}
                </div>
              ))}
            </div>
          </WhenVisible>
        </div>
      </section>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{label}</span>
        <span className="flex items-center gap-3" aria-hidden="true">
          {(['indica', 'sativa', 'hybrid'] as const).map((type) => (
            <span key={type} className="flex items-center gap-1">
              <span className={cn('size-2.5 rounded-sm', STRAIN_DOT[type])} />
              {i18n._(typeLabel(type))}
            </span>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}

import { useMemo } from 'react';
import { type DayCell, gridSummary, yearGrid } from '../../shared/journaling-days';
import { cn } from '../lib/cn';
import { STRAIN_DOT } from '../ui/strain-badge';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The squares' fill by strain type, as `STRAIN_DOT` colours them elsewhere. */
const STRAIN_FILL: Record<string, string> = {
  indica: 'fill-purple-500',
  sativa: 'fill-orange-500',
  hybrid: 'fill-blue-500',
};
const CELL = 11;
const STEP = CELL + 3;
const TOP = 16; // below the month labels

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A day's square. An empty day has a thin inset border; a day with three or more entries a thicker one
 * (a stroke is centred on the outline, so an inset border is a smaller square).
 */
function square(cell: DayCell, x: number, y: number) {
  const title = cell.count
    ? `${cell.day}: ${cell.count} ${cell.count === 1 ? 'entry' : 'entries'}`
    : cell.day;
  const fill = cell.type ? (STRAIN_FILL[cell.type] ?? 'fill-gray-400') : 'fill-muted stroke-border/60';
  const inset = !cell.type ? 0.5 : cell.count > 2 ? 1 : 0;
  const stroke = cell.type && cell.count > 2 ? ' stroke-foreground/25' : '';
  return `<rect x="${x + inset}" y="${y + inset}" width="${CELL - 2 * inset}" height="${CELL - 2 * inset}" rx="${3 - inset}" stroke-width="${inset * 2}" class="${fill}${stroke}"><title>${escapeXml(title)}</title></rect>`;
}

/** The grid's markup: month labels over one square a day, a column a week. */
function gridMarkup(columns: DayCell[][]) {
  const parts: string[] = [];
  columns.forEach((col, i) => {
    const first = col[0]?.day;
    const starts = first && (i === 0 || columns[i - 1][0]?.day.slice(5, 7) !== first.slice(5, 7));
    if (starts) parts.push(`<text x="${i * STEP}" y="10">${MONTHS[Number(first.slice(5, 7)) - 1]}</text>`);
    col.forEach((cell, d) => {
      parts.push(square(cell, i * STEP, TOP + d * STEP));
    });
  });
  return parts.join('');
}

/**
 * A year of journaling days, one square a day, coloured by the strain type logged most that day; a day's
 * count is its tooltip. The picture has a text alternative (days logged, longest run); the newest weeks
 * are in view on a phone. It is one SVG whose markup is built as text: the browser's parser makes its
 * ~400 squares far faster than React would element by element (a long task on a slow phone's home).
 */
export function YearGrid({
  entries,
}: {
  entries: ReadonlyArray<{ consumedAt: string; strainType: string }>;
}) {
  const columns = useMemo(() => yearGrid(entries, new Date()), [entries]);
  const summary = useMemo(() => gridSummary(columns), [columns]);
  const markup = useMemo(() => ({ __html: gridMarkup(columns) }), [columns]);
  const label = `${summary.days} ${summary.days === 1 ? 'day' : 'days'} with entries in the last year; longest run ${summary.longest} ${summary.longest === 1 ? 'day' : 'days'}.`;

  return (
    <figure className="space-y-2">
      {/* Laid out from the right (row-reverse), so a narrow screen opens on the newest weeks without
          a script reading the layout (that forced layout cost a slow phone about 200 ms on home); the
          grid's auto right margin keeps it on the left when it fits. */}
      <section
        className="flex flex-row-reverse overflow-x-auto pb-1"
        tabIndex={0}
        aria-label="Journaling days, scrollable"
      >
        <svg
          role="img"
          aria-label={label}
          width={columns.length * STEP - 3}
          height={TOP + 7 * STEP - 3}
          overflow="visible"
          className="mr-auto shrink-0 fill-muted-foreground text-[10px]"
          // Only day strings, counts and fixed class names go into it, and its titles are escaped.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built above from no free text
          dangerouslySetInnerHTML={markup}
        />
      </section>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{label}</span>
        <span className="flex items-center gap-3" aria-hidden="true">
          {(['indica', 'sativa', 'hybrid'] as const).map((t) => (
            <span key={t} className="flex items-center gap-1">
              <span className={cn('size-2.5 rounded-sm', STRAIN_DOT[t])} />
              {t.charAt(0).toUpperCase() + t.slice(1)}
            </span>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}

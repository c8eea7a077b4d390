import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { WhenVisible } from './when-visible';

/**
 * Where a chart goes (Recharts, its code loaded lazily): a pulse of the chart's height until its place
 * comes on screen and its code arrives, then the chart, as wide as its parent and `height` high. The chart
 * is a picture only, hidden from screen readers: the screen says its figures as text too (`FiguresTable`).
 */
export function ChartSlot({ height, children }: { height: string; children: ReactNode }) {
  return (
    <WhenVisible
      fallback={<div className={cn(height, 'animate-pulse rounded-xl bg-muted')} aria-hidden="true" />}
    >
      <div aria-hidden="true" className={cn(height, 'w-full')}>
        {children}
      </div>
    </WhenVisible>
  );
}

/** A chart's figures as a table only screen readers read: a row per point, a cell per column. */
export function FiguresTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cells,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  cells: (row: Row) => ReactNode[];
}) {
  // The wrapper is what hides it: a table takes its content's width whatever `sr-only` says of its own
  // width and overflow, and a 12-week table made /what-helps 424 px wide on a 412 px phone (issue 57).
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row).map((cell, i) => (
                <td key={columns[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Journaling days for the year grid: which strain type dominated each day. Pure; no I/O. */

export interface DayCell {
  day: string;
  count: number;
  /** The strain type logged most that day (first reached wins a tie), or null when nothing was logged. */
  type: string | null;
}

/** 'YYYY-MM-DD' of a date in the browser's (or given) local time. */
export function localDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The last `weeks` whole weeks up to `today`, as columns of seven days (Sunday first), each day with its
 * entry count and dominant strain type.
 */
export function yearGrid(
  entries: ReadonlyArray<{ consumedAt: string; strainType: string }>,
  today: Date,
  weeks = 53,
): DayCell[][] {
  const byDay = new Map<string, Map<string, number>>();
  for (const e of entries) {
    const day = localDay(new Date(e.consumedAt));
    const types = byDay.get(day) ?? new Map<string, number>();
    types.set(e.strainType, (types.get(e.strainType) ?? 0) + 1);
    byDay.set(day, types);
  }
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const start = new Date(end);
  start.setDate(end.getDate() - end.getDay() - (weeks - 1) * 7);
  const columns: DayCell[][] = [];
  for (let w = 0; w < weeks; w++) {
    const column: DayCell[] = [];
    for (let d = 0; d < 7; d++) {
      const date = new Date(start);
      date.setDate(start.getDate() + w * 7 + d);
      if (date > end) break;
      const day = localDay(date);
      const types = byDay.get(day);
      let type: string | null = null;
      let best = 0;
      let count = 0;
      for (const [t, n] of types ?? []) {
        count += n;
        if (n > best) {
          best = n;
          type = t;
        }
      }
      column.push({ day, count, type });
    }
    columns.push(column);
  }
  return columns;
}

/** Days with at least one entry, and the longest run of consecutive such days, within the grid. */
export function gridSummary(columns: DayCell[][]) {
  let days = 0;
  let run = 0;
  let longest = 0;
  for (const cell of columns.flat()) {
    if (cell.count > 0) {
      days++;
      run++;
      longest = Math.max(longest, run);
    } else run = 0;
  }
  return { days, longest };
}

import { format } from 'date-fns';

/** "Mar 5, 2024"; an empty or invalid date gives empty text. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : format(d, 'MMM d, yyyy');
}

/** "Mar 5, 2024 at 8:15 PM". */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : format(d, "MMM d, yyyy 'at' h:mm a");
}

/** "1 entry" / "3 entries". */
export const entriesWord = (n: number) => (n === 1 ? 'entry' : 'entries');

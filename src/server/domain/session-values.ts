import { SESSION_FIELDS, type SessionFieldsInput, sessionTimeProblem } from '../../shared/sessions.js';
import type { entries } from '../db/schema.js';
import { badRequest } from '../errors.js';

type SessionColumns = Partial<
  Pick<
    typeof entries.$inferInsert,
    | 'consumedAt'
    | 'outcomes'
    | 'onsetMinutes'
    | 'durationMinutes'
    | 'thcPercent'
    | 'cbdPercent'
    | 'thcMg'
    | 'cbdMg'
    | 'terpenes'
    | 'brand'
    | 'source'
    | 'price'
  >
>;

/** The parsed session fields of a create or an edit (the shared schema's output). */
type SessionFields = { [K in keyof SessionFieldsInput]?: unknown };

/**
 * The columns a create or an edit writes for the session fields. A field left out is not written (an edit
 * keeps it; a new entry gets the column's default: taken now, no symptoms, no label data); null clears it,
 * and a cleared time of use means "now" on a new entry and "unchanged" on an edit.
 */
export function sessionColumns(input: SessionFields, now: Date, mode: 'create' | 'update'): SessionColumns {
  const problem = sessionTimeProblem(input.consumedAt as string | null | undefined, now);
  if (problem) throw badRequest(problem, 'validation', 'consumedAt');
  const out: Record<string, unknown> = {};
  for (const field of SESSION_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (field === 'consumedAt') {
      if (value !== null) out.consumedAt = new Date(value as string);
      else if (mode === 'create') out.consumedAt = now;
    } else if (field === 'outcomes' || field === 'terpenes') out[field] = value ?? [];
    else out[field] = value;
  }
  if (mode === 'create') out.consumedAt ??= now;
  return out as SessionColumns;
}

import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '../../../shared/session-rules.js';
import { SESSION_FIELDS, type SessionFieldsInput, sessionTimeProblem } from '../../../shared/sessions.js';
import { entries, users } from '../../db/schema.js';
import { badRequest } from '../../errors.js';

/** The columns of the session fields (the list the schema names once: shared/sessions.ts). */
type SessionColumns = Partial<
  Omit<Pick<typeof entries.$inferInsert, (typeof SESSION_FIELDS)[number]>, 'priceCurrency'> & {
    priceCurrency: string | null | SQL;
  }
>;

/** The parsed session fields of a create or an edit (the shared schema's output). */
type SessionFields = { [K in keyof SessionFieldsInput]?: unknown };

/**
 * The columns a create or an edit writes for the session fields. A field left out is not written (an edit
 * keeps it; a new entry gets the column's default: taken now, no symptoms, no label data); null clears it,
 * and a cleared time of use means "now" on a new entry and "unchanged" on an edit.
 */
export function sessionColumns(
  input: SessionFields,
  now: Date,
  mode: 'create' | 'update',
  userId: number,
): SessionColumns {
  const problem = sessionTimeProblem(input.consumedAt as string | null | undefined, now);
  if (problem) throw badRequest(problem, 'validation', 'consumedAt');
  const out: Record<string, unknown> = {};
  for (const field of SESSION_FIELDS) {
    const value = input[field];
    if (value === undefined || field === 'priceCurrency') continue;
    if (field === 'consumedAt') {
      if (value !== null) out.consumedAt = new Date(value as string);
      else if (mode === 'create') out.consumedAt = now;
    } else if (field === 'outcomes' || field === 'terpenes') out[field] = value ?? [];
    else out[field] = value;
  }
  if (mode === 'create') out.consumedAt ??= now;
  Object.assign(out, priceCurrencyColumn(input, mode, userId));
  return out as SessionColumns;
}

/**
 * A price keeps the currency it was paid in: the one sent, else (a new price) the account's currency at the
 * time of saving, else (an edit of a kept price) the one it already had. No price, no currency.
 */
function priceCurrencyColumn(input: SessionFields, mode: 'create' | 'update', userId: number) {
  const accounts = sql`(select coalesce(${users.currency}, ${DEFAULT_CURRENCY}) from ${users} where ${users.id} = ${userId})`;
  if (input.price === null) return { priceCurrency: null };
  if (input.price === undefined) {
    if (mode === 'create') return { priceCurrency: null };
    return typeof input.priceCurrency === 'string'
      ? { priceCurrency: sql`case when ${entries.price} is null then null else ${input.priceCurrency} end` }
      : {};
  }
  if (typeof input.priceCurrency === 'string') return { priceCurrency: input.priceCurrency };
  return {
    priceCurrency: mode === 'create' ? accounts : sql`coalesce(${entries.priceCurrency}, ${accounts})`,
  };
}

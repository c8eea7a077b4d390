import { z } from 'zod';
import type { Message } from './message.js';

/**
 * How an answer writes what JSON has no type for, named so that a schema says which it is. Both are plain
 * strings to the parser: they describe what the server writes, they do not check it. A request's day is
 * checked where it is asked for (`reportDay`).
 */

/** A moment: ISO 8601 with time and zone, as `Date.prototype.toISOString` writes it. */
export const instant = z.string();

/** A calendar day in the user's time zone, 'YYYY-MM-DD'. */
export const calendarDay = z.string();

/**
 * A message (src/shared/message.ts) as an answer carries it beside its text, for a screen to read in the
 * active language: its id (the English text with `{placeholders}`) and values, a value that is a message
 * translated too.
 */
export const wireMessage: z.ZodType<Message> = z.lazy(() =>
  z.object({
    id: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number(), wireMessage])).optional(),
  }),
);

/**
 * A message people read in their language (issue 59, decision 0080). Its id is its English text, marked
 * `/*i18n*\/` where it is written so that `npm run i18n` puts it in every catalog; a message with values
 * has ICU placeholders in its id (`'At most {max} characters'`) and is rendered with them. No I/O and no
 * zod: the screens' `*-rules.ts` modules use it.
 *
 * Two forms, one rule:
 * - A message a schema or a screen needs as text (a zod message, a constant) is `message(id, values)`:
 *   its English text, remembered with its id and values, so that `messageOf(text)` finds them again where
 *   it is translated (the server's error handler; a screen showing a field's message).
 * - A message made from what a request brought (a day, a product, an amount) is a `Message` the server
 *   throws as it is (`badRequest(notAnExperimentDay(day))`): never remembered, so nothing grows.
 */
export type MessageValue = string | number | Message;
export interface Message {
  id: string;
  values?: Record<string, MessageValue>;
}

/** How one message reads in some language, its values already text (a catalog's lookup, or English). */
export type RenderOne = (id: string, values: Record<string, string | number>) => string;

/** English: the id with its `{name}` placeholders filled (ids use plain placeholders only). */
export const englishOne: RenderOne = (id, values) =>
  id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** `m` in the language `one` speaks, its values that are messages rendered in it first. */
export function renderMessage(m: Message, one: RenderOne = englishOne): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(m.values ?? {}))
    values[name] = typeof value === 'object' ? renderMessage(value, one) : value;
  return one(m.id, values);
}

/** The English text of a message. */
export const english = (m: Message) => renderMessage(m);

/** Texts `message` made, with their id and values; bounded, though every caller's set is finite. */
const remembered = new Map<string, Message>();
const REMEMBERED_MAX = 5000;

/**
 * A message with values as its English text (a schema's or a constant's message), remembered so that
 * `messageOf` can give it back for translating. Only for values from a fixed set (limits, labels, field
 * names), never a request's data: that is a `Message` thrown as it is.
 */
export function message(id: string, values: Record<string, MessageValue>): string {
  const m = { id, values };
  const text = english(m);
  if (remembered.size < REMEMBERED_MAX && !remembered.has(text)) remembered.set(text, m);
  return text;
}

/** The message a text is: one `message` made, or else the text itself as its id. */
export function messageOf(text: string): Message {
  return remembered.get(text) ?? { id: text };
}

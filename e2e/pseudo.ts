import type { Page } from '@playwright/test';
import { messages as english } from '../src/locales/en/messages';
import { messages as pseudo } from '../src/locales/pseudo/messages';
import { expect, fitsWidth, settle } from './fixtures';

// The tests' pseudo-language (decision 0080): every message bracketed ⟦…⟧, accented and about 40 % longer.
// What finds a text outside a message, or a box that cuts its text off; and a message's pseudo form, for
// finding a control by its name.

type Tokens = string | ReadonlyArray<unknown>;
const tokensOf = (t: Tokens) => (Array.isArray(t) ? t : [t]) as unknown[];
/** A compiled message as its source writes it: placeholders as `{name}`; a plural or select as `{name, …}`. */
const sourceOf = (t: Tokens) =>
  tokensOf(t)
    .map((part) =>
      typeof part === 'string'
        ? part
        : `{${(part as string[])[0]}${(part as unknown[]).length > 1 ? ', …' : ''}}`,
    )
    .join('');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pseudo-language form of an English message (as its source writes it: "Log a session from {strain}"),
 * a placeholder matching anything: for a locator's name or text.
 */
export function pseudoOf(message: string): RegExp {
  const all = english as Record<string, Tokens>;
  const id = Object.keys(all).find((key) => sourceOf(all[key]) === message);
  if (!id) throw new Error(`no message "${message}" in the catalog`);
  const parts = tokensOf((pseudo as Record<string, Tokens>)[id]);
  return new RegExp(parts.map((part) => (typeof part === 'string' ? escapeRegExp(part) : '.*?')).join(''));
}

/**
 * The pseudo-language formats as en-US (src/web/lib/i18n.ts): `Intl`'s month and weekday names in a date
 * or a chart's axis are its, not messages, and a unit is as stored. Longest first, so "June" goes before "Jun".
 */
const INTL_WORDS = [
  ...['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October'],
  ...['November', 'December', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'AM', 'PM'],
  // `Intl.RelativeTimeFormat`'s (numeric: 'always'): "8 seconds ago".
  ...['seconds', 'second', 'minutes', 'minute', 'hours', 'hour', 'days', 'day', 'weeks', 'week'].map(
    (unit) => ` ${unit} ago`,
  ),
  // Units stay as stored (issue 59): "3 g", "10 ml".
  ...[' mg', ' ml', ' oz', ' g'],
];

/**
 * A check of what shows under `scope` (CSS, every match): no text outside a message but `allowed` (the
 * test's own data, the product's name), nothing wider than the screen, nothing cut off.
 */
export function pseudoCheck(page: Page, allowed: () => string[]) {
  return async (what: string, scope = 'body') => {
    await settle(page);
    // Longest first: "New entry: Northern Lights" is blanked whole before "Northern Lights" in it.
    const words = [...allowed(), ...INTL_WORDS].sort((a, b) => b.length - a.length);
    expect(await unbracketed(page, scope, words), what).toEqual([]);
    expect(await fitsWidth(page), `${what} fits ${page.viewportSize()?.width} px`).toBe(true);
    // A person's own words (a long username in a table cell) may be cut short by design; a message never.
    const data = new Set(allowed());
    expect(
      (await clipped(page, scope)).filter((text) => !data.has(text)),
      `${what}: nothing cut off`,
    ).toEqual([]);
  };
}

/**
 * The visible (or read-aloud) text nodes under `scope` that no pseudo-language message holds: each text
 * node with a letter must sit between a ⟦ and its ⟧ in the text of itself or an ancestor (a message's
 * parts can be split by its elements). `allowed` are the test's own data and the product's name; what is
 * under `translate="no"` (a stored unit, an experiment's product letter) is the same in every language.
 */
export async function unbracketed(page: Page, scope: string, allowed: string[]) {
  return page.evaluate(
    ({ scope, allowed }) => {
      const found: string[] = [];
      for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (!/\p{L}/u.test(text)) continue;
          const parent = node.parentElement;
          if (!parent || parent.closest('select, script, style, [data-transient], [translate="no"]'))
            continue;
          if (!parent.checkVisibility({ checkVisibilityCSS: true })) continue;
          // The allowed words blanked out, in place: where the first other letter stands is what is checked.
          let rest = text;
          for (const word of allowed) rest = rest.replaceAll(word, ' '.repeat(word.length));
          const first = rest.search(/\p{L}/u);
          if (first < 0) continue;
          let held = false;
          for (let a: Element | null = parent, up = 0; a && up < 6 && !held; a = a.parentElement, up++) {
            const range = document.createRange();
            range.setStart(a, 0);
            range.setEnd(node, 0);
            const at = range.toString().length;
            const whole = a.textContent ?? '';
            const open = whole.lastIndexOf('⟦', at + first);
            held = open >= 0 && whole.lastIndexOf('⟧', at - 1) < open && whole.indexOf('⟧', at) >= 0;
          }
          if (!held) found.push(text.trim());
        }
      }
      return found;
    },
    { scope, allowed },
  );
}

/**
 * Elements under `scope` whose content is cut off sideways: wider than their box while their overflow is
 * hidden or scrolled (a tab list scrolled to hide a tab, a truncated name). A focusable scroll region (a
 * table's) is meant to scroll, a form control draws its own value, and text read aloud only has no width.
 */
export async function clipped(page: Page, scope: string) {
  return page.evaluate((scope) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(scope))
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (!(el instanceof HTMLElement) || el.matches('input, select, textarea, [tabindex="0"]')) continue;
        if (getComputedStyle(el).overflowX === 'visible' || !el.checkVisibility()) continue;
        if (el.clientWidth <= 1) continue; // read aloud only (sr-only), or not laid out
        if (el.scrollWidth > el.clientWidth + 1)
          found.push(el.textContent?.trim().slice(0, 60) ?? el.tagName);
      }
    return found;
  }, scope);
}

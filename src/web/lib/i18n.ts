import { type I18n, i18n, type Messages } from '@lingui/core';
import {
  type CatalogLanguage,
  LANGUAGES,
  type Language,
  PSEUDO_LANGUAGE,
  pickLanguage,
} from '../../shared/i18n-rules';
import { type Message, messageOf, renderMessage } from '../../shared/message';
import { setDisplayLocale } from './format';
import { KEYS, storage } from './storage';

/**
 * The client's language (issue 59, decision 0080): one Lingui instance, its catalog loaded only for the
 * active language (each language's compiled catalog is a chunk of its own), `<html lang>` and the number
 * and date formats following it. Switching needs no reload: React re-renders what reads `useLingui`.
 */

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.ts');
/** Each language's words of the sign-in page's first load (scripts/i18n.mjs writes them from its catalog). */
const starts = import.meta.glob<{ messages: Messages }>('../../locales/*/start.ts');

/** How numbers and dates are written in each language, when the browser names no region of it. */
const FORMAT_LOCALE: Record<CatalogLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  pseudo: 'en-US',
};

/** The browser's own choice among the four (`navigator.languages`), English when none. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Number and date formats: the browser's region when it speaks the same language ("de-AT"), else the language's own. */
function formatLocale(language: CatalogLanguage): string {
  if (typeof navigator !== 'undefined')
    for (const tag of navigator.languages ?? [])
      if (tag.toLowerCase().split('-')[0] === language && tag.includes('-')) return tag;
  return FORMAT_LOCALE[language];
}

export function isCatalogLanguage(value: unknown): value is CatalogLanguage {
  return value === PSEUDO_LANGUAGE || (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language to start in: this device's last (the account's when it was signed in), else the browser's. */
export function startLanguage(): CatalogLanguage {
  const kept = storage.get(KEYS.language);
  return isCatalogLanguage(kept) ? kept : browserLanguage();
}

/**
 * The account's language (the sign-in answer's `language`, or `GET /api/user/language`) made the active
 * one: anything but one of the four leaves the device's as it is, and so does the tests' pseudo-language,
 * which no account holds.
 */
export async function followAccountLanguage(language: unknown): Promise<void> {
  if (i18n.locale === PSEUDO_LANGUAGE || startLanguage() === PSEUDO_LANGUAGE) return;
  if ((LANGUAGES as readonly unknown[]).includes(language)) await activateLanguage(language as Language);
}

/** The language asked for last: a catalog that arrives after a later choice's is not made active. */
let wanted: CatalogLanguage | undefined;
/** After a start with the sign-in page's words only: loads the rest of the active language's catalog. */
let rest: (() => Promise<void>) | undefined;
let whole: Promise<void> | undefined;

/**
 * Loads `language`'s catalog (once) and makes it the active one. `signInOnly`: the sign-in page's first
 * load, which draws with its own words (start.ts, a few kB) and gets the rest once the form is first
 * touched (`wholeCatalog`), so /login's first load stays small.
 */
export async function activateLanguage(
  language: CatalogLanguage,
  { signInOnly = false }: { signInOnly?: boolean } = {},
): Promise<void> {
  wanted = language;
  if (i18n.locale === language) return;
  const full = catalogs[`../../locales/${language}/messages.ts`];
  const start = starts[`../../locales/${language}/start.ts`];
  if (!full || !start) throw new Error(`No catalog for ${language}`);
  const { messages } = await (signInOnly ? start : full)();
  if (wanted !== language) return;
  setDisplayLocale(formatLocale(language));
  i18n.loadAndActivate({ locale: language, messages });
  whole = undefined;
  rest = signInOnly
    ? () =>
        full().then((all) => {
          // Merged into the active language's words; the screens reading them draw again (I18nProvider).
          if (i18n.locale === language) i18n.load(language, all.messages);
        })
    : undefined;
  storage.set(KEYS.language, language);
  if (typeof document !== 'undefined')
    document.documentElement.lang = language === PSEUDO_LANGUAGE ? 'en' : language;
}

/**
 * The rest of the active language's catalog after a sign-in page's start: fetched on the first call (the
 * form's first touch, as its library is: decision 0062), settled once it is in (a failed fetch, offline, is
 * tried again by the next call).
 */
export function wholeCatalog(): Promise<void> {
  whole ??= rest
    ? rest().catch(() => {
        whole = undefined;
      })
    : Promise.resolve();
  return whole;
}

/**
 * A shared message in the active language (`on`: a component's `useLingui().i18n`, so it draws again on a
 * switch): a `Message` (an answer's `message`), or a text: one `message(id, values)` made (a schema's
 * limit, a field's label), rendered with its values, or a marked text, or words already translated (the
 * server's), which read as they are.
 */
export function sayMessage(m: Message | string, on: I18n = i18n): string {
  return renderMessage(typeof m === 'string' ? messageOf(m) : m, (id, values) => on._(id, values));
}

export { i18n };

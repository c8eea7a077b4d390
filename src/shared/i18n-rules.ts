// The languages without zod: what the web's first chunk needs (lib/i18n.ts), as *-rules.ts files are
// (docs/architecture.md). The request body's schema is in i18n.ts.
/**
 * The languages the app speaks (issue 59), each named in its own words for the language menus. English is
 * the source: every message is written in English first, and a message a catalog lacks reads in English.
 * Adding one: a line here, its catalog (docs/i18n.md).
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
} as const;
export type Language = keyof typeof LANGUAGE_NAMES;
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The tests' pseudo-language: every message accented and longer, so an untranslated string or a cut-off
 * one shows (never offered to a person).
 */
export const PSEUDO_LANGUAGE = 'pseudo';
/** A language a catalog exists for: the four, and the tests' pseudo-language. */
export type CatalogLanguage = Language | typeof PSEUDO_LANGUAGE;

/**
 * The first of `preferred` (a browser's `navigator.languages`, or an Accept-Language header's tags in
 * order) that the app speaks, by its main subtag ("de-AT" is German); English when none is.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const main = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (main in LANGUAGE_NAMES) return main as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most wanted first ("de-CH, fr;q=0.8, *;q=0.1"); q=0 ones left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

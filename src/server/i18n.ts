import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { messages as de } from '../locales/de/messages.js';
import { messages as en } from '../locales/en/messages.js';
import { messages as es } from '../locales/es/messages.js';
import { messages as fr } from '../locales/fr/messages.js';
import { acceptedLanguages, LANGUAGES, type Language, pickLanguage } from '../shared/i18n.js';
import { englishOne, type Message, messageOf, renderMessage } from '../shared/message.js';

/**
 * The server's messages in a person's language (issue 59, decision 0080): an error's text, a reminder's, a
 * shared report's. A message is its English text marked `/*i18n*\/` (src/shared/message.ts); each language's
 * compiled catalog (src/locales/<language>/messages.ts, `npm run i18n`) has it under that id. A message no
 * catalog holds (a name, say) reads as it is, in English.
 */
const CATALOGS: Record<Language, Messages> = { en, de, es, fr };

const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } }),
  ]),
) as Record<Language, I18n>;

/** Whether the catalogs hold the message `id` (its translation, or English for a message yet untranslated). */
export const inCatalog = (id: string) => id in en;

/**
 * `m` (a message, or a text `message()` made or marked `/*i18n*\/`) in `language`, its values put in and
 * those that are messages translated too.
 */
export function translate(language: Language, m: Message | string): string {
  const i18n = instances[language];
  return renderMessage(typeof m === 'string' ? messageOf(m) : m, (id, values) =>
    id in i18n.messages ? i18n._(id, values) : englishOne(id, values),
  );
}

/** The language a request's `Accept-Language` header asks for, among ours (English when none). */
export const acceptLanguage = (header: string | string[] | undefined): Language =>
  pickLanguage(acceptedLanguages(Array.isArray(header) ? header.join(',') : header));

/**
 * The language a request's answers speak (issue 59): the signed-in account's choice, else what its
 * `Accept-Language` asks for, else English.
 */
export function requestLanguage(req: FastifyRequest): Language {
  return req.session?.user.language ?? acceptLanguage(req.headers['accept-language']);
}

import { z } from 'zod';
import { LANGUAGES } from './i18n-rules.js';

export * from './i18n-rules.js';

export const LANGUAGE_MESSAGE = /*i18n*/ 'Choose one of: en, de, es, fr';
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });
export const languageBodySchema = z.strictObject({ language: languageSchema }, { error: LANGUAGE_MESSAGE });
export type LanguageBody = z.infer<typeof languageBodySchema>;

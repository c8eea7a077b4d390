import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per language (src/locales/<language>/messages.po), compiled to a TypeScript module beside it
 * (`npm run i18n`) that the server imports and the client loads only for the active language (decision 0080).
 * Messages of the client's screens are Lingui macros (ids made from the text); messages the server also
 * sends (src/shared, src/server) are their English text marked `/*i18n*\/`, which is their id.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/src/shared', '<rootDir>/src/server'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // A total order (by the id: an explicit id is its text, others a hash of text and context), so the
  // catalogs come out the same on every machine, as CI checks; by message, ids without one tie.
  orderBy: 'messageId',
  compileNamespace: 'ts',
});

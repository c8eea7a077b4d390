import { afterEach, describe, expect, it } from 'vitest';
import { messages as de } from '../../locales/de/messages';
import { messages as en } from '../../locales/en/messages';
import { message } from '../../shared/message';
import { i18n, sayMessage } from './i18n';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

describe('a shared message on screen, in the active language', () => {
  it('renders a message with values, one made by message(), a nested label, and words already translated', () => {
    i18n.loadAndActivate({ locale: 'de', messages: de });
    // An answer's message (a ledger line's): its values put in, a value that is a message translated too.
    expect(sayMessage({ id: 'New entry: {strainName}', values: { strainName: 'Gelato' } })).toBe(
      'Neuer Eintrag: Gelato',
    );
    expect(sayMessage({ id: 'Challenge completed: {title}', values: { title: { id: 'Daily Log' } } })).toBe(
      'Challenge geschafft: Täglicher Eintrag',
    );
    // A schema's text with a value, as a field's error or a toast shows it (i18n._ alone missed its value).
    const tooLong = message('Password must be at most {max} characters long', { max: 200 });
    expect(sayMessage(tooLong)).toBe('Das Passwort darf höchstens 200 Zeichen lang sein');
    // A marked text with no values, and the server's words, already in the reader's language.
    expect(sayMessage('Daily Log')).toBe('Täglicher Eintrag');
    expect(sayMessage('Schon übersetzt')).toBe('Schon übersetzt');
  });

  it('reads English exactly as written', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    const tooLong = message('Password must be at most {max} characters long', { max: 200 });
    expect(sayMessage(tooLong)).toBe(tooLong);
    expect(sayMessage({ id: 'Daily visit ({streak}-day streak)', values: { streak: 3 } })).toBe(
      'Daily visit (3-day streak)',
    );
  });
});

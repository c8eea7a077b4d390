import { t } from '@lingui/core/macro';
import type { LanguageBody } from '../../../../shared/i18n';
import type { Language } from '../../../../shared/i18n-rules';
import { getJson, sendJson } from '../../../lib/api';
import { auth } from '../../../lib/auth';
import { activateLanguage, followAccountLanguage } from '../../../lib/i18n';
import { toastError } from '../../../lib/toast';

/**
 * The language kept on the account (issue 59): `GET`/`PUT /api/user/language`. Signed out, a choice stays
 * on this device (lib/i18n.ts); signed in, it is also the account's, which the server writes its messages,
 * reminders and shared reports in.
 */

/** The account's language made the active one: from an answer that carries it, else asked for. */
export async function adoptAccountLanguage(answer?: { language?: unknown }): Promise<void> {
  let language = answer?.language;
  if (language === undefined) {
    try {
      language = (await getJson<Partial<LanguageBody>>('/api/user/language')).language;
    } catch {
      return; // offline, or a server without the setting: the device's language stays
    }
  }
  await followAccountLanguage(language);
}

/** A language picked in a menu: active at once, and the account's too while signed in. */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  if (!auth.get().authenticated) return;
  try {
    await sendJson<LanguageBody>('PUT', '/api/user/language', { language } satisfies LanguageBody);
  } catch (err) {
    toastError(t`Could not save your language`, err);
  }
}

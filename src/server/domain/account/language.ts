import { eq, sql } from 'drizzle-orm';
import type { Language, LanguageBody } from '../../../shared/i18n.js';
import { forgetUserSessions } from '../../auth/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * The language an account chose (issue 59): its screens, the server's messages to it, its reminders and
 * the report it shares speak it. Null until chosen; the request's Accept-Language stands in until then.
 */
export async function chosenLanguage(db: DbOrTx, userId: number): Promise<Language | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

/**
 * `PUT /api/user/language`: keeps the choice; the sessions' cached users learn it on their next request. The
 * journal's version changes too: shared reports are kept per version and name their owner's language.
 */
export async function chooseLanguage(db: DbOrTx, userId: number, { language }: LanguageBody) {
  await db
    .update(users)
    .set({ language, entriesVersion: sql`gen_random_uuid()` })
    .where(eq(users.id, userId));
  forgetUserSessions(userId);
  return { language };
}

import { eq } from 'drizzle-orm';
import { type UserSettings, withDefaults } from '../../../shared/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { userSettings } from '../../db/schema.js';

export async function getSettings(db: DbOrTx, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return withDefaults(row?.settings);
}

export async function saveSettings(db: DbOrTx, userId: number, body: UserSettings, now: Date) {
  // A client that sends an older shape (no reminder time, no lock-screen choice) keeps what was chosen.
  const { reminderTime, reminderNamesStrain } = body.notifications;
  const stored =
    reminderTime === undefined ||
    reminderNamesStrain === undefined ||
    body.display.darkModeChosen === undefined
      ? await getSettings(db, userId)
      : null;
  const kept = stored?.notifications ?? body.notifications;
  const settings = {
    ...body,
    // An older client that says nothing of the choice: a changed dark mode is a choice, else it stays.
    display: {
      ...body.display,
      darkModeChosen:
        body.display.darkModeChosen ??
        (stored?.display.darkModeChosen === true || body.display.darkMode !== stored?.display.darkMode),
    },
    notifications: {
      ...body.notifications,
      reminderTime: reminderTime ?? kept.reminderTime,
      reminderNamesStrain: reminderNamesStrain ?? kept.reminderNamesStrain,
    },
  };
  await db
    .insert(userSettings)
    .values({ userId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: now } });
  return settings;
}

/** GET and PUT /api/user/settings. */
export const settingsStore = { read: getSettings, write: saveSettings };

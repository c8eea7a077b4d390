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
  const stored = await getSettings(db, userId);
  const kept = stored.notifications;
  const settings = {
    ...body,
    // A changed dark mode is a choice, whatever else the body says (an older client, or one that sends back
    // the field as it read it); unchanged, the body's word (false: follow the device again), else as it was.
    display: {
      ...body.display,
      darkModeChosen:
        body.display.darkMode !== stored.display.darkMode ||
        (body.display.darkModeChosen ?? stored.display.darkModeChosen === true),
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

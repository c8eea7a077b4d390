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
  const kept =
    reminderTime === undefined || reminderNamesStrain === undefined
      ? (await getSettings(db, userId)).notifications
      : body.notifications;
  const settings = {
    ...body,
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

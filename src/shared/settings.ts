import { z } from 'zod';
import { STRAIN_TYPES } from './constants.js';
import { REMINDER_TIME_MESSAGE, REMINDER_TIME_PATTERN } from './reminder-rules.js';

export const userSettingsSchema = z.strictObject({
  notifications: z.strictObject({
    loginReminders: z.boolean(),
    newFeatures: z.boolean(),
    pointsUpdates: z.boolean(),
    reminderTime: z.string().regex(REMINDER_TIME_PATTERN, REMINDER_TIME_MESSAGE).optional(),
    reminderNamesStrain: z.boolean().optional(),
  }),
  display: z.strictObject({
    colorTheme: z.enum(STRAIN_TYPES, { message: /*i18n*/ 'Colour theme must be indica, sativa or hybrid' }),
    darkMode: z.boolean(),
    compactView: z.boolean(),
    darkModeChosen: z.boolean().optional(),
  }),
  privacy: z.strictObject({
    showActivity: z.boolean(),
    allowDataCollection: z.boolean(),
  }),
});
export type { UserSettings } from './settings-defaults.js';
export { COLOR_THEME_LABELS, DEFAULT_SETTINGS, withDefaults } from './settings-defaults.js';

// The schema and the zod-free type describe the same object; the compiler holds them together.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const settingsShapeAgrees: Same<
  z.infer<typeof userSettingsSchema>,
  import('./settings-defaults.js').UserSettings
> = true;

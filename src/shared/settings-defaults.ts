import { STRAIN_TYPES, type StrainType } from './constants.js';
import { DEFAULT_REMINDER_TIME, REMINDER_TIME_PATTERN } from './reminder-rules.js';

/**
 * Settings defaults and the merge of a stored object over them. No zod here: the browser runs this before
 * the first paint, and the sign-in screen must stay small. The schema (settings.ts) checks the same shape.
 */
export interface UserSettings {
  notifications: {
    loginReminders: boolean;
    /** Kept for the stored shape; no switch shows it (nothing announces features). */
    newFeatures: boolean;
    pointsUpdates: boolean;
    /** The daily reminder's time ("HH:MM", the account's zone); an addition, so optional when saved. */
    reminderTime?: string;
    /**
     * Whether a reminder on the lock screen may name the strain ("Rate your symptoms after Secret Kush");
     * off, it says only "your session". An addition, so optional when saved; off by default.
     */
    reminderNamesStrain?: boolean;
  };
  display: {
    colorTheme: StrainType;
    darkMode: boolean;
    compactView: boolean;
    /**
     * Whether the person chose dark or light in Settings (then `darkMode` wins on every device); until they
     * do, each device follows its system's setting (issue 57). An addition, so optional when saved.
     */
    darkModeChosen?: boolean;
  };
  privacy: { showActivity: boolean; allowDataCollection: boolean };
}

export const DEFAULT_SETTINGS: UserSettings = {
  notifications: {
    loginReminders: true,
    newFeatures: true,
    pointsUpdates: true,
    reminderTime: DEFAULT_REMINDER_TIME,
    reminderNamesStrain: false,
  },
  display: { colorTheme: 'hybrid', darkMode: false, compactView: false, darkModeChosen: false },
  privacy: { showActivity: true, allowDataCollection: true },
};

/** Colour themes are named after strain types; their labels. */
export const COLOR_THEME_LABELS = {
  indica: /*i18n*/ 'Purple',
  sativa: /*i18n*/ 'Green',
  hybrid: /*i18n*/ 'Blue',
} as const;

/** A possibly partial, outdated or tampered stored object, merged field by field over the defaults. */
export function withDefaults(value: unknown): UserSettings {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const group = <K extends keyof UserSettings>(key: K): UserSettings[K] => {
    const stored = (v[key] && typeof v[key] === 'object' ? v[key] : {}) as Record<string, unknown>;
    const out = { ...DEFAULT_SETTINGS[key] } as Record<string, unknown>;
    for (const [field, fallback] of Object.entries(DEFAULT_SETTINGS[key])) {
      const s = stored[field];
      if (typeof fallback === 'boolean' && typeof s === 'boolean') out[field] = s;
      if (field === 'colorTheme' && (STRAIN_TYPES as readonly unknown[]).includes(s)) out[field] = s;
      if (field === 'reminderTime' && typeof s === 'string' && REMINDER_TIME_PATTERN.test(s)) out[field] = s;
    }
    return out as UserSettings[K];
  };
  const display = group('display');
  // Saved before the choice was kept apart: dark mode turned on was a choice; off was the default.
  const storedDisplay = v.display as Record<string, unknown> | undefined;
  if (typeof storedDisplay?.darkModeChosen !== 'boolean' && display.darkMode) display.darkModeChosen = true;
  return { notifications: group('notifications'), display, privacy: group('privacy') };
}

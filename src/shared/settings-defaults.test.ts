import { describe, expect, it } from 'vitest';
import { userSettingsSchema } from './settings.js';
import { DEFAULT_SETTINGS, withDefaults } from './settings-defaults.js';

describe('stored settings', () => {
  it('fall back to the defaults when missing or unreadable', () => {
    expect(withDefaults(null)).toEqual(DEFAULT_SETTINGS);
    expect(withDefaults('nonsense')).toEqual(DEFAULT_SETTINGS);
  });

  it('keep valid fields and drop invalid ones, field by field', () => {
    const merged = withDefaults({
      display: { darkMode: true, colorTheme: 'pink', compactView: 'yes' },
      privacy: { showActivity: false },
      extra: { anything: 1 },
    });
    expect(merged).toEqual({
      ...DEFAULT_SETTINGS,
      display: { colorTheme: 'hybrid', darkMode: true, compactView: false },
      privacy: { showActivity: false, allowDataCollection: true },
    });
    expect(userSettingsSchema.safeParse(merged).success).toBe(true);
  });
});

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
      // Dark mode stored before the choice was kept apart: it was chosen.
      display: { colorTheme: 'hybrid', darkMode: true, compactView: false, darkModeChosen: true },
      privacy: { showActivity: false, allowDataCollection: true },
    });
    expect(userSettingsSchema.safeParse(merged).success).toBe(true);
  });

  it('dark mode follows the device until chosen: off by default is no choice (issue 57)', () => {
    expect(withDefaults({ display: { darkMode: false } }).display.darkModeChosen).toBe(false);
    expect(withDefaults({ display: { darkMode: false, darkModeChosen: true } }).display.darkModeChosen).toBe(
      true,
    );
  });
});

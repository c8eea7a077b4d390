import type { UserSettings } from '../../shared/settings-defaults';

const THEME_COLOURS = { indica: '#7c3aed', sativa: '#16a34a', hybrid: '#2563eb' } as const;

/** Dark mode, compact view and colour theme take effect on the page at once. */
export function applyDisplay(display: UserSettings['display']) {
  const root = document.documentElement;
  root.classList.toggle('dark', display.darkMode);
  root.classList.toggle('compact', display.compactView);
  root.dataset.theme = display.colorTheme;
  root.style.colorScheme = display.darkMode ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLOURS[display.colorTheme]);
}

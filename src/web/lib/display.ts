import type { UserSettings } from '../../shared/settings-defaults';

import { THEME_PRIMARY } from './palette';

/** Dark mode, compact view and colour theme take effect on the page at once. */
export function applyDisplay(display: UserSettings['display']) {
  const root = document.documentElement;
  root.classList.toggle('dark', display.darkMode);
  root.classList.toggle('compact', display.compactView);
  root.dataset.theme = display.colorTheme;
  root.style.colorScheme = display.darkMode ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_PRIMARY[display.darkMode ? 'dark' : 'light'][display.colorTheme]);
}

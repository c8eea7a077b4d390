import type { UserSettings } from '../../shared/settings-defaults';

import { THEME_PRIMARY } from './palette';

const systemScheme = () =>
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;

/** Dark or not: the person's choice in Settings once made, else this device's system setting (issue 57). */
export function isDark(display: UserSettings['display']): boolean {
  return display.darkModeChosen ? display.darkMode : (systemScheme()?.matches ?? false);
}

let shown: UserSettings['display'] | undefined;
// While no choice is made, a change of the system's setting (sunset, say) shows at once.
systemScheme()?.addEventListener('change', () => {
  if (shown && !shown.darkModeChosen) applyDisplay(shown);
});

/** Dark mode, compact view and colour theme take effect on the page at once. */
export function applyDisplay(display: UserSettings['display']) {
  shown = display;
  const dark = isDark(display);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('compact', display.compactView);
  root.dataset.theme = display.colorTheme;
  root.style.colorScheme = dark ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_PRIMARY[dark ? 'dark' : 'light'][display.colorTheme]);
}

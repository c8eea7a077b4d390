// Runs before React: applies the cached display settings so the first paint has the right theme.
import { STORAGE_PREFIX } from '../../shared/constants';
import { withDefaults } from '../../shared/settings-defaults';
import { applyDisplay } from '../lib/display';

try {
  const raw = localStorage.getItem(`${STORAGE_PREFIX}:settings`);
  applyDisplay(withDefaults(raw ? JSON.parse(raw) : null).display);
} catch {
  // Unreadable settings: defaults are kept (the provider logs it).
}

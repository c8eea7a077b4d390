// The manager screen's tabs: where each lives, and the code of each (a chunk of its own). Apart from the
// screen so the route (app.tsx) can fetch the opening tab's code beside the screen's.
import { lazyComponent } from '../lib/lazy-component';

// Each tab's code: shown at once when fetched already.
export const AnalyticsTab = lazyComponent(() =>
  import('./analytics-tab').then((m) => ({ default: m.AnalyticsTab })),
);
export const EntriesTab = lazyComponent(() =>
  import('./entries-tab').then((m) => ({ default: m.EntriesTab })),
);
export const InventoryTab = lazyComponent(() =>
  import('./inventory-tab').then((m) => ({ default: m.InventoryTab })),
);
export const UsersTab = lazyComponent(() => import('./users-tab').then((m) => ({ default: m.UsersTab })));
export const RewardsTab = lazyComponent(() =>
  import('./rewards-tab').then((m) => ({ default: m.RewardsTab })),
);

/** The tabs in the bar's order, each with its address and its code (User Reviews is the Entries tab in
 * another mode). */
export const TABS = [
  { value: 'analytics', label: 'Analytics', href: '/manager', code: AnalyticsTab },
  { value: 'entries', label: 'Entries', href: '/manager/entries', code: EntriesTab },
  { value: 'reviews', label: 'User Reviews', href: '/manager?tab=reviews', code: EntriesTab },
  { value: 'inventory', label: 'Inventory', href: '/manager/inventory', code: InventoryTab },
  { value: 'users', label: 'Users', href: '/manager/users', code: UsersTab },
  { value: 'rewards', label: 'Rewards', href: '/manager?tab=rewards', code: RewardsTab },
] as const;
export type Tab = (typeof TABS)[number]['value'];

/** The tab a location names: a tab's own path (/manager/entries…), else `?tab=`, else Analytics (/manager). */
function tabAt(path: string, search: string) {
  const asked = new URLSearchParams(search).get('tab');
  const named =
    TABS.find((t) => t.href === path && t.href !== '/manager') ?? TABS.find((t) => t.value === asked);
  return named ?? TABS[0];
}

export function tabOf(path: string, search: string): Tab {
  return tabAt(path, search).value;
}

/** Fetches the code of the tab a location opens on. */
export function preloadTabOf(path: string, search: string) {
  return tabAt(path, search).code.preload();
}

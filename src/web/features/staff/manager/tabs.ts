// The manager screen's tabs: where each lives, and the code of each (a chunk of its own). Apart from the
// screen so the route (app.tsx) can fetch the opening tab's code beside the screen's.
import { MANAGER_TABS, managerTabAt } from '../../../../shared/screens';
import { lazyComponent, type Preloadable } from '../../../lib/lazy-component';

// Each tab's code: shown at once when fetched already.
export const AnalyticsTab = lazyComponent(() =>
  import('./analytics-tab').then((m) => ({ default: m.AnalyticsTab, askData: m.askData })),
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

/** Each tab's code, by the name the shared table gives it (src/shared/screens.ts). */
export const TAB_CODE: Record<(typeof MANAGER_TABS)[number]['code'], Preloadable> = {
  'features/staff/manager/analytics-tab': AnalyticsTab,
  'features/staff/manager/entries-tab': EntriesTab,
  'features/staff/manager/inventory-tab': InventoryTab,
  'features/staff/manager/users-tab': UsersTab,
  'features/staff/manager/rewards-tab': RewardsTab,
};

/** The tabs in the bar's order, each with its address. */
export const TABS = MANAGER_TABS;
export type Tab = (typeof TABS)[number]['value'];

export function tabOf(path: string, search: string): Tab {
  return managerTabAt(path, search).value;
}

/** Fetches the code of the tab a location opens on. */
export function preloadTabOf(path: string, search: string) {
  return TAB_CODE[managerTabAt(path, search).code].preload();
}

// The manager screen's tabs: where each lives, and the code of each (a chunk of its own). Apart from the
// screen so the route (app.tsx) can fetch the opening tab's code beside the screen's.
import { lazyComponent } from '../lib/lazy-component';

export const TABS = [
  { value: 'analytics', label: 'Analytics', href: '/manager' },
  { value: 'entries', label: 'Entries', href: '/manager/entries' },
  { value: 'reviews', label: 'User Reviews', href: '/manager?tab=reviews' },
  { value: 'inventory', label: 'Inventory', href: '/manager/inventory' },
  { value: 'users', label: 'Users', href: '/manager/users' },
  { value: 'rewards', label: 'Rewards', href: '/manager?tab=rewards' },
] as const;
export type Tab = (typeof TABS)[number]['value'];

// Each tab's code (User Reviews is the Entries tab in another mode): shown at once when fetched already.
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
const TAB_CODE = {
  analytics: AnalyticsTab,
  entries: EntriesTab,
  reviews: EntriesTab,
  inventory: InventoryTab,
  users: UsersTab,
  rewards: RewardsTab,
};

/** The tab a location names: the path for the four bottom-bar tabs, `?tab=` for the other two. */
export function tabOf(path: string, search: string): Tab {
  const fromPath: Record<string, Tab> = {
    '/manager/entries': 'entries',
    '/manager/inventory': 'inventory',
    '/manager/users': 'users',
  };
  if (fromPath[path]) return fromPath[path];
  const asked = new URLSearchParams(search).get('tab');
  return TABS.some((t) => t.value === asked) && asked !== null ? (asked as Tab) : 'analytics';
}

/** Fetches the code of the tab a location opens on. */
export function preloadTabOf(path: string, search: string) {
  return TAB_CODE[tabOf(path, search)].preload();
}

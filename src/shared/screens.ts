import { parse } from 'regexparam';
import type { Role } from './constants.js';
import type { DayFilter } from './dashboard-rules.js';

// The client's screens, who may open each, and the code each needs at start. One table for the browser
// (app/app.tsx and app/shell/signed-in.tsx: its routes, and the code it fetches as it starts) and the
// server (the page it sends names the same code as `modulepreload` links, decision 0041). Code is named by
// its module in src/web (app/… or features/<feature>/…); each is a chunk of its own, and the client maps
// each name to its lazy import.

export type GuardKind = 'user' | 'manager' | 'admin' | 'any';

/** Whether a role may open a screen of this kind (admins may open the manager's). */
export function mayOpen(kind: GuardKind, role: Role): boolean {
  if (kind === 'user') return role === 'user';
  if (kind === 'manager') return role === 'manager' || role === 'admin';
  if (kind === 'admin') return role === 'admin';
  return true;
}

/** The route table: path, who may see it, and the screen's code. */
export const SCREENS = [
  { path: '/', guard: 'user', code: 'app/home/home-page' },
  { path: '/journal', guard: 'user', code: 'features/entries/journal/journal-page' },
  { path: '/entry/:id', guard: 'user', code: 'features/entries/detail/entry-detail-page' },
  { path: '/new', guard: 'user', code: 'features/entries/form/new-entry-page' },
  { path: '/edit/:id', guard: 'user', code: 'features/entries/form/edit-entry-page' },
  { path: '/search', guard: 'user', code: 'features/entries/journal/search-page' },
  { path: '/rewards', guard: 'user', code: 'features/rewards/rewards-page' },
  { path: '/stash', guard: 'user', code: 'features/stash/stash-page' },
  { path: '/wishlist', guard: 'user', code: 'features/stash/wishlist-page' },
  { path: '/report', guard: 'user', code: 'features/report/report-page' },
  { path: '/what-helps', guard: 'user', code: 'features/insights/what-helps' },
  { path: '/what-helps/:symptom', guard: 'user', code: 'features/insights/symptom-relief-page' },
  { path: '/experiments/:id', guard: 'user', code: 'features/insights/experiments/experiment-page' },
  { path: '/settings', guard: 'any', code: 'features/account/settings/settings-page' },
  { path: '/manager', guard: 'manager', code: 'features/staff/manager/manager-page' },
  { path: '/manager/entries', guard: 'manager', code: 'features/staff/manager/manager-page' },
  { path: '/manager/inventory', guard: 'manager', code: 'features/staff/manager/manager-page' },
  { path: '/manager/users', guard: 'manager', code: 'features/staff/manager/manager-page' },
  { path: '/admin', guard: 'admin', code: 'features/staff/admin/admin-page' },
] as const satisfies ReadonlyArray<{ path: string; guard: GuardKind; code: string }>;

/**
 * Screens anyone may open, signed in or not, outside the signed-in frame: the ways to a new account
 * (issue 57). Each is a chunk of its own, as a route table's screen is.
 */
export const PUBLIC_SCREENS = [
  { path: '/invite/:token', code: 'features/account/invite/invite-page' },
  { path: '/signup', code: 'features/account/login/sign-up-page' },
] as const satisfies ReadonlyArray<{ path: string; code: string }>;
export type PublicScreenCode = (typeof PUBLIC_SCREENS)[number]['code'];

/** The manager screen's tabs in the bar's order (User Reviews is the Entries tab in another mode). */
export const MANAGER_TABS = [
  {
    value: 'analytics',
    label: /*i18n*/ 'Analytics',
    href: '/manager',
    code: 'features/staff/manager/analytics-tab',
  },
  {
    value: 'entries',
    label: /*i18n*/ 'Entries',
    href: '/manager/entries',
    code: 'features/staff/manager/entries-tab',
  },
  {
    value: 'reviews',
    label: /*i18n*/ 'User Reviews',
    href: '/manager?tab=reviews',
    code: 'features/staff/manager/entries-tab',
  },
  {
    value: 'inventory',
    label: /*i18n*/ 'Inventory',
    href: '/manager/inventory',
    code: 'features/staff/manager/inventory-tab',
  },
  {
    value: 'users',
    label: /*i18n*/ 'Users',
    href: '/manager/users',
    code: 'features/staff/manager/users-tab',
  },
  {
    value: 'rewards',
    label: /*i18n*/ 'Rewards',
    href: '/manager?tab=rewards',
    code: 'features/staff/manager/rewards-tab',
  },
] as const;
export type ManagerTab = (typeof MANAGER_TABS)[number];

/** The tab a location names: a tab's own path (/manager/entries…), else `?tab=`, else Analytics (/manager). */
export function managerTabAt(path: string, search: string): ManagerTab {
  const asked = new URLSearchParams(search).get('tab');
  const named =
    MANAGER_TABS.find((t) => t.href === path && t.href !== '/manager') ??
    MANAGER_TABS.find((t) => t.value === asked);
  return named ?? MANAGER_TABS[0];
}

/** The parts outside the route table that a first load may need. */
export const FRAME_CODE = {
  login: 'features/account/login/login-page',
  sharedReport: 'features/report/shared/shared-report-page',
  notFound: 'app/not-found/not-found-page',
  layout: 'app/shell/layout',
  celebrations: 'features/rewards/progress/celebrations',
  outbox: 'features/entries/outbox/sync',
  reminders: 'features/entries/follow-up/reminders',
  /** Every page but the sign-in screen (its routes, the data client, the settings): web/app/shell/signed-in.tsx. */
  signedIn: 'app/shell/signed-in',
} as const;

export type StartUpCode =
  | (typeof SCREENS)[number]['code']
  | PublicScreenCode
  | ManagerTab['code']
  | (typeof FRAME_CODE)[keyof typeof FRAME_CODE];

/** Where the manager's trend over the last `days` days is read. */
export const managerTrendsUrl = (days: DayFilter) => `/api/manager/trends?days=${days}`;

/** How many of the newest entries the journal and Home ask for first, before the whole list. */
export const JOURNAL_FIRST_PAGE = 50;

/**
 * The data a screen opens on, asked for as the app starts (web/app/first-queries.ts) and named in the server's
 * page as a preload, so its request leaves with the page's code rather than once that code has run. The
 * client's queries fetch these same URLs (a preload only serves a request for the same URL).
 */
export const FIRST_DATA_URLS = {
  entries: '/api/entries',
  journalFirstPage: `/api/entries?limit=${JOURNAL_FIRST_PAGE}`,
  managerSummary: '/api/manager/summary',
  managerTrends30: managerTrendsUrl(30),
} as const;
export type FirstData = keyof typeof FIRST_DATA_URLS;

/**
 * The data a first load of an address asks for: home and the journal the newest page of entries, the
 * manager screen its figures (and, on Analytics, the 30-day trend). Only for a role the screen is for.
 */
export function firstData(pathname: string, search: string, role: Role | null): FirstData[] {
  if (role === 'user' && (pathname === '/' || pathname === '/journal')) return ['journalFirstPage'];
  if ((role === 'manager' || role === 'admin') && pathname.startsWith('/manager'))
    return pathname === '/manager' && !search ? ['managerSummary', 'managerTrends30'] : ['managerSummary'];
  return [];
}

/** Every piece of code a first load may ask for (the build checks each is a chunk of its own). */
export const ALL_START_UP_CODE: readonly StartUpCode[] = [
  ...new Set<StartUpCode>([
    ...SCREENS.map((s) => s.code),
    ...PUBLIC_SCREENS.map((s) => s.code),
    ...MANAGER_TABS.map((t) => t.code),
    ...Object.values(FRAME_CODE),
  ]),
];

// Each route's pattern, made once (the server asks for every page it sends).
const SCREEN_PATTERNS = SCREENS.map((s) => ({ screen: s, pattern: parse(s.path).pattern }));
const SHARED_REPORT = parse('/shared/:token').pattern;
const PUBLIC_PATTERNS = PUBLIC_SCREENS.map((s) => ({ screen: s, pattern: parse(s.path).pattern }));

/** The public screen an address opens (an invitation, the sign-up), if any. */
export function publicScreenAt(pathname: string) {
  return PUBLIC_PATTERNS.find((p) => p.pattern.test(pathname))?.screen;
}

/**
 * Whether the app has a page at this address: a screen of the route table, a public screen, a shared
 * report, or the sign-in screen. The server answers any other address 404 (the app's page with its
 * not-found screen for a browser, JSON for anything else).
 */
export function isAppAddress(pathname: string): boolean {
  return (
    pathname === '/login' ||
    SHARED_REPORT.test(pathname) ||
    publicScreenAt(pathname) !== undefined ||
    screenAt(pathname) !== undefined
  );
}

/** The screen an address opens, if the route table has one. */
export function screenAt(pathname: string) {
  return SCREEN_PATTERNS.find((p) => p.pattern.test(pathname))?.screen;
}

/**
 * The code a first load of an address needs, fetched at once and side by side rather than each part once
 * the part around it has run. A shared report is its own page, and so is each public screen. Signed out: the sign-in screen, where the
 * guard sends every screen. Every page but the sign-in screen comes in the screens' chunk. Signed in: the
 * frame and its parts, and the screen if the role may open it
 * (an admin opening / is sent to /admin, not shown home), with the manager's opening tab. The first-day
 * introduction is not among them: whether it is due is the account's to say (decision 0055), so it loads
 * once that answer arrives, and only for the few who see it.
 */
export function startUpCode(pathname: string, search: string, role: Role | null): StartUpCode[] {
  const here = screenAt(pathname);
  const page: StartUpCode | null = SHARED_REPORT.test(pathname)
    ? FRAME_CODE.sharedReport
    : (publicScreenAt(pathname)?.code ?? (!here && pathname !== '/login' ? FRAME_CODE.notFound : null));
  if (!role) return page ? [FRAME_CODE.signedIn, page] : [FRAME_CODE.login];
  const code: StartUpCode[] = [FRAME_CODE.signedIn, FRAME_CODE.celebrations, FRAME_CODE.outbox];
  if (page) return [page, ...code];
  code.splice(1, 0, FRAME_CODE.layout);
  if (role === 'user') code.push(FRAME_CODE.reminders);
  if (here && mayOpen(here.guard, role)) {
    code.push(here.code);
    if (here.code === 'features/staff/manager/manager-page') code.push(managerTabAt(pathname, search).code);
  }
  return code;
}

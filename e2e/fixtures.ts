import { createRequire } from 'node:module';
import {
  type APIRequestContext,
  request as apiRequest,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import type { Role } from '../src/shared/constants';
import type { Symptom } from '../src/shared/session-rules';
import { KEYS } from '../src/web/lib/storage';

export const ADMIN = { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass' };

export interface Account {
  id: number;
  username: string;
  password: string;
  role: Role;
}

let seq = 0;
const unique = (stem: string) =>
  `${stem}${Date.now().toString(36)}${(++seq).toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Where the suite's server listens (playwright.config.ts serves the built app there). */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4321}`;

let adminSession: Promise<{ api: APIRequestContext; id: number }> | undefined;
/**
 * The admin's API session that makes the accounts tests need: one per worker, signed in once (a sign-in
 * is an argon2 check), in a request context of its own so no test's cookies change.
 */
function adminApi() {
  adminSession ??= (async () => {
    const api = await apiRequest.newContext({ baseURL: BASE_URL });
    const { id } = await signInOn(api, ADMIN);
    return { api, id };
  })();
  adminSession.catch(() => {
    adminSession = undefined;
  });
  return adminSession;
}

/** A new account of the role (made by the admin through the API); `_request` is kept for callers' sake. */
export async function createAccount(
  _request?: APIRequestContext,
  role: Role = 'user',
  username = unique(role),
): Promise<Account> {
  const admin = await adminApi();
  const password = 'pass-1234';
  const res = await admin.api.post('/api/admin/users', {
    data: { username, password, role },
    headers: { 'x-user-id': String(admin.id) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const user = await res.json();
  return { id: user.id, username, password, role };
}

/**
 * Signs the page's browser context in as the account (cookie through the API, flags in local storage as
 * the login screen leaves them), with the first-day introduction finished on the account unless asked
 * otherwise (`onboarding: true` leaves a new account's introduction due).
 */
export async function signInAs(page: Page, account: Account, opts: { onboarding?: boolean } = {}) {
  await signInOn(page.request, account);
  if (!opts.onboarding) await finishOnboarding(page.request);
  await page.addInitScript(
    ({ account, keys }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(keys.authenticated, 'true');
      localStorage.setItem(keys.userId, String(account.id));
      localStorage.setItem(keys.userRole, account.role);
      localStorage.setItem(keys.username, account.username);
    },
    { account, keys: KEYS },
  );
}

/** Signs the account in on a request context (a page's own, or one of its own); the API's answer. */
export async function signInOn(api: APIRequestContext, account: { username: string; password: string }) {
  const res = await api.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { id: number };
}

/** A request context of its own signed in as the account: its calls change no page's cookies. */
export async function apiSessionOf(account: { username: string; password: string }) {
  const api = await apiRequest.newContext({ baseURL: BASE_URL });
  await signInOn(api, account);
  return api;
}

/** A new account of the role, signed in on the page as `signInAs` does; the account. */
export async function signInNew(page: Page, role: Role = 'user', opts: { onboarding?: boolean } = {}) {
  const account = await createAccount(undefined, role);
  await signInAs(page, account, opts);
  return account;
}

/** Signs the page in as the admin the server seeded (`ADMIN`), as `signInAs` does; the account. */
export async function signInAsAdmin(page: Page) {
  const account: Account = { id: (await adminApi()).id, ...ADMIN, role: 'admin' };
  await signInAs(page, account);
  return account;
}

/** The sign-in screen filled in with these credentials and sent with its Sign in button. */
export async function submitSignIn(page: Page, credentials: { username: string; password: string }) {
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Marks the signed-in account's first-day introduction finished, as its Skip does (on every device). */
export async function finishOnboarding(request: APIRequestContext) {
  const res = await request.put('/api/user/onboarding', { data: { done: true } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * The same for an account not signed in here (one that will sign in through the sign-in screen): in a
 * request context of its own, so no page's cookies change.
 */
export async function finishOnboardingFor(account: Account) {
  const api = await apiSessionOf(account);
  await finishOnboarding(api);
  await api.dispose();
}

/**
 * True when nothing on the page is wider than the screen (no sideways scrolling). A phone browser widens
 * its layout viewport to fit wide content (`innerWidth` grows with it), so the page is measured against the
 * device's width, not the window's.
 */
export async function fitsWidth(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((w) => document.documentElement.scrollWidth <= w + 1, width);
}

/** Running animations and transitions (a dialog's pop-in, a chip's colour change) are over. */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** axe-core on the current page (WCAG 2.2 AA rules): zero violations. */
export async function expectAccessible(page: Page, label = '') {
  // The points celebration (a 2.5 s overlay that fades in and out) and a toast on its way out are
  // [data-transient]; axe judges the screen beneath them.
  const violations = await stillViolations(page, { exclude: '[data-transient]' });
  expect(violations, `accessibility violations ${label}`).toEqual([]);
}

/** axe on one part of the page (a popup, a dialog): zero violations. */
export async function expectAccessibleWithin(page: Page, selector: string, label: string) {
  const violations = await stillViolations(page, { include: selector });
  expect(violations, `accessibility violations ${label}`).toEqual([]);
}

/**
 * Colours are judged at rest: what is moving now ends first, and nothing starts moving while axe reads (a
 * button going disabled and back as its request comes and goes, or a celebration starting to fade, would
 * otherwise be judged mid-fade).
 */
async function stillViolations(page: Page, part: { include?: string; exclude?: string }) {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await settle(page);
  const violations = await axeViolations(page, part);
  await still.evaluate((tag) => tag.parentNode?.removeChild(tag));
  return violations;
}

/** The axe-core that @axe-core/playwright carries (the one version the project pins), as script text. */
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
).source;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG 2.2 AA rules on the page (or a part of it), each violation as one line. axe is put in a
 * page once (it stays until the next navigation) and run there (`axe.run`): AxeBuilder injected it again
 * into every frame on every check and finished each run in a new blank tab, which took most of a check's
 * time here (2 s against 0.4 s on Home). The app has no frames, the one thing only AxeBuilder reaches.
 */
async function axeViolations(page: Page, part: { include?: string; exclude?: string }) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context: { include?: string[]; exclude?: string[] } = {};
  if (part.include) context.include = [part.include];
  if (part.exclude) context.exclude = [part.exclude];
  return page.evaluate(
    async ({ context, tags }) => {
      type Axe = typeof import('axe-core');
      const { axe } = window as unknown as { axe: Axe };
      // Only violations are read: axe then skips gathering every node that passes (the same rules run,
      // the same violations come back), about a fifth of a check's time here.
      const results = await axe.run(context as Parameters<Axe['run']>[0], {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    },
    { context, tags: WCAG_AA },
  );
}

/**
 * The class lists among `lists` in which two classes of one Tailwind group meet (`bg-muted bg-primary`):
 * tailwind-merge, the oracle here and in no built file, would drop one. The app joins classes without
 * merging them (decision 0039), so there the stylesheet's order would decide, not the markup's.
 */
export function conflictingClassLists(lists: Iterable<string>) {
  const found: string[] = [];
  for (const list of lists) {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes).split(' '));
    const dropped = classes.filter((c) => !kept.has(c));
    if (dropped.length) found.push(`${dropped.join(' ')} lost in "${classes.join(' ')}"`);
  }
  return found;
}

/**
 * Records every distinct `class` attribute an element of the page shows at any moment (a dialog opened
 * and closed again, a toast), sending each new one once to `report`.
 */
function recordClassLists() {
  const seen = new Set<string>();
  const report = async (lists: string[]) =>
    (window as unknown as { __reportClassLists?: (lists: string[]) => Promise<void> }).__reportClassLists?.(
      lists,
    );
  const collect = (root: Element, fresh: string[]) => {
    const add = (el: Element) => {
      const list = el.getAttribute('class');
      if (list && !seen.has(list)) {
        seen.add(list);
        fresh.push(list);
      }
    };
    add(root);
    for (const el of root.querySelectorAll('[class]')) add(el);
  };
  const observer = new MutationObserver((records) => {
    const fresh: string[] = [];
    for (const r of records) {
      if (r.type === 'attributes' && r.target instanceof Element) collect(r.target, fresh);
      for (const node of r.addedNodes) if (node instanceof Element) collect(node, fresh);
    }
    if (fresh.length) report(fresh).catch(() => {});
  });
  const start = () => {
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    const fresh: string[] = [];
    collect(document.documentElement, fresh);
    if (fresh.length) report(fresh).catch(() => {});
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** Every test fails on an uncaught page error or a console error (other than expected HTTP failures). */
export const test = base.extend<{ consoleErrors: string[]; classConflicts: undefined; user: Account }>({
  /** A new account (role user), signed in on the test's page, introduction finished (`signInNew`). */
  user: async ({ page }, use) => {
    await use(await signInNew(page));
  },
  /**
   * Every test fails when two classes of one Tailwind group met on an element of its page (decision
   * 0039): a ui primitive takes a variant, tone or size, never a caller's class that overrides its own.
   */
  classConflicts: [
    async ({ page }, use, testInfo) => {
      const lists = new Set<string>();
      await page.exposeFunction('__reportClassLists', (fresh: string[]) => {
        for (const list of fresh) lists.add(list);
      });
      await page.addInitScript(recordClassLists);
      await use(undefined);
      if (!page.isClosed()) {
        const now = await page
          .evaluate(() =>
            [...document.querySelectorAll('[class]')].map((el) => el.getAttribute('class') ?? ''),
          )
          .catch(() => [] as string[]);
        for (const list of now) lists.add(list);
      }
      const conflicts = conflictingClassLists(lists);
      expect(conflicts, `class conflicts in "${testInfo.titlePath.join(' › ')}"`).toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (/Failed to load resource/.test(text)) return;
        errors.push(text);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the app's service worker is installed (the shell and every screen's code precached), then
 * reloads: the worker controls the page from then on. */
export async function reloadUnderWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
}

/** The headers that name the account to the API (beside its session). */
export const headersOf = (user: Account) => ({ 'x-user-id': String(user.id) });

/** Dark mode is an account setting: saved through the API, as the Display tab would. */
export async function setDarkMode(page: Page, user: Account, darkMode: boolean) {
  const headers = headersOf(user);
  const settings = await (await page.request.get('/api/user/settings', { headers })).json();
  const res = await page.request.put('/api/user/settings', {
    headers,
    data: { ...settings, display: { ...settings.display, darkMode, darkModeChosen: true } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The display settings a device keeps (what it shows before its first sign-in): dark mode or not. */
export async function deviceInMode(page: Page, darkMode: boolean) {
  await page.addInitScript(
    ({ key, dark }) => localStorage.setItem(key, JSON.stringify({ display: { darkMode: dark } })),
    { key: KEYS.settings, dark: darkMode },
  );
}

/** The page's own API session (its cookies), or a request context of another's. */
export type Api = Page | APIRequestContext;
export const requestOf = (api: Api) => ('request' in api ? api.request : api);

/** What an entry needs besides its name, unless a test says otherwise. */
export const ENTRY_REQUIRED = { strainType: 'hybrid', method: 'joint', dosage: '1 g', overallRating: 4 };
export type EntryFields = { strainName: string } & Record<string, unknown>;
/** An entry as a spec seeds it: its name, and the fields it cares about (the rest: `logEntries`' defaults). */
export type EntrySeed = {
  strainName: string;
  strainType?: string;
  productType?: string;
  method?: string;
  dosage?: string;
  overallRating?: number;
  potencyRating?: number;
  aromaRating?: number;
  flavorRating?: number;
  notes?: string;
  effects?: string[];
  allowManagerAccess?: boolean;
};
/** The indica of the specs' small journals: a bong, middling, sleepy, with a note to search for. */
export const NORTHERN_LIGHTS: EntrySeed = {
  strainName: 'Northern Lights',
  strainType: 'indica',
  method: 'bong',
  overallRating: 3,
  effects: ['sleepy', 'relaxed'],
  notes: 'Couch lock by nine.',
};
/** The fields of a complete flower entry (every rating, notes, an effect): it earns the complete-entry bonus. */
export const COMPLETE_ENTRY = {
  strainType: 'hybrid',
  productType: 'flower',
  method: 'joint',
  dosage: '0.5 g',
  overallRating: 4,
  potencyRating: 4,
  appearanceRating: 4,
  aromaRating: 4,
  flavorRating: 4,
  smoothnessRating: 4,
  notes: 'Citrus on the exhale.',
  effects: ['happy'],
};

/**
 * Entries logged for the account through the API, one after the other (their order is their age): the
 * required fields, then `defaults`, then each entry's own. Their ids, in order.
 */
export async function logEntries(
  api: Api,
  account: Account,
  entries: EntryFields[],
  defaults: Record<string, unknown> = {},
) {
  const ids: number[] = [];
  for (const fields of entries) {
    const res = await requestOf(api).post('/api/entries', {
      headers: { 'x-user-id': String(account.id) },
      data: { ...ENTRY_REQUIRED, ...defaults, ...fields },
    });
    expect(res.status(), `logging ${fields.strainName}: ${await res.text()}`).toBe(201);
    ids.push((await res.json()).id as number);
  }
  return ids;
}

/** An entry logged for the account through the API (the required fields, then those given); its id. */
export async function logEntry(api: Api, account: Account, fields: EntryFields) {
  const [id] = await logEntries(api, account, [fields]);
  return id;
}

/**
 * A session taken `minutesAgo` minutes ago (40 unless said) with the symptoms rated before it and not yet
 * after: once its onset (15 minutes unless said) has passed, Home asks "How do you feel now?". Its id.
 */
export function logDueSession(
  api: Api,
  account: Account,
  {
    strainName = 'Harlequin',
    minutesAgo = 40,
    onsetMinutes = 15,
    before,
  }: {
    strainName?: string;
    minutesAgo?: number;
    onsetMinutes?: number;
    before: Partial<Record<Symptom, number>>;
  },
) {
  return logEntry(api, account, {
    strainName,
    consumedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    onsetMinutes,
    outcomes: Object.entries(before).map(([symptom, level]) => ({ symptom, before: level, after: null })),
  });
}

/**
 * Opens Home and waits until this device has asked for celebrations and recorded the answer's time, from
 * which its next ask reads (`?since=`). The app records it after reading the answer, so the response alone
 * is not enough: a page left at once on a busy machine could still be a device that never asked.
 */
export async function homeAskedForCelebrations(page: Page, account: Account) {
  const asked = page.waitForResponse((r) => r.url().includes('/api/user/celebrations'));
  await page.goto('/');
  await asked;
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), KEYS.celebratedUntil(account.id)))
    .not.toBeNull();
}

/**
 * The celebration popups on screen (each stays 4 s, one after the other) run their course on the page's
 * clock, which the test installed (`page.clock.install()`) before the page loaded: it is moved on a popup at
 * a time until none is left, instead of waiting for them in real time (a popup covers the header's buttons).
 */
export async function outlastPopups(page: Page) {
  // Points celebrations and popups take turns in one queue, one on screen at a time.
  const shown = page.locator('[data-celebration]');
  for (let i = 0; i < 20 && (await shown.count()) > 0; i++) {
    const head = (await shown.textContent()) ?? '';
    await page.clock.fastForward(4_500);
    await expect(shown.filter({ hasText: head })).toHaveCount(0);
  }
  await expect(shown).toHaveCount(0);
}

/** The toast on screen shows this title (and description). */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.locator('.toast').filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description)).toBeVisible();
}

/**
 * Holds the answers to the requests for `url` (a part of the app's code, say) until `release()` is called:
 * what a slow phone network does. `hold` picks which of them wait (all by default; by address, or by the
 * request itself: its method, say); `asked` is every request for `url`, in order, held or not.
 */
export async function holdRequests(
  page: Page,
  url: RegExp,
  hold: (url: URL, request: Request) => boolean = () => true,
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: URL[] = [];
  await page.route(url, async (route) => {
    const requested = new URL(route.request().url());
    asked.push(requested);
    if (hold(requested, route.request())) await released;
    await route.continue();
  });
  return { release, asked };
}

/** The requests the page sends from now on that `pick` picks, in order: a list that grows as they go. */
export function requestsSent(page: Page, pick: (request: Request) => boolean) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (pick(request)) sent.push(request);
  });
  return sent;
}

/** `holdRequests` of every request for `url`: its `release`. */
export async function holdResponses(page: Page, url: RegExp) {
  return (await holdRequests(page, url)).release;
}

/** Settings, on its Privacy tab. */
export async function showPrivacyTab(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();
}

/**
 * Counts the page's cumulative layout shift from each load on, as Chromium's PerformanceObserver reports
 * it (a shift right after the person's own input excluded); `layoutShiftOf` reads it.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift counted since the page loaded (`watchLayoutShift`). */
export const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

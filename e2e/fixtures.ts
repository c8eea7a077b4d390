import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import type { Role } from '../src/shared/constants';

export const ADMIN = { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass' };
const PREFIX = 'strain-journal';

export interface Account {
  id: number;
  username: string;
  password: string;
  role: Role;
}

let seq = 0;
const unique = (stem: string) =>
  `${stem}${Date.now().toString(36)}${(++seq).toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An admin API session, used to make the accounts a test needs. */
async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: ADMIN });
  expect(res.ok(), await res.text()).toBeTruthy();
  const me = await res.json();
  return { request, id: me.id as number };
}

export async function createAccount(
  request: APIRequestContext,
  role: Role = 'user',
  username = unique(role),
): Promise<Account> {
  const admin = await adminApi(request);
  const password = 'pass-1234';
  const res = await request.post('/api/admin/users', {
    data: { username, password, role },
    headers: { 'x-user-id': String(admin.id) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const user = await res.json();
  return { id: user.id, username, password, role };
}

/**
 * Signs the page's browser context in as the account (cookie through the API, flags in local storage as
 * the login screen leaves them), with onboarding already seen unless asked otherwise.
 */
export async function signInAs(page: Page, account: Account, opts: { onboarding?: boolean } = {}) {
  const res = await page.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.addInitScript(
    ({ account, prefix, onboardingDone }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(`${prefix}:authenticated`, 'true');
      localStorage.setItem(`${prefix}:userId`, String(account.id));
      localStorage.setItem(`${prefix}:userRole`, account.role);
      localStorage.setItem(`${prefix}:username`, account.username);
      if (onboardingDone) localStorage.setItem(`${prefix}:onboardingComplete`, 'true');
    },
    { account, prefix: PREFIX, onboardingDone: !opts.onboarding },
  );
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
  // Colours are judged at rest: what is moving now ends first, and nothing starts moving while axe reads
  // (a button going disabled and back as its request comes and goes would otherwise fade mid-check).
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await settle(page);
  // The points celebration (a 2.5 s overlay that fades in and out) and a toast on its way out are
  // [data-transient]; axe judges the screen beneath them.
  const results = await new AxeBuilder({ page })
    .exclude('[data-transient]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await still.evaluate((tag) => tag.parentNode?.removeChild(tag));
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `accessibility violations ${label}`).toEqual([]);
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
export const test = base.extend<{ consoleErrors: string[]; classConflicts: undefined }>({
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

/** An entry logged for the account through the API (the required fields, then those given); its id. */
export async function logEntry(
  page: Page,
  account: Account,
  fields: { strainName: string } & Record<string, unknown>,
) {
  const res = await page.request.post('/api/entries', {
    headers: { 'x-user-id': String(account.id) },
    data: { strainType: 'hybrid', method: 'joint', dosage: '1 g', overallRating: 4, ...fields },
  });
  expect(res.ok(), `logging ${fields.strainName}`).toBeTruthy();
  return (await res.json()).id as number;
}

/** The toast on screen shows this title (and description). */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.locator('.toast').filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description)).toBeVisible();
}

/** Settings, on its Privacy tab. */
export async function showPrivacyTab(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();
}

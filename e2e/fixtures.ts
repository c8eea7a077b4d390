import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
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
  // Colours are judged at rest.
  await settle(page);
  // The points celebration (a 2.5 s overlay that fades in and out) and a toast on its way out are
  // [data-transient]; axe judges the screen beneath them.
  const results = await new AxeBuilder({ page })
    .exclude('[data-transient]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `accessibility violations ${label}`).toEqual([]);
}

/** Every test fails on an uncaught page error or a console error (other than expected HTTP failures). */
export const test = base.extend<{ consoleErrors: string[] }>({
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

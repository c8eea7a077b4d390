import type { Page } from '@playwright/test';
import { SCREENS } from '../src/shared/screens';
import { expect, expectAccessible, fitsWidth, logEntry, settle, signInNew, test } from './fixtures';
import { scrollThrough } from './scroll-through';
import { addToStash } from './stash-helpers';

for (const role of ['manager', 'admin'] as const) {
  test(`${role === 'admin' ? 'an admin' : 'a manager'} who opens Settings has one tap back to the dashboard`, async ({
    page,
  }) => {
    await signInNew(page, role);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(role === 'admin' ? /\/admin$/ : /\/manager$/);
  });
}

test('a user’s Settings has the app’s navigation, not a dashboard link', async ({ page, user: _user }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
});

test('a 100-character strain name never pushes a screen sideways', async ({ page, user }) => {
  const name = 'Supercalifragilisticexpialidocious'.repeat(3).slice(0, 100);
  const headers = { 'x-user-id': String(user.id) };
  const id = await logEntry(page, user, { strainName: name, dosage: '0.5 g' });
  await page.request.post('/api/favorites', { headers, data: { entryId: id } });
  await addToStash(page, user, { strainName: name, quantity: 1 });
  for (const path of ['/', '/journal', `/entry/${id}`, `/edit/${id}`, '/stash', '/search']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByText(name).first()).toBeAttached();
    expect(await fitsWidth(page), path).toBe(true);
  }
});

test('every signed-in screen fits a 360 px phone, with data in it (issue 57) @phone', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const outcomes = (before: number, after: number) => [{ symptom: 'insomnia', before, after }];
  const ids: number[] = [];
  for (const [strainName, method] of [
    ['Northern Lights', 'vaporizer'],
    ['Northern Lights', 'vaporizer'],
    ['Northern Lights', 'vaporizer'],
    ['Girl Scout Cookies', 'bong'],
  ] as const)
    ids.push(await logEntry(page, user, { strainName, method, dosage: '0.2 g', outcomes: outcomes(8, 3) }));
  await addToStash(page, user, { strainName: 'Northern Lights', quantity: 3 });
  for (const { path, guard } of SCREENS) {
    if (guard !== 'user' && guard !== 'any') continue;
    const at = path.replace(':id', String(ids[0])).replace(':symptom', 'insomnia');
    await page.goto(at);
    await expect(page.locator('main')).toBeVisible();
    await scrollThrough(page);
    expect(await fitsWidth(page), at).toBe(true);
  }
});

test.describe('on a desktop (1280 × 800)', { tag: '@desktop' }, () => {
  test('the user navigates from a left sidebar, content beside it in a readable width', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Journal' })).toBeVisible();
    // Every main place is in the sidebar.
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Journal',
      'New entry',
      'What helps',
      'Stash',
      'Wishlist',
      'Rewards',
      'Report',
    ]);
    const box = (await nav.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThan(260);
    expect(box.height).toBeGreaterThan(600); // down the side, not across the bottom
    const main = (await page.locator('main').boundingBox())!;
    expect(main.x).toBeGreaterThanOrEqual(box.width);
    expect(main.width).toBeLessThanOrEqual(1024);
    await nav.getByRole('link', { name: 'New entry' }).click();
    await expect(page.getByRole('heading', { name: 'New Product Entry' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'New entry' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'desktop new entry');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    // A new account: the first day's greeting and what to do first.
    await expect(page.getByRole('heading', { name: 'Welcome to your journal', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start here' })).toBeVisible();
    await expectAccessible(page, 'desktop home, dark');
  });

  test('the manager dashboard shows its tabs and no second navigation bar', async ({ page }) => {
    await signInNew(page, 'manager');
    await page.goto('/manager');
    await expect(page.getByRole('tab', { name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

/** Where two boxes overlap, if they do. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Saves New Entry with nothing filled in: a toast says what is missing. */
async function saveEmptyEntry(page: Page) {
  await page.goto('/new');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Missing information' });
  await expect(toast).toBeVisible();
  return toast;
}

test('on a phone a toast sits just above the bottom bar and covers neither Save nor any other button', {
  tag: '@phone',
}, async ({ page, user: _user }) => {
  const toast = await saveEmptyEntry(page);
  // Scrolled back down to Save Entry while the toast is up: it and every other button are clear of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Save Entry' })).toBeInViewport();
  const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y, 'in the lower half').toBeGreaterThan(page.viewportSize()!.height / 2);
  expect(box.y + box.height, 'above the bar').toBeLessThanOrEqual(nav.y);
  const covered: string[] = [];
  for (const control of await page.locator('main').getByRole('button').or(page.locator('main a')).all()) {
    const b = await control.boundingBox();
    if (b && (await control.isVisible()) && overlaps(box, b))
      covered.push((await control.textContent()) ?? '');
  }
  for (const control of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
    if (overlaps(box, (await control.boundingBox())!)) covered.push(`bar: ${await control.textContent()}`);
  }
  expect(covered, 'controls under the toast').toEqual([]);
});

test('on a phone a toast over an open dialog sits at the top, clear of the dialog’s buttons', {
  tag: '@phone',
}, async ({ page }) => {
  const admin = await signInNew(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  // A name that is taken: the server refuses it, and a toast says so while the dialog stays open.
  await dialog.getByLabel('Username').fill(admin.username);
  await dialog.getByLabel('Password', { exact: true }).fill('pass-1234');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Failed to create user' });
  await expect(toast).toBeVisible();
  await settle(page);
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height, 'in the upper half').toBeLessThan(page.viewportSize()!.height / 2);
  const covered: string[] = [];
  for (const control of await dialog.getByRole('button').all()) {
    const b = await control.boundingBox();
    if (b && overlaps(box, b)) covered.push((await control.textContent()) || 'a button');
  }
  expect(covered, 'dialog buttons under the toast').toEqual([]);
  // Cancel answers at once, toast or not.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('on a desktop a toast sits at the top right', { tag: '@desktop' }, async ({ page, user: _user }) => {
  const toast = await saveEmptyEntry(page);
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeLessThan(100);
  expect(box.x + box.width).toBeGreaterThan(page.viewportSize()!.width - 40);
});

test('on a phone the manager’s header is one slim bar and the dashboard starts right under it', {
  tag: '@phone',
}, async ({ page }) => {
  await signInNew(page, 'manager');
  await page.goto('/manager');
  const home = page.getByRole('link', { name: /Strain Journal/ });
  await expect(home).toBeVisible();
  const box = (await home.locator('xpath=ancestor::header[1]').boundingBox())!;
  expect(box.height, 'header height').toBeLessThanOrEqual(64);
  // The screen's title and its figures come right under it, on the first screen.
  const title = (await page.getByRole('heading', { name: 'Manager Dashboard', level: 1 }).boundingBox())!;
  expect(title.y, 'title top').toBeLessThan(120);
  const figures = (await page.getByRole('region', { name: 'Summary' }).boundingBox())!;
  expect(figures.y, 'figures top').toBeLessThan(page.viewportSize()!.height / 2);
  expect(await fitsWidth(page)).toBe(true);
});

test('on a phone every main place is two taps away: the bar, or the user menu @phone', async ({ page }) => {
  await signInNew(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Journal', 'New entry', 'Stash', 'Rewards']);
  for (const [place, path] of [
    ['What helps', '/what-helps'],
    ['Wishlist', '/wishlist'],
    ['Report', '/report'],
  ] as const) {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('button', { name: place }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // On the wishlist, the bar lights the stash it belongs to.
  await page.goto('/wishlist');
  await expect(nav.getByRole('link', { name: 'Stash' })).toHaveAttribute('aria-current', 'page');
});

for (const [role, path, list] of [
  ['manager', '/manager', 'Manager sections'],
  ['admin', '/admin', 'Admin sections'],
] as const) {
  test(`at 360 px wide every ${role} tab is on screen and read whole @phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInNew(page, role);
    await page.goto(path);
    const tabs = page.getByRole('tablist', { name: list }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const tab of await tabs.all()) {
      const name = (await tab.textContent()) ?? '';
      const box = (await tab.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(360);
      // The whole label shows: nothing cut off inside the tab.
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
    }
    expect(await fitsWidth(page)).toBe(true);
  });
}

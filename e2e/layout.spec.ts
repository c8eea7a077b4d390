import type { Page } from '@playwright/test';
import { createAccount, expect, expectAccessible, signInAs, test } from './fixtures';

/** True when nothing on the page is wider than the window (no sideways scrolling). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

for (const role of ['manager', 'admin'] as const) {
  test(`${role === 'admin' ? 'an admin' : 'a manager'} who opens Settings has one tap back to the dashboard`, async ({
    page,
    request,
  }) => {
    const staff = await createAccount(request, role);
    await signInAs(page, staff);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(role === 'admin' ? /\/admin$/ : /\/manager$/);
  });
}

test('a user’s Settings has the app’s navigation, not a dashboard link', async ({ page, request }) => {
  const user = await createAccount(request);
  await signInAs(page, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
});

test('a 100-character strain name never pushes a screen sideways', async ({ page, request }) => {
  const user = await createAccount(request);
  await signInAs(page, user);
  const name = 'Supercalifragilisticexpialidocious'.repeat(3).slice(0, 100);
  const headers = { 'x-user-id': String(user.id) };
  const entry = await page.request.post('/api/entries', {
    headers,
    data: { strainName: name, strainType: 'hybrid', method: 'joint', dosage: '0.5 g', overallRating: 4 },
  });
  const { id } = await entry.json();
  await page.request.post('/api/favorites', { headers, data: { entryId: id } });
  await page.request.post('/api/wishlist', { headers, data: { strainName: name, quantity: 1 } });
  for (const path of ['/', '/journal', `/entry/${id}`, `/edit/${id}`, '/stash', '/search']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByText(name).first()).toBeAttached();
    expect(await fitsWidth(page), path).toBe(true);
  }
});

test.describe('on a desktop (1280 × 800)', { tag: '@desktop' }, () => {
  test('the user navigates from a left sidebar, content beside it in a readable width', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request);
    await signInAs(page, user);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Journal' })).toBeVisible();
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
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectAccessible(page, 'desktop home, dark');
  });

  test('the manager dashboard shows its tabs and no second navigation bar', async ({ page, request }) => {
    const manager = await createAccount(request, 'manager');
    await signInAs(page, manager);
    await page.goto('/manager');
    await expect(page.getByRole('tab', { name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

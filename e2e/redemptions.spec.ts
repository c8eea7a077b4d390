import type { Page } from '@playwright/test';
import {
  COMPLETE_ENTRY,
  expect,
  expectAccessible,
  expectToast,
  logEntry,
  settle,
  signInAsAdmin,
  test,
} from './fixtures';

const redeemedList = (page: Page) => page.getByRole('region', { name: 'Redeemed Rewards' });

async function redeemBadge(page: Page) {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Custom Profile Badge', exact: true }) });
  await card.getByRole('button', { name: 'Redeem' }).click();
  await page
    .getByRole('dialog', { name: 'Redeem Custom Profile Badge?' })
    .getByRole('button', { name: 'Redeem' })
    .click();
  await expectToast(page, 'Reward redeemed!', /Your code: SJ-/);
}

// Issue 45: a redemption gets a code and a status; the admin fulfils or cancels it and the user is told.
test('a redeemed reward shows its code to copy; the admin fulfils one and cancels another, the user sees both', async ({
  page,
  browser,
  user,
}) => {
  // 7 (visit) + 3 × 15 + 10 + 15 = 77 points; then one more complete entry for a second redemption.
  for (const strain of ['Gelato', 'Zkittlez', 'Blue Dream', 'Harlequin', 'Durban Poison', 'Mimosa'])
    await logEntry(page, user, { ...COMPLETE_ENTRY, strainName: strain });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/rewards?tab=rewards');
  await redeemBadge(page);
  await redeemBadge(page);
  const rows = redeemedList(page).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.locator('code')).toHaveText(/^SJ-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  }
  const [newest, older] = [
    await rows.nth(0).locator('code').textContent(),
    await rows.nth(1).locator('code').textContent(),
  ];
  await rows.nth(0).getByRole('button', { name: 'Copy your code' }).click();
  await expectToast(page, 'Copied', 'Your code is on your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newest);
  await settle(page);
  await expectAccessible(page, 'redeemed with codes');
  const pointsBefore = Number(await page.getByTestId('available-points').textContent());

  // The admin, in a browser of their own: fulfil the older, cancel the newest.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin?tab=rewards');
  const list = admin.getByRole('region', { name: 'Redemptions' });
  await expect(list.getByText(older!)).toBeVisible();
  await list
    .getByRole('button', { name: `Fulfil Custom Profile Badge for ${user.username}` })
    .last()
    .click();
  await expectToast(admin, 'Redemption fulfilled');
  await expect(list.getByText(older!)).toHaveCount(0);
  await list.getByRole('button', { name: `Cancel Custom Profile Badge for ${user.username}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Cancel redemption' }).click();
  await expectToast(admin, 'Redemption cancelled');
  await expect(list.getByText(newest!)).toHaveCount(0);
  await settle(admin);
  await expectAccessible(admin, 'admin redemptions');
  await adminContext.close();

  // The user sees where each stands, and has the cancelled one's points back.
  await page.reload();
  await expect(rows.filter({ hasText: 'Fulfilled' }).locator('code')).toHaveText(older!);
  await expect(rows.filter({ hasText: 'Cancelled' })).toContainText('50 points were returned to you.');
  await expect(page.getByTestId('available-points')).toHaveText(String(pointsBefore + 50));
});

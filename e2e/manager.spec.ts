import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSessionOf,
  createAccount,
  expect,
  expectAccessible,
  logEntries,
  requestsSent,
  signInAsAdmin,
  signInNew,
  test,
} from './fixtures';
import { addToStash, editStashItem } from './stash-helpers';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A user with three entries (one review shared with managers, one private note, one without) and a low stash. */
async function journalingUser(request: APIRequestContext) {
  const t = tag();
  // Names of this writer's own: other tests share the server, and lists show everyone's rows.
  const n = {
    zeta: `Zeta Haze ${t}`,
    alpha: `Alpha Kush ${t}`,
    mango: `Mango Dream ${t}`,
    loved: `Loved the citrus ${t}`,
    secret: `A private thought ${t}`,
    low: `Running Low ${t}`,
  };
  const user = await createAccount(request, 'user', `writer${t}`);
  const api = await apiSessionOf(user);
  const base = { strainType: 'hybrid', productType: 'flower', method: 'joint', dosage: '0.5 g' };
  const entries = [
    {
      ...base,
      strainName: n.zeta,
      overallRating: 5,
      notes: n.loved,
      allowManagerAccess: true,
      effects: ['happy', 'creative', 'focused', 'relaxed'],
    },
    {
      ...base,
      strainName: n.alpha,
      overallRating: 3,
      notes: n.secret,
      allowManagerAccess: false,
      effects: ['sleepy'],
    },
    {
      ...base,
      strainName: n.mango,
      overallRating: 4,
      allowManagerAccess: true,
      method: 'edible',
      productType: 'edible',
    },
  ];
  await logEntries(api, user, entries);
  const low = await addToStash(api, user, { strainName: n.low, productType: 'flower', quantity: 12 });
  // Used down to 2 g of 12: low (the level follows what is left).
  await editStashItem(api, user, low, { quantity: 2 });
  await api.dispose();
  return { ...user, n };
}

/**
 * At the start of a test (giving it two minutes): a journaling user (written through an API context of
 * its own), then the page signed in as a new manager: the writer's names.
 */
async function writerThenManager(page: Page, request: APIRequestContext) {
  test.setTimeout(120_000); // each test walks every panel
  const writer = await journalingUser(request);
  await signInNew(page, 'manager');
  return writer;
}

/** The records on screen: a table on wide screens, cards on phones. */
const records = (page: Page, name: string) =>
  page.getByRole('table', { name }).or(page.getByRole('list', { name }));

test.describe('manager dashboard', () => {
  test('analytics, then entries with both search boxes and every filter; notes only with consent', async ({
    page,
    request,
  }) => {
    const writer = await writerThenManager(page, request);
    // A manager has no points to celebrate: the screen never asks the user-only feed (it answered 403).
    const userOnlyAsks = requestsSent(page, (r) =>
      new URL(r.url()).pathname.startsWith('/api/user/celebrations'),
    );

    // Analytics, from /manager.
    await page.goto('/manager');
    await expect(page.getByRole('heading', { name: 'Manager Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-summary="ready"]')).toBeVisible();
    for (const card of ['Total Users', 'Total Entries', 'Stash Items', 'Low Inventory']) {
      await expect(
        page.getByRole('region', { name: 'Summary' }).getByText(card, { exact: true }),
      ).toBeVisible();
    }
    for (const panel of [
      'Top Rated Strains',
      'Most Popular Effects',
      'Rating by Product Type',
      'Inventory Alerts',
      'Consumption Trend',
      'Forecast',
    ]) {
      await expect(page.getByRole('heading', { name: panel })).toBeVisible();
    }
    await expect(page.getByText('Role: Manager')).toBeVisible();
    for (const days of ['7', '90', '30']) {
      await page.getByRole('group', { name: 'Period' }).getByText(`${days}d`).click();
      await expect(page.getByText(new RegExp(`in the last ${days} days`))).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(6);
    await expectAccessible(page, 'analytics');

    // Entries, from the bottom bar: the two search boxes and the three filters.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Entries' }).click();
    await expect(page).toHaveURL(/\/manager\/entries$/);
    await expect(page.getByRole('tab', { name: 'Entries' })).toHaveAttribute('aria-selected', 'true');
    const entries = records(page, 'Entries');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Username').fill(writer.username);
    await expect(entries.getByText(writer.n.zeta)).toBeVisible();
    await expect(entries.getByText(writer.n.alpha)).toBeVisible();
    await expect(entries.getByText(writer.n.mango)).toBeVisible();
    await expect(entries.getByText(writer.n.loved)).toBeVisible();
    await expect(page.getByText(writer.n.secret)).toHaveCount(0);
    // Only the writer's three entries once the username filter applies; one of them is private.
    await expect(entries.getByText('Private', { exact: true })).toHaveCount(1);
    await expect(entries.getByText('+1 more')).toBeVisible();
    await expectAccessible(page, 'entries');

    await panel.getByLabel('Minimum rating').selectOption('4');
    await expect(entries.getByText(writer.n.alpha)).toHaveCount(0);
    await expect(entries.getByText(writer.n.mango)).toBeVisible();
    await panel.getByLabel('Minimum rating').selectOption('5');
    await expect(entries.getByText(writer.n.mango)).toHaveCount(0);
    await panel.getByLabel('Minimum rating').selectOption('3');
    await expect(entries.getByText(writer.n.alpha)).toBeVisible();
    await panel.getByLabel('Minimum rating').selectOption('0');

    for (const [sort, first] of [
      ['alphabetical', writer.n.alpha],
      ['highest', writer.n.zeta],
      ['lowest', writer.n.alpha],
      ['oldest', writer.n.zeta],
      ['newest', writer.n.mango],
    ] as const) {
      await panel.getByLabel('Sort').selectOption(sort);
      await expect(entries.getByRole('listitem').or(entries.getByRole('row').nth(1)).first()).toContainText(
        first,
      );
    }
    for (const days of ['7', '30', '90', '0']) {
      await panel.getByLabel('Date').selectOption(days);
      await expect(entries.getByText(writer.n.zeta)).toBeVisible();
    }
    await panel.getByLabel('Search').fill(writer.n.loved.replace('Loved the ', ''));
    await expect(entries.getByText(writer.n.zeta)).toBeVisible();
    await expect(entries.getByText(writer.n.mango)).toHaveCount(0);
    // Words of a private note find nothing.
    await panel.getByLabel('Search').fill(writer.n.secret.replace('A ', ''));
    await expect(page.getByText('No journal entries found')).toBeVisible();
    await panel.getByLabel('Search').fill('edible');
    await expect(entries.getByText(writer.n.mango)).toBeVisible();
    expect(userOnlyAsks.map((r) => r.url())).toEqual([]);
  });

  test('user reviews, inventory, users and rewards; back to analytics and its view more', async ({
    page,
    request,
  }) => {
    const writer = await writerThenManager(page, request);

    // User Reviews (from the entries path, tab by tab): consented entries with notes only.
    await page.goto('/manager/entries');
    await page.getByRole('tab', { name: 'User Reviews' }).click();
    await expect(page).toHaveURL(/\/manager\?tab=reviews$/);
    await page.getByRole('tabpanel').getByLabel('Username').fill(writer.username);
    const reviews = page.getByRole('list', { name: 'User reviews' });
    await expect(reviews.getByRole('listitem')).toHaveCount(1);
    await expect(reviews).toContainText(writer.n.loved);
    await expect(reviews).toContainText('focused');
    await expectAccessible(page, 'reviews');

    // Inventory, with its levels and forecast labels.
    await page.getByRole('tab', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(/\/manager\/inventory$/);
    await page.getByRole('tabpanel').getByLabel('Username').fill(writer.username);
    const stash = records(page, 'Stash items');
    await expect(stash.getByText(writer.n.low)).toBeVisible();
    const lowItem = stash.getByRole('listitem').or(stash.getByRole('row')).filter({ hasText: writer.n.low });
    await expect(lowItem).toContainText('3-7 days');
    // The level reads as on the user's own stash (one amount badge for both).
    await expect(lowItem.getByText('Low', { exact: true })).toBeVisible();
    await page.getByRole('tabpanel').getByLabel('Amount').selectOption('high');
    await expect(page.getByText('No stash items found')).toBeVisible();
    await page.getByRole('tabpanel').getByLabel('Amount').selectOption('restock');
    await expect(stash.getByText(writer.n.low)).toBeVisible();
    await expectAccessible(page, 'inventory');

    // Users, with the four achievements.
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/manager\/users$/);
    await page.getByRole('tabpanel').getByLabel('Search users').fill(writer.username);
    const card = page
      .getByRole('list', { name: 'Users' })
      .getByRole('listitem')
      .filter({ hasText: writer.username });
    const bars = card.getByRole('progressbar');
    await expect(bars).toHaveCount(4);
    await expect(card.getByRole('progressbar', { name: 'Journal Master' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await expect(card.getByRole('progressbar', { name: 'Cannabis Explorer' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(card.getByRole('progressbar', { name: 'Inventory Manager' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await expectAccessible(page, 'users');

    // Rewards.
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/manager\?tab=rewards$/);
    await expect(page.getByRole('heading', { name: 'Rewards usage' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent point activity' })).toBeVisible();
    await expectAccessible(page, 'rewards');

    // Back to Analytics; 'view more' opens the inventory needing restocking.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/manager$/);
    await expect(page.getByRole('tab', { name: 'Analytics' })).toBeFocused();
    // Figures are kept 30 s per server; Refresh asks for them computed now, this writer's low item included.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('button', { name: 'view more' }).click();
    await expect(page).toHaveURL(/\/manager\/inventory$/);
    await expect(page.getByRole('tabpanel').getByLabel('Amount')).toHaveValue('restock');
  });

  test('an admin may open it, and the role label says Admin', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/manager/users');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Role: Admin')).toBeVisible();
    await page.getByRole('link', { name: 'Admin dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a user is sent away and the API refuses them', async ({ page }) => {
    const user = await signInNew(page);
    await page.goto('/manager/entries');
    await expect(page).toHaveURL(/\/$/);
    const res = await page.request.get('/api/manager/entries', { headers: { 'x-user-id': String(user.id) } });
    expect(res.status()).toBe(403);
  });
});

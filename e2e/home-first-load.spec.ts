import type { Page } from '@playwright/test';
import { expect, holdRequests, layoutShiftOf, logEntries, test, watchLayoutShift } from './fixtures';
import { stockToRank } from './stash-helpers';

// Issue 46: Home opens on the newest page of entries, as the journal does, and asks for the whole list once
// that page is on screen (decision 0065). The first screen (the greeting with the count of all entries,
// "What should I take now?") needs no more; the figures and lists below it wait for every entry, and are
// never drawn from a part of them.

test.describe('Home with more entries than the first page', () => {
  const FIRST_PAGE = 50; // JOURNAL_FIRST_PAGE in src/shared/screens.ts

  test('draws its first screen from the newest page, and its figures from every entry once all are in @both', async ({
    page,
    user,
  }) => {
    // 32 indica sessions, then 30 sativa: the newest page holds 30 sativa and 20 indica (sativa the more
    // logged there), the whole journal 32 indica of 62.
    const total = 62;
    await logEntries(page, user, [
      ...Array.from({ length: 32 }, (_, i) => ({ strainName: `Old ${i + 1}`, strainType: 'indica' })),
      ...Array.from({ length: 30 }, (_, i) => ({ strainName: `New ${i + 1}`, strainType: 'sativa' })),
    ]);

    // The whole list waits until the test lets it through.
    const { release, asked } = await holdRequests(page, /\/api\/entries(\?.*)?$/, (url) => !url.search);
    const searches = () => asked.map((url) => url.search);
    await watchLayoutShift(page);

    await page.goto('/');
    await expect(page.getByText(`You have ${total} Strain Journal entries`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What should I take now?' })).toBeVisible();
    // The whole list is asked once the page is on screen; until it is in, nothing is counted from a part.
    await expect.poll(searches).toEqual([`?limit=${FIRST_PAGE}`, '']);
    await expect(page.getByText('Favorite type')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recent Entries' })).toHaveCount(0);

    release();
    const favorite = page.locator('section').filter({ hasText: 'Favorite type' });
    await expect(favorite).toContainText('Indica');
    await expect(favorite).toContainText(`32 of ${total} entries`);
    await expect(page.getByRole('heading', { name: 'Recent Entries' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New 30' }).first()).toBeVisible();
    // What came in below the first screen moved nothing that was drawn.
    expect(await layoutShiftOf(page), 'layout shift of Home').toBeLessThan(0.05);
    // The journal opens on the list Home brought: no second request for its page.
    await page.getByRole('link', { name: 'View all' }).click();
    await expect(page.getByTestId('journal-count')).toHaveText(`${total} entries found`);
    expect(searches()).toEqual([`?limit=${FIRST_PAGE}`, '']);
  });
});

test('"What should I take now?" growing while the rest of Home loads moves nothing drawn', async ({
  page,
  user,
}) => {
  // Stash items to rank, and more entries than the first page: the card's ranking and the whole list are
  // both held, the ranking let through first, so the card grows from its one loading line while nothing is
  // drawn under it yet.
  await logEntries(
    page,
    user,
    Array.from({ length: 51 }, (_, i) => ({ strainName: i % 2 ? 'Blue Dream' : 'Gelato' })),
  );
  await stockToRank(page, user);
  const list = await holdRequests(page, /\/api\/entries(\?.*)?$/, (url) => !url.search);
  const ranking = await holdRequests(page, /\/api\/insights\/take-now\?/);
  await watchLayoutShift(page);

  await page.goto('/');
  await expect(page.getByText('Loading your stash...')).toBeVisible();
  await expect.poll(() => list.asked.length).toBeGreaterThan(0);
  ranking.release();
  await expect(page.getByRole('list', { name: /^Your stash for .*, best first$/ })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading Strain Journal entries...' }),
  ).toBeAttached();
  list.release();
  await expect(page.getByRole('heading', { name: 'Recent Entries' })).toBeVisible();
  expect(await layoutShiftOf(page), 'layout shift of Home').toBeLessThan(0.01);
});

test.describe('parts of Home whose code comes when they are first reached', () => {
  test.beforeEach(async ({ page, user }) => {
    await logEntries(page, user, [{ strainName: 'First Gem' }]);
  });

  /**
   * Home opened (on its one entry) with the requests for `code` (a part's own chunk) held until the test
   * lets them through, and left until nothing more loads: none of them came with Home's first load. The
   * hold's `release` and `asked` (`holdRequests`).
   */
  async function homeHolding(page: Page, code: RegExp) {
    const held = await holdRequests(page, code);
    await page.goto('/');
    await expect(page.getByText('You have 1 Strain Journal entry')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(held.asked, 'asked with Home’s first load').toEqual([]);
    return held;
  }

  test('the user menu: its items come when the button is first reached, and the menu opens on them from the keyboard', async ({
    page,
  }) => {
    const { release, asked: items } = await homeHolding(page, /\/assets\/account-menu-[^/]*\.js$/);

    // Opened before its items have arrived: the first item takes focus once they are drawn.
    const menuButton = page.getByRole('button', { name: 'User menu' });
    await menuButton.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(items).toHaveLength(1);
    release();
    await expect(page.getByText('Signed in as')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the achievements dialog: its rows come when the trophy is first reached, not with Home, and the dialog shows them as before', async ({
    page,
  }) => {
    // The rows' code is held, so the dialog is seen opening before it.
    const { release, asked: rows } = await homeHolding(page, /\/assets\/achievement-rows-[^/]*\.js$/);

    const trophy = page.getByRole('button', { name: 'Achievements' });
    await trophy.click();
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    await expect(dialog).toBeVisible();
    expect(rows).toHaveLength(1);
    await expect(dialog.getByText('Loading achievements...').first()).toBeAttached();
    release();
    const first = dialog.getByRole('listitem').filter({ hasText: 'First Experience' });
    await expect(first.getByRole('img', { name: 'Unlocked' })).toBeVisible();
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(dialog.getByText(/^1 of \d+ unlocked$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trophy).toBeFocused();
  });
});

import { expect, layoutShiftOf, logEntries, test, watchLayoutShift } from './fixtures';

// Issue 46: Home opens on the newest page of entries, as the journal does, and asks for the whole list once
// that page is on screen (decision 0065). The first screen (the greeting with the count of all entries,
// "What should I take now?") needs no more; the figures and lists below it wait for every entry, and are
// never drawn from a part of them.

test.describe('Home with more entries than the first page', () => {
  // The route below holds the whole list back; a service worker would fetch it out of the page's sight.
  test.use({ serviceWorkers: 'block' });
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

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route(/\/api\/entries(\?.*)?$/, async (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      if (!url.search) await released;
      await route.continue();
    });
    await watchLayoutShift(page);

    await page.goto('/');
    await expect(page.getByText(`You have ${total} Strain Journal entries`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What should I take now?' })).toBeVisible();
    // The whole list is asked once the page is on screen; until it is in, nothing is counted from a part.
    await expect.poll(() => asked).toEqual([`?limit=${FIRST_PAGE}`, '']);
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
    expect(asked).toEqual([`?limit=${FIRST_PAGE}`, '']);
  });
});

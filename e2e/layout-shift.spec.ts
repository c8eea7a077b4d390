import type { Page } from '@playwright/test';
import { expect, layoutShiftOf, logDueSession, logEntries, test, watchLayoutShift } from './fixtures';
import { stockToRank } from './stash-helpers';

// Issue 46: nothing on Home or What helps moves once drawn, on a network where the screen's data comes after
// its code (150 ms a request): the follow-up card is drawn with Home (its form comes on first touch), and
// What helps draws its tolerance card only under its list (decision 0063); Home's cards under "What should
// I take now?" wait for its ranking, and Compare Strains keeps its row's end. Cumulative layout shift, as
// Chromium's PerformanceObserver counts it, under STILL: the issue asked for 0.05, but nothing moving
// measures 0 here, and Home's two movers measured 0.008 to 0.032 (0.054 under load), so a smaller bar
// catches either.

/** Less than the smallest shift a mover of these screens made: in effect, nothing moves. */
const STILL = 0.005;

async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

async function shiftOf(page: Page, path: string, drawn: () => Promise<void>) {
  await page.goto(path);
  await drawn();
  await page.waitForLoadState('networkidle');
  return layoutShiftOf(page);
}

test('Home and What helps do not move as their data arrives @both', async ({ page, user }) => {
  test.slow();
  const hour = 60 * 60_000;
  await logEntries(
    page,
    user,
    ['Blue Dream', 'Gelato', 'Blue Dream', 'Sour Diesel', 'Gelato', 'Blue Dream'].map((strainName, i) => ({
      strainName,
      consumedAt: new Date(Date.now() - (i + 2) * 24 * hour).toISOString(),
      outcomes: [
        { symptom: 'stress', before: 7, after: 3 + (i % 3) },
        { symptom: 'insomnia', before: 8, after: 4 },
      ],
    })),
  );
  await logDueSession(page, user, { before: { stress: 7 } });
  await stockToRank(page, user);
  await watchLayoutShift(page);
  await slowNetwork(page);

  const home = await shiftOf(page, '/', async () => {
    await expect(page.getByRole('heading', { name: 'How do you feel now?' })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Your stash for .*, best first$/ })).toBeVisible();
  });
  expect(home, 'layout shift of Home').toBeLessThan(STILL);

  const whatHelps = await shiftOf(page, '/what-helps', async () => {
    await expect(page.getByRole('heading', { name: 'Stress', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Insomnia', level: 2 })).toBeVisible();
  });
  expect(whatHelps, 'layout shift of What helps').toBeLessThan(STILL);
});

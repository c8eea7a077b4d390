import type { Page } from '@playwright/test';
import { expect, signInNew, test } from './fixtures';

// A read the network loses while the browser is online (a phone just back online, a connection reset) is
// tried once more before a screen says it failed; an answer the server gave is shown as it is.
const CHALLENGES = '**/api/challenges';

/** Opens the Challenges tab, its list answered by `answer` (the count of requests so far, from 1). */
async function openChallenges(page: Page, answer: (n: number) => 'lose' | 'refuse' | 'pass') {
  let asked = 0;
  await page.route(CHALLENGES, (route) => {
    const what = answer(++asked);
    if (what === 'lose') return route.abort('connectionreset');
    if (what === 'refuse')
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"Service unavailable"}',
      });
    return route.continue();
  });
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { name: 'Your Cannabis Journey' })).toBeVisible();
  await page.getByRole('tab', { name: 'Challenges' }).click();
  return {
    asked: () => asked,
    failed: page.getByRole('alert').filter({ hasText: 'Failed to load challenges' }),
  };
}

test('a read lost once on the network is tried again, and the screen shows its data', async ({ page }) => {
  await signInNew(page);
  const { asked, failed } = await openChallenges(page, (n) => (n === 1 ? 'lose' : 'pass'));
  await expect(page.getByRole('tab', { name: 'Daily' })).toBeVisible();
  expect(asked()).toBe(2);
  await expect(failed).toHaveCount(0);
});

test('a read lost twice says it failed, with Try again, and is not tried on and on', async ({ page }) => {
  await signInNew(page);
  let losing = true;
  const { asked, failed } = await openChallenges(page, () => (losing ? 'lose' : 'pass'));
  await expect(failed).toBeVisible();
  expect(asked()).toBe(2);
  losing = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: 'Daily' })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('an answer the server gave (503) is shown at once, not asked again', async ({ page }) => {
  await signInNew(page);
  const { asked, failed } = await openChallenges(page, (n) => (n === 1 ? 'refuse' : 'pass'));
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Service unavailable');
  expect(asked()).toBe(1);
});

import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Scrolls the page to its end half a screen at a time, as a person reading it would, until no part drawn
 * as it nears the view (`WhenVisible`: Home's lower cards, decision 0063) is still waiting; then back to
 * the top. For tests that check what sits below the first screen; `loading` is how a spinner's status reads
 * (another language's words).
 */
export async function scrollThrough(page: Page, { loading = /^Loading/ }: { loading?: RegExp } = {}) {
  // The screen drawn with its data first: before that there is nothing below to wait for. A quiet network
  // is not enough: Home draws its lower cards only once the list and the card above them have their data,
  // saying "Loading …" to a screen reader until then (a status), and on a busy machine that render can come
  // after the network has gone quiet.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(0);
  const waiting = page.locator('[data-when-visible]');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
        return waiting.count();
      },
      { intervals: [100] },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

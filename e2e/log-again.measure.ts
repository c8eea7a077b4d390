import type { Page } from '@playwright/test';
import { expect, expectToast, logEntry, test } from './fixtures';

// `npm run measure:log-again`: issue 58's measurement (docs/decisions/0078-log-in-two-taps.md): taps,
// typing, scrolling and time to log a repeat session on the phone profile. The "full form" path runs on any
// build (before and after); the quick log path only where it exists. Prints one JSON line per path; asserts
// only that each saved. Not part of `npm test` (playwright.config.ts runs `*.measure.ts` only with
// E2E_MEASURE).

async function watch(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { m: { clicks: number; keys: number; scrolled: number } };
    w.m = { clicks: 0, keys: 0, scrolled: 0 };
    let last = window.scrollY;
    window.addEventListener('click', () => w.m.clicks++, true);
    window.addEventListener('keydown', () => w.m.keys++, true);
    window.addEventListener(
      'scroll',
      () => {
        w.m.scrolled += Math.abs(window.scrollY - last);
        last = window.scrollY;
      },
      true,
    );
  });
  const start = Date.now();
  return async (path: string) => {
    const m = await page.evaluate(() => (window as unknown as { m: object }).m);
    const result = { path, ...m, ms: Date.now() - start, page: await pageHeight(page) };
    console.log(`MEASURE ${JSON.stringify(result)}`);
  };
}
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

const SEED = {
  strainName: 'Northern Lights',
  strainType: 'indica',
  method: 'vaporizer',
  dosage: '2 puffs',
  consumedAt: new Date(Date.now() - 86_400_000).toISOString(),
  outcomes: [{ symptom: 'insomnia', before: 8, after: 2 }],
};

test('measure: a repeat session through the entry’s Log again and the full form @phone', async ({
  page,
  user,
}) => {
  test.skip(test.info().project.name !== 'phone');
  await page.setViewportSize({ width: 412, height: 915 });
  const id = await logEntry(page, user, SEED);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recent Entries' })).toBeVisible();
  const done = await watch(page);
  await page.locator(`a[href="/entry/${id}"]`).first().click();
  await page.getByRole('link', { name: 'Log again' }).click();
  await expect(page.getByLabel('Dosage')).toHaveValue('2 puffs');
  const formHeight = await pageHeight(page);
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, 'Entry saved');
  await done(`full form (New Entry ${formHeight} px tall)`);
});

test('measure: a repeat session through Home’s quick log @phone', async ({ page, user }) => {
  test.skip(test.info().project.name !== 'phone');
  await page.setViewportSize({ width: 412, height: 915 });
  await logEntry(page, user, SEED);
  await page.goto('/');
  const again = page.getByRole('button', { name: 'Log again: Northern Lights' });
  await expect(again).toBeVisible();
  const done = await watch(page);
  await again.click();
  await page
    .getByRole('dialog', { name: 'Log again' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expectToast(page, 'Entry saved');
  await done('quick log');
});

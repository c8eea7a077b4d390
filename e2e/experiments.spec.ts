import type { Page } from '@playwright/test';
import { type Account, expect, expectAccessible, fitsWidth, headersOf, setDarkMode, test } from './fixtures';

// Personal experiments (issue 60, decision 0075): planned from What helps, today's product told and logged,
// the answer drawn with its uncertainty, stopped.

async function experimentOf(page: Page, user: Account, id: string) {
  const res = await page.request.get(`/api/experiments/${id}`, { headers: headersOf(user) });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

test('an experiment is planned from What helps, tells today’s product, logs it, draws its answer and stops @both', async ({
  page,
  user,
}, testInfo) => {
  test.slow();
  await page.goto('/what-helps/insomnia');
  await page.getByRole('button', { name: 'Compare two products' }).click();
  const plan = page.getByRole('dialog', { name: 'Compare two products' });
  // No stash: each product by strain and product type.
  const a = plan.getByRole('group', { name: 'Product A' });
  const b = plan.getByRole('group', { name: 'Product B' });
  await a.getByLabel('Strain').fill('Gelato');
  await b.getByLabel('Strain').fill('Gelato');
  await plan.getByLabel('Dose').fill('2 puffs');
  await plan.getByLabel('Method').selectOption('vaporizer');
  // The defaults are said: 3 blocks, a 1-day washout, 1 point, today.
  await expect(plan.getByLabel('Blocks')).toHaveValue('3');
  await expect(plan.getByLabel('Time of day')).toHaveValue('before bed');
  await plan.getByRole('button', { name: 'Start the experiment' }).click();
  await page.screenshot({ path: testInfo.outputPath('plan.png') });
  // The same product twice: the server's message, on the form.
  await expect(plan.getByText('The two products are the same: pick two different ones')).toBeVisible();
  await b.getByLabel('Strain').fill('Blue Dream');
  await plan.getByRole('button', { name: 'Start the experiment' }).click();

  await expect(page).toHaveURL(/\/experiments\/\d+$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gelato flower or Blue Dream flower for insomnia' }),
  ).toBeVisible();
  const today = page.getByRole('heading', { level: 2, name: /^Today, before bed: [AB], / });
  await expect(today).toHaveText(/^Today, before bed: (A, Gelato|B, Blue Dream) flower, 2 puffs$/);
  const arm = (await today.textContent())?.includes('Gelato') ? 'Gelato' : 'Blue Dream';
  // Only days already come: today, and no product of a day to come.
  const block = page.getByRole('list', { name: 'Block 1' });
  await expect(block.getByRole('listitem')).toHaveCount(1);

  // The answer with its uncertainty, drawn and said.
  const drawing = page.getByRole('img', {
    name: 'Difference in relief, A minus B, with its 95% likely range',
  });
  await expect(drawing).toBeVisible();
  await expect(drawing).toHaveAccessibleDescription(/No block has counted yet/);
  await expect(page.getByText('No answer yet', { exact: true })).toBeVisible();

  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page, 'experiment, light');
  await page.screenshot({ path: testInfo.outputPath('experiment.png'), fullPage: true });

  // Log today's session: New Entry with today's product, dose and method.
  await page.getByRole('link', { name: "Log today's session" }).click();
  await expect(page).toHaveURL(new RegExp(`/new\\?experiment=${id}$`));
  await expect(page.getByLabel('Strain name')).toHaveValue(arm);
  await expect(page.getByLabel('Dosage')).toHaveValue('2 puffs');
  await expect(page.getByRole('slider', { name: 'Insomnia now' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page).toHaveURL(/\/$/);
  const saved = await experimentOf(page, user, id);
  expect(saved.today.sessions).toBe(1);
  expect(saved.adherence.daysLogged).toBe(1);

  await page.goto(`/experiments/${id}`);
  await expect(page.getByText('Logged today: 1 session.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log another session' })).toBeVisible();

  await setDarkMode(page, user, true);
  await page.reload();
  await expect(drawing).toBeVisible();
  await expectAccessible(page, 'experiment, dark');
  await setDarkMode(page, user, false);

  // Stop: asked first; the answer stays.
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText(/^Stopped ·/)).toBeVisible();
  await expect(page.getByText('Stopped before an answer')).toBeVisible();
  await expect(page.getByRole('link', { name: /Log/ })).toHaveCount(0);

  // Listed on What helps.
  await page.goto('/what-helps/insomnia');
  await expect(
    page.getByRole('link', { name: /Gelato flower or Blue Dream flower for insomnia/ }),
  ).toBeVisible();
});

test('where days are the account’s, a device in another zone is told so: the report’s period, an experiment’s plan and its page', async ({
  page,
  user,
}) => {
  const device = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const elsewhere = device === 'Asia/Tokyo' ? 'Europe/Lisbon' : 'Asia/Tokyo';
  const zone = await page.request.put('/api/user/time-zone', { data: { timeZone: elsewhere } });
  expect(zone.ok(), await zone.text()).toBe(true);
  const notice = page.getByRole('note').filter({ hasText: 'this device is set to' });

  await page.goto('/report');
  await expect(notice).toHaveCount(1);

  await page.goto('/what-helps/insomnia');
  await page.getByRole('button', { name: 'Compare two products' }).click();
  await expect(page.getByRole('dialog', { name: 'Compare two products' }).locator(notice)).toHaveCount(1);

  const res = await page.request.post('/api/experiments', {
    headers: headersOf(user),
    data: {
      symptom: 'insomnia',
      arms: [
        { strainName: 'Gelato', productType: 'flower' },
        { strainName: 'Blue Dream', productType: 'flower' },
      ],
      dose: '2 puffs',
      method: 'vaporizer',
      timeOfDay: 'before bed',
      blocks: 3,
      washoutDays: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto(`/experiments/${(await res.json()).id}`);
  await expect(notice).toHaveCount(1);
  expect(await fitsWidth(page)).toBe(true);
  await notice.getByRole('button', { name: /^Keep / }).click();
  await expect(notice).toHaveCount(0);
});

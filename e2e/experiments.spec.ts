import type { Page } from '@playwright/test';
import { planExperiment } from './experiment-helpers';
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
  // The reminder's time on experiment days: the plan's own here (left empty, the daily reminder's).
  await plan.getByLabel('Remind me at (optional)').fill('21:30');
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

  // Home tells today's product; two taps log it: "Log today's session" opens the quick log sheet on that
  // product with the plan's dose and method, and the symptom's "before" level asked; Save.
  const todaysLine = (await today.textContent()) ?? '';
  await page.goto('/');
  const card = page.getByRole('region', { name: "Today's experiment" });
  await expect(card.getByRole('link', { name: /^Today, before bed: / })).toHaveText(todaysLine);
  await card.getByRole('button', { name: "Log today's session" }).click();
  const sheet = page.getByRole('dialog', { name: "Log today's session" });
  await expect(sheet).toHaveAccessibleDescription(
    arm === 'Gelato'
      ? 'A: Gelato · Flower · Vaporizer · 2 puffs'
      : 'B: Blue Dream · Flower · Vaporizer · 2 puffs',
  );
  await expect(sheet.getByLabel('Dosage')).toHaveValue('2 puffs');
  await expect(sheet.getByLabel('Consumption method')).toHaveValue('vaporizer');
  await expect(sheet.getByRole('slider', { name: 'Insomnia now' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect(card.getByText('Logged today: 1 session.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Log another session' })).toBeVisible();
  const saved = await experimentOf(page, user, id);
  expect(saved.today.sessions).toBe(1);
  expect(saved.reminderTime).toBe('21:30');
  expect(saved.adherence.daysLogged).toBe(1);

  await page.goto(`/experiments/${id}`);
  await expect(page.getByText('Logged today: 1 session.')).toBeVisible();
  // The sheet's "More details" is New Entry on the same product, dose and experiment.
  await page.getByRole('button', { name: 'Log another session' }).click();
  await page
    .getByRole('dialog', { name: "Log today's session" })
    .getByRole('button', { name: 'More details' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/new\\?experiment=${id}$`));
  await expect(page.getByLabel('Strain name')).toHaveValue(arm);
  await expect(page.getByLabel('Dosage')).toHaveValue('2 puffs');
  await expect(page.getByRole('slider', { name: 'Insomnia now' })).toBeVisible();
  await page.goto(`/experiments/${id}`);

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
  await expect(page.getByRole('button', { name: /^Log (today's|another) session$/ })).toHaveCount(0);

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

  const experiment = await planExperiment(page, user);
  await page.goto(`/experiments/${experiment}`);
  await expect(notice).toHaveCount(1);
  expect(await fitsWidth(page)).toBe(true);
  await notice.getByRole('button', { name: /^Keep / }).click();
  await expect(notice).toHaveCount(0);
});

test('a finished experiment brought in by an import draws its likely range and names its winner', async ({
  page,
  user,
}, testInfo) => {
  // Past days cannot be lived through in a browser: the account's documents bring them, as an export would
  // (POST /api/user/import), in the account's zone, which is this device's.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const put = await page.request.put('/api/user/time-zone', { data: { timeZone: zone } });
  expect(put.ok(), await put.text()).toBe(true);
  const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(date);
  const DAYS = 18; // 3 blocks of 3 days of A then 3 of B, ending yesterday
  const ago = (n: number) => new Date(Date.now() - n * 86_400_000);
  const A = { strainName: 'Gelato', productType: 'flower' };
  const B = { strainName: 'Blue Dream', productType: 'flower' };
  // A eases insomnia by 4 or 5 points, B by 1: A helps more in every block.
  const days = Array.from({ length: DAYS }, (_, i) => {
    const block = Math.floor(i / 6);
    const arm = i % 6 < 3 ? ('A' as const) : ('B' as const);
    return { i, day: dayOf(ago(DAYS - i)), arm, after: arm === 'A' ? 3 - (block % 2) : 6 };
  });
  const res = await page.request.post('/api/user/import', {
    headers: headersOf(user),
    data: {
      entries: days.map(({ i, arm, after }) => ({
        id: i + 1,
        ...(arm === 'A' ? A : B),
        strainType: 'hybrid',
        method: 'vaporizer',
        dosage: '2 puffs',
        overallRating: 4,
        createdAt: ago(DAYS - i).toISOString(),
        consumedAt: ago(DAYS - i).toISOString(),
        outcomes: [{ symptom: 'insomnia', before: 7, after }],
      })),
      experiments: [
        {
          symptom: 'insomnia',
          arms: [A, B],
          dose: '2 puffs',
          method: 'vaporizer',
          timeOfDay: 'before bed',
          periodDays: 3,
          blocks: 3,
          washoutDays: 0,
          minimumDifference: 1,
          startsOn: days[0].day,
          days: days.map(({ day, arm }) => ({ day, arm })),
          sessions: days.map(({ i, day, arm }) => ({ entryId: i + 1, day, arm })),
        },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  expect((await res.json()).imported).toMatchObject({ entries: DAYS, experiments: 1 });

  await page.goto('/what-helps/insomnia');
  await page.getByRole('link', { name: /Gelato flower or Blue Dream flower for insomnia/ }).click();
  await expect(page.getByText(/^Finished ·/)).toBeVisible();
  await expect(page.getByText('A: Gelato flower helps more', { exact: true })).toBeVisible();
  const drawing = page.getByRole('img', {
    name: 'Difference in relief, A minus B, with its 95% likely range',
  });
  await expect(drawing).toHaveAccessibleDescription(
    /^A: Gelato flower brought 3\.\d points more relief on average\. The 95% likely range runs from [\d.]+ points? in favour of A to [\d.]+ points in favour of A\./,
  );
  // The range and the average are drawn: a bar and a dot.
  await expect(drawing.locator('g.stroke-primary line')).toHaveCount(1);
  await expect(drawing.locator('circle')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Log (today's|another) session$/ })).toHaveCount(0);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page, 'finished experiment');
  await page.screenshot({ path: testInfo.outputPath('finished.png'), fullPage: true });
});

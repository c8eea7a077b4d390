import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectToast,
  fitsWidth,
  headersOf,
  logEntry,
  reloadUnderWorker,
  setDarkMode,
  settle,
  test,
} from './fixtures';
import { addToStash, apiEntries, stashCard, stashQuantity } from './stash-helpers';

// Issue 58: a repeat session in two taps, from Home or from the stash, through the same save path as New
// Entry (offline too), and a New Entry whose Save is within reach.

/** Clicks made on the page from now on (each a tap a person would make). */
async function countClicks(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { clicks: number }).clicks = 0;
    window.addEventListener('click', () => (window as unknown as { clicks: number }).clicks++, true);
  });
  return () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
}

const NORTHERN_LIGHTS = {
  strainName: 'Northern Lights',
  strainType: 'indica',
  method: 'vaporizer',
  dosage: '2 puffs',
  brand: 'Good Farms',
  notes: 'First time: slept well.',
  consumedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  outcomes: [{ symptom: 'insomnia', before: 8, after: 2 }],
};

test('Home’s “Log again: X” then Save logs one entry with X’s last dose: two clicks, no typing @both', async ({
  page,
  user,
}) => {
  const first = await logEntry(page, user, NORTHERN_LIGHTS);
  await page.goto('/');
  const again = page.getByRole('button', { name: 'Log again: Northern Lights' });
  await expect(again).toBeVisible();
  const clicks = await countClicks(page);
  await again.click();
  const sheet = page.getByRole('dialog', { name: 'Log again' });
  await expect(sheet.getByLabel('Dosage')).toHaveValue('2 puffs');
  await expect(sheet.getByLabel('Consumption method')).toHaveValue('vaporizer');
  await expect(sheet.getByRole('slider', { name: 'Insomnia now' })).toHaveAttribute('aria-valuenow', '8');
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Entry saved');
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await clicks()).toBe(2);
  const [logged, before] = await apiEntries(page, user);
  expect(before.id).toBe(first);
  expect(logged).toMatchObject({
    strainName: 'Northern Lights',
    strainType: 'indica',
    method: 'vaporizer',
    dosage: '2 puffs',
    brand: 'Good Farms',
    notes: null,
    outcomes: [{ symptom: 'insomnia', before: 8, after: null }],
  });
  expect(Date.parse(logged.consumedAt as string)).toBeGreaterThan(Date.now() - 5 * 60_000);
  // A "Now" session is asked about once it has kicked in (a vaporizer: 15 minutes), not at once.
  await expect(page.getByRole('heading', { name: 'How do you feel now?' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'How do you feel?' })).toContainText(
    /in 1[45] minutes/,
  );
});

test.describe('offline', () => {
  // The app's worker keeps its code on the device (it is blocked for other specs, playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('Log again offline is kept on the device with the time of Save, lands on Home and syncs once @both', async ({
    page,
    context,
    user,
  }) => {
    await logEntry(page, user, NORTHERN_LIGHTS);
    await page.goto('/');
    await reloadUnderWorker(page);
    const again = page.getByRole('button', { name: 'Log again: Northern Lights' });
    await expect(again).toBeVisible();
    await context.setOffline(true);
    const savedAt = Date.now();
    await again.click();
    await page
      .getByRole('dialog', { name: 'Log again' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expectToast(page, 'Saved on this device');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Waiting to sync' })).toContainText('Northern Lights');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectToast(page, 'Synced');
    await expect(async () => {
      const entries = await apiEntries(page, user);
      expect(entries).toHaveLength(2);
      expect(Date.parse(entries[0].consumedAt as string)).toBeGreaterThanOrEqual(savedAt - 2000);
      expect(entries[0].dosage).toBe('2 puffs');
    }).toPass();
  });
});

test('a stash item’s “Log a session” asks the amount once; the dose says it and the quantity goes down @both', async ({
  page,
  user,
}) => {
  await addToStash(page, user, {
    strainName: 'Gelato',
    strainType: 'hybrid',
    productType: 'flower',
    quantity: 7.6,
    quantityUnit: 'grams',
  });
  await page.goto('/stash');
  await stashCard(page, 'Gelato').getByRole('button', { name: 'Log a session from Gelato' }).click();
  const sheet = page.getByRole('dialog', { name: 'Log a session' });
  await expect(sheet).toContainText('7.6 g left');
  // One amount: no Dosage to fill beside it.
  await expect(sheet.getByLabel('Dosage')).toHaveCount(0);
  await sheet.getByLabel('How much did you use? (g)').fill('0.3');
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Entry saved');
  const [entry] = await apiEntries(page, user);
  expect(entry).toMatchObject({ strainName: 'Gelato', dosage: '0.3 g', amountUsed: 0.3 });
  await page.goto('/stash');
  await expect(stashQuantity(page, 'Gelato')).toHaveText('7.3 g');

  // The next one starts from it: two taps.
  await stashCard(page, 'Gelato').getByRole('button', { name: 'Log a session from Gelato' }).click();
  await expect(sheet.getByLabel('How much did you use? (g)')).toHaveValue('0.3');
  // "More details": New Entry on the same values, the amount asked once (the dose filled from it).
  await sheet.getByRole('button', { name: 'More details' }).click();
  await expect(page).toHaveURL(/\/new\?stash=\d+$/);
  await expect(page.getByLabel('How much did you use? (g)')).toHaveValue('0.3');
  await expect(page.getByLabel('Dosage')).toHaveValue('0.3 g');
  await page.getByLabel('How much did you use? (g)').fill('0.5');
  await expect(page.getByLabel('Dosage')).toHaveValue('0.5 g');
});

test('New Entry: what a session needs, the rest folded one tap away, Save within reach on a 412 × 915 phone @phone', async ({
  page,
  user: _user,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/new');
  const save = page.getByRole('button', { name: 'Save Entry' });
  await expect(save).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Folded, never removed.
  await expect(page.getByLabel('Notes')).toHaveCount(0);
  await page.getByRole('button', { name: /Effects and notes/ }).click();
  await expect(page.getByLabel('Notes')).toBeVisible();
  await page.getByRole('button', { name: /^Ratings/ }).click();
  await expect(page.getByTestId('rating-sliders')).toBeVisible();
  await page.getByLabel('Notes').scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport({ ratio: 1 });
});

test('one strain type for a known name: the stash’s add dialog and New Entry say the same @both', async ({
  page,
  user,
}) => {
  await page.goto('/stash');
  await page.getByRole('button', { name: 'Add First Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add to Stash' });
  await add.getByLabel('Strain name').fill('Northern Lights');
  await expect(add.getByRole('radio', { name: 'Indica' })).toBeChecked();
  // The person's choice wins over the guess.
  await add.getByRole('radio', { name: 'Sativa' }).click();
  await add.getByLabel('Strain name').fill('Northern Lights ');
  await expect(add.getByRole('radio', { name: 'Sativa' })).toBeChecked();
  await add.getByRole('radio', { name: 'Indica' }).click();
  await add.getByRole('button', { name: 'Add to Stash' }).click();
  await expectToast(page, 'Added to your stash');

  await page.goto('/new');
  await page.getByLabel('Strain name').fill('Northern Lights');
  await expect(page.getByRole('radio', { name: 'Indica' })).toBeChecked();
  // From the stash item, the item's type.
  await page.getByLabel('From my stash').selectOption({ index: 1 });
  await expect(page.getByRole('radio', { name: 'Indica' })).toBeChecked();
  const items = await (
    await page.request.get('/api/wishlist', { headers: { 'x-user-id': String(user.id) } })
  ).json();
  expect(items.map((i: { strainType: string }) => i.strainType)).toEqual(['indica']);
});

test('Home, the sheet, New Entry, the stash and “Used some?” fit a 360 px phone and pass axe, light and dark @both', async ({
  page,
  user,
}) => {
  test.slow();
  const mobile = (page.viewportSize()?.width ?? 0) < 1024;
  if (mobile) await page.setViewportSize({ width: 360, height: 780 });
  const itemId = await addToStash(page, user, {
    strainName: 'Gelato',
    strainType: 'hybrid',
    productType: 'flower',
    quantity: 7.6,
    quantityUnit: 'grams',
  });
  const entryId = await logEntry(page, user, {
    ...NORTHERN_LIGHTS,
    stashItemId: itemId,
    strainName: 'Gelato',
  });
  // Just had: Home says when it will ask how it went.
  await logEntry(page, user, {
    ...NORTHERN_LIGHTS,
    consumedAt: undefined,
    outcomes: [{ symptom: 'insomnia', before: 8 }],
  });
  const shot = (name: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';
    await setDarkMode(page, user, dark);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log again: Gelato' })).toContainText('7.6 g left');
    await expect(page.getByRole('status').filter({ hasText: 'How do you feel?' })).toBeVisible();
    await expectAccessible(page, `home ${mode}`);
    expect(await fitsWidth(page), `home fits ${mode}`).toBe(true);
    await shot(`home-${mode}`);
    await page.getByRole('button', { name: 'Log again: Gelato' }).click();
    await expect(page.getByRole('dialog', { name: 'Log again' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, `sheet ${mode}`);
    expect(await fitsWidth(page), `sheet fits ${mode}`).toBe(true);
    await shot(`sheet-${mode}`);
    await page.keyboard.press('Escape');

    await page.goto('/new');
    await expect(page.getByRole('button', { name: 'Save Entry' })).toBeVisible();
    await expectAccessible(page, `new entry ${mode}`);
    expect(await fitsWidth(page), `new entry fits ${mode}`).toBe(true);
    await shot(`new-entry-${mode}`);

    await page.goto('/stash');
    await stashCard(page, 'Gelato').getByRole('button', { name: 'Log a session from Gelato' }).click();
    await expect(page.getByRole('dialog', { name: 'Log a session' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, `stash sheet ${mode}`);
    expect(await fitsWidth(page), `stash sheet fits ${mode}`).toBe(true);
    await shot(`stash-sheet-${mode}`);
    await page.keyboard.press('Escape');

    await page.goto(`/entry/${entryId}`);
    await page.getByRole('button', { name: 'Used some?' }).click();
    await expect(page.getByLabel('How much did you use? (g)')).toBeVisible();
    await expectAccessible(page, `used some ${mode}`);
    expect(await fitsWidth(page), `used some fits ${mode}`).toBe(true);
    await shot(`used-some-${mode}`);
  }
  // "Used some?" takes what was used off, says so, and Undo puts it back.
  await page.getByLabel('How much did you use? (g)').fill('0.5');
  await page.getByRole('button', { name: 'Take it off' }).click();
  await expectToast(page, 'Stash Updated', '0.5 g of Gelato used: 7.1 g left.');
  await page.locator('.toast').getByRole('button', { name: 'Undo' }).click();
  await expect(async () => {
    const items = await (await page.request.get('/api/wishlist', { headers: headersOf(user) })).json();
    expect(items[0].quantity).toBe(7.6);
  }).toPass();
});

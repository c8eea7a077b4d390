import { expect, expectToast, headersOf, logEntry, test } from './fixtures';
import {
  addToStash,
  apiEntries,
  stashCard as card,
  openStashActions as openActions,
  openAddOnEmptyStash,
  stashQuantity,
  stockToRank,
} from './stash-helpers';

test.describe('stash items linked to sessions', () => {
  test('"Log a session" from an item, counted on the item, still linked after a rename', async ({
    page,
    request,
  }) => {
    const { user, dialog: add } = await openAddOnEmptyStash(page, request);
    await add.getByLabel('Strain name').fill('Gelato');
    await add.getByRole('radio', { name: 'Indica' }).click();
    await add.getByLabel('Product type').selectOption('pre_rolls');
    await add.getByLabel('Quantity').fill('3');
    await add.getByRole('button', { name: 'Add to Stash' }).click();
    await expectToast(page, 'Added to your stash', 'Gelato is in your stash.');
    const gelato = card(page, 'Gelato');
    await expect(gelato.getByText('Not used in a session yet')).toBeVisible();

    // New Entry from the item is filled from it (the card's "Log a session" opens the two-tap sheet, whose
    // "More details" comes here: e2e/quick-log.spec.ts).
    const items = await (await page.request.get('/api/wishlist', { headers: headersOf(user) })).json();
    await page.goto(`/new?stash=${items.find((i: { strainName: string }) => i.strainName === 'Gelato').id}`);
    await expect(page.getByLabel('From my stash')).toHaveValue(/^\d+$/);
    await expect(page.getByLabel('Strain name')).toHaveValue('Gelato');
    await expect(page.getByRole('radio', { name: 'Indica' })).toBeChecked();
    await expect(page.getByLabel('Product type')).toHaveValue('pre-roll');
    // Logged from the stash: no second "add to my stash".
    await expect(page.getByRole('checkbox', { name: /Add to my stash/ })).toHaveCount(0);
    await page.getByLabel('Dosage').fill('1 joint');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expectToast(page, 'Entry saved');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/stash');
    await expect(gelato.getByText('Used in 1 session', { exact: true })).toBeVisible();

    // Renamed, the item keeps its session, and the entry still shows where it came from.
    await openActions(page, 'Gelato', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Stash Item' });
    await edit.getByLabel('Strain name').fill('Gelato #41');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Stash Updated', 'Gelato #41 was updated.');
    const renamed = card(page, 'Gelato #41');
    await expect(renamed.getByText('Used in 1 session', { exact: true })).toBeVisible();

    const [entry] = await apiEntries(page, user);
    await page.goto(`/entry/${entry.id}`);
    await expect(page.getByRole('heading', { name: 'Gelato', level: 1 })).toBeVisible();
    const from = page.getByText('From your stash:');
    await expect(from).toBeVisible();
    await expect(from.getByRole('link', { name: 'Gelato #41' })).toHaveAttribute('href', '/stash');
  });

  test('"From my stash" on New Entry fills the strain and links it; an item can be marked finished', async ({
    page,
    user,
  }) => {
    for (const item of [
      { strainName: 'Blue Dream', strainType: 'sativa', productType: 'flower', quantity: 3.5 },
      { strainName: 'Wedding Cake', list: 'wish', quantity: 1 },
    ]) {
      await addToStash(page, user, item);
    }
    await page.goto('/new');
    const picker = page.getByLabel('From my stash');
    // Stash items only: the wish is not offered.
    await expect(picker.getByRole('option')).toHaveText(['Not from my stash', 'Blue Dream · 3.5 g']);
    await picker.selectOption({ label: 'Blue Dream · 3.5 g' });
    await expect(page.getByLabel('Strain name')).toHaveValue('Blue Dream');
    await expect(page.getByRole('radio', { name: 'Sativa' })).toBeChecked();
    await expect(page.getByLabel('Product type')).toHaveValue('flower');
    await page.getByLabel('Dosage').fill('0.3 g');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expectToast(page, 'Entry saved');
    await expect(page).toHaveURL(/\/$/);
    const [entry] = await apiEntries(page, user);
    expect(entry).toMatchObject({ strainName: 'Blue Dream', stashItemName: 'Blue Dream' });

    await page.goto('/stash');
    const blue = card(page, 'Blue Dream');
    await expect(blue.getByText('Used in 1 session', { exact: true })).toBeVisible();
    await expect(blue.getByText('Needs restocking')).toHaveCount(0);
    await openActions(page, 'Blue Dream', 'Mark finished');
    await expectToast(page, 'Marked finished', /Blue Dream is finished/);
    // Amount and quantity agree: empty, nothing left, needs restocking.
    await expect(blue.getByText('Empty', { exact: true })).toBeVisible();
    await expect(stashQuantity(page, 'Blue Dream')).toHaveText('Finished');
    await expect(blue.getByText('Needs restocking')).toBeVisible();
    await page.reload();
    await expect(stashQuantity(page, 'Blue Dream')).toHaveText('Finished');

    // Plus is a little again, of what was full: low, still to restock (never "High" from one tap).
    await blue.getByRole('button', { name: 'Increase quantity of Blue Dream' }).click();
    await expect(stashQuantity(page, 'Blue Dream')).toHaveText('0.5 g');
    await expect(blue.getByText('Low', { exact: true })).toBeVisible();
    await expect(blue.getByText('Needs restocking')).toBeVisible();
  });

  test('"What should I take now?" logs a session from its item in the stash card’s two-tap sheet', async ({
    page,
    user,
  }) => {
    await logEntry(page, user, { strainName: 'Blue Dream', dosage: '0.2 g' });
    await stockToRank(page, user);
    await page.goto('/');
    await page
      .getByRole('list', { name: /^Your stash for .*, best first$/ })
      .getByRole('button', { name: 'Log a session from Gelato' })
      .click();
    // The same sheet as the stash card's, on Home: the amount asked once, Save, and the item goes down.
    const sheet = page.getByRole('dialog', { name: 'Log a session' });
    await expect(sheet).toContainText('Gelato');
    await expect(sheet).toContainText('2 g left');
    await expect(page).toHaveURL(/\/$/);
    await sheet.getByLabel('How much did you use? (g)').fill('0.5');
    await sheet.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Entry saved');
    const [entry] = await apiEntries(page, user);
    expect(entry).toMatchObject({ strainName: 'Gelato', dosage: '0.5 g', stashItemName: 'Gelato' });
    await page.goto('/stash');
    await expect(stashQuantity(page, 'Gelato')).toHaveText('1.5 g');
  });
});

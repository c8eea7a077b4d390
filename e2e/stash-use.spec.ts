import { expect, expectToast, test } from './fixtures';
import { stashCard as card, openAddOnEmptyStash, stashQuantity } from './stash-helpers';

// Issue 43: a session logged from the stash uses it up; the level follows what is left.
test('a session from the stash takes what it used; more than is left is refused on the field @both', async ({
  page,
  request,
}) => {
  const { dialog: add } = await openAddOnEmptyStash(page, request);
  await add.getByLabel('Strain name').fill('Gelato');
  await add.getByLabel('Quantity').fill('7.6');
  await add.getByRole('button', { name: 'Add to Stash' }).click();
  await expectToast(page, 'Added to your stash', 'Gelato is in your stash.');
  const gelato = card(page, 'Gelato');
  await expect(stashQuantity(page, 'Gelato')).toHaveText('7.6 g');

  // The quick log sheet: the amount used, asked once (the dose is said from it).
  await gelato.getByRole('button', { name: 'Log a session from Gelato' }).click();
  const sheet = page.getByRole('dialog', { name: 'Log a session' });
  const used = sheet.getByLabel('How much did you use? (g)');
  await expect(used).toHaveValue('');
  await used.fill('9');
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sheet.getByRole('alert').filter({ hasText: 'Only 7.6 g left of Gelato' })).toBeVisible();
  await used.fill('0.3');
  await sheet.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Entry saved');

  await page.goto('/stash');
  await expect(stashQuantity(page, 'Gelato')).toHaveText('7.3 g');
  await expect(gelato.getByText('High', { exact: true })).toBeVisible();

  // The next session from it offers the last amount used.
  await gelato.getByRole('button', { name: 'Log a session from Gelato' }).click();
  await expect(sheet.getByLabel('How much did you use? (g)')).toHaveValue('0.3');
});

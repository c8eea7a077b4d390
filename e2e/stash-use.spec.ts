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

  await gelato.getByRole('link', { name: 'Log a session from Gelato' }).click();
  const used = page.getByLabel('How much did you use? (g)');
  await expect(used).toHaveValue('');
  await page.getByLabel('Dosage').fill('0.3 g');
  await used.fill('9');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only 7.6 g left of Gelato' })).toBeVisible();
  await used.fill('0.3');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, 'Entry saved');

  await page.goto('/stash');
  await expect(stashQuantity(page, 'Gelato')).toHaveText('7.3 g');
  await expect(gelato.getByText('High', { exact: true })).toBeVisible();

  // The next session from it offers the last amount used.
  await gelato.getByRole('link', { name: 'Log a session from Gelato' }).click();
  await expect(page.getByLabel('How much did you use? (g)')).toHaveValue('0.3');
});

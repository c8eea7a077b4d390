import { expect, expectToast, logEntry, test } from './fixtures';
import { apiEntries } from './stash-helpers';

// Issue 45: "Log again" on an entry opens New Entry prefilled from it.
test('Log again opens the form with that product, dose, label and symptoms; saving makes a second session @both', async ({
  page,
  user,
}) => {
  const id = await logEntry(page, user, {
    strainName: 'Northern Lights',
    strainType: 'indica',
    method: 'vaporizer',
    dosage: '2 puffs',
    thcPercent: 21.5,
    brand: 'Good Farms',
    notes: 'First time: slept well.',
    consumedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    outcomes: [{ symptom: 'insomnia', before: 8, after: 2 }],
  });
  await page.goto(`/entry/${id}`);
  await page.getByRole('link', { name: 'Log again' }).click();
  await expect(page).toHaveURL(new RegExp(`/new\\?again=${id}$`));
  await expect(page.getByLabel('Strain name')).toHaveValue('Northern Lights');
  await expect(page.getByLabel('Consumption method')).toHaveValue('vaporizer');
  await expect(page.getByLabel('Dosage')).toHaveValue('2 puffs');
  await expect(page.getByRole('slider', { name: 'Insomnia now' })).toHaveAttribute('aria-valuenow', '8');
  // A new session: no notes carried over (they sit in a fold, one tap away).
  await page.getByRole('button', { name: /Effects and notes/ }).click();
  await expect(page.getByLabel('Notes')).toHaveValue('');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, 'Entry saved');
  const [again, first] = await apiEntries(page, user);
  expect(first.id).toBe(id);
  expect(again).toMatchObject({
    strainName: 'Northern Lights',
    method: 'vaporizer',
    dosage: '2 puffs',
    thcPercent: 21.5,
    brand: 'Good Farms',
    notes: null,
    outcomes: [{ symptom: 'insomnia', before: 8, after: null }],
  });
  expect(Date.parse(again.consumedAt as string)).toBeGreaterThan(Date.now() - 5 * 60_000);
});

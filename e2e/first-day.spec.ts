import { expect, signInNew, test } from './fixtures';

// Issue 45: a person with no history and no stash still gets strain suggestions, and a strain the app
// knows brings its type until the person picks one.
test('a first entry suggests well-known strains and takes a known strain’s type until one is chosen @both', async ({
  page,
}) => {
  await signInNew(page);
  await page.goto('/new');
  const name = page.getByLabel('Strain name');
  await expect(name).toHaveAttribute('list', 'strain-name-suggestions');
  const options = page.locator('#strain-name-suggestions option');
  expect(await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(
    expect.arrayContaining(['Blue Dream', 'Northern Lights', 'Sour Diesel']),
  );
  await name.fill('northern lights');
  await expect(page.getByRole('radio', { name: 'Indica' })).toBeChecked();
  await name.fill('Sour Diesel');
  await expect(page.getByRole('radio', { name: 'Sativa' })).toBeChecked();
  // The person's own choice wins over what the app knows.
  await page.getByRole('radio', { name: 'Hybrid' }).click();
  await name.fill('Northern Lights');
  await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
});

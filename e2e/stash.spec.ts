import type { Page } from '@playwright/test';
import {
  type Account,
  expect,
  expectAccessible,
  expectToast,
  holdRequests,
  logEntry,
  requestsSent,
  test,
} from './fixtures';
import {
  addToStash,
  stashCard as card,
  openStashActions as openActions,
  openAddOnEmptyStash,
  stashQuantity as quantity,
} from './stash-helpers';

/** The entries here (made through the journal's API, as the new-entry screen would), unless one says otherwise. */
const ENTRY = { productType: 'flower', dosage: '0.5 g' };

/** A stash item made through the API, for tests about what happens to one: one of it unless said. */
async function addItem(page: Page, account: Account, item: Record<string, unknown>) {
  await addToStash(page, account, { quantity: 1, ...item });
}

/** Two pre-rolls of Northern Lights and `blueGrams` of Blue Dream (full) in the stash, shown. */
async function lightsAndBlue(page: Page, account: Account, blueGrams: number) {
  await page.goto('/stash');
  await addItem(page, account, { strainName: 'Northern Lights', productType: 'pre_rolls', quantity: 2 });
  await addItem(page, account, { strainName: 'Blue Dream', quantity: blueGrams, currentAmount: 'high' });
  await page.reload();
}

/**
 * An entry's "Add to stash" or "Add to wishlist" followed (the entry open): `?add=` opens the list's add
 * dialog filled from the entry. The dialog.
 */
async function addFromEntry(
  page: Page,
  entryId: number,
  list: 'stash' | 'wishlist',
  filled: { strainName: string; strainType: string; productType: string },
) {
  await page.getByRole('link', { name: `Add to ${list}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${list}\\?add=${entryId}$`));
  const dialog = page.getByRole('dialog', { name: list === 'stash' ? 'Add to Stash' : 'Add to Wishlist' });
  await expect(dialog.getByLabel('Strain name')).toHaveValue(filled.strainName);
  await expect(dialog.getByRole('radio', { name: filled.strainType })).toBeChecked();
  await expect(dialog.getByLabel('Product type')).toHaveValue(filled.productType);
  return dialog;
}

/** axe once running animations (a dialog's fade-in, a toast sliding in) are over: the colours that stay. */
async function accessibleOnceSettled(page: Page, label: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await expectAccessible(page, label);
}

test.describe('stash', () => {
  test("add through the dialog, with the spec's defaults and messages", async ({ page, user: _user }) => {
    await page.goto('/stash');
    await expect(page.getByRole('heading', { name: 'My Stash', level: 1 })).toBeVisible();
    await expect(page.getByText('Track your current inventory and shopping list')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your stash is empty' })).toBeVisible();
    await accessibleOnceSettled(page, 'stash empty');

    // The dialog opens with the spec's defaults.
    await page.getByRole('button', { name: 'Add First Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Stash' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    await expect(dialog.getByLabel('Product type')).toHaveValue('flower');
    await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
    // What goes in the stash is full of what it holds: no level to choose when adding.
    await expect(dialog.getByRole('radiogroup', { name: 'Current amount' })).toHaveCount(0);
    await accessibleOnceSettled(page, 'add dialog');

    await dialog.getByRole('button', { name: 'Add to Stash' }).click();
    await expect(dialog.getByText('Strain name is required')).toBeVisible();
    await dialog.getByLabel('Strain name').fill('Blue Dream');
    await dialog.getByLabel('Quantity').fill('0');
    await dialog.getByRole('button', { name: 'Add to Stash' }).click();
    await expect(dialog.getByText('Quantity must be at least 0.01')).toBeVisible();
    await dialog.getByLabel('Quantity').fill('3.5');
    await dialog.getByRole('button', { name: 'Add to Stash' }).click();
    await expectToast(page, 'Added to your stash', 'Blue Dream is in your stash.');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();

    // Another, counted: the unit follows the product type.
    await page.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByLabel('Strain name').fill('Northern Lights');
    await dialog.getByRole('radio', { name: 'Indica' }).click();
    await dialog.getByLabel('Product type').selectOption('pre_rolls');
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Add to Stash' }).click();
    await expectToast(page, 'Added to your stash');
    await expect(page.getByText('2 items', { exact: true })).toBeVisible();
    await expect(quantity(page, 'Northern Lights')).toHaveText('2 pre-rolls');
  });

  test('plus and minus: 0.5 for grams, 1 for counts, never below 0.01, and saved', async ({ page, user }) => {
    await lightsAndBlue(page, user, 3.5);

    // Grams move by 0.5.
    const blue = card(page, 'Blue Dream');
    const blueLeft = quantity(page, 'Blue Dream');
    const bluePlus = blue.getByRole('button', { name: 'Increase quantity of Blue Dream' });
    const blueMinus = blue.getByRole('button', { name: 'Decrease quantity of Blue Dream' });
    await expect(blueLeft).toHaveText('3.5 g');
    await bluePlus.click();
    await expect(blueLeft).toHaveText('4 g');
    await blueMinus.click();
    await blueMinus.click();
    await expect(blueLeft).toHaveText('3 g');
    // Quick taps each count, in order, and the screen never jumps back.
    for (let i = 0; i < 4; i++) await bluePlus.click({ delay: 0 });
    for (let i = 0; i < 2; i++) await blueMinus.click();
    await expect(blueLeft).toHaveText('4 g');

    // A count moves by 1, and never below 0.01.
    const lights = card(page, 'Northern Lights');
    const lightsLeft = quantity(page, 'Northern Lights');
    await expect(lightsLeft).toHaveText('2 pre-rolls');
    await lights.getByRole('button', { name: 'Increase quantity of Northern Lights' }).click();
    await expect(lightsLeft).toHaveText('3 pre-rolls');
    const minus = lights.getByRole('button', { name: 'Decrease quantity of Northern Lights' });
    for (let i = 0; i < 3; i++) await minus.click();
    await expect(lightsLeft).toHaveText('0.01 pre-rolls');
    await expect(minus).toBeDisabled();
    await accessibleOnceSettled(page, 'stash with items');

    // What the buttons did was saved (once the last request has answered).
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/wishlist', { headers: { 'x-user-id': String(user.id) } });
        return ((await res.json()) as Array<{ quantity: number }>).map((i) => i.quantity).sort();
      })
      .toEqual([0.01, 4]);
    await page.reload();
    await expect(blueLeft).toHaveText('4 g');
    await expect(lightsLeft).toHaveText('0.01 pre-rolls');
  });

  test("edit an item's amount and notes, then delete it after confirming", async ({ page, user }) => {
    await lightsAndBlue(page, user, 3);
    const blue = card(page, 'Blue Dream');
    await expect(blue).toBeVisible();

    await openActions(page, 'Blue Dream', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Stash Item' });
    await expect(edit.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(edit.getByLabel('Quantity')).toHaveValue('3');
    await accessibleOnceSettled(page, 'edit dialog');
    await edit.getByRole('radio', { name: 'Low' }).click();
    await edit.getByLabel('Notes').fill('Almost out');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    // A level change says how it moved the quantity, with Undo (issue 58).
    await expectToast(page, 'Stash Updated');
    await expect(edit).toHaveCount(0);
    await expect(blue.getByText('Low', { exact: true })).toBeVisible();
    await expect(blue.getByText('Needs restocking')).toBeVisible();
    await expect(blue.getByText('Almost out')).toBeVisible();
    // Northern Lights was added full: only Blue Dream needs restocking.
    await expect(page.getByText('1 needs restocking')).toBeVisible();

    // Delete asks first.
    await openActions(page, 'Blue Dream', 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Remove from stash?' });
    await expect(confirm).toBeVisible();
    await accessibleOnceSettled(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(blue).toBeVisible();
    await openActions(page, 'Blue Dream', 'Delete');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Removed from Stash');
    await expect(blue).toHaveCount(0);
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    await page.reload();
    await expect(card(page, 'Northern Lights')).toBeVisible();
    await expect(card(page, 'Blue Dream')).toHaveCount(0);
  });

  test('failures say "Failed to Add", "Failed to Update" and "Failed to Remove" with the reason', async ({
    page,
    request,
  }) => {
    const { dialog } = await openAddOnEmptyStash(page, request);
    await dialog.getByLabel('Strain name').fill('Gelato');
    await dialog.getByRole('button', { name: 'Add to Stash' }).click();
    await expectToast(page, 'Added to your stash');

    const refuse = (method: string) =>
      page.route('**/api/wishlist**', (route) =>
        route.request().method() === method
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'The stash is resting' }),
            })
          : route.fallback(),
      );
    await refuse('POST');
    await refuse('PUT');
    await refuse('DELETE');

    await page.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByLabel('Strain name').fill('Runtz');
    await dialog.getByRole('button', { name: 'Add to Stash' }).click();
    await expectToast(page, 'Failed to Add', 'The stash is resting');
    await expect(dialog).toBeVisible();
    // The button kept the focus while it saved (decision 0071), and Escape goes to the dialog the person
    // is in, not to the toast that appeared over it (decision 0070).
    await expect(dialog.getByRole('button', { name: 'Add to Stash' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const gelato = card(page, 'Gelato');
    await gelato.getByRole('button', { name: 'Increase quantity of Gelato' }).click();
    await expectToast(page, 'Failed to Update', 'The stash is resting');
    // The saved quantity comes back.
    await expect(quantity(page, 'Gelato')).toHaveText('1 g');

    await openActions(page, 'Gelato', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Failed to Remove', 'The stash is resting');
    await expect(gelato).toBeVisible();
  });

  test('a save in flight keeps the focus on its button, and pressing it again sends nothing more', async ({
    page,
    request,
  }) => {
    const { dialog } = await openAddOnEmptyStash(page, request);
    const { release } = await holdRequests(page, /\/api\/wishlist$/, (_, r) => r.method() === 'POST');
    const posts = requestsSent(
      page,
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/wishlist',
    );

    await dialog.getByLabel('Strain name').fill('Gelato');
    await dialog.getByRole('button', { name: 'Add to Stash' }).click();
    const adding = dialog.getByRole('button', { name: 'Adding...' });
    await expect(adding).toBeDisabled();
    await expect(adding).toBeFocused();
    // Enter and Space on the busy button, and Enter in a field (the form's own submit), send nothing more.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await dialog.getByLabel('Strain name').press('Enter');
    await expect.poll(() => posts.length).toBe(1);
    release();
    await expectToast(page, 'Added to your stash');
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(1);
    await expect(card(page, 'Gelato')).toBeVisible();
  });

  test('?add= from an entry prefills the dialog, and the Personal Inventory card follows the stash', async ({
    page,
    user,
  }) => {
    await page.goto('/stash');
    const entryId = await logEntry(page, user, {
      ...ENTRY,
      strainName: 'Gorilla Glue',
      strainType: 'indica',
      productType: 'concentrate',
    });
    const shouting = await logEntry(page, user, {
      ...ENTRY,
      strainName: 'GORILLA GLUE',
      strainType: 'indica',
    });
    const otherType = await logEntry(page, user, {
      ...ENTRY,
      strainName: 'Gorilla Glue',
      strainType: 'sativa',
    });

    await page.goto(`/entry/${entryId}`);
    const inventory = page.getByRole('region', { name: 'Personal Inventory' });
    await expect(inventory.getByText('Gorilla Glue is not in your stash.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Update inventory' })).toHaveAttribute('href', '/stash');
    await expect(page.getByRole('link', { name: 'Add to wishlist' })).toHaveAttribute(
      'href',
      `/wishlist?add=${entryId}`,
    );
    const dialog = await addFromEntry(page, entryId, 'stash', {
      strainName: 'Gorilla Glue',
      strainType: 'Indica',
      productType: 'concentrates',
    });
    await dialog.getByLabel('Quantity').fill('1.5');
    await dialog.getByRole('button', { name: 'Add to Stash' }).click();
    await expectToast(page, 'Added to your stash', 'Gorilla Glue is in your stash.');
    await expect(page).toHaveURL(/\/stash$/);
    await expect(quantity(page, 'Gorilla Glue')).toHaveText('1.5 g');

    await page.goto(`/entry/${entryId}`);
    // New, it is full of what it holds.
    await expect(inventory.getByText('High', { exact: true })).toBeVisible();
    await expect(inventory.getByText('Concentrates')).toBeVisible();
    await expect(inventory.locator('[data-level="high"]')).toHaveAttribute('style', /width: 100%/);

    // "Used some?" asks how much was used and takes it off what is left (issue 58): the level follows.
    await inventory.getByRole('button', { name: 'Used some?' }).click();
    await page.getByLabel('How much did you use? (g)').fill('1.1');
    await page.getByRole('button', { name: 'Take it off' }).click();
    await expectToast(page, 'Stash Updated');
    await expect(inventory.getByText('Low', { exact: true })).toBeVisible();
    await expect(inventory.getByText('Needs restocking')).toBeVisible();
    await expect(inventory.locator('[data-level="low"]')).toHaveAttribute('style', /width: 25%/);

    // Changed on the stash screen, the card shows it.
    await page.getByRole('link', { name: 'Update inventory' }).click();
    await openActions(page, 'Gorilla Glue', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Stash Item' });
    await edit.getByRole('radio', { name: 'High' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Stash Updated');
    await page.goto(`/entry/${entryId}`);
    await expect(inventory.getByText('High', { exact: true })).toBeVisible();
    await expect(inventory.locator('[data-level="high"]')).toHaveAttribute('style', /width: 100%/);
    await expect(inventory.getByText('Needs restocking')).toHaveCount(0);

    // Same name in another case matches; the same name as another strain type does not.
    await page.goto(`/entry/${shouting}`);
    await expect(inventory.getByText('High', { exact: true })).toBeVisible();
    await page.goto(`/entry/${otherType}`);
    await expect(inventory.getByText('Gorilla Glue is not in your stash.')).toBeVisible();

    // A missing entry still opens the dialog, empty, saying so.
    await page.goto('/stash?add=999999');
    await expect(dialog.getByText("We couldn't load that entry. Fill in the details below.")).toBeVisible();
    await expect(dialog.getByLabel('Strain name')).toHaveValue('');
  });

  test('the wishlist: reachable from the stash, ?add= from an entry saves a wish, a wish can be removed', async ({
    page,
    user,
  }) => {
    await page.goto('/stash');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Wishlist/ })
      .click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { name: 'Wishlist', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await accessibleOnceSettled(page, 'wishlist empty');

    const entryId = await logEntry(page, user, {
      ...ENTRY,
      strainName: 'Durban Poison',
      strainType: 'sativa',
      productType: 'pre-roll',
    });
    await page.goto(`/entry/${entryId}`);
    const dialog = await addFromEntry(page, entryId, 'wishlist', {
      strainName: 'Durban Poison',
      strainType: 'Sativa',
      productType: 'pre_rolls',
    });
    await accessibleOnceSettled(page, 'wishlist dialog');
    await dialog.getByLabel('Notes').fill('Recommended by Sam');
    await dialog.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expectToast(page, 'Added to your wishlist', 'Durban Poison is on your wishlist.');
    await expect(page).toHaveURL(/\/wishlist$/);

    const toTry = page.getByRole('region', { name: 'To Try' });
    await expect(toTry.getByRole('heading', { name: 'Durban Poison' })).toBeVisible();
    await expect(toTry.getByText('Recommended by Sam')).toBeVisible();
    await accessibleOnceSettled(page, 'wishlist with items');

    // A wish is not inventory.
    await page.goto('/stash');
    await expect(page.getByText('Your stash is empty')).toBeVisible();

    // Remove a wish, with confirmation.
    await page.goto('/wishlist');
    await page.getByRole('button', { name: 'Add Strain' }).click();
    await dialog.getByLabel('Strain name').fill('Wedding Cake');
    await dialog.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expectToast(page, 'Added to your wishlist', 'Wedding Cake is on your wishlist.');
    await page.getByRole('button', { name: 'Remove Wedding Cake from wishlist' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove from wishlist?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expectToast(page, 'Removed from Wishlist');
    await expect(toTry.getByRole('heading', { name: 'Wedding Cake' })).toHaveCount(0);
  });

  test('"Got it" moves a wish to the stash; what runs out shows under To Buy until restocked @both', async ({
    page,
    user,
  }) => {
    await page.goto('/stash');
    await addItem(page, user, { strainName: 'Durban Poison', strainType: 'sativa', list: 'wish' });
    await page.goto('/wishlist');
    const toTry = page.getByRole('region', { name: 'To Try' });
    await expect(toTry.getByRole('heading', { name: 'Durban Poison' })).toBeVisible();
    await toTry.getByRole('button', { name: /Got it/ }).click();
    await expectToast(page, 'Stash Updated', 'Durban Poison moved to your stash.');
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();

    // Run out in the stash: it shows under To Buy until restocked.
    await page.goto('/stash');
    await openActions(page, 'Durban Poison', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Stash Item' });
    await expect(edit.getByRole('radio', { name: 'High' })).toBeChecked();
    await edit.getByRole('radio', { name: 'Empty' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Stash Updated');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Wishlist/ })
      .click();
    const toBuy = page.getByRole('region', { name: 'To Buy' });
    await expect(toBuy.getByRole('heading', { name: 'Durban Poison' })).toBeVisible();
    // Restocked asks how much there is now, offering the last full.
    await toBuy.getByRole('button', { name: /Restocked/ }).click();
    const restock = page.getByRole('dialog', { name: 'Restock Durban Poison' });
    await expect(restock.getByLabel('Quantity')).toHaveValue('1');
    await accessibleOnceSettled(page, 'restock dialog');
    await restock.getByLabel('Quantity').fill('3.5');
    await restock.getByRole('button', { name: 'Restocked' }).click();
    await expectToast(page, 'Stash Updated', 'Durban Poison is restocked: 3.5 g.');
    await expect(toBuy.getByRole('heading', { name: 'Durban Poison' })).toHaveCount(0);
  });

  test("Home's recommendation saves the strain to buy, with a dated note", async ({ page, user }) => {
    await page.goto('/');
    const add = page.getByRole('button', { name: /^Add to stash: / }).first();
    await expect(add).toBeVisible();
    const name = ((await add.getAttribute('data-strain')) ?? '').trim();
    await add.click();
    await expectToast(page, `${name} added to your wishlist to buy!`);
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

    // Not had yet, it is a wish (1 g marked empty in the stash would contradict itself).
    await page.goto('/wishlist');
    const toTry = page.getByRole('region', { name: 'To Try' });
    await expect(toTry.getByRole('heading', { name })).toBeVisible();
    const wishes = await page.request.get('/api/wishlist?list=wish', {
      headers: { 'x-user-id': String(user.id) },
    });
    const items = await wishes.json();
    expect(items[0].notes).toMatch(/^Added from recommendations on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  test("Home's add-to-stash failures use the spec's two messages", async ({ page, user: _user }) => {
    await page.route('**/api/wishlist', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' })
        : route.fallback(),
    );
    await page.goto('/');
    const add = page.getByRole('button', { name: /^Add to stash: / }).first();
    await add.click();
    await expectToast(page, 'Failed to add to stash. Please try again.');
    await expect(add).toBeEnabled();

    await page.unrouteAll();
    await page.route('**/api/wishlist', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await add.click();
    await expectToast(page, 'Error adding to stash. Please try again.');
  });
});

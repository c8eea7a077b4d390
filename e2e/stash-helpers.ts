import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, type Api, createAccount, expect, headersOf, requestOf, signInAs } from './fixtures';

/** A stash card by its item's name (the heading), in the "Stash items" list. */
export const stashCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Stash items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A stash card's quantity as it is read out: "3.5 g", "2 pre-rolls", "Finished". */
export const stashQuantity = (page: Page, name: string) =>
  stashCard(page, name).getByLabel(`Quantity of ${name}`, { exact: true });

/** Opens a stash card's actions menu and picks one. */
export async function openStashActions(
  page: Page,
  name: string,
  action: 'Edit' | 'Mark finished' | 'Delete',
) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The user's entries as the API answers them. */
export async function apiEntries(page: Page, user: Account) {
  const res = await page.request.get('/api/entries', { headers: { 'x-user-id': String(user.id) } });
  return (await res.json()) as Array<Record<string, unknown> & { id: number; strainName: string }>;
}

/** A new account, signed in, on its empty stash with "Add to Stash" open. */
export async function openAddOnEmptyStash(page: Page, request: APIRequestContext) {
  const user = await createAccount(request);
  await signInAs(page, user);
  await page.goto('/stash');
  await page.getByRole('button', { name: 'Add First Item' }).click();
  return { user, dialog: page.getByRole('dialog', { name: 'Add to Stash' }) };
}

/** A stash item (or, with `list: 'wish'`, a wish) added for the account through the API; its id. */
export async function addToStash(api: Api, account: Account, item: Record<string, unknown>) {
  const res = await requestOf(api).post('/api/wishlist', { headers: headersOf(account), data: item });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).item.id as number;
}

/** Two hybrids of flower in the stash (2 g each), Blue Dream and Gelato: what Home's "What should I take now?" ranks. */
export async function stockToRank(api: Api, account: Account) {
  for (const strainName of ['Blue Dream', 'Gelato'])
    await addToStash(api, account, {
      strainName,
      strainType: 'hybrid',
      productType: 'flower',
      quantity: 2,
      quantityUnit: 'grams',
    });
}

/** A stash item's fields changed through the API, as its Edit dialog would. */
export async function editStashItem(api: Api, account: Account, id: number, fields: Record<string, unknown>) {
  const res = await requestOf(api).put(`/api/wishlist/${id}`, { headers: headersOf(account), data: fields });
  expect(res.status(), await res.text()).toBe(200);
}

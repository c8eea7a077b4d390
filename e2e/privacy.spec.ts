import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { NOTES_PRIVACY } from '../src/shared/entry-rules';
import {
  createAccount,
  expect,
  expectAccessible,
  expectToast,
  logEntry,
  requestsSent,
  showPrivacyTab,
  signInAs,
  signInNew,
  signInOn,
  test,
} from './fixtures';

const entry = (strainName: string, notes: string, allowManagerAccess: boolean) => ({
  strainName,
  strainType: 'indica',
  productType: 'flower',
  method: 'joint',
  dosage: '0.5 g',
  overallRating: 4,
  notes,
  effects: ['relaxed'],
  allowManagerAccess,
});

/** A new account, signed in, on Settings' Privacy tab. */
async function openPrivacyTab(page: Page) {
  const user = await signInNew(page);
  await showPrivacyTab(page);
  return user;
}

test('download the JSON and CSV exports from Settings, Privacy', async ({ page, user }) => {
  await logEntry(page, user, entry('Export Kush', '=SUM(A1) looks like a formula', false));
  await showPrivacyTab(page);
  await expectAccessible(page, 'privacy tab');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download everything (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^strain-journal-export-\d{4}-\d{2}-\d{2}\.json$/);
  await expectToast(page, 'Export ready', 'Your download has started.');
  const data = JSON.parse(readFileSync(await json.path(), 'utf8'));
  expect(data.profile.username).toBe(user.username);
  expect(data.entries.map((e: { strainName: string }) => e.strainName)).toEqual(['Export Kush']);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download journal (CSV)' }).click(),
  ]);
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text).toContain('Export Kush');
  expect(text).toContain("'=SUM(A1) looks like a formula");
});

test('the author sees a manager’s read of their notes, and can withdraw consent from all', async ({
  page,
  request,
  browser,
}) => {
  const user = await createAccount(request);
  const manager = await createAccount(request, 'manager');
  await signInAs(page, user);
  await logEntry(page, user, entry('Shared Haze', 'notes the manager may read', true));

  // A manager reads the entries (with notes, by consent).
  const managerContext = await browser.newContext();
  await signInOn(managerContext.request, manager);
  const read = await managerContext.request.get('/api/manager/entries', {
    headers: { 'x-user-id': String(manager.id) },
  });
  expect(read.ok()).toBeTruthy();
  expect(await read.text()).toContain('notes the manager may read');

  await showPrivacyTab(page);
  await expect(page.getByText(`${manager.username} (manager) read your notes on Shared Haze`)).toBeVisible();

  await page.getByRole('button', { name: 'Withdraw consent from all entries' }).click();
  await expectToast(page, 'Consent withdrawn', 'Managers can no longer read the notes of 1 entry.');
  const after = await managerContext.request.get('/api/manager/entries', {
    headers: { 'x-user-id': String(manager.id) },
  });
  expect(await after.text()).not.toContain('notes the manager may read');
  await managerContext.close();
});

test('delete my account: password, confirm, signed out, and the account is gone', async ({ page }) => {
  const user = await openPrivacyTab(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'delete account dialog');
  await dialog.getByLabel('Current password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(dialog.getByText('Your password is not correct')).toBeVisible();
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Account deleted');
  const again = await page.request.post('/api/login', {
    data: { username: user.username, password: user.password },
  });
  expect(again.status()).toBe(401);
});

test('import a spreadsheet with a column mapping preview', async ({ page }) => {
  const user = await openPrivacyTab(page);
  const csv =
    'Date,Strain,Type,Rating,Effects,Comments\n2026-01-03,Blue Dream,Hybrid,4.5,happy; relaxed,lovely\n2026-01-04,Sour Diesel,sativa,5,,\n';
  await page
    .getByText('Choose a file')
    .setInputFiles({ name: 'my-journal.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('my-journal.csv: 2 rows.')).toBeVisible();
  await expect(page.getByRole('table').getByText('Blue Dream')).toBeVisible();
  await expectAccessible(page, 'import preview');
  await page.getByRole('button', { name: 'Import 2 entries' }).click();
  await expectToast(page, 'Import complete');
  const list = await page.request.get('/api/entries', { headers: { 'x-user-id': String(user.id) } });
  const names = ((await list.json()) as Array<{ strainName: string }>).map((e) => e.strainName).sort();
  expect(names).toEqual(['Blue Dream', 'Sour Diesel']);
});

test('a spreadsheet whose rating column is not recognised asks for it, and sends nothing until chosen', async ({
  page,
}) => {
  await openPrivacyTab(page);
  const imports = requestsSent(page, (r) => r.url().endsWith('/api/user/import'));
  await page.getByText('Choose a file').setInputFiles({
    name: 'scores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Strain,Score out of 5\nGelato,4\n'),
  });
  const rating = page.getByLabel('Rating *');
  await expect(rating).toHaveValue('');
  await page.getByRole('button', { name: 'Import 1 entry' }).click();
  await expect(page.getByText('Choose the column that holds the rating')).toBeVisible();
  await expect(rating).toHaveAttribute('aria-invalid', 'true');
  await expect(rating).toBeFocused();
  expect(imports.map((r) => r.url())).toEqual([]);

  await rating.selectOption({ label: 'Score out of 5' });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Gelato');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('4');
  await expect(page.getByText('Choose the column that holds the rating')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 1 entry' }).click();
  await expectToast(page, 'Import complete');
  const list = await page.request.get('/api/entries');
  expect(
    ((await list.json()) as Array<{ strainName: string; overallRating: number }>).map((e) => [
      e.strainName,
      e.overallRating,
    ]),
  ).toEqual([['Gelato', 4]]);
});

test.describe('import without the CSV reader', () => {
  test('a CSV reader that cannot be fetched is said so, not blamed on the file', async ({
    page,
    user: _user,
  }) => {
    await page.route(/\/assets\/sync-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await showPrivacyTab(page);
    await page.getByText('Choose a file').setInputFiles({
      name: 'my-journal.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Strain\nGelato\n'),
    });
    await expect(
      page.getByText('The CSV reader could not be loaded. Check your connection and try again.'),
    ).toBeVisible();
    await expect(page.getByText(/could not be read/)).toHaveCount(0);
  });
});

test('who reads the notes is said the same way in the form, on the entry and in Privacy: admins can read every note @both', async ({
  page,
  user,
}) => {
  await page.goto('/new');
  await page.getByRole('button', { name: /Sharing and stash/ }).click();
  await expect(page.getByText(NOTES_PRIVACY.consent)).toBeVisible();
  const id = await logEntry(page, user, entry('Quiet Haze', 'just for me', false));
  await page.goto(`/entry/${id}`);
  await expect(page.getByText(NOTES_PRIVACY.private)).toBeVisible();
  await expect(page.getByText('Your written review is private')).toHaveCount(0);
  await showPrivacyTab(page);
  await expect(page.getByText(NOTES_PRIVACY.log)).toBeVisible();
});

import type { Browser, Page } from '@playwright/test';
import {
  type Account,
  apiSessionOf,
  BASE_URL,
  createAccount,
  deviceInMode,
  expect,
  expectAccessible,
  expectToast,
  fitsWidth,
  headersOf,
  signInAs,
  test,
} from './fixtures';

// Issue 57: the ways to a new account. The sign-in page says how to get one; an admin's invitation link
// lets its person choose a password and lands them signed in; open sign-up, while an admin allows it.

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const COMMON = 'That password is one of the most common ones and easy to guess. Please choose another.';
const SHORT = 'Password must be at least 8 characters long';

/** A browser of its own (nobody signed in), at 360 px wide, in the mode. */
async function freshPhone(browser: Browser, dark: boolean) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await deviceInMode(page, dark);
  return page;
}

/** Opens or closes sign-up as an admin would (a setting every test's server shares). */
async function setSignUp(admin: Account, open: boolean) {
  const api = await apiSessionOf(admin);
  const res = await api.put('/api/admin/sign-up', { data: { open }, headers: headersOf(admin) });
  expect(res.ok(), await res.text()).toBeTruthy();
  await api.dispose();
}

async function choosePassword(page: Page, password: string, button: string) {
  await page.getByLabel('Choose a password').fill(password);
  await page.getByRole('button', { name: button }).click();
}

for (const mode of ['light', 'dark'] as const) {
  test(`an admin invites from the Users tab; a fresh browser opens the copied link, sets a password and lands signed in (${mode}) @both`, async ({
    page,
    browser,
  }) => {
    const admin = await createAccount(undefined, 'admin');
    // The admin's dialogs are the dashboard's parts, checked in dark mode by a11y.spec; the pages a
    // newcomer sees are checked here in both modes.
    await signInAs(page, admin);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/admin');

    const username = `guest${tag()}`;
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Username').fill(username);
    await expectAccessible(page, `invite dialog (${mode})`);
    await dialog.getByRole('button', { name: 'Create Invitation' }).click();

    const shown = page.getByRole('dialog', { name: 'Invitation link' });
    const url = shown.getByTestId('invite-url');
    await expect(url).toHaveText(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page, `invitation link (${mode})`);
    await shown.getByRole('button', { name: 'Copy the invitation link' }).click();
    await expectToast(page, 'Copied', 'The invitation link is on your clipboard.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await url.textContent());
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'Open invitations' }).getByText(username)).toBeVisible();

    const guest = await freshPhone(browser, mode === 'dark');
    try {
      await guest.goto(link);
      await expect(guest.getByText(`You were invited as ${username}`)).toBeVisible();
      await expect(guest.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expectAccessible(guest, `invitation page (${mode})`);
      expect(await fitsWidth(guest)).toBe(true);

      await choosePassword(guest, 'short', 'Set password and sign in');
      await expect(guest.getByText(SHORT)).toBeVisible();
      await choosePassword(guest, 'password1', 'Set password and sign in');
      await expect(guest.getByText(COMMON)).toBeVisible();
      await expectAccessible(guest, `invitation page with an error (${mode})`);
      await choosePassword(guest, 'a-garden-of-kush', 'Set password and sign in');
      await expect(guest).toHaveURL(`${BASE_URL}/`);
      const me = await guest.request.get('/api/user');
      expect(await me.json()).toMatchObject({ username, role: 'user' });

      // The link works once.
      await guest.goto(link);
      await expect(guest.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
      await expectAccessible(guest, `used invitation (${mode})`);
      expect(await fitsWidth(guest)).toBe(true);
    } finally {
      await guest.context().close();
    }
  });
}

test.describe('the sign-in page’s way to an account', () => {
  test.describe.configure({ mode: 'serial' });

  test('says to ask an admin; while sign-up is open it links to "Create an account", which signs in @both', async ({
    page,
  }) => {
    const admin = await createAccount(undefined, 'admin');
    await page.goto('/login');
    await expect(page.getByText('ask an admin to invite you')).toBeVisible();

    await setSignUp(admin, true);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
      await expectAccessible(page, 'sign-up');
      expect(await fitsWidth(page)).toBe(true);

      const username = `walkin${tag()}`;
      await page.getByLabel('Username').fill(username);
      await choosePassword(page, 'abc', 'Create account');
      await expect(page.getByText(SHORT)).toBeVisible();
      await choosePassword(page, 'qwerty123', 'Create account');
      await expect(page.getByText(COMMON)).toBeVisible();
      await choosePassword(page, 'a-garden-of-kush', 'Create account');
      await expect(page).toHaveURL(`${BASE_URL}/`);
      expect(await (await page.request.get('/api/user')).json()).toMatchObject({ username, role: 'user' });
    } finally {
      await setSignUp(admin, false);
    }
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signup');
    await expect(page.getByText('Sign-up is closed.')).toBeVisible();
  });
});

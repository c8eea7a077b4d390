import type { Page } from '@playwright/test';
import {
  createAccount,
  expect,
  expectToast,
  holdResponses,
  requestsSent,
  submitSignIn,
  test,
} from './fixtures';

// The sign-in form is drawn as plain inputs; react-hook-form (sign-in-form.ts) comes with the form's first
// touch and takes the inputs over where they stand (decision 0062).
const FORM_CODE = /\/assets\/sign-in-form-[\w-]+\.js$/;

/** A new account, and the sign-in screen opened with the form library's code held until `release()`. */
async function signInWithFormHeld(page: Page) {
  const user = await createAccount();
  const release = await holdResponses(page, FORM_CODE);
  await page.goto('/login');
  return { user, release };
}

test.describe('the sign-in screen before anyone signs in', () => {
  test('asks the server for nobody’s data: only whether sign-up is open (public) until the form is sent (issue 57) @both', async ({
    page,
  }) => {
    const api = requestsSent(page, (req) => new URL(req.url()).pathname.startsWith('/api/'));
    const statuses: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/api/')) statuses.push(res.status());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Username').focus();
    await page.waitForLoadState('networkidle');
    expect(api.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['GET /api/signup']);
    expect(statuses).toEqual([200]);
  });
});

test.describe('the sign-in form before its library arrives', () => {
  test('the first load does without the form library; the first touch of the form fetches it', async ({
    page,
  }) => {
    const asked = requestsSent(page, (req) => FORM_CODE.test(req.url()));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.map((r) => r.url())).toEqual([]);
    const arrived = page.waitForResponse((res) => FORM_CODE.test(res.url()) && res.ok());
    await page.getByLabel('Username').focus();
    await arrived;
  });

  test('what was typed before and while it arrives is all sent, and signs in', async ({ page }) => {
    const { user, release } = await signInWithFormHeld(page);
    const username = page.getByLabel('Username');
    const half = Math.ceil(user.username.length / 2);
    await username.pressSequentially(user.username.slice(0, half));
    const arrived = page.waitForResponse((res) => FORM_CODE.test(res.url()));
    release();
    await arrived;
    await username.pressSequentially(user.username.slice(half));
    await expect(username).toHaveValue(user.username);
    await expect(username).toBeFocused();
    await page.getByLabel('Password').pressSequentially(user.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, 'Login successful', /Welcome to/);
  });

  test('sent before it arrived, the form waits for it, checks the fields, then signs in', async ({
    page,
  }) => {
    const { user, release } = await signInWithFormHeld(page);
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password').fill('abc');
    await page.getByLabel('Password').press('Enter');
    const sending = page.getByRole('button', { name: 'Signing in...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toHaveValue('ab');

    await submitSignIn(page, user);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password after the library arrived is said, and the field stays as typed', async ({
    page,
  }) => {
    const { user, release } = await signInWithFormHeld(page);
    await submitSignIn(page, { username: user.username, password: 'wrong-password' });
    release();
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('values a password manager filled in before it arrived, with no key pressed, sign in', async ({
    page,
  }) => {
    const { user, release } = await signInWithFormHeld(page);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Some fillers set the value without an input event.
    await page.evaluate(({ username, password }) => {
      const form = document.querySelector('form') as HTMLFormElement;
      (form.elements.namedItem('username') as HTMLInputElement).value = username;
      (form.elements.namedItem('password') as HTMLInputElement).value = password;
    }, user);
    await page.getByRole('button', { name: 'Sign in' }).click();
    release();
    await expect(page).toHaveURL(/\/$/);
  });
});

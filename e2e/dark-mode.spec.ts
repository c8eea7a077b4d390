import { expect, expectAccessible, signInAs, signInNew, test } from './fixtures';

// Dark mode follows the device's system setting until the person chooses in Settings; then the choice wins
// on every device of the account (issue 57).
test.use({ colorScheme: 'dark' });

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('the sign-in page and a new account follow a dark system; a choice in Settings wins on every device @both', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expectAccessible(page, 'sign-in, system dark');

  const user = await signInNew(page);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Display' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Following this device’s setting until you choose here.')).toBeVisible();

  // The person chooses light: it wins over the dark system, here and on another device.
  await toggle.click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await expect(page.getByText('All changes saved')).toBeVisible();
  const other = await browser.newContext({ colorScheme: 'dark' });
  const phone = await other.newPage();
  await signInAs(phone, user);
  await phone.goto('/');
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html(phone)).not.toHaveClass(/\bdark\b/);
  await other.close();
});

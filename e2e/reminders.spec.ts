import { expect, type Page, test } from '@playwright/test';
import { PUSH_MESSAGES } from '../src/shared/reminder-rules';
import { deviceInMode, expectAccessible, fitsWidth, setDarkMode, signInNew } from './fixtures';

// The service worker is what this spec is about (it is blocked for the others, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The Reminders card (issue 45, decision 0053) as far as a browser goes without a push service: headless
// Chromium has none, so subscribing fails and the card says so plainly; the delivery itself is tested
// against a local push endpoint (tests/api/push-delivery.test.ts).

/**
 * A new account signed in, in light or dark mode, on Settings' Notifications tab, once the app's service
 * worker is registered (after the first screen), so the card can subscribe.
 */
async function openNotifications(page: Page, darkMode = false) {
  const user = await signInNew(page);
  await setDarkMode(page, user, darkMode);
  await deviceInMode(page, darkMode);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Reminders' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(darkMode ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()), null, {
    timeout: 20_000,
  });
}

/** What a person who blocked the site's notifications has: the browser answers "denied" at once. */
async function notificationsDenied(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
}

test.describe('reminders in Settings @both', () => {
  test('turning reminders on asks to notify, subscribes with the server key, and says plainly when no push service answers; the time is saved', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await openNotifications(page);

    // "Login reminders" became the Reminders card; "New features" is gone (nothing announces features).
    await expect(page.getByText('New features')).toHaveCount(0);
    await expect(page.getByText('Login reminders')).toHaveCount(0);
    const toggle = page.getByRole('switch', { name: 'Reminders on this device' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();

    const keyAsked = page.waitForResponse((r) => r.url().endsWith('/api/push/key') && r.ok());
    await toggle.click();
    await keyAsked;
    // Headless Chromium has no push service: the subscription fails, nothing is stored, the switch stays off.
    await expect(page.getByRole('alert').filter({ hasText: PUSH_MESSAGES.failed })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    // Permission was granted: the switch no longer says the browser will ask (issue 57).
    await expect(
      page.getByText('Off. Notifications are allowed: turn this on to get them here.'),
    ).toBeVisible();
    await expect(page.getByText('Your browser will ask')).toHaveCount(0);

    // The lock screen names no strain until the person chooses that; the choice is the account's.
    const names = page.getByRole('switch', { name: 'Name the strain on the lock screen' });
    await expect(names).not.toBeChecked();
    await names.click();
    await expect(names).toBeChecked();
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/user/settings')).json()).notifications.reminderNamesStrain,
      )
      .toBe(true);

    const time = page.getByLabel('Daily reminder at');
    await expect(time).toHaveValue('20:00');
    await time.fill('07:45');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect
      .poll(
        async () => (await (await page.request.get('/api/user/settings')).json()).notifications.reminderTime,
      )
      .toBe('07:45');
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByLabel('Daily reminder at')).toHaveValue('07:45');
    expect(await fitsWidth(page)).toBe(true);
  });

  test('when this device’s time zone is not the account’s, the card says so once, with one tap to fix it', async ({
    page,
  }) => {
    await openNotifications(page);
    const device = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const elsewhere = device === 'Asia/Tokyo' ? 'Europe/Lisbon' : 'Asia/Tokyo';
    const res = await page.request.put('/api/user/time-zone', { data: { timeZone: elsewhere } });
    expect(res.ok(), await res.text()).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const note = page.getByRole('note').filter({ hasText: 'this device is set to' });
    await expect(note).toHaveCount(1);
    const city = (zone: string) => zone.split('/').at(-1)!.replaceAll('_', ' ');
    await note.getByRole('button', { name: `Use ${city(device)}` }).click();
    await expect(note).toHaveCount(0);
    await expect
      .poll(async () => (await (await page.request.get('/api/user/time-zone')).json()).timeZone)
      .toBe(device);
  });

  test('with notifications blocked, the card says how to allow them and stays off', async ({ page }) => {
    await openNotifications(page);
    await notificationsDenied(page);
    await page.getByRole('switch', { name: 'Reminders on this device' }).click();
    await expect(page.getByRole('alert').filter({ hasText: PUSH_MESSAGES.denied })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Reminders on this device' })).not.toBeChecked();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the Reminders card passes axe in ${mode} mode, with its message shown`, async ({ page }) => {
      await openNotifications(page, mode === 'dark');
      await notificationsDenied(page);
      await page.getByRole('switch', { name: 'Reminders on this device' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, `reminders, ${mode}`);
    });
  }
});

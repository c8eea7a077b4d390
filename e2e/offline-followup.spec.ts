import type { Locator } from '@playwright/test';
import { expect, expectToast, logDueSession, reloadUnderWorker, test } from './fixtures';
import { apiEntries } from './stash-helpers';

// The service worker is what this spec is about (it is blocked for the others, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Moves a slider by keyboard until it shows `value`. */
async function setSlider(slider: Locator, value: number) {
  await slider.focus();
  for (let i = 0; i < 20 && Number(await slider.getAttribute('aria-valuenow')) !== value; i++)
    await slider.press(
      Number(await slider.getAttribute('aria-valuenow')) < value ? 'ArrowRight' : 'ArrowLeft',
    );
  await expect(slider).toHaveAttribute('aria-valuenow', String(value));
}

// Issue 43: "How do you feel now?" works offline, like logging: it waits on the device and syncs once.
test('a follow-up saved offline waits on the device and syncs once @both', async ({
  page,
  context,
  user,
}) => {
  const id = await logDueSession(page, user, { before: { anxiety: 7 } });
  await page.goto('/');
  // The worker installs (precaching every screen's code, the toasts' too), then controls a reload.
  await reloadUnderWorker(page);
  const followUp = page.getByRole('form', { name: 'How do you feel now after Harlequin?' });
  await expect(followUp).toBeVisible();

  await context.setOffline(true);
  await setSlider(followUp.getByRole('slider', { name: 'Anxiety now (was 7)' }), 2);
  await followUp.getByRole('button', { name: 'Save how I feel' }).click();
  await expectToast(page, 'Saved on this device', 'Your follow-up will sync when you are back online.');
  // Home shows it answered: the card is gone while it waits.
  await expect(page.getByRole('heading', { name: 'How do you feel now?' })).toHaveCount(0);

  await context.setOffline(false);
  await expectToast(page, 'Synced', '1 change made offline reached the server.');
  const [synced] = await apiEntries(page, user);
  expect(synced).toMatchObject({ id, outcomes: [{ symptom: 'anxiety', before: 7, after: 2 }] });

  // Nothing is left to send: another reconnect sends nothing, and the entry is not written again.
  await page.goto('/journal');
  await expect(page.getByRole('region', { name: 'Waiting to sync' })).toHaveCount(0);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Harlequin' })).toBeVisible();
  const [after] = await apiEntries(page, user);
  expect(after.updatedAt).toBe(synced.updatedAt);
  await expect(page.getByRole('heading', { name: 'How do you feel now?' })).toHaveCount(0);
});

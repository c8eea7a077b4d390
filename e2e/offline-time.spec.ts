import { expect, expectToast, reloadUnderWorker, test } from './fixtures';

// The service worker is what this spec is about (it is blocked for the others, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 43: an entry saved offline with "Now" keeps the moment of Save, not the moment it syncs, and the
// journal counts it while it waits. Issue 58: it lands on Home, as an online Save does, which shows it too.
test('an entry saved offline keeps the time it was saved, however late it syncs @both', async ({
  page,
  context,
  user,
}) => {
  // The page's clock reads ten minutes ago (timers run as ever): the save happens "then".
  const savedAt = new Date(Date.now() - 10 * 60_000);
  savedAt.setMilliseconds(0);
  await page.clock.setFixedTime(savedAt);
  // The journal seen once online (empty), so it opens offline from the app's own copy.
  await page.goto('/journal');
  await expect(page.getByTestId('journal-count')).toHaveText('0 entries found');
  await page.goto('/new');
  await expect(page.getByRole('heading', { name: 'New Product Entry' })).toBeVisible();
  // The worker installs (precaching every screen's code), then controls a reload: the form works offline.
  await reloadUnderWorker(page);
  await expect(page.getByRole('heading', { name: 'New Product Entry' })).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('Strain name').fill('Offline Gelato');
  await page.getByLabel('Dosage').fill('0.3 g');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, 'Saved on this device', "You're offline: it will be sent when you reconnect.");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Waiting to sync' })).toContainText('Offline Gelato');
  // The journal counts what waits to sync, and never calls itself empty under its card.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('region', { name: 'Waiting to sync' })).toContainText('Offline Gelato');
  await expect(page.getByTestId('journal-count')).toHaveText('1 entry waiting to sync');
  await expect(page.getByText(/Your journal is empty/)).toHaveCount(0);

  await context.setOffline(false);
  await expectToast(page, 'Synced');
  const res = await page.request.get('/api/entries', { headers: { 'x-user-id': String(user.id) } });
  const [entry] = await res.json();
  expect(entry.strainName).toBe('Offline Gelato');
  expect(entry.consumedAt).toBe(savedAt.toISOString());
});

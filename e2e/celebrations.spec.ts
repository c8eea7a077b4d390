import {
  expect,
  homeAskedForCelebrations,
  logDueSession,
  logEntry,
  outlastPopups,
  signInAs,
  signInNew,
  test,
} from './fixtures';

// Issue 43: celebrations take turns and never cover an open dialog; each is shown once per account.
test('a celebration waits while a dialog is open and shows when it closes, once per account', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  const user = await signInNew(page);
  const id = await logEntry(page, user, { strainName: 'Gelato' });
  await logEntry(page, user, { strainName: 'Blue Dream' });
  await homeAskedForCelebrations(page, user); // this device's first ask: nothing old is news
  // The next ask reads a minute back (a write in flight): what the first entry earned shows, then leaves.
  const nextAsk = page.waitForResponse((r) => r.url().includes('/api/user/celebrations?since='));
  await page.goto(`/entry/${id}`);
  await nextAsk;
  await expect(page.locator('[data-celebration]').first()).toBeVisible();
  await outlastPopups(page);
  // A third strain this week completes Weekly Explorer while the delete dialog is open.
  await page.getByRole('button', { name: 'Delete entry' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete this entry?' })).toBeVisible();
  await logEntry(page, user, { strainName: 'Harlequin' });
  const asked = page.waitForResponse((r) => r.url().includes('/api/user/celebrations?since='));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const told = (await (await asked).json()) as { items: Array<{ name: string }> };
  expect(told.items.map((c) => c.name)).toEqual(['Weekly Explorer']);
  const shown = page.locator('[data-celebration]');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(shown).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText(told.items[0].name);
  // Under the header, never over it.
  const header = (await page.locator('header').first().boundingBox())!;
  expect((await shown.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

  // The same account in another browser is not shown it again.
  const other = await browser.newContext({ ...(await import('@playwright/test')).devices['Pixel 7'] });
  const tab = await other.newPage();
  await signInAs(tab, user);
  const again = tab.waitForResponse((r) => r.url().includes('/api/user/celebrations'));
  await tab.goto('/');
  await again;
  const since = new Date(Date.now() - 60 * 60_000).toISOString();
  const res = await tab.request.get(`/api/user/celebrations?since=${encodeURIComponent(since)}`, {
    headers: { 'x-user-id': String(user.id) },
  });
  expect((await res.json()).items).toEqual([]);
  await other.close();
});

test('a celebration never covers the follow-up card: it waits until the card is answered', async ({
  page,
  user,
}) => {
  await logEntry(page, user, { strainName: 'Gelato' });
  await logDueSession(page, user, {
    strainName: 'Blue Dream',
    minutesAgo: 30,
    onsetMinutes: 10,
    before: { pain: 6 },
  });
  await homeAskedForCelebrations(page, user);
  const card = page.getByRole('heading', { name: 'How do you feel now?' });
  await expect(card).toBeVisible();
  // A third strain completes Weekly Explorer; the app hears of it while the card sits under the header.
  await logEntry(page, user, { strainName: 'Harlequin' });
  const asked = page.waitForResponse((r) => r.url().includes('/api/user/celebrations?since='));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const names = ((await (await asked).json()) as { items: Array<{ name: string }> }).items.map((c) => c.name);
  expect(names).toContain('Weekly Explorer');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shown = page.locator('[data-celebration]');
  await expect(shown).toHaveCount(0);
  // Answered, the card goes: the celebrations come, in turn.
  await page
    .getByRole('form', { name: 'How do you feel now after Blue Dream?' })
    .getByRole('button', { name: 'Save how I feel' })
    .click();
  await expect(card).toHaveCount(0);
  await expect(shown.first()).toBeVisible();
  await expect(shown).toHaveCount(1);
});

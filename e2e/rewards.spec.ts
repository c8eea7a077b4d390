import type { Page } from '@playwright/test';
import {
  type Account,
  COMPLETE_ENTRY,
  expect,
  expectAccessible,
  expectAccessibleWithin,
  expectToast,
  logEntry,
  requestsSent,
  settle,
  test,
} from './fixtures';

/** An entry made through the journal's API (no screen sees its outcome): complete, or without notes and effects. */
const apiEntry = (page: Page, account: Account, strainName: string, complete = false) =>
  logEntry(page, account, { ...COMPLETE_ENTRY, strainName, ...(complete ? {} : { notes: '', effects: [] }) });

const overviewValue = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

async function currentPoints(page: Page) {
  await page.goto('/rewards');
  const value = overviewValue(page, 'Current Points');
  await expect(value).toBeVisible();
  return Number(((await value.textContent()) ?? '').replace(/,/g, ''));
}

/**
 * Opens `path` (or reloads) in `tab` and waits for its ask for celebrations and two frames after the answer,
 * by when a popup it brought is on screen; answers what the server told.
 */
async function openAndAsk(tab: Page, path?: string) {
  const asked = tab.waitForResponse((r) => r.url().includes('/api/user/celebrations'));
  await (path ? tab.goto(path) : tab.reload());
  const told = (await (await asked).json()) as { items: Array<{ key: string }> };
  await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return told.items.map((c) => c.key);
}

/**
 * Opens Home's achievements dialog and proves it toasts nothing. The toast would be queued by the dialog's
 * effect once its list is drawn, and a queued toast asks for the toast area's code (it loads with the first
 * toast) in the render that follows: so once the list is drawn and two frames have passed, no request for
 * that code and no toast on screen means none is coming (a fixed wait would pass a late one).
 */
async function openAchievementsWithoutToast(page: Page) {
  const toastCode = requestsSent(page, (r) => /\/assets\/toast-view-[^/]+\.js$/.test(r.url()));
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/achievements');
  await page.getByRole('button', { name: 'Achievements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Achievements' });
  await asked;
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(
    toastCode.map((r) => r.url()),
    'the toast area asked for',
  ).toEqual([]);
  await expect(page.locator('.toast').filter({ hasText: 'Achievement Unlocked!' })).toHaveCount(0);
  return dialog;
}

const popup = (page: Page) => page.getByRole('status').filter({ hasText: 'Achievement Unlocked!' });

test.describe('rewards', () => {
  test('an entry from the form celebrates its points, pops First Experience once, and the points rise', async ({
    page,
    user: _user,
  }) => {
    // The celebration's 2.5 s and the popup's 4 s pass on the page's clock, moved on by the test.
    await page.clock.install();
    const before = await currentPoints(page);
    expect(before).toBe(7); // the day's first visit: 5 + 2 for a 1-day streak

    await page.goto('/new');
    await page.getByLabel('Strain name').fill('Blue Dream');
    await page.getByLabel('Dosage').fill('0.5 g');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page).toHaveURL(/\/$/);
    // 10 for the entry and 10 for the Daily Log challenge it completes, each named with its own points.
    const burst = page.getByRole('status').filter({ hasText: '+20 points' });
    await expect(burst).toBeVisible();
    await expect(burst.getByRole('listitem')).toHaveText([
      '+10 New entry: Blue Dream',
      '+10 Challenge completed: Daily Log',
    ]);
    // Celebrations take turns: the popup waits for the points to leave (2.5 s and a 500 ms fade).
    await expect(popup(page)).toHaveCount(0);
    await expectAccessibleWithin(page, '[role=status]', 'points celebration');
    await page.clock.fastForward(3_000);
    await expect(burst).toHaveCount(0);
    await expect(popup(page).getByText('First Experience')).toBeVisible();
    await expect(popup(page).getByText('Log your first entry')).toBeVisible();
    // The popup leaves after 4 s (and a 300 ms exit).
    await page.clock.fastForward(4_500);
    await expect(popup(page)).toHaveCount(0);

    expect(await currentPoints(page)).toBe(before + 20);
    await expect(page.locator('dt:text-is("Lifetime Points") + dd')).toHaveText('27');

    // Once: not again on the next visit, and the home dialog does not toast it a second time.
    await page.goto('/');
    const dialog = await openAchievementsWithoutToast(page);
    await expect(dialog.getByText('1 of 6 unlocked')).toBeVisible();
    const first = dialog.getByRole('listitem').filter({ hasText: 'First Experience' });
    await expect(first.getByRole('img', { name: 'Unlocked' })).toBeVisible();
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(
      dialog.getByRole('listitem').filter({ hasText: 'Journal Master' }).getByRole('img', { name: 'Locked' }),
    ).toBeVisible();
    await expectAccessibleWithin(page, '[role=dialog]', 'achievements dialog');
    await expect(page.locator('.toast').filter({ hasText: 'Achievement Unlocked!' })).toHaveCount(0);
    await expect(popup(page)).toHaveCount(0);
  });

  test('with "Points updates" off, no points celebration; achievements still pop up', async ({
    page,
    user,
  }) => {
    const headers = { 'x-user-id': String(user.id) };
    const settings = await (await page.request.get('/api/user/settings', { headers })).json();
    await page.request.put('/api/user/settings', {
      headers,
      data: { ...settings, notifications: { ...settings.notifications, pointsUpdates: false } },
    });
    await page.goto('/new');
    await page.getByLabel('Strain name').fill('Gelato');
    await page.getByLabel('Dosage').fill('10 mg');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(popup(page).getByText('First Experience')).toBeVisible();
    await expect(page.getByText('+20 points')).toHaveCount(0);
  });

  test('the home dialog announces an achievement unlocked before this device first asked, with a toast, once', async ({
    page,
    user,
  }) => {
    await apiEntry(page, user, 'Gelato'); // before the app ever ran on this device
    await page.goto('/');
    await page.getByRole('button', { name: 'Achievements' }).click();
    await expectToast(page, 'Achievement Unlocked!', 'First Experience: Log your first entry');
    await page.keyboard.press('Escape');
    await page.reload();
    await openAchievementsWithoutToast(page);
  });

  test('a level reached and challenges completed in another session pop up when the app next opens, each once', async ({
    page,
    user,
  }) => {
    // Five popups of four seconds each, on the page's clock: the test moves it on after each.
    await page.clock.install();
    await openAndAsk(page, '/');
    // Three complete entries of three strains, through the API (as another device would): 45 points, the
    // day's visit, Daily Log, Say It in Detail and Weekly Explorer make 117, past Strain Explorer at 100.
    for (const strain of ['Gelato', 'Zkittlez', 'Blue Dream']) await apiEntry(page, user, strain, true);

    await page.reload();
    // One after the other, each for its four seconds, in the order they happened.
    const popups = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
    for (const [title, name] of [
      ['Achievement Unlocked!', 'First Experience'],
      ['Challenge Complete!', 'Say It in Detail'],
      ['Challenge Complete!', 'Daily Log'],
      ['Challenge Complete!', 'Weekly Explorer'],
      ['Level Up!', 'Strain Explorer'],
    ]) {
      const shown = popups.filter({ hasText: name });
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(title);
      await expect(popups).toHaveCount(1);
      await page.clock.fastForward(4_000);
      await expect(shown).toHaveCount(0);
    }
    await expect(popups).toHaveCount(0);

    // Opened again (another tab, the same browser): each was given once, so nothing is told or pops up.
    const second = await page.context().newPage();
    expect(await openAndAsk(second, '/rewards')).toEqual([]);
    await expect(second.getByRole('heading', { name: 'Rewards' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  });

  test('an edit that unlocks an achievement pops it up, and a second tab does not show it again', async ({
    page,
    user,
  }) => {
    const entryId = await apiEntry(page, user, 'Gelato');
    const put = await page.request.put(`/api/entries/${entryId}`, {
      data: { ...COMPLETE_ENTRY, strainName: 'Gelato', effects: ['happy', 'relaxed', 'creative', 'focused'] },
      headers: { 'x-user-id': String(user.id) },
    });
    expect(put.ok(), await put.text()).toBe(true);
    // What the two writes above earned (First Experience, Daily Log) is claimed first, as
    // another device would (each is given once per account): otherwise the feed's look-back hands them to the
    // edit page, and Effect Explorer waits its turn behind their popups.
    const since = new Date(Date.now() - 60_000).toISOString();
    const earlier = await page.request.get(`/api/user/celebrations?since=${encodeURIComponent(since)}`);
    const earlierKeys = ((await earlier.json()) as { items: Array<{ key: string }> }).items.map((c) => c.key);
    expect(earlierKeys).toContain('achievement:first_experience');
    await page.goto(`/edit/${entryId}`);
    const other = await page.context().newPage();
    await openAndAsk(other, '/');
    await page.bringToFront();

    for (const effect of ['Sleepy', 'Hungry', 'Energetic', 'Talkative']) {
      await page.getByRole('button', { name: effect, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The edit completes today's Say It in Detail too: a popup that comes before Effect Explorer is dismissed.
    const popups = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
    const explorer = popups.filter({ hasText: 'Effect Explorer' });
    await expect(async () => {
      const before = popups.filter({ hasNotText: 'Effect Explorer' });
      if (await before.count())
        await before.getByRole('button', { name: 'Dismiss' }).click({ timeout: 1_000 });
      await expect(explorer).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(explorer).toContainText('Achievement Unlocked!');

    // The other tab comes back into view and asks: Effect Explorer was given once, the tab shows nothing.
    expect(await openAndAsk(other)).not.toContain('achievement:effect_explorer');
    await expect(other.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  });

  test('Your Progress shows the level ring, streak, overview and the journey; no boost with nothing to award', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/rewards');
    await expect(page.getByRole('tab', { name: 'Your Progress', selected: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Level progress' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    await expect(page.getByText('1 Day', { exact: true })).toBeVisible();
    await expect(page.getByText('Login Streak', { exact: true })).toBeVisible();
    // Named for what it counts, beside the streak Home shows (issue 57): nothing logged yet.
    await expect(
      page.getByText('Days you opened the app in a row. Logged in a row (Home’s streak): 0 days.'),
    ).toBeVisible();
    await expect(page.getByText('Today', { exact: true })).toBeVisible();
    await expect(overviewValue(page, 'Current Level')).toHaveText('curious beginner');
    await expect(overviewValue(page, 'Current Level')).toHaveCSS('text-transform', 'capitalize');
    await expect(page.getByRole('heading', { name: 'Your Cannabis Journey' })).toBeVisible();
    await expect(page.getByText('93 points to Strain Explorer').first()).toBeVisible();
    await expect(page.getByText('Daily visit (1-day streak)')).toBeVisible();
    await expectAccessible(page, 'your progress');

    // Nothing logged before points existed: no retroactive points are offered.
    await expect(page.getByRole('heading', { name: 'Boost Your Progress' })).toHaveCount(0);
  });

  test('Challenges: tabs, type badges, progress and the completed list', async ({ page, user }) => {
    await page.goto('/rewards?tab=challenges');
    const daily = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Daily Log' }) });
    await expect(daily.getByText('0/1')).toBeVisible();
    await expect(daily.getByText(/^Expires in /)).toBeVisible();
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page.getByText('No challenges found')).toBeVisible();
    await expectAccessible(page, 'challenges');

    await apiEntry(page, user, 'Gelato', true);
    await page.reload();
    await page.getByRole('tab', { name: 'Completed' }).click();
    const completed = page.getByRole('tabpanel', { name: 'Completed' });
    await expect(completed.getByRole('heading', { name: 'Daily Log' })).toBeVisible();
    await expect(completed.getByRole('heading', { name: 'Say It in Detail' })).toBeVisible();
    await expect(completed.getByText('Completed', { exact: true }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Monthly' }).click();
    const monthly = page.getByRole('tabpanel', { name: 'Monthly' });
    await expect(monthly.getByRole('heading', { name: 'Monthly Journaler' })).toBeVisible();
    await expect(monthly.getByText('1/15')).toBeVisible();
    await expect(monthly.getByRole('heading', { name: 'Daily Log' })).toHaveCount(0);
    await expectAccessible(page, 'challenges monthly');
  });

  test('redeem a reward: buttons below cost are disabled, the redemption shows under redeemed', async ({
    page,
    user,
  }) => {
    await page.goto('/rewards?tab=rewards');
    await expect(page.getByText("You haven't redeemed any rewards yet.")).toBeVisible();
    await expectAccessible(page, 'rewards');
    // 7 (visit) + 3 × 15 (complete entries) + 10 (Daily Log) + 15 (Say It in Detail) = 77
    for (let i = 0; i < 3; i++) await apiEntry(page, user, 'Gelato', true);
    await page.reload();
    await expect(page.getByTestId('available-points')).toHaveText('77');
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card('Custom Profile Badge').getByText('Bronze')).toBeVisible();
    await expect(card('Journal Theme Pack').getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await expect(card('Journal Theme Pack').getByText('73 more needed')).toBeVisible();

    await card('Custom Profile Badge').getByRole('button', { name: 'Redeem' }).click();
    const confirm = page.getByRole('dialog', { name: 'Redeem Custom Profile Badge?' });
    await expect(confirm.getByText('This spends 50 of your 77 points.')).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'redeem confirm');
    await confirm.getByRole('button', { name: 'Redeem' }).click();
    await expectToast(
      page,
      'Reward redeemed!',
      'Your reward has been successfully added to your collection.',
    );
    await expect(page.getByTestId('available-points')).toHaveText('27');
    const redeemed = page.getByRole('region', { name: 'Redeemed Rewards' });
    await expect(redeemed.getByText('Custom Profile Badge')).toBeVisible();
    await expect(redeemed.getByText(/^Redeemed [A-Z][a-z]{2} \d/)).toBeVisible();
    await expect(card('Custom Profile Badge').getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await settle(page);
    await expectAccessible(page, 'rewards after redeeming');
  });
});

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  createAccount,
  expect,
  expectAccessible,
  expectToast,
  logEntry,
  reloadUnderWorker,
  signInAs,
  test,
} from './fixtures';

// Installable and offline, end to end in Chromium: the manifest and its icons, the service worker taking
// control, then the network cut: the shell still loads, says the user is offline, and a save fails loudly.
// Every test here but the last group needs the worker running: Playwright's default, said once here so that
// a changed default cannot quietly turn these tests into ones without a worker.
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('the manifest is linked and valid, with 192 and 512 px icons', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await page.request.get(new URL(href!, page.url()).toString());
  expect(res.ok()).toBeTruthy();
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Strain Journal',
    short_name: expect.any(String),
    start_url: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  // The page's theme colour meta is there too (the colour theme updates it).
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string }>;
  for (const size of [192, 512]) {
    const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png');
    expect(icon, `a ${size} px PNG icon`).toBeTruthy();
    const file = await page.request.get(icon!.src);
    expect(file.ok(), icon!.src).toBeTruthy();
    expect(pngSize(await file.body())).toEqual({ width: size, height: size });
  }
});

test('the service worker registers only once the first screen is drawn, so its install does not slow that screen', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request));
  // What the page showed when the app first asked to register the worker (its install downloads every
  // screen's code): the screen's heading must be there already.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      const seen = window as unknown as { headingAtRegister?: string };
      seen.headingAtRegister ??= document.querySelector('h1')?.textContent ?? '';
      return register.apply(this, args);
    };
  });
  await page.goto('/');
  // A new account: Home's first-day greeting.
  await expect(page.getByRole('heading', { name: 'Welcome to your journal', level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(
    await page.evaluate(() => (window as unknown as { headingAtRegister: string }).headingAtRegister),
  ).toContain('Welcome to your journal');
});

test.describe('offline', () => {
  test('offline the shell and the last data open, two entries and a favorite wait in the outbox, and reach the server once', async ({
    page,
    context,
    user,
  }) => {
    test.slow();
    const blue = await logEntry(page, user, { strainName: 'Blue Dream', dosage: '0.5 g' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();

    // The worker installs (precaching the shell and every screen's code), then controls a reload.
    await reloadUnderWorker(page);
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await page.goto(`/entry/${blue}`);
    await expect(page.getByRole('heading', { name: 'Blue Dream', level: 1 })).toBeVisible();

    const banner = page.getByRole('status').filter({ hasText: "You're offline" });
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toHaveText(
      "You're offline. You can look around and log entries: they are sent when you reconnect.",
    );

    // A reload of Home: the cached shell and the last entries, not Chromium's offline page.
    const home = await page.goto('/');
    expect(home?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Entries' })).toContainText('Blue Dream');
    await expectAccessible(page, 'home offline, with the banner');

    // Two entries logged offline wait in the journal, marked so.
    // The first from a page opened offline, the second in a page that saw the network go (a save must
    // not wait, paused, for a network that is not there).
    for (const name of ['Offline Haze', 'Offline Kush']) {
      if (name === 'Offline Haze') await page.goto('/new');
      else await page.getByRole('link', { name: 'New entry' }).click();
      await expect(page.getByRole('heading', { name: 'New Product Entry' })).toBeVisible();
      await page.getByLabel('Strain name').fill(name);
      await page.getByLabel('Dosage').fill('0.5 g');
      await page.getByRole('button', { name: 'Save Entry' }).click();
      await expectToast(page, 'Saved on this device', "You're offline: it will be sent when you reconnect.");
      // Offline lands where online does: Home (issue 58).
      await expect(page).toHaveURL(/\/$/);
    }
    const waiting = page.getByRole('region', { name: 'Waiting to sync' });
    await expect(waiting.getByRole('heading', { level: 3 })).toHaveText(['Offline Haze', 'Offline Kush']);
    await expect(waiting.getByText('Waiting to sync')).toHaveCount(2);
    // Home lists them waiting; the journal, offline, still has what was there.
    await page.goto('/journal');
    await expect(waiting.getByRole('heading', { level: 3 })).toHaveText(['Offline Haze', 'Offline Kush']);
    await expect(page.getByRole('list', { name: 'Journal entries' })).toContainText('Blue Dream');

    // A favorite marked offline shows at once and waits too.
    await page.goto(`/entry/${blue}`);
    await page.getByRole('button', { name: 'Favorite' }).click();
    await expectToast(page, 'Saved on this device');
    await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');

    // The outbox survives a reload (it is in IndexedDB).
    await page.goto('/journal');
    await expect(waiting.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(waiting).toContainText('1 favorite change is waiting to sync.');
    await expectAccessible(page, 'journal offline, with the outbox');

    // Back online: everything is sent once, and the journal shows it from the server.
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expectToast(page, 'Synced', '3 changes made offline reached the server.');
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Journal entries' })).toContainText('Offline Kush');
    const headers = { 'x-user-id': String(user.id) };
    const saved = (await (await page.request.get('/api/entries', { headers })).json()) as Array<{
      strainName: string;
    }>;
    expect(saved.map((e) => e.strainName).sort()).toEqual(['Blue Dream', 'Offline Haze', 'Offline Kush']);
    const favorites = (await (await page.request.get('/api/favorites', { headers })).json()) as Array<{
      entryId: number;
    }>;
    expect(favorites.map((f) => f.entryId)).toEqual([blue]);

    // A change the server refuses stays, with its reason, until dismissed: here a favorite marked offline
    // on an entry deleted meanwhile on another device.
    const doomedId = await logEntry(page, user, { strainName: 'Gone Soon', overallRating: 3 });
    await page.goto(`/entry/${doomedId}`);
    await expect(page.getByRole('heading', { name: 'Gone Soon', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favorite' })).toBeEnabled();
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Favorite' }).click();
    await expectToast(page, 'Saved on this device');
    expect((await page.request.delete(`/api/entries/${doomedId}`, { headers })).ok()).toBeTruthy();
    await page.goto('/journal');
    await context.setOffline(false);
    await expectToast(page, 'Not synced', '1 change could not be saved. The journal says why.');
    const refusal = waiting.getByRole('alert');
    await expect(refusal).toHaveText('A favorite change could not be saved: Entry not found');
    await waiting.getByRole('button', { name: 'Dismiss' }).click();
    await expect(waiting).toHaveCount(0);

    // Signing out forgets the data kept for offline use: the app's own copy, per account (decision 0047).
    const keptAnswers = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('strain-journal-offline');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('answers').objectStore('answers').count();
              count.onerror = () => reject(count.error);
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    expect(await keptAnswers()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(keptAnswers).toBe(0);
  });
});

/**
 * A new account's entry, opened and marked a favorite offline (the change waits in the outbox). With the
 * service worker, the page is reloaded under its control first, so the app's code is there offline.
 */
async function favoriteOffline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  strainName: string,
  worker: boolean,
) {
  const user = await createAccount(request);
  await signInAs(page, user);
  const id = await logEntry(page, user, { strainName });
  await page.goto(`/entry/${id}`);
  if (worker) {
    await reloadUnderWorker(page);
  }
  const favorite = page.getByRole('button', { name: 'Favorite' });
  await expect(favorite).toBeEnabled();
  await context.setOffline(true);
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  return { user, id };
}

test.describe('offline, a sync raced', () => {
  test('coming back online while a sync is failing sends the outbox once that sync has stopped', async ({
    page,
    context,
    request,
  }) => {
    // The race behind a flaky CI run: a sync that started offline stops at its first network error; the
    // browser's "online" event, arriving during it, must get a sync of its own after it, not that dead one.
    const { user, id } = await favoriteOffline(page, context, request, 'Raced Kush', true);
    await expectToast(page, 'Saved on this device');

    // The first send is held, then fails as if the network had gone again; later sends go through.
    let held: () => void = () => {};
    const heldUntil = new Promise<void>((resolve) => {
      held = resolve;
    });
    let first = true;
    const firstSent = new Promise<void>((resolve) =>
      page.route('**/api/favorites', async (route) => {
        if (route.request().method() !== 'POST' || !first) return route.continue();
        first = false;
        resolve();
        await heldUntil;
        await route.abort('internetdisconnected');
      }),
    );
    await context.setOffline(false); // "online": the first sync starts and its send is held
    await firstSent;
    await page.evaluate(() => window.dispatchEvent(new Event('online'))); // asked again while it runs
    held();

    await expectToast(page, 'Synced', '1 change made offline reached the server.');
    await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
    const headers = { 'x-user-id': String(user.id) };
    const favorites = (await (await page.request.get('/api/favorites', { headers })).json()) as Array<{
      entryId: number;
    }>;
    expect(favorites.map((f) => f.entryId)).toEqual([id]);
  });
});

test.describe('offline before the service worker has the code', () => {
  test.use({ serviceWorkers: 'block' });

  test('a toast whose code cannot load yet takes nothing down, and shows once it can', async ({
    page,
    context,
    request,
  }) => {
    // No toast yet, so its code has not loaded, and there is no worker to serve it offline.
    await favoriteOffline(page, context, request, 'Early Haze', false);
    await expect(page.getByRole('heading', { name: 'Early Haze', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await context.setOffline(false);
    await expectToast(page, 'Synced', '1 change made offline reached the server.');
    await expect(page.getByRole('heading', { name: 'Early Haze', level: 1 })).toBeVisible();
  });
});

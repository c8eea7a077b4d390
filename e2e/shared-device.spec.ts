import type { Page } from '@playwright/test';
import {
  type Account,
  createAccount,
  expect,
  expectToast,
  finishOnboardingFor,
  logEntry,
  reloadUnderWorker,
  signInAs,
  submitSignIn,
  test,
} from './fixtures';

// Issue 41, findings 2 and 3: a phone two people share. After "Sign out", nobody at that browser reads the
// account, online or offline, and the server's session ends as soon as the network lets it; a session
// ended elsewhere leaves none of the account's data on the device, but its unsent changes stay with it.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_SIGN_OUT =
  "You're offline. You're signed out on this device; we'll finish signing you out with the server when you're back online.";
const COOKIE = 'sj_session';

/** Home's greeting for an account on its first day (no entry yet, no earlier visit). */
const FIRST_DAY = 'Welcome to your journal';

/** The page's service worker is installed and controls it (so its code and shell are there offline). */
async function underWorker(page: Page, greeting = FIRST_DAY) {
  await reloadUnderWorker(page);
  await expect(page.getByRole('heading', { name: greeting, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/**
 * Signs in through the sign-in screen (the app gets the session's sign-out key), the account's
 * introduction finished; a new account lands on Home's first-day greeting.
 */
async function signInThroughScreen(page: Page, account: Account) {
  await finishOnboardingFor(account);
  await page.goto('/login');
  await submitSignIn(page, account);
  await expect(page.getByRole('heading', { name: FIRST_DAY, level: 1 })).toBeVisible();
}

/**
 * Two new accounts, both introductions finished: alice signed in through the screen on the page, under
 * its service worker; bob, the next person at that browser, not signed in yet.
 */
async function aliceUnderWorkerThenBob(page: Page) {
  const alice = await createAccount();
  const bob = await createAccount();
  await finishOnboardingFor(bob);
  await signInThroughScreen(page, alice);
  await underWorker(page);
  return { alice, bob };
}

/** An entry logged for the account, then Home under the service worker, greeting a returning user with it. */
async function entryOnHomeUnderWorker(page: Page, account: Account, strainName: string) {
  await logEntry(page, account, { strainName });
  await page.goto('/');
  await underWorker(page, 'Welcome');
  await expect(page.getByRole('region', { name: 'Recent Entries' })).toContainText(strainName);
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}

const cookieOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === COOKIE)?.value ?? null;

/** A GET of /api/entries from the page, as anyone at that browser could make it: its status and text. */
const readEntries = (page: Page) =>
  page.evaluate(async () => {
    try {
      const res = await fetch('/api/entries', { credentials: 'include' });
      return { status: res.status, text: await res.text() };
    } catch {
      return { status: 0, text: '' };
    }
  });

/**
 * Where this browser still holds account data: every Cache Storage entry for an API address or whose body
 * names `needle`, and every row of every IndexedDB store (the outbox, the offline copy and a pending
 * sign-out all belong to an account).
 */
const accountDataOnDevice = (page: Page, needle: string) =>
  page.evaluate(async (needle) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        const text = (await (await cache.match(request))?.text()) ?? '';
        if (path.startsWith('/api/') || text.includes(needle)) found.push(`cache ${name}: ${path}`);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of [...db.objectStoreNames]) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        for (const row of rows) found.push(`indexedDB ${name}/${store}: ${JSON.stringify(row).slice(0, 80)}`);
      }
      db.close();
    }
    return found;
  }, needle);

test('signed out offline: a fresh page reads nothing, and the session ends on the server once the network is back', async ({
  page,
  context,
  playwright,
  baseURL,
  user,
}) => {
  test.slow();
  await entryOnHomeUnderWorker(page, user, 'Secret Kush');
  const oldCookie = await cookieOf(page);
  expect(oldCookie).toBeTruthy();

  await context.setOffline(true);
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/login/);
  // No pretending: the screen says the server has not been told yet.
  const said = page.getByRole('main').getByRole('status');
  await expect(said).toHaveText(OFFLINE_SIGN_OUT);
  await expectToast(page, 'Signed out on this device', OFFLINE_SIGN_OUT);

  // The next person at this browser: a fresh page opens on the sign-in screen, and reads nothing.
  const next = await context.newPage();
  await next.goto('/');
  await expect(next).toHaveURL(/\/login/);
  await expect(next.getByRole('main').getByRole('status')).toHaveText(OFFLINE_SIGN_OUT);
  const offline = await readEntries(next);
  expect(offline.status).not.toBe(200);
  expect(offline.text).not.toContain('Secret Kush');
  await next.goto('/journal');
  await expect(next).toHaveURL(/\/login/);
  await expect(next.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() => accountDataOnDevice(next, 'Secret Kush'))
    .toEqual([expect.stringMatching(/^indexedDB strain-journal-sign-out\/pending: /)]);

  // The network is back: the sign-out is finished with the server, and the screen stops saying otherwise.
  await context.setOffline(false);
  await expect(next.getByRole('main').getByRole('status')).toBeEmpty();
  const online = await readEntries(next);
  expect(online.status).toBe(401);
  expect(online.text).not.toContain('Secret Kush');
  // The old cookie, wherever it was kept, opens nothing any more: the server's session is over.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const withOld = await elsewhere.get('/api/entries', { headers: { cookie: `${COOKIE}=${oldCookie}` } });
  expect(withOld.status()).toBe(401);
  await elsewhere.dispose();
  expect(await cookieOf(next)).toBeNull();
  await expect.poll(() => accountDataOnDevice(next, 'Secret Kush')).toEqual([]);
});

test('a sign-out still pending ends the old session only: the next person signs in and stays signed in', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const { bob } = await aliceUnderWorkerThenBob(page);
  const aliceCookie = await cookieOf(page);

  await context.setOffline(true);
  await signOutFromMenu(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(OFFLINE_SIGN_OUT);

  // Back online, but the server cannot be told yet (its sign-out calls fail) when Bob signs in.
  let refusing = true;
  await context.route('**/api/logout', (route) => (refusing ? route.abort('failed') : route.continue()));
  await context.setOffline(false);
  await submitSignIn(page, bob);
  // Signed in, on Home (its data waits until Alice's sign-out is finished with the server).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const bobCookie = await cookieOf(page);
  expect(bobCookie).not.toBe(aliceCookie);

  // Then it can: Alice's session ends by its key, Bob's lives on.
  refusing = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const server = await playwright.request.newContext({ baseURL });
  await expect
    .poll(async () =>
      (await server.get('/api/user', { headers: { cookie: `${COOKIE}=${aliceCookie}` } })).status(),
    )
    .toBe(401);
  const asBob = await server.get('/api/user', { headers: { cookie: `${COOKIE}=${bobCookie}` } });
  expect(asBob.status()).toBe(200);
  expect((await asBob.json()).id).toBe(bob.id);
  await server.dispose();
  expect(await cookieOf(page)).toBe(bobCookie);
  await page.reload();
  await expect(page.getByRole('heading', { name: FIRST_DAY, level: 1 })).toBeVisible();
});

test('a session ended elsewhere leaves no account data on the device, offline included', async ({
  page,
  context,
  browser,
  user,
}) => {
  test.slow();
  await entryOnHomeUnderWorker(page, user, 'Shared Haze');
  await page.goto('/journal');
  await expect(page.getByRole('list', { name: 'Journal entries' })).toContainText('Shared Haze');
  // Kept for offline reading, somewhere on the device.
  await expect.poll(async () => (await accountDataOnDevice(page, 'Shared Haze')).length).toBeGreaterThan(0);

  // "Sign out of other sessions" from another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, user);
  const ended = await otherPage.request.delete('/api/user/sessions/others', {
    headers: { 'x-user-id': String(user.id) },
  });
  expect(ended.ok()).toBeTruthy();
  await other.close();

  // This browser meets a 401 and goes to the sign-in screen; after that it holds nothing of the account.
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => accountDataOnDevice(page, 'Shared Haze')).toEqual([]);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => /settings|entryDraft|lastSession|userId|signOutKey/.test(k)),
    ),
  ).toEqual([]);
  await context.setOffline(true);
  const offline = await readEntries(page);
  expect(offline.status).not.toBe(200);
  expect(offline.text).not.toContain('Shared Haze');
});

test('signing out with unsent entries asks; kept ones wait for their own account, never another', async ({
  page,
  context,
}) => {
  test.slow();
  const { alice, bob } = await aliceUnderWorkerThenBob(page);

  await context.setOffline(true);
  await page.goto('/new');
  await page.getByLabel('Strain name').fill('Unsent Dream');
  await page.getByLabel('Dosage').fill('0.5 g');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, 'Saved on this device');

  await signOutFromMenu(page);
  const ask = page.getByRole('alertdialog', { name: 'Sign out with unsent changes?' });
  await expect(ask).toContainText('1 change made on this device has not reached the server yet.');
  await ask.getByRole('button', { name: 'Keep it for next time' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectToast(
    page,
    'Signed out on this device',
    '1 change made on this device waits for your next sign-in.',
  );

  // Bob signs in on this browser: Alice's entry is neither shown to him nor sent into his account.
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('status')).toBeEmpty();
  await submitSignIn(page, bob);
  await expect(page.getByRole('heading', { name: FIRST_DAY, level: 1 })).toBeVisible();
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting to sync' })).toHaveCount(0);
  const bobs = await page.request.get('/api/entries', { headers: { 'x-user-id': String(bob.id) } });
  expect(await bobs.json()).toEqual([]);

  // Bob signs out (nothing of his waits: no question); Alice signs in again and her entry is sent.
  await signOutFromMenu(page);
  await expectToast(page, 'Logged out');
  await submitSignIn(page, alice);
  await expectToast(page, 'Synced', '1 change made offline reached the server.');
  const alices = await page.request.get('/api/entries', { headers: { 'x-user-id': String(alice.id) } });
  expect(((await alices.json()) as Array<{ strainName: string }>).map((e) => e.strainName)).toEqual([
    'Unsent Dream',
  ]);
});

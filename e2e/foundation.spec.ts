import type { Page, Route } from '@playwright/test';
import type { Role } from '../src/shared/constants';
import { KEYS } from '../src/web/lib/storage';
import {
  createAccount,
  expect,
  expectAccessible,
  expectToast,
  finishOnboardingFor,
  logEntry,
  requestsSent,
  signInNew,
  submitSignIn,
  test,
} from './fixtures';

test.describe('sign-in', () => {
  test('validates, refuses a wrong password, then signs in and lands home', async ({ page, request }) => {
    const user = await createAccount(request);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
    await expect(page.getByText('Sign in to track your cannabis experiences')).toBeVisible();
    await expectAccessible(page, 'login');

    await submitSignIn(page, { username: 'ab', password: 'abc' });
    await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
    await expect(page.getByText('Password must be at least 4 characters long')).toBeVisible();
    // The error belongs to its field: marked invalid and read out as the field's description.
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters long',
    );

    await submitSignIn(page, { username: user.username, password: 'wrong-password' });
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'false');

    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, 'Login successful', /Welcome to/);
    // A new account: its introduction opens over Home.
    await expect(page.getByRole('dialog').getByText('Step 1 of 4')).toBeVisible();
  });

  test('the introduction shows after a new account’s first sign-in, and once skipped, never again', async ({
    page,
  }) => {
    await signInNew(page, 'user', { onboarding: true });
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Welcome to Strain Journal' })).toBeVisible();
    await expectAccessible(page, 'onboarding');
    await dialog.getByRole('button', { name: 'Skip introduction' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(async () => (await (await page.request.get('/api/user/onboarding')).json()).done)
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start here' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('sign-out clears the flags and goes to /login; the old session is gone', async ({ page, user }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByText('Signed in as')).toBeVisible();
    await expect(page.getByText(user.username)).toBeVisible();
    await expect(page.getByText('User', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Logged out');
    expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.authenticated)).toBeNull();
    const res = await page.request.get('/api/user');
    expect(res.status()).toBe(401);
  });
});

test.describe('guards', () => {
  /** Where each role lands when it opens these addresses, in this order: sent away, or let in. */
  const LANDINGS: Record<Role, Array<[path: string, lands: RegExp]>> = {
    user: [
      ['/manager', /\/$/],
      ['/admin', /\/$/],
    ],
    manager: [
      ['/', /\/manager$/],
      ['/journal', /\/manager$/],
      ['/admin', /\/manager$/],
    ],
    admin: [
      ['/', /\/admin$/],
      ['/manager', /\/manager$/],
    ],
  };
  /** A new `role` account signed in, then sent to its landings one after the other. */
  async function expectLandings(page: Page, role: Role) {
    await signInNew(page, role);
    for (const [path, lands] of LANDINGS[role]) {
      await page.goto(path);
      await expect(page, `${role} opening ${path}`).toHaveURL(lands);
    }
  }

  test('nobody signed in goes to /login from every guarded route', async ({ page }) => {
    for (const path of ['/', '/journal', '/stash', '/rewards', '/manager', '/admin', '/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?next=[^&]+)?$/);
    }
  });

  test('a deep link opened while signed out returns to its target after sign-in', async ({
    page,
    request,
  }) => {
    // The account's introduction is finished, so a real sign-in lands on the screen itself (the
    // introduction, a modal, would hide the navigation from assistive technology).
    const user = await createAccount(request);
    await finishOnboardingFor(user);
    await page.goto('/journal?sort=rating');
    await expect(page).toHaveURL(/\/login\?next=%2Fjournal%3Fsort%3Drating$/);
    await submitSignIn(page, user);
    await expect(page).toHaveURL(/\/journal\?sort=rating$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a return address to another site is ignored: sign-in lands home', async ({ page, request }) => {
    const user = await createAccount(request);
    await finishOnboardingFor(user);
    await page.goto('/login?next=%2F%2Fevil.example%2Fx');
    await submitSignIn(page, user);
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a user is sent away from manager and admin screens', async ({ page }) => {
    await expectLandings(page, 'user');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(5);
    await page.goto('/journal');
    await expect(nav.getByRole('link', { name: 'Journal' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/entry/123');
    await expect(nav.getByRole('link', { name: 'Journal' })).toHaveAttribute('aria-current', 'page');
  });

  test('a manager opening / lands on /manager, and /admin sends them to /manager', async ({ page }) => {
    await expectLandings(page, 'manager');
    // The bar (a phone's; a wide screen has the tabs only) has a slot per tab and lights the tab shown.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Analytics',
      'Entries',
      'Reviews',
      'Inventory',
      'Users',
      'Rewards',
    ]);
    const lit = page.locator('[data-bottom-bar="manager"] a[aria-current="page"]');
    await expect(lit).toHaveText('Analytics');
    await page.goto('/manager/entries');
    await expect(lit).toHaveText('Entries');
    await page.goto('/manager?tab=reviews');
    await expect(page.getByRole('tab', { name: 'User Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(lit).toHaveText('Reviews');
    await page.goto('/manager?tab=rewards');
    await expect(page.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
    await expect(lit).toHaveText('Rewards');
  });

  test('an admin opening / lands on /admin and may open /manager', async ({ page }) => {
    await expectLandings(page, 'admin');
  });

  test('an unknown path shows the not-found screen without the bars', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    // It speaks to the person, not of the router (issue 57).
    await expect(page.getByText('There is no page at this address.')).toBeVisible();
    await expect(page.getByText(/router/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectAccessible(page, '404');
  });
});

test.describe('start-up', () => {
  test('the date and number formatting set-up runs in a worker that starts with the page and ends on its own', async ({
    page,
  }) => {
    // Decision 0038: the page's head starts a worker that makes the first Intl formatters, off the main
    // thread; the fixture fails the test on any console error (a refused worker, a policy violation).
    let closed: Promise<void> | undefined;
    const started = new Promise<string>((resolve) =>
      page.on('worker', (worker) => {
        closed = new Promise((done) => worker.on('close', () => done()));
        resolve(new URL(worker.url()).pathname);
      }),
    );
    await page.goto('/login');
    expect(await started).toMatch(/^\/assets\/intl-warm-up-[0-9a-f]{8}\.js$/);
    await closed;
    await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
  });

  test('the page the server sends names the screen’s code, so no script has to ask for it (decision 0041)', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInNew(page, 'manager');
    // The links as the server wrote them, before any script ran.
    const served = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const html = served(await (await page.request.get('/manager/users')).text());
    expect(html.some((f) => /\/assets\/manager-page-[\w-]+\.js$/.test(f))).toBe(true);
    expect(html.some((f) => /\/assets\/users-tab-[\w-]+\.js$/.test(f))).toBe(true);
    expect(html.some((f) => /\/assets\/analytics-tab-[\w-]+\.js$/.test(f))).toBe(false);
    // Signed out (no cookie at all), the same address names no screen's code: the app asks for the sign-in
    // screen's itself.
    const anonymous = await playwright.request.newContext({ baseURL });
    const signedOut = served(await (await anonymous.get('/manager/users')).text());
    await anonymous.dispose();
    expect(signedOut.some((f) => /\/assets\/(login-page|manager-page|users-tab)-/.test(f))).toBe(false);

    const summaries = requestsSent(page, (r) => new URL(r.url()).pathname === '/api/manager/summary');
    await page.goto('/manager/users');
    await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
    await expect(page.getByText('Total Users')).toBeVisible();
    // The figures' data: the page's preload, taken over by the app (one request, not two).
    expect(summaries).toHaveLength(1);
    // Each file is linked once: the app's start found the server's links and added none of its own.
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload]')].map(
        (l) => new URL((l as HTMLLinkElement).href).pathname,
      ),
    );
    expect(linked.filter((f) => /\/assets\/(manager-page|users-tab)-/.test(f))).toHaveLength(2);
    expect(new Set(linked).size).toBe(linked.length);
  });

  test('home’s data leaves with the page, and the app takes that request over instead of sending another', async ({
    page,
    user,
  }) => {
    await logEntry(page, user, { strainName: 'Preloaded Haze' });
    const asked = requestsSent(page, (r) => new URL(r.url()).pathname === '/api/entries');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
    await expect(page.getByText('Preloaded Haze').first()).toBeVisible();
    // One request, the page's preload (it carries the cookie, not the app's x-user-id header).
    await expect
      .poll(() => asked.map((r) => ({ userId: r.headers()['x-user-id'] })))
      .toEqual([{ userId: undefined }]);
  });

  // What a screen's parts read besides the data its page preloads: asked as the screen's code arrives at
  // start, so none of these requests is made in the effects of the first frame, which a slow phone counts
  // as blocking time; and each once, the parts finding the request in flight rather than sending their own.
  const FIRST_ASKED = [
    {
      screen: 'home',
      path: '/',
      role: 'user' as const,
      shown: 'Early Bird',
      asks: [
        '/api/favorites',
        '/api/user/progression',
        '/api/user/achievements',
        '/api/insights/relief',
        '/api/recommendations',
      ],
    },
    {
      screen: 'the journal',
      path: '/journal',
      role: 'user' as const,
      shown: 'Early Bird',
      asks: ['/api/favorites'],
    },
    {
      screen: 'the manager’s analytics',
      path: '/manager',
      role: 'manager' as const,
      shown: 'Relief by symptom',
      asks: ['/api/manager/relief'],
    },
  ];
  for (const { screen, path, role, shown, asks } of FIRST_ASKED) {
    test(`${screen} asks for its parts’ data once each, before it first renders`, async ({ page }) => {
      const account = await signInNew(page, role);
      if (role === 'user') await logEntry(page, account, { strainName: 'Early Bird' });
      // For each address the app fetches: whether the screen was still empty (nothing rendered yet) when it
      // first asked. Asked from a component, the request would come from an effect, after the render.
      await page.addInitScript(() => {
        const asked: Record<string, boolean> = {};
        Object.assign(window, { askedBeforeRender: asked });
        const fetchOf = window.fetch;
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          const { pathname } = new URL(url, location.href);
          asked[pathname] ??= !document.getElementById('root')?.hasChildNodes();
          return fetchOf(input, init);
        };
      });
      const gets = requestsSent(page, (r) => r.method() === 'GET');
      const paths = () => gets.map((r) => new URL(r.url()).pathname);
      await page.goto(path);
      await expect(page.getByText(shown).first()).toBeVisible();
      await expect.poll(() => asks.filter((p) => !paths().includes(p))).toEqual([]);
      expect(asks.map((p) => paths().filter((g) => g === p).length)).toEqual(asks.map(() => 1));
      const asked = await page.evaluate(
        () => (window as unknown as { askedBeforeRender: Record<string, boolean> }).askedBeforeRender,
      );
      expect(asks.filter((p) => asked[p] !== true)).toEqual([]);
    });
  }

  test('no script the app serves carries tailwind-merge (decision 0039)', async ({ request }) => {
    // Every file of the build is in the service worker's list. `conflictingClassGroups` is a key of
    // tailwind-merge's configuration: minifying keeps it.
    const worker = await (await request.get('/sw.js')).text();
    const files: string[] = JSON.parse(worker.match(/const BUILD = (\{.*?\});/)?.[1] ?? '{}').files ?? [];
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const carrying: string[] = [];
    for (const file of scripts) {
      if ((await (await request.get(file)).text()).includes('conflictingClassGroups')) carrying.push(file);
    }
    expect(carrying).toEqual([]);
  });
});

test.describe('data that cannot load', () => {
  const down = (route: Route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"Service unavailable"}',
    });
  /**
   * A new `role` account on `path` while `figures` answers 503: the row's "could not load" block, and
   * `restore`, which lets `figures` answer again.
   */
  async function figuresDown(page: Page, role: Role, figures: RegExp, path: string) {
    await signInNew(page, role);
    await page.route(figures, down);
    await page.goto(path);
    const failed = page.getByRole('alert').filter({ hasText: 'The figures could not load' });
    return { failed, restore: () => page.unroute(figures) };
  }
  test('says what failed with Try again, never an empty list, and shows the data once it comes', async ({
    page,
  }) => {
    const account = await signInNew(page);
    await logEntry(page, account, { strainName: 'Retry Haze' });

    // Search: a failed list is not "no entries".
    await page.route(/\/api\/entries$/, down);
    await page.goto('/search');
    const failed = page.getByRole('alert').filter({ hasText: 'Your entries could not be loaded' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Service unavailable');
    await expect(page.getByText(/entries found|match your search/)).toHaveCount(0);
    await expectAccessible(page, 'search failed to load');
    await page.unroute(/\/api\/entries$/);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Retry Haze' })).toBeVisible();
    await expect(failed).toHaveCount(0);

    // Inside a dialog: the achievements list, the same block and the same way back.
    await page.route('**/api/user/achievements', down);
    await page.goto('/');
    await page.getByRole('button', { name: 'Achievements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    const dialogFailed = dialog.getByRole('alert').filter({ hasText: 'Failed to load achievements' });
    await expect(dialogFailed).toBeVisible();
    await page.unroute('**/api/user/achievements');
    await dialogFailed.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expect(dialog.getByText(/^\d+ of \d+ unlocked$/)).toBeVisible();
    await expect(dialogFailed).toHaveCount(0);
  });
  test('a refresh that fails keeps what was shown, says so, and Try again renews it', async ({ page }) => {
    await signInNew(page, 'manager');
    await page.goto('/manager');
    const topRated = page.getByRole('heading', { name: 'Top Rated Strains' });
    await expect(topRated).toBeVisible();
    const summary = /\/api\/manager\/summary$/;
    await page.route(summary, down);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Failed to fetch entries' });
    await expect(notice).toContainText('Shown below is what was loaded before.');
    await expect(topRated).toBeVisible();
    await page.unroute(summary);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(topRated).toBeVisible();
  });

  test('summary cards whose figures cannot load say so, never a placeholder that waits forever', async ({
    page,
  }) => {
    const { failed, restore } = await figuresDown(page, 'admin', /\/api\/admin\/stats$/, '/admin?tab=logins');
    // The spec's words for a failed fetch on the admin screen.
    await expect(failed).toContainText('Failed to fetch users');
    // Each of the three cards: a dash, named for a screen reader; nothing left pulsing.
    await expect(page.getByText('Not available', { exact: true })).toHaveCount(3);
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    // The list below is another request: it still shows.
    const name = 'Login activity';
    await expect(page.getByRole('list', { name }).or(page.getByRole('table', { name }))).toBeVisible();
    await expectAccessible(page, 'login activity figures failed to load');
    await restore();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toHaveCount(0);
    await expect(page.getByText('Not available', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Last login within 7 days')).toBeVisible();
  });

  test("the manager's summary that cannot load says why once, above any tab but Analytics", async ({
    page,
  }) => {
    const { failed, restore } = await figuresDown(
      page,
      'manager',
      /\/api\/manager\/summary$/,
      '/manager/entries',
    );
    await expect(failed).toContainText('Failed to fetch entries');
    await expect(page.locator('[data-summary="failed"]').getByText('Not available')).toHaveCount(4);
    // Analytics says it in its own panel, with its own Try again: not twice.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(1);
    await expect(failed).toHaveCount(0);
    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-summary="ready"]')).toBeVisible();
  });

  test('offline with nothing cached says it waits for the network, and shows the data once back online', async ({
    page,
  }) => {
    await signInNew(page);
    await page.goto('/rewards');
    await expect(page.getByRole('heading', { name: 'Your Cannabis Journey' })).toBeVisible();
    await page.context().setOffline(true);
    await page.getByRole('tab', { name: 'Challenges' }).click();
    const waiting = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText('This loads as soon as you are back online.');
    await expect(page.getByText('Loading challenges...')).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(page.getByRole('tab', { name: 'Daily' })).toBeVisible();
    await expect(waiting).toHaveCount(0);
  });
});

test.describe('a screen whose code cannot load', () => {
  test('says so with a way out instead of a blank page, and the other screens still open', async ({
    page,
  }) => {
    await signInNew(page);
    const journalCode = /\/assets\/journal-page-[^/]+\.js$/;
    await page.route(journalCode, (route) => route.abort('failed'));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const alert = page.getByRole('alert').filter({ hasText: 'This screen could not load' });
    await nav.getByRole('link', { name: 'Journal' }).click();
    await expect(alert).toBeVisible();
    await expect(nav).toBeVisible();
    await expectAccessible(page, 'screen failed to load');
    // Another screen still opens, and coming back tries again.
    await nav.getByRole('link', { name: 'Stash' }).click();
    await expect(page).toHaveURL(/\/stash$/);
    await expect(alert).toHaveCount(0);
    await nav.getByRole('link', { name: 'Journal' }).click();
    await expect(alert).toBeVisible();
    // Reload is the way out once the code can be fetched again.
    await page.unroute(journalCode);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Your Journal' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a part the app works without (the outbox sync) that cannot load takes nothing down, and is asked for again online', async ({
    page,
  }) => {
    await signInNew(page);
    const optional = /\/assets\/sync-[^/]+\.js$/;
    let refused = 0;
    await page.route(optional, (route) => {
      refused++;
      return route.abort('failed');
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to your journal', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect.poll(() => refused).toBeGreaterThanOrEqual(1);
    // The screens still work.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).click();
    await expect(page.getByRole('heading', { name: 'Your Journal' })).toBeVisible();

    await page.unroute(optional);
    const asked = page.waitForResponse((res) => /\/assets\/sync-[^/]+\.js$/.test(res.url()) && res.ok());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await asked;
    await expect(page.getByRole('heading', { name: 'Your Journal' })).toBeVisible();
  });
});

test.describe('settings', () => {
  test('dark mode, compact view and colour theme apply at once and survive reload', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/settings');
    await expectAccessible(page, 'settings account');
    await page.getByRole('tab', { name: 'Display' }).click();
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('switch', { name: 'Compact view' }).click();
    await expect(page.locator('html')).toHaveClass(/compact/);
    await page.getByRole('radio', { name: 'Purple' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'indica');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expectAccessible(page, 'settings display dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'indica');

    // Saved to the account: a fresh browser profile gets them from the server.
    await page.evaluate((key) => localStorage.removeItem(key), KEYS.settings);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveClass(/compact/);
  });

  test('the username edit saves, and a taken name is refused on the field', async ({
    page,
    request,
    user,
  }) => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Edit' }).click();
    const field = page.getByLabel('Username', { exact: true });
    // A name someone has is refused on the field, which says why.
    const other = await createAccount(request);
    await field.fill(other.username);
    await page.getByRole('button', { name: 'Confirm username' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('That username is already taken');
    const renamed = `${user.username}x`;
    await field.fill(renamed);
    await page.getByRole('button', { name: 'Confirm username' }).click();
    await expectToast(page, 'Username updated');
    await page.reload();
    await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  });

  test.describe('time zone', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });
    test('the browser sends its zone once; Settings changes it', async ({ page, user }) => {
      const calls = requestsSent(page, (r) => new URL(r.url()).pathname === '/api/user/time-zone');
      await page.goto('/settings');
      const select = page.getByLabel('Time zone', { exact: true });
      await expect(select).toHaveValue('Asia/Tokyo');
      // One read, shared by the screen and the offer, and one write: no second read after it.
      expect(calls.map((r) => r.method()).sort()).toEqual(['GET', 'PUT']);
      await select.selectOption('Europe/Lisbon');
      await expectToast(page, 'Time zone saved', 'Your days now follow Europe/Lisbon.');
      // Saved to the account, and a reload does not send the browser's zone again.
      await page.reload();
      await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Europe/Lisbon');
      const saved = await page.request.get('/api/user/time-zone', {
        headers: { 'x-user-id': String(user.id) },
      });
      expect(await saved.json()).toEqual({ timeZone: 'Europe/Lisbon', chosen: true });
      await expectAccessible(page, 'settings time zone');
    });
  });

  test.describe('currency', () => {
    // Austria's currency; English, the app's language for this browser (the region alone picks the currency).
    test.use({ locale: 'en-AT' });
    test("starts as the browser region's currency; Settings changes it; New Entry prices in it", async ({
      page,
      user: _user,
    }) => {
      await page.goto('/settings');
      const select = page.getByLabel('Currency', { exact: true });
      await expect(select).toHaveValue('EUR');
      await select.selectOption('CHF');
      await expectToast(page, 'Currency saved', 'Prices are now in CHF.');
      await page.reload();
      await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('CHF');
      await page.goto('/new');
      await page.getByRole('button', { name: /Label details/ }).click();
      await expect(page.getByLabel('Price (CHF)')).toBeVisible();
    });
  });
});

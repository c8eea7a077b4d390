import { PRODUCT_NAME } from '../src/shared/constants';
import { KEYS } from '../src/web/lib/storage';
import {
  apiSessionOf,
  createAccount,
  deviceInMode,
  expect,
  expectAccessible,
  expectToast,
  finishOnboardingFor,
  setDarkMode,
  settle,
  signInAs,
  test,
} from './fixtures';
import { pseudoCheck } from './pseudo';

// Languages (issue 59): a German browser's first visit, the switch in Settings without a reload, axe in
// German, and the tests' pseudo-language (every message bracketed ⟦…⟧ and longer) over the screens of
// the sign-in frame, the shell, Home and Settings at 360 px.

/** The page's text as it was first drawn into #root (recorded by a script that runs before the app's). */
function recordFirstPaint() {
  const seen = () => {
    const root = document.getElementById('root');
    if (root?.textContent?.trim() && !('__firstPaint' in window))
      Object.assign(window, { __firstPaint: root.innerText });
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('lands on the sign-in page in German from its first paint, signs in to Home in German, and Settings switches to French and back without a reload @both', async ({
    page,
  }) => {
    const account = await createAccount();
    await finishOnboardingFor(account);
    await page.addInitScript(recordFirstPaint);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as { __firstPaint: string }).__firstPaint);
    expect(first).toContain('Melde dich an, um deine Cannabis-Erfahrungen festzuhalten');
    expect(first).not.toMatch(/Sign in|Username|Password/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.getByLabel('Benutzername').fill(account.username);
    await page.getByLabel('Passwort').fill(account.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, 'Anmeldung erfolgreich', /Willkommen bei/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Willkommen/);
    await expect(page.getByRole('link', { name: 'Tagebuch' }).first()).toBeVisible();

    await page.goto('/settings');
    // A marker a reload would lose: the switch must not reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const language = page.getByLabel('Sprache', { exact: true });
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/user/language') && res.request().method() === 'PUT',
    );
    await language.selectOption('fr');
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Confidentialité' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await saved).ok()).toBe(true);
    await page.getByLabel('Langue', { exact: true }).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);

    // The account keeps the last choice: another device of it opens in German.
    const kept = await page.request.get('/api/user/language', { headers: { 'accept-language': 'en' } });
    expect(await kept.json()).toEqual({ language: 'de' });
  });

  test('signing in to an account that chose French switches this German device to French @both', async ({
    page,
  }) => {
    const account = await createAccount();
    await finishOnboardingFor(account);
    const api = await apiSessionOf(account);
    expect((await api.put('/api/user/language', { data: { language: 'fr' } })).ok()).toBe(true);
    await api.dispose();
    await page.goto('/login');
    await page.getByLabel('Benutzername').fill(account.username);
    await page.getByLabel('Passwort').fill(account.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expectToast(page, 'Connexion réussie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bienvenue|^Bon retour/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The device keeps it: its next start is in French before any answer.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Journal' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bienvenue|^Bon retour/);
  });

  test('New Entry takes "12,5 %" and "0,5" in German, saves 12.5 and 0.5, and shows them back as German writes them @both', async ({
    page,
  }) => {
    const account = await createAccount();
    await signInAs(page, account);
    await page.goto('/new');
    await page.getByLabel('Sortenname').fill('Komma Kush');
    await page.getByLabel('Dosierung').fill('0,5 g');
    await page.getByRole('button', { name: /Angaben vom Etikett/ }).click();
    await page.getByLabel('THC %').fill('12,5 %');
    await page.getByLabel('CBD %').fill('0,5');
    const created = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/entries' && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    const entry = await (await created).json();
    expect(entry).toMatchObject({ thcPercent: 12.5, cbdPercent: 0.5 });
    await expectToast(page, 'Eintrag gespeichert');
    await page.goto(`/edit/${entry.id}`);
    await page.getByRole('button', { name: /Angaben vom Etikett/ }).click();
    await expect(page.getByLabel('THC %')).toHaveValue('12,5');
    await expect(page.getByLabel('CBD %')).toHaveValue('0,5');
  });

  test('the sign-in page passes axe in German, light and dark @both', async ({ page }) => {
    for (const dark of [false, true]) {
      await deviceInMode(page, dark);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await settle(page);
      await expectAccessible(page, `sign-in, German, ${dark ? 'dark' : 'light'}`);
    }
  });

  test('Home and Settings pass axe in German, light and dark @both', async ({ page }) => {
    const account = await createAccount();
    await signInAs(page, account);
    for (const dark of [false, true]) {
      await setDarkMode(page, account, dark);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Willkommen/);
      await expect(page.getByRole('heading', { name: 'Hier beginnen' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await settle(page);
      await expectAccessible(page, `Home, German, ${dark ? 'dark' : 'light'}`);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toContainText('Zeitzone');
      await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await settle(page);
      await expectAccessible(page, `Settings, German, ${dark ? 'dark' : 'light'}`);
    }
  });
});

test.describe('the pseudo-language at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('leaves no string untranslated and nothing overflowing on the sign-in frame, the shell, the introduction, Home and Settings', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'pseudo'), KEYS.language);
    const check = pseudoCheck(page, () => [PRODUCT_NAME, account.username]);
    const account = await createAccount();

    await page.goto('/login');
    await expect(page.locator('form button[type="submit"]')).toContainText('⟦');
    await check('sign-in');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await check('sign-up');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await check('not found');

    await signInAs(page, account, { onboarding: true });
    await page.goto('/');
    const intro = page.getByRole('dialog');
    await expect(intro).toBeVisible();
    for (let step = 1; step <= 4; step++) {
      await expect(intro.getByRole('heading').first()).toContainText('⟦');
      await expect(intro).toContainText(`${step}`);
      await check(`introduction, step ${step}`, '[role="dialog"]');
      // Its footer: Skip, then Save and continue.
      const buttons = intro.getByRole('button');
      await buttons.nth((await buttons.count()) - 2).click();
    }
    await expect(intro).toBeHidden();

    // Home's own parts (the feature cards inside it are their features').
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await expect(page.locator('#first-steps')).toBeVisible();
    await check('Home', '#root > a, #root > header, main > div > header, #first-steps, nav');
    const menu = page.locator('#root > header button[aria-expanded]');
    await menu.click();
    const settings = page.locator(`#${await menu.getAttribute('aria-controls')} button`).first();
    await expect(settings).toContainText('⟦');
    await check('the account menu', '#root > header');
    await settings.click();

    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('⟦');
      await check(`Settings, tab ${i + 1}`, 'main');
    }
  });
});

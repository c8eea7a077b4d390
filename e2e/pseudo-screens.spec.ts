import type { Page } from '@playwright/test';
import { METHODS, PRODUCT_NAME, PRODUCT_TYPES, STRAIN_TYPES } from '../src/shared/constants';
import { SCREENS } from '../src/shared/screens';
import { STASH_PRODUCT_TYPES } from '../src/shared/stash-rules';
import { KEYS } from '../src/web/lib/storage';
import { planExperiment } from './experiment-helpers';
import { type Account, apiSessionOf, createAccount, expect, logEntries, signInNew, test } from './fixtures';
import { pseudoCheck, pseudoOf } from './pseudo';
import { scrollThrough } from './scroll-through';
import { addToStash } from './stash-helpers';

// The pseudo-language over every signed-in screen and the main dialogs, on a 360 px phone, with data in
// them (issue 59): no text outside a message, nothing wider than the screen, nothing cut off. The sign-in
// frame, the introduction, Home's shell and Settings' tabs are languages.spec.ts'.

test.use({ viewport: { width: 360, height: 740 } });

const STRAINS = ['Northern Lights', 'Girl Scout Cookies', 'Gelato', 'Blue Dream'];

/** The device speaks the pseudo-language from its first paint. */
const speakPseudo = (page: Page) =>
  page.addInitScript((key) => localStorage.setItem(key, 'pseudo'), KEYS.language);

/** The screen drawn in the pseudo-language with its data: its title a message, nothing still loading. */
async function drawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText('⟦');
  // Parts drawn once scrolled to (data-when-visible) are drawn before the check.
  await scrollThrough(page, { loading: /^⟦Ĺōàďĩńĝ/ });
}

/** A user's journal with something on every screen: entries rated for insomnia, a stash, an experiment. */
async function seed(page: Page, user: Account) {
  const outcomes = [{ symptom: 'insomnia', before: 8, after: 3 }];
  const ids = await logEntries(
    page,
    user,
    [
      { strainName: 'Northern Lights', method: 'vaporizer' },
      { strainName: 'Northern Lights', method: 'vaporizer' },
      { strainName: 'Northern Lights', method: 'vaporizer' },
      { strainName: 'Girl Scout Cookies', method: 'bong', allowManagerAccess: true },
    ],
    { dosage: '0.2 g', outcomes, effects: ['sleepy', 'relaxed'] },
  );
  await addToStash(page, user, { strainName: 'Northern Lights', quantity: 3, quantityUnit: 'grams' });
  const experiment = await planExperiment(page, user);
  return { entry: ids[0], experiment };
}

/** Every API answer the page receives from now on: its people's own words gathered into `into`. */
function collectDataOf(page: Page, into: Set<string>) {
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.startsWith('/api/') || !res.ok()) return;
    if (!res.headers()['content-type']?.includes('json')) return;
    collectData(await res.json().catch(() => null), into);
  });
}

/** The people's own words in an API answer (strain names, usernames), gathered into `into`. */
function collectData(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const v of value) collectData(v, into);
  else if (value && typeof value === 'object') {
    // A point activity's description in the staff feed ("New entry: Northern Lights", "Challenge completed:
    // Daily Log") is the server's English text (the person's own history reads its line's message in their
    // language): allowed here until the feed carries the message too.
    const { activityType, description } = value as Record<string, unknown>;
    if (activityType && typeof description === 'string') into.add(description);
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && /^(strainName|strain|username|brand|dosage|notes)$/.test(key) && v)
        into.add(v);
      else collectData(v, into);
    }
  }
}

test('every signed-in screen of a user, and its dialogs, in the pseudo-language at 360 px @phone', async ({
  page,
}) => {
  // Some twenty screens and six dialogs, each drawn in full: more than test.slow()'s three minutes.
  test.setTimeout(6 * 60_000);
  await speakPseudo(page);
  const user = await signInNew(page);
  const { entry, experiment } = await seed(page, user);
  const data = new Set<string>();
  collectDataOf(page, data);
  const check = pseudoCheck(page, () => [
    PRODUCT_NAME,
    user.username,
    ...STRAINS,
    '0.2 g',
    '2 puffs',
    ...data,
  ]);

  for (const { path, guard } of SCREENS) {
    if (guard !== 'user' && guard !== 'any') continue;
    const at = path
      .replace(':id', String(path.startsWith('/experiments') ? experiment : entry))
      .replace(':symptom', 'insomnia');
    await page.goto(at);
    await drawn(page);
    await check(at);
  }

  // New Entry with every fold open.
  await page.goto('/new');
  await drawn(page);
  const folds = page.locator('main button[aria-expanded="false"]');
  while ((await folds.count()) > 0) {
    // The fold by what it opens: `folds.first()` is the next closed one as soon as this one opens.
    const fold = page.locator(
      `main button[aria-controls="${await folds.first().getAttribute('aria-controls')}"]`,
    );
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
  }
  await check('New Entry, its folds open');

  // The stash: Add Item (Add to Stash), and a card's quick log.
  await page.goto('/stash');
  await drawn(page);
  await page
    .getByRole('button', { name: pseudoOf('Add Item') })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('⟦');
  await check('the stash’s add dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page
    .getByRole('button', { name: pseudoOf('Log a session from {strain}') })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('⟦');
  await check('the quick-log sheet', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // An entry's delete confirmation.
  await page.goto(`/entry/${entry}`);
  await drawn(page);
  await page.getByRole('button', { name: pseudoOf('Delete entry') }).click();
  await expect(page.getByRole('alertdialog')).toContainText('⟦');
  await check('the delete confirmation', '[role="alertdialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // The achievements, from Home.
  await page.goto('/');
  await drawn(page);
  await page
    .getByRole('button', { name: pseudoOf('Achievements') })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('⟦');
  await check('the achievements', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // An experiment's plan, from What helps.
  await page.goto('/what-helps/insomnia');
  await drawn(page);
  await page.getByRole('button', { name: pseudoOf('Compare two products') }).click();
  await expect(page.getByRole('dialog')).toContainText('⟦');
  await check('the experiment’s plan', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The report's new share link.
  await page.goto('/report');
  await drawn(page);
  await page.getByRole('button', { name: pseudoOf('Create share link') }).click();
  await expect(page.getByTestId('share-url')).toBeVisible();
  // The link itself is an address, not words.
  data.add((await page.getByTestId('share-url').textContent())?.trim() ?? '');
  await check('the report with a new share link');
});

test('the manager’s tabs and the admin’s page, and its dialogs, in the pseudo-language at 360 px @phone', async ({
  page,
}) => {
  test.slow();
  // Every product type, method, strain type and stash product on the dashboards, whatever other specs left
  // there: each of their labels is checked, not only those some data happens to show.
  // A long name (40 characters, the most a username may have) beside a message must wrap, never cut it off.
  const someone = await createAccount(
    undefined,
    'user',
    `long-name-${Date.now().toString(36)}`.padEnd(40, 'x'),
  );
  const api = await apiSessionOf(someone);
  await logEntries(
    api,
    someone,
    PRODUCT_TYPES.map((productType, i) => ({
      strainName: 'Northern Lights',
      productType,
      method: METHODS[i % METHODS.length],
      strainType: STRAIN_TYPES[i % STRAIN_TYPES.length],
    })),
  );
  await logEntries(
    api,
    someone,
    METHODS.map((method) => ({ strainName: 'Northern Lights', method })),
  );
  for (const productType of STASH_PRODUCT_TYPES)
    await addToStash(api, someone, { strainName: 'Northern Lights', productType, quantity: 1 });
  await api.dispose();
  await speakPseudo(page);
  const admin = await signInNew(page, 'admin');
  // The dashboards show every account's data, other specs' among them: the names the API sent are data.
  const data = new Set<string>();
  collectDataOf(page, data);
  const check = pseudoCheck(page, () => [PRODUCT_NAME, admin.username, ...data]);

  await page.goto('/manager');
  await drawn(page);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await drawn(page);
    await check(`the manager’s tab ${i + 1}`);
  }

  await page.goto('/admin');
  await drawn(page);
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await drawn(page);
    await check(`the admin’s tab ${i + 1}`);
  }
  await tabs.first().click();
  for (const open of ['Add New User', 'Invite User']) {
    await page.getByRole('button', { name: pseudoOf(open) }).click();
    await expect(page.getByRole('dialog')).toContainText('⟦');
    await check(`the admin’s ${open}`, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

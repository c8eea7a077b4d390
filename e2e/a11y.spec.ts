import type { Locator, Page } from '@playwright/test';
import { PRODUCT_TYPES, type Role } from '../src/shared/constants';
import {
  type Account,
  type Api,
  apiSessionOf,
  test as base,
  COMPLETE_ENTRY,
  createAccount,
  deviceInMode,
  type EntrySeed,
  expect,
  expectAccessible,
  expectToast,
  fitsWidth,
  layoutShiftOf,
  logEntries,
  NORTHERN_LIGHTS,
  outlastPopups,
  setDarkMode,
  settle,
  signInNew,
  watchLayoutShift,
} from './fixtures';
import { scrollThrough } from './scroll-through';
import { addToStash, editStashItem } from './stash-helpers';

// Accessibility end to end: axe on every user screen, dialog and popover in light and dark mode, the main
// path by keyboard alone, touch targets on the phone, reduced motion, and no layout shift as data arrives.
// The manager and admin dashboards are checked tab by tab at the end, in both modes.

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

/** The entries here, unless one says otherwise. */
const ENTRY = {
  strainType: 'indica',
  productType: 'flower',
  method: 'joint',
  dosage: '0.5 g',
  overallRating: 4,
  effects: ['relaxed'],
};

/** Adds a stash item; a level given is set afterwards, as a person would (it moves the quantity to match). */
async function addStashItem(api: Api, user: Account, { currentAmount, ...item }: Record<string, unknown>) {
  const fields = { strainType: 'hybrid', productType: 'flower', quantity: 1, quantityUnit: 'grams', ...item };
  const id = await addToStash(api, user, fields);
  if (currentAmount === undefined || item.list === 'wish') return;
  await editStashItem(api, user, id, { currentAmount });
}

/** A new account of the role (a user unless said) signed in on the page, in the given mode. */
async function signInNewIn(page: Page, mode: Mode, role: Role = 'user', opts: { onboarding?: boolean } = {}) {
  const account = await signInNew(page, role, opts);
  await setDarkMode(page, account, mode === 'dark');
  return account;
}

/** The fixtures' `test`, its `user` signed in in the `mode` a describe sets with `test.use` (light unless set). */
const test = base.extend<{ mode: Mode }>({
  mode: ['light', { option: true }],
  user: async ({ page, mode }, use) => {
    await use(await signInNewIn(page, mode));
  },
});

async function check(page: Page, mode: Mode, label: string) {
  await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expectAccessible(page, `${label} (${mode})`);
}

const DEMO_ENTRIES: EntrySeed[] = [
  {
    strainName: 'Blue Dream',
    strainType: 'hybrid',
    overallRating: 5,
    effects: ['happy', 'creative'],
    notes: 'Bright citrus, great for a walk.',
  },
  { strainName: 'Blue Dream', strainType: 'hybrid', overallRating: 4, effects: ['happy', 'relaxed'] },
  NORTHERN_LIGHTS,
  {
    strainName: 'Jack Herer',
    strainType: 'sativa',
    productType: 'vape cartridge',
    method: 'vaporizer',
    dosage: '2 puffs',
    overallRating: 4,
    effects: ['focused', 'energetic'],
  },
];

/**
 * A colour's contrast depends on the theme, not the width; a screen's structure on the width, not the theme.
 * So the phone checks every screen in both modes, and the desktop checks each in light mode and, in dark
 * mode, only where it draws what a phone does not (the sidebar around Home, the sign-in page's two columns,
 * the dashboards' tables): the rest would be the same parts in the same colours, checked again.
 */
const sameInDarkOnDesktop = (mode: Mode) => (mode === 'dark' ? { tag: '@phone' } : {});

for (const mode of MODES) {
  test.describe(`axe on every screen, ${mode} mode`, () => {
    test.use({ mode });

    test('login, 404, onboarding and the user menu', async ({ page }) => {
      // Before the first sign-in on a device, the display settings come from the local cache.
      await deviceInMode(page, mode === 'dark');
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
      await check(page, mode, 'login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
      await check(page, mode, 'login with errors');

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await check(page, mode, '404');

      await signInNewIn(page, mode, 'user', { onboarding: true });
      await page.goto('/');
      const onboarding = page.getByRole('dialog');
      await expect(onboarding.getByRole('heading', { name: 'Welcome to Strain Journal' })).toBeFocused();
      await check(page, mode, 'introduction, first step');
      await onboarding.getByRole('button', { name: 'Skip', exact: true }).click();
      await onboarding.getByRole('button', { name: 'Skip', exact: true }).click();
      await onboarding.getByRole('button', { name: 'Skip', exact: true }).click();
      await expect(onboarding.getByRole('heading', { name: 'Log your first session' })).toBeFocused();
      await check(page, mode, 'introduction, last step');
      await onboarding.getByRole('button', { name: 'Skip', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await check(page, mode, '404 signed in');

      await page.goto('/');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByText('Signed in as')).toBeVisible();
      await check(page, mode, 'user menu');
    });

    test('home empty and full, its achievements dialog and the Compare Strains popover', async ({
      page,
      user,
    }) => {
      // Six page-wide axe scans: on a busy 2-core runner they approach the default minute.
      test.slow();
      await page.clock.install(); // the popups' seconds pass on it
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Start here' })).toBeVisible();
      await check(page, mode, 'home empty');
      await page.getByRole('button', { name: 'Achievements' }).click();
      const achievements = page.getByRole('dialog', { name: 'Achievements' });
      await expect(achievements.getByRole('listitem').first()).toBeVisible();
      await check(page, mode, 'achievements dialog, none unlocked');
      await page.keyboard.press('Escape');

      await logEntries(page, user, DEMO_ENTRIES, ENTRY);
      await page.reload();
      await expect(page.getByText('You have 4 Strain Journal entries')).toBeVisible();
      await scrollThrough(page);
      await expect(page.getByRole('heading', { name: 'Your Year' })).toBeVisible();
      // What the entries unlocked pops up, one at a time.
      await expect(page.getByRole('status').filter({ hasText: 'Achievement Unlocked!' })).toBeVisible();
      await check(page, mode, 'home with entries and an achievement popup');

      await outlastPopups(page);
      await page.getByRole('button', { name: 'Achievements' }).click();
      await expect(achievements.getByRole('img', { name: 'Unlocked' }).first()).toBeVisible();
      await check(page, mode, 'achievements dialog, some unlocked');
      await page.keyboard.press('Escape');
      await expect(achievements).toHaveCount(0);

      await page.getByRole('button', { name: 'Compare Strains' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare Strains' });
      await expect(compare.getByText('Select strains to compare (max 3)')).toBeVisible();
      await check(page, mode, 'compare popover, nothing selected');
      for (const name of ['Blue Dream', 'Northern Lights', 'Jack Herer']) {
        await compare.getByRole('button', { name, exact: true }).click();
      }
      await expect(compare.getByRole('table').getByRole('columnheader')).toHaveCount(4);
      await check(page, mode, 'compare popover, three strains');
    });

    test('journal with its filter panel, and search', sameInDarkOnDesktop(mode), async ({ page, user }) => {
      await logEntries(page, user, DEMO_ENTRIES, ENTRY);

      await page.goto('/journal');
      await expect(page.getByTestId('journal-count')).toHaveText('4 entries found');
      await check(page, mode, 'journal');
      await page.getByRole('button', { name: /^Filter/ }).click();
      const panel = page.getByRole('region', { name: 'Filters' });
      await panel.getByRole('button', { name: 'Hybrid', exact: true }).click();
      await panel.getByRole('button', { name: 'Happy', exact: true }).click();
      await expect(page.getByTestId('journal-count')).toHaveText('2 entries found');
      await check(page, mode, 'journal, filter panel open');
      await page.getByLabel('Search entries').fill('nothing like this');
      await expect(page.getByRole('heading', { name: 'No Entries Found' })).toBeVisible();
      await check(page, mode, 'journal, nothing found');

      await page.goto('/search');
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('heading')).toHaveCount(4);
      await page.getByRole('button', { name: 'Highest Rated' }).click();
      await check(page, mode, 'search');
    });

    test(
      'new entry of each product type, edit, detail and its delete confirmation',
      sameInDarkOnDesktop(mode),
      async ({ page, user }) => {
        test.slow(); // axe on six forms
        const [id] = await logEntries(page, user, DEMO_ENTRIES, ENTRY);

        await page.goto('/new');
        await expect(page.getByRole('heading', { name: 'New Product Entry' })).toBeVisible();
        for (const productType of PRODUCT_TYPES) {
          await page.getByLabel('Product type').selectOption(productType);
          await check(page, mode, `new entry, ${productType}`);
        }
        await page.getByRole('button', { name: /Sharing and stash/ }).click();
        await page.getByRole('checkbox', { name: 'Add to my stash' }).click();
        await page.getByRole('button', { name: 'Save Entry' }).click();
        await expect(page.getByText('Strain name is required')).toBeVisible();
        await check(page, mode, 'new entry, stash fields and an error');

        await page.goto(`/edit/${id}`);
        await expect(page.getByRole('heading', { name: 'Edit Entry' })).toBeVisible();
        await check(page, mode, 'edit entry');

        await page.goto(`/entry/${id}`);
        await expect(page.getByRole('heading', { name: 'Blue Dream', level: 1 })).toBeVisible();
        await check(page, mode, 'entry detail');
        await page.getByRole('button', { name: 'Delete entry' }).click();
        await expect(page.getByRole('alertdialog', { name: 'Delete this entry?' })).toBeVisible();
        await check(page, mode, 'delete entry confirmation');
        await page.keyboard.press('Escape');

        await page.goto('/entry/999999999');
        await expect(page.getByRole('heading', { name: 'Entry Not Found' })).toBeVisible();
        await check(page, mode, 'entry not found');
      },
    );

    test(
      'stash with its add, edit and delete dialogs, and the wishlist',
      sameInDarkOnDesktop(mode),
      async ({ page, user }) => {
        await page.goto('/stash');
        await expect(page.getByRole('heading', { name: 'Your stash is empty' })).toBeVisible();
        await check(page, mode, 'stash empty');
        await page.getByRole('button', { name: 'Add First Item' }).click();
        const add = page.getByRole('dialog', { name: 'Add to Stash' });
        await expect(add).toBeVisible();
        await check(page, mode, 'stash add dialog');
        await add.getByRole('button', { name: 'Add to Stash' }).click();
        await expect(add.getByText('Strain name is required')).toBeVisible();
        await check(page, mode, 'stash add dialog with an error');
        await page.keyboard.press('Escape');

        await addStashItem(page, user, { strainName: 'Blue Dream', quantity: 3.5, currentAmount: 'high' });
        await addStashItem(page, user, {
          strainName: 'Northern Lights',
          strainType: 'indica',
          productType: 'pre_rolls',
          quantityUnit: 'count',
          quantity: 2,
          currentAmount: 'empty',
        });
        await addStashItem(page, user, { strainName: 'Gelato', currentAmount: 'low', notes: 'Almost out' });
        await page.reload();
        await expect(page.getByText('3 items', { exact: true })).toBeVisible();
        await check(page, mode, 'stash with items');

        await page.getByRole('button', { name: 'Actions for Blue Dream' }).click();
        await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
        await check(page, mode, 'stash item actions menu');
        await page.getByRole('menuitem', { name: 'Edit' }).click();
        await expect(page.getByRole('dialog', { name: 'Edit Stash Item' })).toBeVisible();
        await check(page, mode, 'stash edit dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: 'Actions for Blue Dream' }).click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        await expect(page.getByRole('alertdialog', { name: 'Remove from stash?' })).toBeVisible();
        await check(page, mode, 'stash delete confirmation');
        await page.keyboard.press('Escape');

        await page.goto('/wishlist');
        await expect(page.getByRole('heading', { name: 'Wishlist', level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'To Buy' })).toBeVisible();
        await check(page, mode, 'wishlist');
        await page.getByRole('button', { name: 'Add Strain' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, mode, 'wishlist add dialog');
      },
    );

    test(
      'rewards: its three tabs and the redeem confirmation',
      sameInDarkOnDesktop(mode),
      async ({ page, user }) => {
        // Enough points for the cheapest reward: complete entries earn the most.
        await logEntries(
          page,
          user,
          Array.from({ length: 3 }, () => ({ strainName: 'Gelato' })),
          COMPLETE_ENTRY,
        );
        await page.goto('/rewards');
        await expect(page.getByRole('progressbar', { name: 'Level progress' })).toBeVisible();
        await check(page, mode, 'rewards, your progress');
        await page.getByRole('tab', { name: 'Challenges' }).click();
        await expect(page.getByRole('tab', { name: 'Completed' })).toBeVisible();
        await check(page, mode, 'rewards, challenges');
        await page.getByRole('tab', { name: 'Completed' }).click();
        await check(page, mode, 'rewards, challenges completed');
        await page.getByRole('tab', { name: 'Rewards', exact: true }).click();
        await expect(page.getByTestId('available-points')).not.toHaveText('0');
        await check(page, mode, 'rewards, rewards');
        await page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Custom Profile Badge', exact: true }) })
          .getByRole('button', { name: 'Redeem' })
          .click();
        await expect(page.getByRole('dialog', { name: 'Redeem Custom Profile Badge?' })).toBeVisible();
        await check(page, mode, 'redeem confirmation');
      },
    );

    test(
      'settings: its four tabs and the delete-account dialog',
      sameInDarkOnDesktop(mode),
      async ({ page, user: _signedIn }) => {
        await page.goto('/settings');
        await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
        await check(page, mode, 'settings, account');
        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
        await check(page, mode, 'settings, account, editing the username');
        for (const tab of ['Notifications', 'Display', 'Privacy']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
          await check(page, mode, `settings, ${tab.toLowerCase()}`);
        }
        await page.getByRole('button', { name: 'Delete my account' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
        await check(page, mode, 'delete-account dialog');
      },
    );
  });
}

/** What a focused element shows: a computed outline or box-shadow while it matches :focus-visible. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    const outline = cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) > 0;
    const ring = cs.boxShadow !== 'none' && cs.boxShadow !== '';
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return {
      tag: el.tagName.toLowerCase(),
      name: name.trim().replace(/\s+/g, ' ').slice(0, 60),
      focusVisible: el.matches(':focus-visible'),
      indicator: outline || ring,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would; every element passed
 * on the way must show where focus is.
 */
async function tabTo(page: Page, target: Locator, noIndicator: string[], { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    if (state && !(state.focusVisible && state.indicator)) noIndicator.push(`${state.tag} "${state.name}"`);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached by keyboard: ${target}`);
}

/** Focus stays inside the open dialog however far Tab and Shift+Tab go. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  expect(await inside(), 'focus moved into the dialog').toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await inside(), `focus stays in the dialog after ${key}`).toBe(true);
  }
}

/**
 * A dialog opened by keyboard from its button (Tab to it, then `key`) keeps focus inside it, and Escape
 * closes it and gives focus back to the button.
 */
async function expectDialogByKeyboard(
  page: Page,
  opener: Locator,
  key: 'Enter' | 'Space',
  dialog: Locator,
  noIndicator: string[],
) {
  await tabTo(page, opener, noIndicator);
  await page.keyboard.press(key);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

test('the main path by keyboard alone, with a visible focus indicator all the way', async ({
  page,
  request,
}) => {
  test.slow(); // a hundred key presses, each checked
  const user = await createAccount(request);
  const noIndicator: string[] = [];

  // Sign in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username'), noIndicator);
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  expect(await isFocused(page.getByLabel('Password'))).toBe(true);
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // The introduction takes focus on its title; Tab reaches a symptom, Space picks it, and the step's
  // buttons follow; Escape ends the introduction.
  const onboarding = page.getByRole('dialog');
  await expect(onboarding.getByRole('heading', { name: 'Welcome to Strain Journal' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(onboarding.getByRole('button', { name: 'Anxiety' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(onboarding.getByRole('button', { name: 'Anxiety' })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, onboarding.getByRole('button', { name: 'Save and continue' }), noIndicator);
  await page.keyboard.press('Enter');
  await expect(onboarding.getByRole('heading', { name: 'Your time zone and currency' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // New entry from the bottom bar.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'New entry' }), noIndicator);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New Product Entry' })).toBeVisible();

  // Fill and save it.
  await tabTo(page, page.getByLabel('Strain name'), noIndicator);
  await page.keyboard.type('Keyboard Kush');
  await tabTo(page, page.getByRole('radio', { name: 'Hybrid' }), noIndicator);
  // Held like a finger presses it: Radix checks a radio reached by arrow only if the key is still down
  // when focus lands (radix-ui/primitives#4094). On a busy machine focus can land after the key is up;
  // Space then checks the focused radio, as a user would (it never unchecks one).
  const sativa = page.getByRole('radio', { name: 'Sativa' });
  await page.keyboard.press('ArrowLeft', { delay: 50 });
  await expect(sativa).toBeFocused();
  await page.keyboard.press('Space');
  await expect(sativa).toBeChecked();
  await tabTo(page, page.getByLabel('Dosage'), noIndicator);
  await page.keyboard.type('0.5 g');
  // The folded sections open from the keyboard too (issue 58).
  await tabTo(page, page.getByRole('button', { name: /^Ratings/ }), noIndicator);
  await page.keyboard.press('Enter');
  const overall = page.getByRole('slider', { name: 'Overall', exact: true });
  await tabTo(page, overall, noIndicator);
  await page.keyboard.press('ArrowRight');
  await expect(overall).toHaveAttribute('aria-valuenow', '4');
  await tabTo(page, page.getByRole('button', { name: /Effects and notes/ }), noIndicator);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Relaxed', exact: true }), noIndicator);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Relaxed', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tabTo(page, page.getByRole('button', { name: 'Save Entry' }), noIndicator);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Entry saved', 'Your strain entry has been saved successfully');
  await expect(page).toHaveURL(/\/$/);

  // Open it from Home.
  const card = page
    .getByRole('region', { name: 'Recent Entries' })
    .getByRole('link', { name: /Keyboard Kush/ });
  await tabTo(page, card, noIndicator);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/entry\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Keyboard Kush', level: 1 })).toBeVisible();

  // A dialog traps focus and gives it back to its opener.
  const remove = page.getByRole('button', { name: 'Delete entry' });
  const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
  await expectDialogByKeyboard(page, remove, 'Enter', confirm, noIndicator);

  // The same for the achievements dialog on Home, and the user menu.
  await tabTo(page, page.getByRole('button', { name: 'Back to entries' }), noIndicator, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const trophy = page.getByRole('button', { name: 'Achievements' });
  const achievements = page.getByRole('dialog', { name: 'Achievements' });
  await expectDialogByKeyboard(page, trophy, 'Space', achievements, noIndicator);

  const menuButton = page.getByRole('button', { name: 'User menu' });
  await tabTo(page, menuButton, noIndicator, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // Settings through the menu; tabs by arrow keys, the panel after its tab, a switch by Space.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await tabTo(page, page.getByRole('tab', { name: 'Account' }), noIndicator);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Display', selected: true })).toBeFocused();
  await tabTo(page, page.getByRole('tabpanel', { name: 'Display' }), noIndicator);
  await tabTo(page, page.getByRole('switch', { name: 'Dark mode' }), noIndicator);
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  expect(noIndicator, 'focused elements without a visible focus indicator').toEqual([]);
});

/** Every visible control smaller than 44 × 44 CSS px (a pseudo-element may enlarge the target). */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a, button, input, select, textarea, [role=button], [role=tab], [role=switch], [role=radio], [role=checkbox]';
    const px = (v: string) => Number.parseFloat(v) || 0;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // sr-only, or not rendered
      // Inline text links inside a paragraph are exempt.
      if (el.tagName === 'A' && cs.display === 'inline' && el.closest('p')) continue;
      let w = r.width;
      let h = r.height;
      for (const pseudo of ['::before', '::after']) {
        const ps = getComputedStyle(el, pseudo);
        if (ps.content === 'none' || ps.position !== 'absolute') continue;
        w = Math.max(w, r.width - px(ps.left) - px(ps.right));
        h = Math.max(h, r.height - px(ps.top) - px(ps.bottom));
      }
      if (w >= 43.5 && h >= 43.5) continue;
      const labelled = el.getAttribute('aria-labelledby');
      const name =
        el.getAttribute('aria-label') ??
        (labelled ? document.getElementById(labelled)?.textContent : null) ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
        el.textContent ??
        '';
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      out.push(
        `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}" ${Math.round(w)}×${Math.round(h)}`,
      );
    }
    return out;
  });
}

test('touch targets on the phone are at least 44 × 44 px', { tag: '@phone' }, async ({ page }) => {
  test.slow(); // a dozen screens
  const offenders: string[] = [];
  const measure = async (screen: string) => {
    await settle(page);
    for (const o of await smallTargets(page)) offenders.push(`${screen}: ${o}`);
  };

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await measure('/login');

  const user = await signInNewIn(page, 'light');
  const [id] = await logEntries(page, user, DEMO_ENTRIES, ENTRY);
  await addStashItem(page, user, { strainName: 'Blue Dream', quantity: 3.5, currentAmount: 'high' });
  await addStashItem(page, user, { strainName: 'Gelato', currentAmount: 'empty', notes: 'Out' });
  await page.goto('/');
  await scrollThrough(page);
  await expect(page.getByRole('heading', { name: 'Your Year' })).toBeVisible();
  await measure('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('Signed in as')).toBeVisible();
  await measure('/ user menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Compare Strains' }).click();
  await page
    .getByRole('dialog', { name: 'Compare Strains' })
    .getByRole('button', { name: 'Blue Dream' })
    .click();
  await measure('/ compare');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Achievements' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Achievements' }).getByRole('listitem').first(),
  ).toBeVisible();
  await measure('/ achievements');
  await page.keyboard.press('Escape');

  await page.goto('/journal');
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await measure('/journal');
  await page.goto('/search');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await measure('/search');
  await page.goto('/new');
  await page.getByRole('button', { name: /Sharing and stash/ }).click();
  await page.getByRole('checkbox', { name: 'Add to my stash' }).click();
  await measure('/new');
  await page.goto(`/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Entry' })).toBeVisible();
  await measure('/edit');
  await page.goto(`/entry/${id}`);
  await expect(page.getByRole('heading', { name: 'Blue Dream', level: 1 })).toBeVisible();
  await measure('/entry');
  await page.goto('/stash');
  await expect(page.getByRole('list', { name: 'Stash items' })).toBeVisible();
  await measure('/stash');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('dialog', { name: 'Add to Stash' })).toBeVisible(); // then settle: popped in
  await measure('/stash add dialog');
  await page.keyboard.press('Escape');
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'To Buy' })).toBeVisible();
  await measure('/wishlist');
  await page.goto('/rewards');
  await expect(page.getByRole('progressbar', { name: 'Level progress' })).toBeVisible();
  await measure('/rewards progress');
  await page.getByRole('tab', { name: 'Challenges' }).click();
  await expect(page.getByRole('tab', { name: 'Completed' })).toBeVisible();
  await measure('/rewards challenges');
  await page.getByRole('tab', { name: 'Rewards', exact: true }).click();
  await expect(page.getByTestId('available-points')).toBeVisible();
  await measure('/rewards rewards');
  await page.goto('/settings');
  for (const tab of ['Account', 'Notifications', 'Display', 'Privacy']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await measure(`/settings ${tab.toLowerCase()}`);
  }
  expect(offenders, 'controls under 44 × 44 px').toEqual([]);
});

/** An animation's or transition's duration in milliseconds ("0.2s", "1e-05s", "150ms"). */
const ms = (css: string) =>
  Math.max(...css.split(',').map((v) => Number.parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)));

test('with reduced motion the pop-in of a dialog takes no time', { tag: '@phone' }, async ({
  page,
  user: _signedIn,
}) => {
  const dialogAnimation = async () => {
    await page.getByRole('button', { name: 'Achievements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    await expect(dialog).toBeVisible();
    const timing = await dialog.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { name: cs.animationName, duration: cs.animationDuration, transition: cs.transitionDuration };
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    return timing;
  };

  await page.goto('/');
  const normal = await dialogAnimation();
  expect(normal.name).toBe('pop-in');
  expect(ms(normal.duration)).toBe(200);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await dialogAnimation();
  expect(ms(reduced.duration)).toBeLessThan(1);
  expect(ms(reduced.transition)).toBeLessThan(1);
  // No animation is left running a moment after the page changes.
  await page.getByRole('button', { name: 'User menu' }).click();
  expect(
    await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .map((a) => a.effect?.getComputedTiming().duration)
        .filter((d) => typeof d === 'number' && d >= 1),
    ),
  ).toEqual([]);
});

test('no layout shift when the data of Home and the Journal arrives', async ({ page, user }) => {
  const strains = [
    ['Blue Dream', 'hybrid'],
    ['Northern Lights', 'indica'],
    ['Jack Herer', 'sativa'],
    ['Gelato', 'hybrid'],
    ['Granddaddy Purple', 'indica'],
    ['Durban Poison', 'sativa'],
  ] as const;
  const effects = ['happy', 'relaxed', 'creative', 'sleepy', 'focused', 'euphoric'];
  await logEntries(
    page,
    user,
    Array.from({ length: 24 }, (_, i) => ({
      strainName: strains[i % strains.length][0],
      strainType: strains[i % strains.length][1],
      method: i % 3 ? 'joint' : 'vaporizer',
      overallRating: 1 + (i % 5),
      effects: [effects[i % effects.length], effects[(i + 2) % effects.length]],
      notes: i % 2 ? `Session ${i}: smooth, earthy, easy evening.` : '',
    })),
    ENTRY,
  );
  await watchLayoutShift(page);
  const cls = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    await page.waitForLoadState('networkidle');
    await settle(page);
    const value = await layoutShiftOf(page);
    test.info().annotations.push({ type: 'CLS', description: `${path}: ${value.toFixed(4)}` });
    console.log(`CLS ${path}: ${value.toFixed(4)}`);
    return value;
  };

  const home = await cls('/', async () => {
    await expect(page.getByText('You have 24 Strain Journal entries')).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByRole('heading', { name: 'Your Year' })).toBeVisible();
  });
  const journal = await cls('/journal', async () => {
    await expect(page.getByTestId('journal-count')).toHaveText('24 entries found');
  });
  expect(home, 'CLS of Home').toBeLessThan(0.1);
  expect(journal, 'CLS of the Journal').toBeLessThan(0.1);
});

for (const mode of MODES) {
  test(`the manager and admin dashboards: axe in ${mode} mode (and 44 × 44 px targets on the phone)`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // eleven tabs
    // A writer with reviews shared with managers and a low stash, made through an API session of their own.
    const writer = await createAccount(request);
    const api = await apiSessionOf(writer);
    await logEntries(api, writer, DEMO_ENTRIES, { ...ENTRY, allowManagerAccess: true });
    await addStashItem(api, writer, { strainName: 'Blue Dream', quantity: 3.5, currentAmount: 'low' });
    await api.dispose();
    await signInNewIn(page, mode, 'admin');

    const offenders: string[] = [];
    const look = async (screen: string) => {
      await check(page, mode, screen);
      if (mode === 'light' && testInfo.project.name !== 'desktop') {
        for (const o of await smallTargets(page)) offenders.push(`${screen}: ${o}`);
        // Nothing wider than the phone: wide tables and tab rows scroll inside their own box.
        if (!(await fitsWidth(page))) offenders.push(`${screen}: the page scrolls sideways`);
      }
    };
    await page.goto('/manager');
    for (const tab of ['Analytics', 'Entries', 'User Reviews', 'Inventory', 'Users', 'Rewards']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
      await look(`/manager ${tab}`);
    }
    await page.goto('/admin');
    for (const tab of [
      'Account Management',
      'Journal Entries',
      'Rewards & Gamification',
      'Basic Stats',
      'Login Activity',
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
      await look(`/admin ${tab}`);
    }
    expect(offenders, 'controls under 44 × 44 px, or a page wider than the phone').toEqual([]);
  });
}

import type { APIRequestContext, Page } from '@playwright/test';
import { PRODUCT_TYPES } from '../src/shared/constants';
import { PRODUCT_RATING_FIELDS, PRODUCT_TYPE_LABELS, RATING_LABELS } from '../src/shared/entries';
import {
  createAccount,
  type EntrySeed,
  expect,
  expectAccessible,
  expectToast,
  holdRequests,
  logEntries,
  NORTHERN_LIGHTS,
  signInAs,
  test,
} from './fixtures';
import { scrollThrough } from './scroll-through';
import { apiEntries } from './stash-helpers';

/** The entries here, unless one says otherwise. */
const ENTRY = { strainType: 'hybrid', method: 'joint', dosage: '0.5 g', overallRating: 4 };

async function userWithJournal(page: Page, request: APIRequestContext) {
  const user = await createAccount(request);
  await signInAs(page, user);
  return user;
}

const count = (page: Page) => page.getByTestId('journal-count');

test.describe('new entry', () => {
  test('creates an entry of every product type through the form, with its own ratings', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await userWithJournal(page, request);
    for (const productType of PRODUCT_TYPES) {
      await page.goto('/new');
      await expect(page.getByRole('heading', { name: 'New Product Entry' })).toBeVisible();
      await page.getByLabel('Strain name').fill(`Test ${productType}`);
      await page.getByRole('radio', { name: 'Indica' }).click();
      await page.getByLabel('Product type').selectOption(productType);

      // The ratings shown are the product type's, each starting at 3 (folded, one tap away: issue 58).
      await page.getByRole('button', { name: /^Ratings/ }).click();
      const sliders = page.getByTestId('rating-sliders').getByRole('slider');
      const expected = PRODUCT_RATING_FIELDS[productType].map((f) => RATING_LABELS[f]);
      await expect(sliders).toHaveCount(expected.length);
      for (const name of expected) {
        await expect(page.getByRole('slider', { name, exact: true })).toHaveAttribute('aria-valuenow', '3');
      }
      if (productType === 'vape cartridge') await expectAccessible(page, 'new entry, vape cartridge');

      const overall = page.getByRole('slider', { name: 'Overall', exact: true });
      await overall.focus();
      await overall.press('ArrowRight');
      await expect(overall).toHaveAttribute('aria-valuenow', '4');

      await page.getByLabel('Dosage').fill('2 puffs');
      await page.getByRole('button', { name: /Effects and notes/ }).click();
      await page.getByLabel('Notes').fill(`Notes about ${productType}`);
      await page.getByRole('button', { name: 'Relaxed', exact: true }).click();
      await page.getByRole('button', { name: 'Sleepy', exact: true }).click();
      await page.getByRole('button', { name: /Sharing and stash/ }).click();
      if (productType === 'flower') {
        await page.getByRole('checkbox', { name: 'Allow managers to view my written review' }).click();
      }
      if (productType === 'concentrate') {
        await page.getByRole('checkbox', { name: 'Add to my stash' }).click();
        await expect(page.getByLabel('Quantity')).toHaveAttribute('step', '0.1');
        await page.getByLabel('Quantity').fill('1.5');
        await page.getByRole('radio', { name: 'High' }).click();
      }
      await page.getByRole('button', { name: 'Save Entry' }).click();
      await expectToast(page, 'Entry saved', 'Your strain entry has been saved successfully');
      await expect(page).toHaveURL(/\/$/);
    }

    const saved = await apiEntries(page, user);
    expect(saved).toHaveLength(PRODUCT_TYPES.length);
    for (const productType of PRODUCT_TYPES) {
      const entry = saved.find((e) => e.productType === productType)!;
      expect(entry).toMatchObject({
        strainName: `Test ${productType}`,
        strainType: 'indica',
        overallRating: 4,
        dosage: '2 puffs',
        effects: ['sleepy', 'relaxed'],
        allowManagerAccess: productType === 'flower',
      });
      for (const field of PRODUCT_RATING_FIELDS[productType]) {
        if (field !== 'overallRating') expect(entry[field], `${productType} ${field}`).toBe(3);
      }
    }
    const stash = await page.request.get('/api/wishlist?list=all', {
      headers: { 'x-user-id': String(user.id) },
    });
    expect(JSON.stringify(await stash.json())).toContain('Test concentrate');
  });

  test('checks the form on the client before saving', async ({ page, request }) => {
    await userWithJournal(page, request);
    await page.goto('/new');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expectToast(page, 'Missing information', 'Please enter a strain name');
    await expect(page.getByText('Strain name is required')).toBeVisible();
    await page.getByLabel('Strain name').fill('Gelato');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expectToast(page, 'Missing information', 'Please enter a dosage');
    await expect(page).toHaveURL(/\/new$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a vape cartridge offers a whole-number stash count', async ({ page, request }) => {
    await userWithJournal(page, request);
    await page.goto('/new');
    await page.getByLabel('Product type').selectOption('vape cartridge');
    await expect(page.getByLabel('Consumption method')).toHaveValue('vaporizer');
    await page.getByRole('button', { name: /Sharing and stash/ }).click();
    await page.getByRole('checkbox', { name: 'Add to my stash' }).click();
    await expect(page.getByLabel('Quantity')).toHaveAttribute('step', '1');
    await expect(page.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(PRODUCT_TYPE_LABELS['vape cartridge'], { exact: true })).toBeAttached();
  });
});

test.describe('finding entries', () => {
  const entries: EntrySeed[] = [
    {
      strainName: 'Blue Dream',
      strainType: 'hybrid',
      method: 'joint',
      overallRating: 5,
      effects: ['happy', 'creative'],
      notes: 'Bright citrus, great walk.',
    },
    NORTHERN_LIGHTS,
    {
      strainName: 'Jack Herer',
      strainType: 'sativa',
      productType: 'vape cartridge',
      method: 'vaporizer',
      overallRating: 4,
      effects: ['focused', 'happy'],
    },
  ];

  test('the journal finds an entry by search, by each filter and sorts', async ({ page, request }) => {
    const user = await userWithJournal(page, request);
    await logEntries(page, user, entries, ENTRY);
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: 'Your Journal' })).toBeVisible();
    await expect(count(page)).toHaveText('3 entries found');
    const list = page.getByRole('list', { name: 'Journal entries' });

    // Search: name, notes, effect, method, type; case ignored.
    const search = page.getByLabel('Search entries');
    for (const [term, name] of [
      ['northern', 'Northern Lights'],
      ['CITRUS', 'Blue Dream'],
      ['focused', 'Jack Herer'],
      ['bong', 'Northern Lights'],
      ['sativa', 'Jack Herer'],
    ]) {
      await search.fill(term);
      await expect(count(page)).toHaveText('1 entry');
      await expect(list.getByRole('heading')).toHaveText([name]);
    }
    await search.fill('');

    // Filters, one at a time, with the active-filter badge.
    const filterToggle = page.getByRole('button', { name: /^Filter/ });
    await filterToggle.click();
    await expect(filterToggle).toHaveAttribute('aria-expanded', 'true');
    // The panel's code is a chunk of its own: judge it once it is on screen, not its loading spinner.
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expectAccessible(page, 'journal with filters open');

    await panel.getByRole('button', { name: 'Indica', exact: true }).click();
    await expect(list.getByRole('heading')).toHaveText(['Northern Lights']);
    await expect(filterToggle).toContainText('1');
    await panel.getByRole('button', { name: 'Reset All' }).click();

    await panel.getByRole('button', { name: 'Vaporizer', exact: true }).click();
    await expect(list.getByRole('heading')).toHaveText(['Jack Herer']);
    await panel.getByRole('button', { name: 'Vaporizer', exact: true }).click();

    const minRating = panel.getByRole('slider', { name: 'Minimum Rating' });
    await expect(minRating).toHaveAttribute('aria-valuetext', 'Any');
    await minRating.focus();
    for (let i = 0; i < 4; i++) await minRating.press('ArrowRight');
    await expect(minRating).toHaveAttribute('aria-valuetext', '4+');
    await expect(count(page)).toHaveText('2 entries found');
    await panel.getByRole('button', { name: 'Reset All' }).click();
    await expect(count(page)).toHaveText('3 entries found');

    await panel.getByRole('button', { name: 'Happy', exact: true }).click();
    await expect(count(page)).toHaveText('2 entries found');
    await panel.getByRole('button', { name: 'Creative', exact: true }).click();
    await expect(list.getByRole('heading')).toHaveText(['Blue Dream']);
    await expect(filterToggle).toContainText('2');

    // Nothing matches: the empty state clears everything.
    await search.fill('no such strain');
    await expect(page.getByRole('heading', { name: 'No Entries Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(count(page)).toHaveText('3 entries found');
    await expect(search).toHaveValue('');

    // Sorts.
    const sort = page.getByLabel('Sort entries');
    await sort.selectOption('alphabetical');
    await expect(list.getByRole('heading')).toHaveText(['Blue Dream', 'Jack Herer', 'Northern Lights']);
    await sort.selectOption('highest');
    await expect(list.getByRole('heading')).toHaveText(['Blue Dream', 'Jack Herer', 'Northern Lights']);
    await sort.selectOption('oldest');
    await expect(list.getByRole('heading')).toHaveText(['Blue Dream', 'Northern Lights', 'Jack Herer']);
    await sort.selectOption('recent');
    await expect(list.getByRole('heading')).toHaveText(['Jack Herer', 'Northern Lights', 'Blue Dream']);

    // A card opens its entry.
    await list.getByRole('link', { name: /Northern Lights/ }).click();
    await expect(page).toHaveURL(/\/entry\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Northern Lights', exact: true })).toBeVisible();
  });

  test('search finds by text and by its chips', async ({ page, request }) => {
    const user = await userWithJournal(page, request);
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'No Strain Journal entries found' })).toBeVisible();
    await logEntries(page, user, entries, ENTRY);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Search Strain Journal' })).toBeVisible();
    const box = page.getByPlaceholder('Search by strain name, type, effect...');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('heading')).toHaveCount(3);
    await expectAccessible(page, 'search');

    await box.fill('COUCH');
    await expect(results.getByRole('heading')).toHaveText(['Northern Lights']);
    await box.fill('happy');
    await expect(results.getByRole('heading')).toHaveCount(2);
    await page.getByRole('button', { name: 'Sativa', exact: true }).click();
    await expect(results.getByRole('heading')).toHaveText(['Jack Herer']);
    await page.getByRole('button', { name: 'Indica', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No entries match your search criteria' })).toBeVisible();
    await box.fill('');
    await page.getByRole('button', { name: 'Highest Rated' }).click();
    await expect(results.getByRole('heading')).toHaveText(['Blue Dream', 'Jack Herer', 'Northern Lights']);
    await page.getByRole('button', { name: 'Recent' }).click();
    await expect(results.getByRole('heading')).toHaveCount(3);
    await page.getByRole('button', { name: 'All Entries' }).click();
    await expect(page.getByRole('button', { name: 'All Entries' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('a journal longer than its first page', () => {
  // The route below holds the whole list back (the config blocks the service worker, which would fetch it
  // out of the page's sight: decision 0064).
  const JOURNAL_FIRST_PAGE = 50; // as in src/web/journal/api.ts

  test('shows the newest cards and the count at once; search, filters and sort cover every entry once all have loaded', async ({
    page,
    request,
  }) => {
    const user = await userWithJournal(page, request);
    const total = JOURNAL_FIRST_PAGE + 12;
    // The oldest entry is the only indica, and the only one with "needle" in its notes: it is not on the
    // first page, so only the whole list finds it.
    await logEntries(
      page,
      user,
      [
        { strainName: 'Oldest Gem', strainType: 'indica', notes: 'Pine needle finish.', overallRating: 2 },
        ...Array.from({ length: total - 1 }, (_, i) => ({
          strainName: `Daily ${String(i + 1).padStart(2, '0')}`,
          strainType: 'sativa',
        })),
      ],
      ENTRY,
    );

    // The whole list waits until the test lets it through.
    const { release, asked } = await holdRequests(page, /\/api\/entries(\?.*)?$/, (url) => !url.search);

    await page.goto('/journal');
    const list = page.getByRole('list', { name: 'Journal entries' });
    await expect(count(page)).toHaveText(`${total} entries found`);
    await expect(list.getByRole('heading').first()).toHaveText(`Daily ${total - 1}`);
    await expect(page.getByText(`Loading all ${total} entries…`)).toBeVisible();
    await expect.poll(() => asked.map((url) => url.search)).toEqual([`?limit=${JOURNAL_FIRST_PAGE}`, '']);

    // Typed before the whole list is in: no count, no results, until it is.
    const search = page.getByLabel('Search entries');
    await search.fill('NEEDLE');
    await expect(count(page)).toHaveText(`Loading all ${total} entries…`);
    await expect(list).toHaveCount(0);
    release();
    await expect(count(page)).toHaveText('1 entry');
    await expect(list.getByRole('heading')).toHaveText(['Oldest Gem']);
    await expect(page.getByText(`Loading all ${total} entries…`)).toHaveCount(0);
    await search.fill('');
    await expect(count(page)).toHaveText(`${total} entries found`);

    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByRole('button', { name: 'Indica', exact: true }).click();
    await expect(count(page)).toHaveText('1 entry');
    await expect(list.getByRole('heading')).toHaveText(['Oldest Gem']);
    await panel.getByRole('button', { name: 'Reset All' }).click();
    await expect(count(page)).toHaveText(`${total} entries found`);

    await page.getByLabel('Sort entries').selectOption('oldest');
    await expect(list.getByRole('heading').first()).toHaveText('Oldest Gem');
    await page.getByLabel('Sort entries').selectOption('recent');
    await expect(list.getByRole('heading').first()).toHaveText(`Daily ${total - 1}`);
  });
});

test.describe('one entry', () => {
  test('edit in half steps, favourite, then delete', async ({ page, request }) => {
    const user = await userWithJournal(page, request);
    const [id] = await logEntries(
      page,
      user,
      [{ strainName: 'Gelato', overallRating: 4, effects: ['giggly'], notes: 'Sweet and creamy.' }],
      ENTRY,
    );

    await page.goto(`/entry/${id}`);
    await expect(page.getByRole('heading', { name: 'Gelato', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(page.getByText('Sweet and creamy.')).toBeVisible();
    // Only the sub-ratings that are set are listed: this entry has none.
    await expect(page.getByRole('heading', { name: 'Ratings', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'entry detail');

    // Edit.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Entry' })).toBeVisible();
    await page.getByLabel('Strain name').fill('Gelato #41');
    const overall = page.getByRole('slider', { name: 'Overall', exact: true });
    await overall.focus();
    await overall.press('ArrowLeft');
    await expect(overall).toHaveAttribute('aria-valuetext', '3.5/5');
    // The edit asks the ratings New Entry asks for this product, unrated ones unset.
    await expect(page.getByRole('slider', { name: 'Relaxation', exact: true })).toHaveCount(0);
    const potency = page.getByRole('slider', { name: 'Potency', exact: true });
    await expect(potency).toHaveAttribute('aria-valuetext', 'Not rated');
    await potency.focus();
    await potency.press('ArrowRight');
    await expect(potency).toHaveAttribute('aria-valuetext', '3.5/5');
    await page.getByRole('button', { name: 'Happy', exact: true }).click();
    await expectAccessible(page, 'edit entry');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Entry Updated', 'Your journal entry has been updated successfully.');
    await expect(page).toHaveURL(new RegExp(`/entry/${id}$`));
    await expect(page.getByRole('heading', { name: 'Gelato #41', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: '3.5 out of 5 stars' })).toBeVisible();
    await expect(page.getByText('Potency')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Effects' })).toContainText('Happy');

    // Favourite and back.
    const heart = page.getByRole('button', { name: 'Favorite' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expectToast(page, 'Success', 'Added to favorites!');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Favorite' }).click();
    await expectToast(page, 'Success', 'Removed from favorites');
    await expect(page.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Favorite' }).click();
    await expectToast(page, 'Success', 'Added to favorites!');

    // Delete, after confirming.
    await page.getByRole('button', { name: 'Delete entry' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Delete this entry?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete entry' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete entry' }).click();
    await expectToast(page, 'Entry deleted');
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('heading', { name: 'No Entries Found' })).toBeVisible();
    const favorites = await page.request.get('/api/favorites', { headers: { 'x-user-id': String(user.id) } });
    expect(await favorites.json()).toEqual([]);

    await page.goto(`/entry/${id}`);
    await expect(page.getByRole('heading', { name: 'Entry Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("another user's entry is not found", async ({ page, request }) => {
    const owner = await createAccount(request);
    const other = await createAccount(request);
    await signInAs(page, owner);
    const [id] = await logEntries(page, owner, [{ strainName: 'Private Kush' }], ENTRY);
    await page.context().clearCookies();
    await signInAs(page, other);
    await page.goto(`/entry/${id}`);
    await expect(page.getByRole('heading', { name: 'Entry Not Found' })).toBeVisible();
    await expect(page.getByText("The Strain Journal entry you're looking for doesn't exist")).toBeVisible();
    await page.goto(`/edit/${id}`);
    await expect(page.getByRole('heading', { name: 'Entry Not Found' })).toBeVisible();
  });
});

test.describe('home', () => {
  test('empty, then full with insights and a comparison of two strains', async ({ page, request }) => {
    const user = await userWithJournal(page, request);
    await page.goto('/');
    // A new account is greeted as new, told what to do first, and never shown a count of nothing.
    await expect(page.getByRole('heading', { name: 'Welcome to your journal', level: 1 })).toBeVisible();
    await expect(page.getByText(/You have 0/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Start here' })).toBeVisible();
    // The cards below the first screen are drawn as they near the view.
    await scrollThrough(page);
    await expect(page.getByText('Log 3 entries to see your profile')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Compare Strains' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Strains to Try' })).toBeVisible();
    // Popular picks to start with, but no match claimed without the user's own data behind it.
    await expect(page.getByText('Pineapple Express').first()).toBeVisible();
    await expect(page.getByText(/Matches \d+%/)).toHaveCount(0);
    await expect(
      page.getByText(
        'Popular picks to start with. Log a session with its effects to see strains matched to you.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'home empty');

    await logEntries(
      page,
      user,
      [
        {
          strainName: 'Blue Dream',
          strainType: 'hybrid',
          overallRating: 5,
          potencyRating: 4,
          aromaRating: 5,
          flavorRating: 4,
          effects: ['happy'],
        },
        { strainName: 'Blue Dream', strainType: 'hybrid', overallRating: 4, effects: ['happy', 'creative'] },
        {
          strainName: 'Bubba Kush',
          strainType: 'indica',
          method: 'bong',
          overallRating: 3,
          effects: ['sleepy'],
        },
        { strainName: 'Durban Poison', strainType: 'sativa', overallRating: 4, effects: ['energetic'] },
      ],
      ENTRY,
    );
    await page.reload();
    await expect(page.getByText('You have 4 Strain Journal entries')).toBeVisible();
    await scrollThrough(page);
    // Entries saved today are still the first day: "Welcome back" waits for a later day (issue 57).
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true, level: 1 })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Entries' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([
      'Durban Poison',
      'Bubba Kush',
      'Blue Dream',
    ]);
    await expect(recent.getByRole('link', { name: 'View all' })).toBeVisible();
    // With entries of their own, no fixed picks: the strains others rated with these effects, each saying
    // whose ratings back it, or an honest note while fewer than three people have. Other tests log into
    // the same server side by side, so which one shows depends on them (the API tests pin each case).
    const toTry = page.getByRole('region', { name: 'Strains to Try' });
    const matched = toTry.getByText('Rated highly by others, matched to your effects');
    await expect(
      matched.or(toTry.getByText('Not enough ratings from others yet to suggest strains for you.')),
    ).toBeVisible();
    if (await matched.isVisible()) {
      const reasons = await toTry
        .getByRole('article')
        .getByText(/^Rated /)
        .allTextContents();
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons)
        expect(reason).toMatch(
          /^Rated [\d.]+ by (\d{2,}|[3-9]) people who felt (happy|creative|sleepy|energetic)/,
        );
    }
    await expect(page.getByText('Matches 92%')).toHaveCount(0);
    await expect(page.getByText('Favorite type')).toBeVisible();
    await expect(page.getByText('Top effect')).toBeVisible();
    // Only what the entries hold: the flower form's ratings that were given, never a zero for one never asked.
    await expect(
      page.getByText('Flower profile from 4 entries: Overall 4, Potency 4, Aroma 5, Flavor 4.'),
    ).toBeAttached();
    await expectAccessible(page, 'home full');
    // The year grid opens on its newest week (laid out from the right, no script scrolls it). Its squares
    // are drawn as they come near (the text alternative is there before): today's holds the four entries.
    const year = page.getByRole('img', { name: '1 day with entries in the last year; longest run 1 day.' });
    await year.scrollIntoViewIfNeeded();
    await expect(year.locator(':scope > div').last()).toBeInViewport();
    await expect(year.getByTitle(/: 4 entries$/)).toBeVisible();
    await expectAccessible(page, 'home full, the year grid drawn');

    // The radar chart is plain SVG drawn with the page (no chart library to wait for, decision 0030): one
    // polygon per series over the five grid rings, and a label per axis.
    await page.setViewportSize({ width: 412, height: 600 });
    await page.reload();
    await scrollThrough(page);
    const insights = page.locator('figure').filter({ hasText: 'Flower profile' });
    await insights.scrollIntoViewIfNeeded();
    const radar = insights.locator('svg[data-chart="radar"]');
    await expect(radar).toBeVisible();
    await expect(radar.locator('polygon')).toHaveCount(6);
    await expect(radar.locator('text')).toHaveText(['Overall', 'Potency', 'Aroma', 'Flavor']);

    await page.getByRole('button', { name: 'Compare Strains' }).click();
    const panel = page.getByRole('dialog', { name: 'Compare Strains' });
    await expect(panel.getByText('Select strains to compare (max 3)')).toBeVisible();
    await panel.getByRole('button', { name: 'Blue Dream' }).click();
    await panel.getByRole('button', { name: 'Bubba Kush' }).click();
    const table = panel.getByRole('table', { name: 'Average ratings by strain' });
    await expect(table.getByRole('columnheader')).toHaveText(['Rating', 'Blue Dream', 'Bubba Kush']);
    await expect(table.getByRole('row', { name: /Overall/ })).toContainText('4.5');
    await expect(table.getByRole('row', { name: /Overall/ })).toContainText('3');
    await expectAccessible(page, 'compare strains');
    await panel.getByRole('button', { name: 'Durban Poison' }).click();
    // At three the other chips rest.
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Compare Strains' })).toBeFocused();
  });

  test('a dialog opened from the keyboard on a fresh page takes focus and gives it back', async ({
    page,
    request,
  }) => {
    // Radix loads with a dialog's first open (decision 0030): the first open must behave like any other.
    await userWithJournal(page, request);
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Achievements' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    // Another dialog, closed with its close button this time.
    await page.getByRole('button', { name: 'View all' }).focus();
    await page.keyboard.press('Enter');
    const all = page.getByRole('dialog', { name: 'Strains to Try' });
    await expect(all).toBeVisible();
    await all.getByRole('button', { name: 'Close' }).click();
    await expect(all).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View all' })).toBeFocused();
  });
});

test('the journal screens pass axe in dark mode too', async ({ page, request }) => {
  const user = await userWithJournal(page, request);
  const headers = { 'x-user-id': String(user.id) };
  const settings = await (await page.request.get('/api/user/settings', { headers })).json();
  await page.request.put('/api/user/settings', {
    headers,
    data: { ...settings, display: { ...settings.display, darkMode: true, colorTheme: 'indica' } },
  });
  const [id] = await logEntries(
    page,
    user,
    [
      {
        strainName: 'Blue Dream',
        strainType: 'sativa',
        overallRating: 4,
        effects: ['happy'],
        notes: 'Bright.',
      },
      { strainName: 'Bubba Kush', strainType: 'indica', overallRating: 3, effects: ['sleepy'] },
    ],
    ENTRY,
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByText('You have 2 Strain Journal entries')).toBeVisible();
  await expectAccessible(page, 'home dark');
  await page.goto('/journal');
  await page.getByRole('button', { name: /^Filter/ }).click();
  await page
    .getByRole('region', { name: 'Filters' })
    .getByRole('button', { name: 'Sativa', exact: true })
    .click();
  await expectAccessible(page, 'journal dark');
  await page.goto(`/entry/${id}`);
  await expect(page.getByRole('heading', { name: 'Blue Dream', exact: true })).toBeVisible();
  await expectAccessible(page, 'detail dark');
  await page.goto('/new');
  await page.getByLabel('Product type').selectOption('edible');
  await page.getByRole('button', { name: /Sharing and stash/ }).click();
  await page.getByRole('checkbox', { name: 'Add to my stash' }).click();
  // Judged from the top: wherever the click left the page, a chip half under the sticky top bar is no
  // smaller a target for a finger (the bar is not over it once scrolled there).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, 'new entry dark');
});

test('favorites: a row on Home, one tap in the journal, and the active filters as chips', async ({
  page,
  request,
}) => {
  const user = await userWithJournal(page, request);
  const ids = await logEntries(
    page,
    user,
    [
      { strainName: 'Blue Dream' },
      { strainName: 'Gelato', strainType: 'indica' },
      { strainName: 'Jack Herer', strainType: 'sativa' },
      { strainName: 'Durban Poison', strainType: 'sativa' },
    ],
    ENTRY,
  );
  for (const entryId of [ids[1], ids[2]]) {
    const res = await page.request.post('/api/favorites', {
      data: { entryId },
      headers: { 'x-user-id': String(user.id) },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Your Favorites' });
  await expect(row.getByRole('heading', { level: 3 })).toHaveText(['Jack Herer', 'Gelato']);

  await page.goto('/journal');
  await expect(count(page)).toHaveText('4 entries found');
  const favoritesToggle = page.getByRole('button', { name: 'Favorites', exact: true });
  await favoritesToggle.click();
  await expect(favoritesToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('2 entries found');
  const active = page.getByRole('region', { name: 'Active filters' });
  await expect(active).toContainText('1 filter:');
  await expectAccessible(page, 'journal favorites');

  // A second filter from the panel shows as a chip too; each chip removes its filter; Clear all the rest.
  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.getByRole('group', { name: 'Strain Type' }).getByRole('button', { name: 'Sativa' }).click();
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(count(page)).toHaveText('1 entry');
  await expect(active).toContainText('2 filters:');
  await active.getByRole('button', { name: 'Remove filter Favorites' }).click();
  await expect(count(page)).toHaveText('2 entries found');
  await active.getByRole('button', { name: 'Clear all' }).click();
  await expect(count(page)).toHaveText('4 entries found');
  await expect(active).toHaveCount(0);

  await page.goto('/journal?favorites');
  await expect(count(page)).toHaveText('2 entries found');
  await expect(page).toHaveURL(/\/journal$/);
});

import { createAccount, expect, expectAccessible, expectToast, signInAs, test } from './fixtures';

// Installable and offline, end to end in Chromium: the manifest and its icons, the service worker taking
// control, then the network cut: the shell still loads, says the user is offline, and a save fails loudly.

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

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker controls the page; cut off, the shell loads, says so, and a save fails loudly', async ({
    page,
    context,
    request,
  }) => {
    const user = await createAccount(request);
    await signInAs(page, user);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    // The worker installs (precaching the shell and every screen's code), then controls a reload.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

    const banner = page.getByRole('status').filter({ hasText: "You're offline" });
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(
      "You're offline. You can look around, but changes can't be saved until you reconnect.",
    );

    // A reload of Home: the cached shell, not Chromium's offline page, and no false "0 entries".
    const home = await page.reload();
    expect(home?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Couldn't load your entries" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Entries Yet' })).toHaveCount(0);
    await expect(banner).toBeVisible();
    await expectAccessible(page, 'home offline, with the banner');

    // The Journal, never opened online: its code was precached.
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Couldn't load your journal" })).toBeVisible();
    await expect(banner).toBeVisible();

    // A save attempted offline says why it failed.
    await page.goto('/new');
    await expect(page.getByRole('heading', { name: 'New Product Entry' })).toBeVisible();
    await page.getByLabel('Strain name').fill('Offline Haze');
    await page.getByLabel('Dosage').fill('0.5 g');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expectToast(page, 'Connection error', 'Network error occurred. Please check your connection.');
    await expect(page).toHaveURL(/\/new$/);

    // Back online: the banner goes, and the same save goes through.
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expectToast(page, 'Entry saved', 'Your strain entry has been saved successfully');
    await expect(page).toHaveURL(/\/$/);
  });
});

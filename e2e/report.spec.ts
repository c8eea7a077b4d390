import { expect, expectAccessible, expectToast, logEntry, showPrivacyTab, test } from './fixtures';

test.describe('report and share links', () => {
  test('prints the report to PDF, shares it to a fresh browser, and a revoked link no longer works', async ({
    page,
    browser,
    user,
  }) => {
    await logEntry(page, user, {
      strainName: 'Report Haze',
      strainType: 'sativa',
      productType: 'flower',
      dosage: '0.5 g',
      overallRating: 5,
      notes: 'Private thought',
    });

    await page.goto('/report');
    await expect(page.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
    await expect(page.getByText('Report Haze')).toBeVisible();
    await expect(page.getByText('Private thought')).toHaveCount(0);
    await expectAccessible(page, 'report');

    // The printed PDF carries the report and none of the navigation.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('Report Haze')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create share link' })).toBeHidden();
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Create share link' }).click();
    const url = await page.getByTestId('share-url').getAttribute('href');
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);

    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(url as string);
    await expect(other.getByRole('heading', { name: 'Strain journal report' })).toBeVisible();
    await expect(other.getByText('Report Haze')).toBeVisible();
    await expect(other.getByText('Private thought')).toHaveCount(0);
    // Nothing of the account is linked (the skip link only jumps within the page).
    await expect(other.locator('a[href]:not([href="#main"])')).toHaveCount(0);
    await expectAccessible(other, 'shared report');

    await page.reload();
    await expect(page.getByText(/1 view\b/)).toBeVisible();
    // The owner sees the view beside the managers' reads, in Settings.
    await showPrivacyTab(page);
    await expect(page.getByRole('list', { name: 'Share link views' })).toContainText(/: 1 view/);
    // Nothing loads in above the link and moves it from under the finger (the import card once did).
    const manage = page.getByRole('link', { name: 'Manage links' });
    const before = await manage.boundingBox();
    await page.waitForLoadState('networkidle');
    expect(await manage.boundingBox()).toEqual(before);
    await manage.click();
    await expect(page).toHaveURL(/\/report$/);
    await page.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Link revoked');
    await expect(page.getByRole('list', { name: 'Your share links' })).toContainText('revoked');

    await other.reload();
    await expect(other.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await stranger.close();
  });

  test('revoking the link just made takes its "shown this once" box and Copy button away with it @both', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/report');
    await page.getByRole('button', { name: 'Create share link' }).click();
    await expect(page.getByText('Your new link, shown this once')).toBeVisible();
    await page.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Link revoked');
    await expect(page.getByText('Your new link, shown this once')).toHaveCount(0);
    await expect(page.getByTestId('share-url')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your share links' })).toContainText('revoked');
    // Its days come from the one date formatter, never as "2026-10-30" under "30 Oct 2026" (issue 57).
    await expect(page.getByRole('list', { name: 'Your share links' })).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  });
});

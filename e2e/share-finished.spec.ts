import { expect, expectAccessible, expectToast, logEntry, settle, test } from './fixtures';

// Issue 45: the report's fields show its period; a new link can be copied (or shared); the shared page
// says who shared it, which days it covers and until when the link works.
test('the report shows its period, its new link copies, and the shared page says who, which days and until when @both', async ({
  page,
  browser,
  user,
}) => {
  await logEntry(page, user, { strainName: 'Harlequin' });
  const saved = await page.request.put('/api/user/report-profile', {
    headers: { 'x-user-id': String(user.id) },
    data: { displayName: 'Alex Rivera', conditions: ['Chronic pain'] },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/report');
  const answer = await (
    await page.request.get('/api/report?notes=false', { headers: { 'x-user-id': String(user.id) } })
  ).json();
  // From and To hold the last 30 days the report covers.
  await expect(page.getByLabel('From')).toHaveValue(answer.from);
  await expect(page.getByLabel('To')).toHaveValue(answer.to);

  await page.getByRole('button', { name: 'Create share link' }).click();
  const url = await page.getByTestId('share-url').getAttribute('href');
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expectToast(page, 'Copied', 'The link is on your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await settle(page);
  await expectAccessible(page, 'report with a new link');

  const other = await (await browser.newContext()).newPage();
  await other.goto(url!);
  const byline = other.getByTestId('shared-by');
  await expect(byline).toContainText('Shared by Alex Rivera');
  await expect(byline).toContainText(/ to /);
  await expect(byline).toContainText('This link works until');
  await expect(other.getByText(user.username)).toHaveCount(0);
  await settle(other);
  await expectAccessible(other, 'shared report with its byline');
  await other.context().close();
});

import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, expectToast, signInAsAdmin, test } from './fixtures';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The page signed in as the seeded admin, on `path` (the admin screen, or one of its tabs). */
async function openAsAdmin(page: Page, path: string) {
  await signInAsAdmin(page);
  await page.goto(path);
}

/** A list of users, narrowed to one name (the tables hold every test's accounts). */
async function findUser(page: Page, username: string, name = 'Users') {
  await page.getByLabel('Search users').fill(username);
  const list = page.getByRole('list', { name }).or(page.getByRole('table', { name }));
  await expect(list.getByText(username, { exact: true })).toBeVisible();
  return list;
}

test.describe('admin dashboard', () => {
  test('creates a user and a manager, edits a role, and deletes a user after confirming', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The user top bar is not shown to admins; the admin header is.
    await expect(page.getByRole('link', { name: /Strain Journal/ })).toContainText('Admin');
    await expectAccessible(page, 'accounts');

    // Create, with the spec's messages first.
    const username = `alice${tag()}`;
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Username').fill('ab');
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Username must be at least 3 characters long')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expectAccessible(page, 'create dialog');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('pass-1234');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('pass-1234');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created', 'The user has been created successfully');
    await expect(dialog).toBeHidden();

    // A taken name is refused with the server's message.
    await page.getByRole('button', { name: 'Add New User' }).click();
    await dialog.getByLabel('Username').fill(username.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill('pass-1234');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'Failed to create user', 'That username is already taken');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const managerName = `boss${tag()}`;
    await page.getByRole('button', { name: 'Add New User' }).click();
    await dialog.getByLabel('Username').fill(managerName);
    await dialog.getByLabel('Password', { exact: true }).fill('pass-1234');
    await dialog.getByLabel('Role').selectOption('manager');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created');
    const managers = await findUser(page, managerName);
    await expect(managers.getByText('Manager', { exact: true })).toBeVisible();

    // Edit a role: the current password is never shown; the new one is optional.
    const list = await findUser(page, username);
    await list.getByRole('button', { name: `Edit ${username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('New Password')).toHaveValue('');
    await expect(edit.getByLabel('Current Password')).toHaveCount(0);
    await edit.getByLabel('New Password').fill('abc');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Password must be at least 8 characters long')).toBeVisible();
    await edit.getByLabel('New Password').fill('');
    await edit.getByLabel('Role').selectOption('manager');
    await expectAccessible(page, 'edit dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'User updated', 'The user has been updated successfully');
    await expect(list.getByText('Manager', { exact: true })).toBeVisible();

    // Delete, after the confirmation.
    await list.getByRole('button', { name: `Delete ${username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(
      confirm.getByText(
        'This action cannot be undone. This will permanently delete the user account and all associated data.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'delete confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted', 'The user has been deleted successfully');
    await expect(page.getByText('No users found')).toBeVisible();
    expect((await request.post('/api/login', { data: { username, password: 'pass-1234' } })).status()).toBe(
      401,
    );
  });

  test('an admin cannot delete their own account', async ({ page }) => {
    await openAsAdmin(page, '/admin');
    const list = await findUser(page, ADMIN.username);
    await expect(list.getByRole('button', { name: 'You cannot delete your own account' })).toBeDisabled();
  });

  test('creates and edits a reward, with the server’s rules; the point settings come from the app', async ({
    page,
  }) => {
    await openAsAdmin(page, '/admin?tab=rewards');
    await expect(page.getByRole('tab', { name: 'Rewards & Gamification' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('5 points + 2 per streak day')).toBeVisible();
    await expect(page.getByText('10 points, +5 for completing all fields')).toBeVisible();
    await expect(page.getByText(/^50 points · /)).toBeVisible();
    await expectAccessible(page, 'rewards');

    const name = `Grinder ${tag()}`;
    await page.getByRole('button', { name: 'Add New Reward' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Reward' });
    await dialog.getByRole('button', { name: 'Create Reward' }).click();
    await expect(dialog.getByText('Reward name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('A metal grinder');
    await dialog.getByLabel('Cost (Points)').fill('250');
    await dialog.getByLabel('Tier').selectOption('gold');
    await dialog.getByLabel('Image URL').fill('http://example.com/x.png');
    await dialog.getByRole('button', { name: 'Create Reward' }).click();
    await expect(dialog.getByText('Image URL must be an https:// address')).toBeVisible();
    await dialog.getByLabel('Image URL').fill('https://example.com/grinder.png');
    await expectAccessible(page, 'reward dialog');
    await dialog.getByRole('button', { name: 'Create Reward' }).click();
    await expectToast(page, 'Reward created');

    const rewards = page
      .getByRole('list', { name: 'Rewards' })
      .or(page.getByRole('table', { name: 'Rewards' }));
    await expect(rewards.getByText(name)).toBeVisible();
    await rewards.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Reward' });
    await expect(edit.getByLabel('Cost (Points)')).toHaveValue('250');
    await edit.getByLabel('Cost (Points)').fill('300');
    await edit.getByRole('switch', { name: /Active/ }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Reward updated');
    const item = rewards
      .getByRole('listitem')
      .filter({ hasText: name })
      .or(rewards.getByRole('row').filter({ hasText: name }));
    await expect(item).toContainText('300');
    await expect(item).toContainText('Inactive');

    await item.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Reward deleted');
    await expect(rewards.getByText(name)).toHaveCount(0);

    // The point system is shown, not edited here: its button says so.
    await expect(page.getByRole('button', { name: 'Adjust Point System' })).toHaveCount(0);
    await page.getByRole('button', { name: 'View levels' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Point System' }).getByText('Cannabis Connoisseur'),
    ).toBeVisible();
  });

  test('journal entries, stats with report downloads, and login activity', async ({ page }) => {
    await openAsAdmin(page, '/admin?tab=entries');
    await expect(page.getByText('Total Entries')).toBeVisible();
    await expect(page.getByText('Manager Accessible')).toBeVisible();
    await expect(page.getByText('Average Rating')).toBeVisible();
    await expectAccessible(page, 'entries');

    await page.getByRole('tab', { name: 'Basic Stats' }).click();
    await expect(page).toHaveURL(/tab=stats/);
    await expect(page.getByText('Operational')).toBeVisible();
    await expect(page.getByText('Good', { exact: true })).toBeVisible();
    await expectAccessible(page, 'stats');
    for (const [button, file] of [
      ['User Activity', /^user-activity-\d{4}-\d{2}-\d{2}\.csv$/],
      ['Content Distribution', /^content-distribution-\d{4}-\d{2}-\d{2}\.csv$/],
      ['Rewards Usage', /^rewards-usage-\d{4}-\d{2}-\d{2}\.csv$/],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button, exact: true }).click();
      expect((await download).suggestedFilename()).toMatch(file);
      await expectToast(page, 'Report downloaded');
    }

    await page.getByRole('tab', { name: 'Login Activity' }).click();
    await expect(page.getByText('Daily Active Users')).toBeVisible();
    await expect(page.getByText('Weekly Active Users')).toBeVisible();
    await expect(page.getByText('Login Streak Leaders')).toBeVisible();
    const logins = await findUser(page, ADMIN.username, 'Login activity');
    await expect(logins.getByText('Active Today').first()).toBeVisible();
    await page.getByRole('button', { name: 'Refresh Login Data' }).click();
    await expect(page.getByRole('button', { name: 'Refresh Login Data' })).toBeEnabled();
    await expectAccessible(page, 'login activity');

    // The header menu: username, Settings, Logout.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('dialog').getByText(ADMIN.username, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

import { type Browser, expect, type Page, test } from '@playwright/test';

/** A browser of its own (cookies apart), signed in as `email`, on `path`. */
async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/login?post_login_url=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Numberyard1');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test.describe('contacts and blocking', () => {
  test('an admin keeps contacts, another member sees them live, and blocking lists the number', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, 'admin@numberyard.test', '/account/contacts');
    const member = await signedIn(browser, 'user@numberyard.test', '/account/contacts');
    await expect(admin.getByText('No contacts yet.')).toBeVisible();

    // Add, from the account menu's page, and watch it arrive in the other member's browser.
    await admin.getByRole('button', { name: 'Add Contact' }).click();
    const add = admin.getByRole('dialog', { name: 'Add Contact' });
    await add.getByLabel('Name').fill('Wendy Vendor');
    await add.getByLabel('Number').fill('503 234 0188');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(row(admin, 'Wendy Vendor')).toContainText('(503) 234-0188');
    await expect(row(member, 'Wendy Vendor')).toContainText('(503) 234-0188');

    // A second contact of the same number is refused with the server's message.
    await admin.getByRole('button', { name: 'Add Contact' }).click();
    await add.getByLabel('Name').fill('Wendy again');
    await add.getByLabel('Number').fill('(503) 234-0188');
    await add.getByRole('button', { name: 'Add' }).click();
    const error = admin.getByRole('alertdialog', { name: 'Error' });
    await expect(error).toContainText('You already have a contact for (503) 234-0188.');
    await error.getByRole('button', { name: 'Ok' }).click();

    // Edit the name, then block the number from the contacts list.
    await row(admin, 'Wendy Vendor').getByRole('button', { name: 'Edit Wendy Vendor' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Contact' });
    await edit.getByLabel('Name').fill('Wendy from Vendor Co');
    await edit.getByRole('button', { name: 'Save' }).click();
    await row(admin, 'Wendy from Vendor Co')
      .getByRole('button', { name: 'Block Wendy from Vendor Co' })
      .click();
    await expect(row(admin, 'Wendy from Vendor Co')).toContainText('Blocked');
    await expect(row(member, 'Wendy from Vendor Co')).toContainText('Blocked');

    // The blocking page lists it, blocks a number that has no contact, and unblocks.
    await admin.getByRole('link', { name: 'Blocking' }).first().click();
    await expect(admin.getByRole('rowheader', { name: '(503) 234-0188' })).toBeVisible();
    await admin.getByLabel('Number to block').fill('5032340199');
    await admin.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(admin.getByRole('rowheader', { name: '(503) 234-0199' })).toBeVisible();
    await admin.getByRole('button', { name: 'Unblock (503) 234-0188' }).click();
    await expect(admin.getByRole('rowheader', { name: '(503) 234-0188' })).toHaveCount(0);

    // Back on Contacts: delete after 'Confirm Delete'; the other browser sees it go.
    await admin.getByRole('link', { name: 'Contacts' }).first().click();
    await row(admin, 'Wendy from Vendor Co')
      .getByRole('button', { name: 'Delete Wendy from Vendor Co' })
      .click();
    await admin
      .getByRole('alertdialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(row(admin, 'Wendy from Vendor Co')).toHaveCount(0);
    await expect(row(member, 'Wendy from Vendor Co')).toHaveCount(0);
    // The contact blocking created stays, named after its number.
    await expect(row(member, '(503) 234-0199')).toContainText('Blocked');
  });

  test('fits a phone: the contacts page does not scroll sideways', async ({ browser }) => {
    const page = await signedIn(browser, 'admin@numberyard.test', '/account/contacts');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('button', { name: 'Add Contact' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

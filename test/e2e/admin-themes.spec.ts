import { expect, type Page, test } from '@playwright/test';

async function logInAsStaff(page: Page) {
  await page.goto('/login?post_login_url=/admin');
  await page.getByLabel('Email').fill('staff@numberyard.test');
  await page.getByLabel('Password', { exact: true }).fill('Numberyard1');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
}

test.describe('admin themes', () => {
  test('staff add a theme, give it patterns with a preview, edit, and delete it after confirming', async ({
    page,
  }) => {
    await logInAsStaff(page);
    await page.getByRole('list', { name: 'Admin screens' }).getByRole('link', { name: 'Themes' }).click();
    await expect(page.getByRole('heading', { name: 'Themes for /search' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Theme' }).click();
    const form = page.getByRole('dialog', { name: 'Add Theme' });
    await form.getByLabel('Title').fill('E2E Lucky Sevens');
    await form.getByLabel('Keyword').fill('Lucky Sevens!');
    await form.getByLabel('Start Date').fill('2020-01-01');
    await form.getByLabel('End Date').fill('2099-12-31');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Theme “E2E Lucky Sevens” saved.')).toBeVisible();

    await page.getByLabel('Name starts with').fill('E2E');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: /E2E Lucky Sevens/ });
    await expect(row).toContainText('(ACTIVE)');

    await row.getByRole('button', { name: 'Edit Patterns of E2E Lucky Sevens' }).click();
    const patterns = page.getByRole('dialog', { name: 'Theme Patterns: E2E Lucky Sevens' });
    await patterns.getByLabel('New pattern').fill('*777');
    await patterns.getByLabel('New pattern').press('Enter');
    await expect(patterns.getByText('*777', { exact: true })).toBeVisible();
    await patterns.getByLabel('New pattern').fill('xxyy');
    await patterns.getByRole('button', { name: 'Add' }).click();
    await expect(patterns.getByRole('list', { name: 'Patterns' }).getByRole('listitem')).toHaveCount(2);
    await expect(patterns.getByRole('list', { name: 'Sample wraps' }).getByRole('listitem')).toHaveCount(4);

    await patterns.getByRole('button', { name: 'Delete pattern XXYY' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(patterns.getByRole('list', { name: 'Patterns' }).getByRole('listitem')).toHaveCount(1);
    await patterns.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');

    await row.getByRole('button', { name: 'Edit E2E Lucky Sevens' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Theme' });
    await expect(edit.getByLabel('Keyword')).toHaveValue('lucky-sevens');
    await edit.getByLabel('Title').fill('E2E Sevens');
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('row', { name: /E2E Sevens/ });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Delete E2E Sevens' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText('No themes match.')).toBeVisible();
  });

  test('fits a phone: the themes table scrolls inside its box instead of widening the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logInAsStaff(page);
    await page.goto('/admin/themes');
    await page.getByRole('button', { name: 'Add Theme' }).click();
    const form = page.getByRole('dialog', { name: 'Add Theme' });
    await form.getByLabel('Title').fill('E2E Phone');
    await form.getByLabel('Keyword').fill('phone');
    await form.getByLabel('Start Date').fill('2030-01-01');
    await form.getByLabel('End Date').fill('2030-01-31');
    await form.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: /E2E Phone/ });
    await expect(row).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await row.getByRole('button', { name: 'Delete E2E Phone' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(row).toHaveCount(0);
  });
});

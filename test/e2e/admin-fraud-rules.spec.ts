import { expect, test } from '@playwright/test';

test.describe('admin fraud rules', () => {
  test('staff create a rule (a bad regex shown inline first), edit it, and delete it after confirming', async ({
    page,
  }) => {
    await page.goto('/login?post_login_url=/admin');
    await page.getByLabel('Email').fill('staff@numberyard.test');
    await page.getByLabel('Password', { exact: true }).fill('Numberyard1');
    await page.getByRole('button', { name: /log in/i }).click();
    await page
      .getByRole('list', { name: 'Admin screens' })
      .getByRole('link', { name: 'Fraud rules' })
      .click();
    await expect(page.getByRole('heading', { name: 'Fraud rules' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Fraud Rule' }).click();
    const form = page.getByRole('dialog', { name: 'Create or Edit Fraud Rule' });
    await form.getByLabel('Field').selectOption('email');
    await form.getByLabel('Operator').selectOption('regex');
    await form.getByLabel('Data').fill('(e2e');
    await form.getByLabel('Data').press('Tab');
    await expect(form.getByText('Invalid regex, please check.')).toBeVisible();
    await form.getByLabel('Data').fill('@e2e-fraud\\.example$');
    await form.getByLabel('Action').selectOption('manualFraudReview');
    await form.getByLabel('Priority').fill('7');
    await form.getByLabel('Comment').fill('E2E journey');
    // Keyboard: Enter in a field submits the form.
    await form.getByLabel('Data').press('Enter');

    const row = page.getByRole('row', { name: /@e2e-fraud/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(0)).toHaveText('7');
    await expect(row).toContainText('Manual review');
    await expect(row).toContainText('staff@numberyard.test');

    await row.getByRole('button', { name: /^Edit fraud rule/ }).click();
    const edit = page.getByRole('dialog', { name: 'Create or Edit Fraud Rule' });
    await expect(edit.getByLabel('Data')).toHaveValue('@e2e-fraud\\.example$');
    await edit.getByLabel('Action').selectOption('severeFraud');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Severe fraud');

    // At phone width the table scrolls inside its box; the page itself does not widen.
    await page.setViewportSize({ width: 375, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await row.getByRole('button', { name: /^Delete fraud rule/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText('@e2e-fraud');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('row', { name: /@e2e-fraud/ })).toHaveCount(0);
  });
});

import { expect, type Page, test } from '@playwright/test';

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Numberyard1');
  await page.getByRole('button', { name: /log in/i }).click();
}

test.describe('the web shell', () => {
  test('serves brand 1 by default with its name, logo, stylesheet and a login link back to the page', async ({
    page,
  }) => {
    await page.goto('/search?npa=201');
    await expect(page).toHaveTitle('Numberyard');
    await expect(page.getByRole('img', { name: /numberyard/i }).first()).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href="/brands/1/theme.css"]')).toHaveCount(1);
    const login = page.getByRole('link', { name: /log in/i });
    await expect(login).toHaveAttribute('href', '/login?post_login_url=%2Fsearch%3Fnpa%3D201');
  });

  test('serves brand 2 with the ?brandingId=2 override, remembered across pages', async ({ page }) => {
    await page.goto('/search?brandingId=2');
    await expect(page).toHaveTitle('Numberyard Business');
    await expect(page.locator('link[rel="stylesheet"][href="/brands/2/theme.css"]')).toHaveCount(1);
    await page.goto('/login');
    await expect(page).toHaveTitle('Numberyard Business');
  });

  test('keeps the UI component tester from guests, sending them to log in', async ({ page }) => {
    await page.goto('/admin/ui-component-tester');
    await expect(page).toHaveURL(/\/login\?post_login_url=%2Fadmin%2Fui-component-tester/);
  });

  test('keeps the UI component tester from a customer who is not staff', async ({ page }) => {
    await page.goto('/login?post_login_url=/admin/ui-component-tester');
    await logIn(page, 'admin@numberyard.test');
    // An account admin's home is Numbers (spec 1).
    await expect(page).toHaveURL(/\/account\/numbers$/);
    await expect(page.getByRole('heading', { name: 'UI component tester' })).toHaveCount(0);
  });

  test('lets staff drive toasts and modals from the UI component tester', async ({ page }) => {
    await page.goto('/login?post_login_url=/admin/ui-component-tester');
    await logIn(page, 'staff@numberyard.test');
    await expect(page.getByRole('heading', { name: 'UI component tester' })).toBeVisible();

    await page.getByLabel('Message').fill('Saved from the tester');
    await page.getByLabel('Location').selectOption('SW');
    await page.getByLabel('Timeout (seconds)').fill('0');
    await page.getByRole('button', { name: 'Success Toast' }).click();
    const toast = page.getByText('Saved from the tester');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeLessThan(viewport.width / 2);
    expect(box.y).toBeGreaterThan(viewport.height / 2);

    await page.getByRole('button', { name: 'Error Modal' }).click();
    const error = page.getByRole('alertdialog', { name: 'Error' });
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'Ok' }).click();
    await expect(error).toHaveCount(0);

    await page.getByRole('button', { name: 'Success Modal' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(success).toHaveCount(0);

    await page.getByRole('button', { name: 'Confirm Modal' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Test' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Confirmed')).toBeVisible();
  });

  test('signs a user in and out, landing on the profile', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'user@numberyard.test');
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByText('user@numberyard.test')).toBeVisible();
    await page.goto('/login');
    await expect(page.getByText(/hello uma/i)).toBeVisible();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: /log in/i })).toBeVisible();
  });

  test('fits a phone screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/search');
    await expect(page.getByRole('heading').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test('the footer leads to terms, privacy and about in each brand’s words, and the blog to its posts', async ({
    page,
  }) => {
    await page.goto('/search');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();

    await footer.getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();

    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Numberyard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Forward' })).toBeVisible();

    await page.goto('/about?brandingId=2');
    await expect(page.getByRole('heading', { level: 1, name: 'About Numberyard Business' })).toBeVisible();

    await page.getByRole('link', { name: 'Read the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const posts = page.getByRole('list', { name: 'Posts' });
    await expect(posts.getByRole('listitem')).toHaveCount(3);
    const first = posts.getByRole('link').first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
    await expect(page.locator('.blog-post__body h2').first()).toBeVisible();
  });

  test('the login page’s Sign Up and /basket open the Shopping Cart; /reset-password leads to recovery', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);

    await page.goto('/basket');
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();

    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/recover$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });
});

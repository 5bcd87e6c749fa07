import { type Browser, expect, type Page } from '@playwright/test';

/** Every demo login's password (src/modules/accounts/adapters/db/demo-logins.ts). */
export const DEMO_PASSWORD = 'Numberyard1';

/** Signs a demo user in through /login and waits for the account area. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account\//);
}

/** A second person in the same test: a new browser context signed in as a demo user. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

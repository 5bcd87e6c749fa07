import { expect, type Page, test } from '@playwright/test';

const results = (page: Page) => page.getByRole('article');

test.describe('number search', () => {
  test('searches by area code, picking its state, on brand 1', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Area code', exact: true }).fill('201');
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue(/NJ|New Jersey/);
    await expect(page).toHaveURL(/npa=201/);
    // Regular results wait 3 seconds from the start of the search, with progress shown meanwhile.
    await expect(page.getByText('Searching for numbers…')).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText('Searching for numbers…')).toBeHidden();
    await expect(results(page).first()).toContainText('(201)');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('searches by word on brand 2 and shows the word in the spelling', async ({ page }) => {
    await page.goto('/search?brandingId=2');
    await expect(page).toHaveTitle('Numberyard Business');
    await page.getByLabel('Words or digits').fill('CARS');
    await expect(page).toHaveURL(/search=CARS/);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText(/CARS/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Business terms' })).toBeVisible();
  });

  test('switching to toll free sets 8** and clears the state', async ({ page }) => {
    await page.goto('/search?type=local&npa=201&state=NJ');
    await page.getByRole('radio', { name: 'TOLL FREE' }).check();
    await expect(page).toHaveURL(/type=tollfree/);
    await expect(page).not.toHaveURL(/state=NJ/);
    await expect(page.getByRole('combobox', { name: 'Area code', exact: true })).toHaveValue('8**');
  });

  test('filters to numbers for sale and pages through more results', async ({ page }) => {
    await page.goto('/search?type=local&state=CA');
    await page.getByRole('link', { name: 'More results' }).click();
    await expect(page).toHaveURL(/moreResults=true/);
    await page.getByLabel('For sale only').check();
    await expect(page).toHaveURL(/saleOnly=true/);
    const first = await results(page).first().textContent();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/skip=/);
    await expect(results(page).first()).not.toHaveText(first!);
  });

  test('shows the no-criteria state until there are two criteria', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Find your number' })).toBeVisible();
  });
});

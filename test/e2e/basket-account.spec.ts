import { expect, test } from '@playwright/test';

// Pennsylvania's numbers: no other journey takes them (basket.spec.ts takes New Jersey's), so none is held by another basket.
const CHEAPEST_FOR_SALE = '/search?type=local&state=PA&saleOnly=true&moreResults=true&sort=price%2B';

test('a guest fills Account Info: the basket keeps the answers, never the password', async ({ page }) => {
  await page.goto(CHEAPEST_FOR_SALE);
  const listing = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  await listing.getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByText('Step 1 of 3')).toBeVisible();
  await cart.getByRole('button', { name: 'Continue' }).click();

  const step = page.getByRole('dialog', { name: 'Account Info' });
  await expect(step.getByText('Step 2 of 3')).toBeVisible();
  const next = step.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await step.getByLabel('First name').fill('Ada');
  await step.getByLabel('Last name').fill('Lovelace');
  await step.getByLabel('Address').fill('PO Box 12');
  await step.getByLabel('City').click();
  await expect(step.getByText('PO boxes are not accepted. Please enter a street address')).toBeVisible();
  await step.getByLabel('Address').fill('12 Elm St Apt 4');
  await step.getByLabel('City').fill('Hoboken');
  await step.getByLabel('State').selectOption('NJ');
  await step.getByLabel('Postal Code').fill('07030');
  await step.getByLabel('Contact Number').fill('(201) 234-5678');
  await step.getByLabel('Email').fill(`guest-${Date.now()}@example.com`);
  await step.getByLabel('Password').fill('Correct1horse');
  await step.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByRole('dialog', { name: 'Payment Info' })).toBeVisible();
  const profile = await (await page.request.get('/api/profile')).json();
  const basket = await (await page.request.get(`/api/baskets/${profile.basketUuid}`)).json();
  expect(basket.data).toMatchObject({
    firstName: 'Ada',
    address: '12 Elm St Apt 4',
    state: 'NJ',
    agree_terms: true,
  });
  expect(JSON.stringify(basket.data)).not.toContain('Correct1horse');
});

import { expect, type Page, test } from '@playwright/test';

// Its own state (checkout takes NY, TX and FL; basket NJ), so no other journey wants the same number.
const FOR_SALE_IN_WA = '/search?type=local&state=WA&saleOnly=true&moreResults=true&sort=price%2B';

/** The simulator's card form (no Stripe key in e2e) with one of Stripe's test numbers. */
async function typeCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

/** A guest buys the cheapest number for sale in WA with a card; answers its heading, e.g. '(206) 234-0100'. */
async function buyANumber(page: Page, email: string): Promise<string> {
  await page.goto(FOR_SALE_IN_WA);
  const listing = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  const number = (await listing.getByRole('heading').textContent())!.trim();
  await listing.getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByRole('listitem', { name: number })).toBeVisible();
  await cart.getByRole('button', { name: 'Continue' }).click();

  const account = page.getByRole('dialog', { name: 'Account Info' });
  await account.getByLabel('First name').fill('Wanda');
  await account.getByLabel('Last name').fill('Payer');
  await account.getByLabel('Address').fill('400 Broad St');
  await account.getByLabel('City').fill('Seattle');
  await account.getByLabel('State').selectOption('WA');
  await account.getByLabel('Postal Code').fill('98109');
  await account.getByLabel('Contact Number').fill('2069053100');
  await account.getByLabel('Email').fill(email);
  await account.getByLabel('Password').fill('Checkout123');
  await account.getByLabel(/I agree to the/).check();
  await account.getByRole('button', { name: 'Continue' }).click();

  const payment = page.getByRole('dialog', { name: 'Payment Info' });
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/account\/confirm$/, { timeout: 20_000 });
  return number;
}

test('an admin buys a number, keeps a card on file, pays on account and reads the statement', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const number = await buyANumber(page, `billing-${Date.now()}@example.com`);

  // My Numbers lists it.
  await page.goto('/account/numbers');
  await expect(
    page.getByRole('table', { name: 'Your numbers' }).getByRole('rowheader', { name: number }),
  ).toBeVisible();

  // Payment Method: no card yet, then a card kept on file through a SetupIntent.
  await page.getByRole('link', { name: 'Payment Method' }).first().click();
  await expect(page.getByText('You do not have a credit card on file.')).toBeVisible();
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was saved.')).toBeVisible();
  await expect(page.getByText('Visa ending in 4242, expires 12/2030')).toBeVisible();

  // Pay My Bill: checkout settled the order, so the admin pays $5.00 on account (a credit) with the card on file.
  await page.goto('/account/pay-now?amount=0');
  await expect(page.getByText('Amount due:')).toContainText('$0.00');
  await page.getByLabel('Amount to pay ($)').fill('5.00');
  await expect(page.getByLabel(/Card on file \(Visa ending in 4242\)/)).toBeChecked();
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByText('Your new balance is -$5.00.')).toBeVisible();

  // Billing: the payment in the ledger, and this month's statement.
  await page.getByRole('link', { name: 'Go to billing' }).click();
  await expect(page.getByText('$5.00 credit')).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row', { name: /Payment, Visa ending 4242/ })).toContainText('$5.00');
  const month = new Date().toISOString().slice(0, 7);
  await page.locator(`a[href="/account/billing/statements/${month}"]`).click();
  await expect(page.getByRole('heading', { name: /^Statement for / })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await expect(lines.getByRole('row', { name: /Payment, Visa ending 4242/ })).toContainText('-$5.00');
  await expect(page.getByText('Closing balance: -$5.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

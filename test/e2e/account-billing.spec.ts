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

/** Runs a sensitive change; when the page asks to confirm the password (sign-in not recent), gives it. */
async function confirmingPassword(page: Page, change: () => Promise<void>, done: RegExp) {
  await change();
  const prompt = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(page.getByText(done).or(prompt.getByLabel('Password'))).toBeVisible();
  if (await prompt.isVisible()) {
    await prompt.getByLabel('Password').fill('Checkout123');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(page.getByText(done)).toBeVisible();
}

test('an admin buys a number, protects it, upgrades its plan, keeps a card on file, pays the balance and reads the statement', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const number = await buyANumber(page, `billing-${Date.now()}@example.com`);

  // My Numbers lists it.
  await page.goto('/account/numbers');
  const numbers = page.getByRole('table', { name: 'Your numbers' });
  await expect(numbers.getByRole('rowheader', { name: number })).toBeVisible();

  // Its settings: a port-out PIN (0000 is refused) and the Transfer Lock.
  await numbers.getByRole('button', { name: `Options for ${number}` }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill('0000');
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await expect(
    page.getByText('That PIN is too easy to guess. Choose a PIN other than 0000 or 1234.'),
  ).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill('482913');
  await confirmingPassword(
    page,
    () => page.getByRole('button', { name: 'Set PIN' }).click(),
    /A PIN is set\. Another carrier must give it/,
  );
  const lock = page.getByRole('switch', { name: 'Transfer Lock' });
  await expect(lock).toHaveAttribute('aria-checked', 'false');
  await confirmingPassword(page, () => lock.click(), /On: every request to move this number/);
  await expect(lock).toHaveAttribute('aria-checked', 'true');

  // Upgrading Park to Forward shows the prorated charge first; confirming puts it on the bill.
  await page.goto('/account/numbers');
  await numbers.getByRole('button', { name: `Options for ${number}` }).click();
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the plan of ${number}` });
  await dialog.getByLabel('New plan').selectOption({ label: 'Forward ($6.00 a month)' });
  const quote = dialog.getByText(/^You will be charged \$\d+\.\d\d now: Forward at \$6\.00 a month/);
  await expect(quote).toBeVisible();
  const charged = /charged (\$\d+\.\d\d)/.exec((await quote.textContent())!)![1]!;
  await dialog.getByRole('button', { name: 'Confirm plan change' }).click();
  await expect(page.getByText(`${number} is now on the Forward plan.`)).toBeVisible();

  // Payment Method: no card yet, then a card kept on file through a SetupIntent.
  await page.getByRole('link', { name: 'Payment Method' }).first().click();
  await expect(page.getByText('You do not have a credit card on file.')).toBeVisible();
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was saved.')).toBeVisible();
  await expect(page.getByText('Visa ending in 4242, expires 12/2030')).toBeVisible();

  // Billing shows the plan change's charge; Pay now pays exactly that with the card on file.
  await page.goto('/account/billing');
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row', { name: /Forward/ })).toContainText(charged);
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByText('Amount due:')).toContainText(charged);
  await expect(page.getByLabel(/Card on file \(Visa ending in 4242\)/)).toBeChecked();
  await page.getByRole('button', { name: `Pay ${charged}` }).click();
  await expect(page.getByText('Your new balance is $0.00.')).toBeVisible();

  // The statement: the charge and the payment, closing at zero.
  await page.getByRole('link', { name: 'Go to billing' }).click();
  await expect(ledger.getByRole('row', { name: /Payment, Visa ending 4242/ })).toContainText(charged);
  const month = new Date().toISOString().slice(0, 7);
  await page.locator(`a[href="/account/billing/statements/${month}"]`).click();
  await expect(page.getByRole('heading', { name: /^Statement for / })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await expect(lines.getByRole('row', { name: /Forward/ })).toContainText(charged);
  await expect(lines.getByRole('row', { name: /Payment, Visa ending 4242/ })).toContainText(`-${charged}`);
  await expect(page.getByText('Closing balance: $0.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

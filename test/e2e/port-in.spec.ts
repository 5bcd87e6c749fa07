import { expect, type Locator, test } from '@playwright/test';

// Vermont (802): no other journey uses it. The portability simulator answers by the last digit (ADR 0047):
// 0 a portable landline, 6 a portable wireless number (account number and PIN needed).
const LANDLINE = '(802) 448-2710';
const WIRELESS = '(802) 448-2716';

/** Step 2 of the basket: a new account's service address, email and password (all valid by spec 2's rules). */
async function fillAccountInfo(dialog: Locator, email: string) {
  await dialog.getByLabel('First name').fill('Ethan');
  await dialog.getByLabel('Last name').fill('Allen');
  await dialog.getByLabel('Address').fill('149 Church St');
  await dialog.getByLabel('City').fill('Burlington');
  await dialog.getByLabel('State').selectOption('VT');
  await dialog.getByLabel('Postal Code').fill('05401');
  await dialog.getByLabel('Contact Number').fill('8028657000');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('PortIn1234');
  await dialog.getByLabel(/I agree to the/).check();
}

test.describe('port-in', () => {
  test('a guest ports in two numbers, one wireless, through the billing modal to checkout', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/search?brandingId=1');
    await page.getByRole('link', { name: 'Transfer Your Number' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer Your Numbers', level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Why bring your number to us' })).toBeVisible();

    // Step 1: the bulk textarea, and the ownership certification before verifying.
    await page.getByRole('button', { name: 'Transferring lots of numbers?' }).click();
    await page.getByLabel(/one per line or comma separated/).fill(`${LANDLINE}\n${WIRELESS}`);
    await page.getByRole('button', { name: 'VERIFY NUMBERS' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Please certify that you own these numbers/);
    await page.getByLabel(/I certify that I own these numbers/).check();
    await page.getByRole('button', { name: 'VERIFY NUMBERS' }).click();

    // Step 2: both portable, the second wireless.
    const landline = page.getByRole('listitem').filter({ hasText: LANDLINE });
    const wireless = page.getByRole('listitem').filter({ hasText: WIRELESS });
    await expect(landline).toContainText('Your number can be ported!');
    await expect(wireless).toContainText('Your number can be ported!');
    await expect(wireless).toContainText('Wireless');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The billing modal: a wireless number needs the account number and the PIN.
    const billing = page.getByRole('dialog', { name: 'Current Carrier Billing Info' });
    await billing.getByLabel('First name').fill('Ethan');
    await billing.getByLabel('Last name').fill('Allen');
    await billing.getByLabel('Service address').fill('149 Church St');
    await billing.getByLabel('City').fill('Burlington');
    await billing.getByLabel('State').selectOption('VT');
    await billing.getByLabel('Postal Code').fill('05401');
    await billing.getByRole('button', { name: 'Continue' }).click();
    await expect(billing.getByText('Account number is required')).toBeVisible();
    await expect(billing.getByText('PIN is required')).toBeVisible();
    await billing.getByLabel('Account number').fill('VT-4482');
    await billing.getByLabel('PIN').fill('9351');
    await billing.getByRole('button', { name: 'Continue' }).click();

    // Back on search with the basket open: both numbers in it as port-ins carrying the billing data.
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(page).toHaveURL(/\/search/);
    await expect(cart.getByRole('listitem', { name: LANDLINE })).toBeVisible();
    await expect(cart.getByRole('listitem', { name: WIRELESS })).toBeVisible();
    const profile = await (await page.request.get('/api/profile')).json();
    const basket = await (await page.request.get(`/api/baskets/${profile.basketUuid}`)).json();
    expect(basket.tnItems.map((item: { type: string }) => item.type)).toEqual(['portIn', 'portIn']);
    const wirelessItem = basket.tnItems.find((item: { tn: string }) => item.tn === '+18024482716');
    expect(wirelessItem.data).toMatchObject({
      firstName: 'Ethan',
      lastName: 'Allen',
      address: '149 Church St',
      city: 'Burlington',
      state: 'VT',
      zip: '05401',
      account_number: 'VT-4482',
      wireless: true,
      account_required: true,
      hasPin: true,
    });
    // The PIN is sealed on the server when the item is added: no basket answer carries it (ADR 0053).
    expect(JSON.stringify(basket)).not.toContain('9351');
    expect(wirelessItem.data).not.toHaveProperty('pin');

    // Checkout: nothing is due today (port-ins are billed upon port-in), so CHECKOUT places the order.
    await cart.getByRole('button', { name: 'Continue' }).click();
    const account = page.getByRole('dialog', { name: 'Account Info' });
    await fillAccountInfo(account, `porter-${Date.now()}@example.com`);
    await account.getByRole('button', { name: 'Continue' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment Info' });
    await expect(payment.getByText('Billed Upon Port-In')).toBeVisible();
    await payment.getByRole('button', { name: 'CHECKOUT' }).click();

    await expect(page).toHaveURL(/\/account\/confirm$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const ordered = page.getByRole('list', { name: 'Numbers in this order' });
    await expect(ordered).toContainText(LANDLINE);
    await expect(ordered).toContainText(WIRELESS);
  });
});

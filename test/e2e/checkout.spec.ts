import { expect, type Locator, type Page, test } from '@playwright/test';

// Each journey buys from its own state, so journeys (and basket.spec.ts, which takes NJ) never want the same
// number: the cheapest numbers for sale there, below the buy-now limit (Add to Cart).
const forSaleIn = (state: string) =>
  `/search?type=local&state=${state}&saleOnly=true&moreResults=true&sort=price%2B`;

const BRANDS = [
  { brandingId: 1, name: 'Numberyard', state: 'NY', phone: false },
  // On a phone's width: the steps, the totals and the card form fit it.
  { brandingId: 2, name: 'Numberyard Business', state: 'TX', phone: true },
] as const;

/** Adds the first `count` numbers offering Add to Cart; answers their headings as listed, e.g. '(518) 234-0100'. */
async function addNumbers(page: Page, count: number): Promise<string[]> {
  const numbers: string[] = [];
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  for (let index = 0; index < count; index++) {
    // A listing keeps its Add to Cart once added (pressing it again says it is in the cart): take the next.
    const listing = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
      .nth(index);
    const number = (await listing.getByRole('heading').textContent())!.trim();
    await listing.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cart.getByRole('listitem', { name: number })).toBeVisible();
    numbers.push(number);
    // The cart's Back closes it, and the next listing can be pressed.
    if (index < count - 1) {
      await cart.getByRole('button', { name: 'Back' }).click();
      await expect(cart).toBeHidden();
    }
  }
  return numbers;
}

/** Step 2: a new account's service address, email and password (all valid by spec 2's rules). */
async function fillAccountInfo(dialog: Locator, email: string) {
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Buyer');
  await dialog.getByLabel('Address').fill('350 5th Ave');
  await dialog.getByLabel('City').fill('New York');
  await dialog.getByLabel('State').selectOption('NY');
  await dialog.getByLabel('Postal Code').fill('10118');
  await dialog.getByLabel('Contact Number').fill('2127363100');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Checkout123');
  await dialog.getByLabel(/I agree to the/).check();
}

/** The simulator's card form (no Stripe key in e2e): Stripe's test card numbers. */
async function payByCard(dialog: Locator, cardNumber: string) {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

/** A guest with two numbers in the basket, through Account Info, on the Payment Info step. */
async function toPaymentInfo(page: Page, brand: { brandingId: number; state: string }, email: string) {
  await page.goto(`/search?brandingId=${brand.brandingId}`);
  await page.goto(forSaleIn(brand.state));
  const numbers = await addNumbers(page, 2);
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await cart.getByRole('button', { name: 'Continue' }).click();

  const account = page.getByRole('dialog', { name: 'Account Info' });
  await expect(account.getByText('Step 2 of 3')).toBeVisible();
  await fillAccountInfo(account, email);
  await account.getByRole('button', { name: 'Continue' }).click();

  const payment = page.getByRole('dialog', { name: 'Payment Info' });
  await expect(payment.getByRole('region', { name: 'Account information' })).toContainText(email);
  await expect(payment.getByLabel('Card number')).toBeVisible();
  return { numbers, payment };
}

/** Whether search still offers the number ('(518) 234-0100'): sold numbers are not listed. */
async function stillOffered(page: Page, number: string): Promise<boolean> {
  const digits = number.replace(/\D/g, '');
  const answer = await page.request.get(`/api/tnSearch?fqtnSearch=${encodeURIComponent(`+1${digits}`)}`);
  return ((await answer.json()).data as unknown[]).length > 0;
}

test.describe('checkout', () => {
  for (const brand of BRANDS) {
    test(`${brand.name}: a guest buys two numbers with a card and lands on the confirm page, signed in`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      if (brand.phone) await page.setViewportSize({ width: 360, height: 740 });
      const email = `buyer-${brand.brandingId}-${Date.now()}@example.com`;
      const { numbers, payment } = await toPaymentInfo(page, brand, email);
      for (const label of ["Today's Total", 'Billed Upon Port-In', 'Order Monthly Total']) {
        await expect(payment.getByText(label)).toBeVisible();
      }
      // Today's Total opens to its lines.
      await payment.getByText("Today's Total").click();
      await expect(payment.getByRole('list', { name: "Today's Total lines" })).toContainText(numbers[0]!);
      if (brand.phone) {
        expect(await payment.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true);
      }

      await payByCard(payment, '4242 4242 4242 4242');

      await expect(page).toHaveURL(/\/account\/confirm$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
      const ordered = page.getByRole('list', { name: 'Numbers in this order' });
      for (const number of numbers) await expect(ordered).toContainText(number);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Signed in as the account the checkout created, on this brand.
      const profile = await (await page.request.get('/api/profile')).json();
      expect(profile).toMatchObject({ isLoggedIn: true, role: 'admin', brandingId: brand.brandingId });
      expect(profile.userInfo.email).toBe(email);
      // The numbers are the account's now: sold, so search no longer offers them.
      for (const number of numbers) expect(await stillOffered(page, number)).toBe(false);

      // The buyer sees them in the account: the admin's Numbers page lists both.
      await page.goto('/account/numbers');
      const owned = page.getByRole('table', { name: 'Your numbers' });
      for (const number of numbers)
        await expect(owned.getByRole('rowheader', { name: number })).toBeVisible();
      await expect(owned.getByRole('row')).toHaveCount(3);
      if (brand.phone) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
      }
    });
  }

  test("a declined card says 'Your card was declined.' and nothing is bought", async ({ page }) => {
    test.setTimeout(90_000);
    const email = `declined-${Date.now()}@example.com`;
    const { numbers, payment } = await toPaymentInfo(page, { brandingId: 1, state: 'FL' }, email);

    await payByCard(payment, '4000 0000 0000 0002');

    await expect(payment.getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/search/);
    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile.isLoggedIn).toBe(false);
    // Still held by this guest's basket, not sold.
    const basket = await (await page.request.get(`/api/baskets/${profile.basketUuid}`)).json();
    expect(basket.tnItemCount).toBe(2);
    expect(numbers).toHaveLength(2);
  });
});

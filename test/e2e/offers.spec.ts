import { type Browser, expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in.ts';

/** Montana (406): no other journey uses it, so its numbers are free for this one. */
const NEGOTIABLE_406 = '/search?type=local&npa=406&moreResults=true&sort=price-&limit=100';

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

const staffSignedIn = (browser: Browser) => signedInPage(browser, 'staff@numberyard.test');

test.describe('offers', () => {
  test('a guest makes an offer, the house counters, the buyer accepts and checks out at the countered price', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The buyer, a guest: a negotiable number's Make Offer opens the dialog over the search results.
    await page.goto(NEGOTIABLE_406);
    const listing = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /Make an offer on/ }) })
      .first();
    const number = (await listing.getByRole('heading').textContent())!.trim();
    const makeOffer = listing.getByRole('link', { name: /Make an offer on/ });
    await makeOffer.click();
    const form = page.getByRole('dialog', { name: 'Make an Offer' });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/search\?.*makeOffer=/);
    await expect(form.getByLabel('Your offer ($)')).toBeFocused();

    // Escape closes it back to the results; it fits a 375px phone.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(page).not.toHaveURL(/makeOffer=/);
    await expect(listing).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await makeOffer.click();
    const box = await form.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });

    await form.getByLabel('Your offer ($)').fill('20');
    await form.getByLabel('Email').fill(`offer-buyer-${Date.now()}@example.com`);
    await form.getByLabel('Password').fill('Offers123');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/30');
    await form.getByLabel('CVC').fill('123');
    const made = page.waitForResponse(
      (r) => r.url().endsWith('/api/offers') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send Offer' }).click();
    const answer = await made;
    expect(answer.status()).toBe(201);
    const { uuid } = await answer.json();
    const sent = page.getByRole('dialog', { name: 'Offer Sent' });
    await expect(sent).toContainText(number);
    await sent.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/search\?/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Before the seller answers, the offer link says the offer waits for them.
    await page.goto(`/make-offer?uuid=${uuid}`);
    await expect(page.getByRole('dialog', { name: 'Offer Waiting' })).toContainText('Your offer of $20.00');
    await expect(page.getByRole('dialog', { name: 'Offer Waiting' })).toContainText(
      "waiting for the seller's answer; it expires",
    );

    // The seller of a house number: staff, on the broker Offers tab, filtered to the number.
    const counterCents = 3_000;
    const seller = await staffSignedIn(browser);
    await seller.goto(`/account/broker/negotiations?tn=${number.replace(/\D/g, '')}`);
    const row = seller.getByRole('table', { name: 'Offers' }).getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('$20.00');
    await row.getByRole('button', { name: /Counter the offer/ }).click();
    const counter = seller.getByRole('dialog', { name: 'Counter Offer' });
    await counter.getByLabel('Counter offer ($)').fill(String(counterCents / 100));
    await counter.getByRole('button', { name: 'Submit' }).click();
    await expect(seller.getByText('Counter offer submitted')).toBeVisible();
    await expect(row).toContainText(`Countered at ${dollars(counterCents)}`);

    // The buyer, signed in by the offer, opens the offer link, accepts the counter and buys.
    await page.goto(`/make-offer?uuid=${uuid}`);
    const countered = page.getByRole('dialog', { name: 'Counter Offer' });
    await expect(countered).toContainText(dollars(counterCents));
    await countered.getByRole('button', { name: 'Accept Counter Offer' }).click();
    const accepted = page.getByRole('dialog', { name: 'Offer Accepted' });
    await accepted.getByRole('button', { name: `Buy Now for ${dollars(counterCents)}` }).click();

    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(cart).toContainText(number);
    await expect(cart).toContainText(dollars(counterCents));
    await cart.getByRole('button', { name: 'Continue' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment Info' });
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
    await payment.getByLabel('CVC').fill('123');
    await payment.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/account\/confirm$/, { timeout: 20_000 });

    // Checkout completed the negotiation.
    const done = await (await page.request.get(`/api/offers/${uuid}`)).json();
    expect(done.status).toBe('completed');
  });
});

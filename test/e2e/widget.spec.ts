import { expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in.ts';

/**
 * Issue 16's widget journey (docs/adr/0064): /widget-demo is a broker's page on another origin (127.0.0.1
 * against the app's localhost) embedding the demo broker's widget with the one script tag; a guest buys a
 * number in the frame with the simulator's test card, and the broker sees the embedded sale.
 */
test('a guest buys a number through the widget embedded in another origin; the broker sees the embedded sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/widget-demo');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/widget-demo$/);
  await expect(page.getByRole('heading', { name: "A broker's site" })).toBeVisible();
  const frameElement = page.locator('iframe[title="Phone number search"]');
  await expect(frameElement).toHaveAttribute(
    'src',
    /^http:\/\/localhost:\d+\/widget\/w_demo_numberyard_broker$/,
  );
  const widget = page.frameLocator('iframe[title="Phone number search"]');
  await expect(
    widget.getByRole('heading', { name: 'Find a phone number with Numberyard Demo Broker' }),
  ).toBeVisible();
  // The host page cannot reach into the frame: another origin.
  expect(
    await page.evaluate(() => {
      try {
        return Boolean(document.querySelector('iframe')!.contentDocument?.body);
      } catch {
        return false;
      }
    }),
  ).toBe(false);

  await widget.getByLabel('Area code').fill('518');
  await widget.getByRole('button', { name: 'Search' }).click();
  const offer = widget
    .getByRole('article')
    .filter({ has: widget.getByRole('button', { name: 'Buy Now' }) })
    .first();
  const number = (await offer.getByRole('heading').textContent())!.trim();
  await offer.getByRole('button', { name: 'Buy Now' }).click();

  await expect(widget.getByRole('heading', { name: 'Your details' })).toBeVisible();
  const email = `widget-buyer-${Date.now()}@example.com`;
  await widget.getByLabel('First name').fill('Grace');
  await widget.getByLabel('Last name').fill('Buyer');
  await widget.getByLabel('Address').fill('350 5th Ave');
  await widget.getByLabel('City').fill('New York');
  await widget.getByLabel('State').fill('NY');
  await widget.getByLabel('Postal Code').fill('10118');
  await widget.getByLabel('Contact Number').fill('2127363100');
  await widget.getByLabel('Email').fill(email);
  await widget.getByLabel('Password').fill('Checkout123');
  await widget.getByLabel(/I agree to the terms/).check();
  await widget.getByRole('button', { name: 'Continue' }).click();

  await expect(widget.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await widget.getByLabel('Card number').fill('4242 4242 4242 4242');
  await widget.getByLabel('Expiry (MM/YY)').fill('12/30');
  await widget.getByLabel('CVC').fill('123');
  await widget.getByRole('button', { name: 'Pay' }).click();
  await expect(widget.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByText(`${number} is yours.`)).toBeVisible();

  // The broker sees the embedded sale (the Earnings screen joins at merge).
  const broker = await signedInPage(browser, 'broker@numberyard.test');
  const answer = await broker.request.get('/api/brokerage/transactions?type=embedded');
  expect(answer.status()).toBe(200);
  const rows = (await answer.json()).data as { formattedTn: string; type: string; payoutAmount: number }[];
  expect(rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ formattedTn: number, type: 'embedded' })]),
  );
  expect(rows.find((row) => row.formattedTn === number)!.payoutAmount).toBeGreaterThan(0);
});

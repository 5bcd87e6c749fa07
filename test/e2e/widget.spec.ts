import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/sign-in.ts';

/**
 * Issue 16's widget journey (docs/adr/0064): /widget-demo is a broker's page on another origin (127.0.0.1
 * against the app's localhost) embedding the demo broker's widget with the one script tag; a guest buys a
 * number in the frame with the simulator's test card; the broker sees the embedded sale on the Earnings screen,
 * it becomes payable once the server's development clock is past the 30-day hold (docs/adr/0068), and the
 * broker is paid it to their account balance.
 */
test('a guest buys a number through the widget embedded in another origin; the broker is paid the embedded sale after the hold', async ({
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

  // The broker sees the embedded sale on the Earnings screen, not payable yet.
  const broker = await signedInPage(browser, 'broker@numberyard.test');
  await broker.goto('/account/broker/earnings/transactions?view=embedded');
  const transactions = broker.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('row').filter({ hasText: number })).toBeVisible();
  await broker.getByRole('button', { name: 'Payable' }).click();
  await expect(
    broker.getByRole('checkbox', { name: new RegExp(`^Select ${escapeRegExp(number)},`) }),
  ).toHaveCount(0);

  // 31 days later (the server's development clock) the status job makes it payable.
  await moveServerClock(broker, 31);
  try {
    await payoutAfterHold(await signedInPage(browser, 'broker@numberyard.test'), number);
  } finally {
    // Back to real time for whatever runs next against this server (the offset lives in the server).
    await devPost(broker, '/api/dev/clock', { reset: true });
  }
});

/** After the hold: the sale shows in the Payable view, and the broker has it paid to their account balance. */
async function payoutAfterHold(later: Page, number: string) {
  await expect
    .poll(
      async () => {
        const answer = await later.request.get('/api/brokerage/transactions?payable=true&type=embedded');
        const rows = (await answer.json()).data as { formattedTn: string }[];
        return rows.some((row) => row.formattedTn === number);
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // The broker asks for it to be paid to their account balance.
  await later.goto('/account/broker/earnings/transactions?view=payable');
  await later.getByRole('checkbox', { name: new RegExp(`^Select ${escapeRegExp(number)},`) }).check();
  await later.getByRole('radio', { name: 'Account' }).check();
  await later.getByRole('button', { name: 'Request Payout' }).click();
  await expect(later.getByText('Payout submitted')).toBeVisible();
  await later.goto('/account/broker/earnings/payouts');
  await expect(later.getByRole('table', { name: 'Payouts' }).getByRole('row').nth(1)).toContainText(
    'Account',
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Moves the e2e server's development clock forward and runs the transaction status job now. */
async function moveServerClock(page: Page, days: number) {
  expect((await devPost(page, '/api/dev/clock', { advanceDays: days })).status()).toBe(200);
  expect((await devPost(page, '/api/dev/jobs/brokerage.advance-transactions', {})).status()).toBe(202);
}

/** A development endpoint's POST; like every POST, checked to come from the site itself. */
function devPost(page: Page, path: string, data: object) {
  return page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });
}

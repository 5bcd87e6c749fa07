import { type Browser, expect, test } from '@playwright/test';
import { signedInPage } from './support/sign-in.ts';

/**
 * The demo broker's numbers (demo listings of ADR 0056): 646 is unlisted, 201 and 310 are listed. The CSV lists
 * the 646 number and reprices the other two; a guest then finds the 646 number in search and buys it.
 */
const NEWLY_LISTED = { tn: '+16462347104', heading: '(646) 234-7104' };
/** A listed demo number the screen journey reprices (the CSV journey leaves it alone but for its price). */
const REPRICED = { tn: '+12012347101', heading: '(201) 234-7101' };
const CSV = [
  'tn,isListed,price,minimumOffer,isNegotiable',
  '16462347104,Y,39.95,,N',
  '12012347101,Y,139.95,99.95,Y',
  '13102347103,Y,189.95,,N',
].join('\n');

const brokerSignedIn = (browser: Browser) => signedInPage(browser, 'broker@numberyard.test');

test.describe('broker listings', () => {
  test('the broker reprices a listing from the Listings screen and search offers it at that price', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const broker = await brokerSignedIn(browser);
    await broker.goto('/account/broker');
    await expect(broker).toHaveURL(/\/account\/broker\/listings$/);
    const rows = broker.getByRole('table', { name: 'Listings' });
    await expect(rows).toContainText(REPRICED.heading);

    await broker.getByLabel(`Price: ${REPRICED.heading}`).fill('129.95');
    await broker.getByRole('button', { name: 'Save' }).click();
    const progress = broker.getByRole('dialog', { name: 'Processed 1 job' });
    await expect(progress).toBeVisible();
    await progress.getByRole('button', { name: 'Close' }).click();

    // The Help guide opens beside the screen and closes with Escape.
    await broker.getByRole('button', { name: 'Help' }).click();
    await broker.getByRole('button', { name: 'Pig Pick' }).click();
    await expect(broker.getByRole('complementary', { name: 'Pig Pick' })).toContainText(
      '40% default commission',
    );
    await broker.keyboard.press('Escape');
    await expect(broker.getByRole('complementary')).toHaveCount(0);

    const search = await page.request.get(`/api/tnSearch?fqtnSearch=${encodeURIComponent(REPRICED.tn)}`);
    const found = (await search.json()).data as { price: number }[];
    expect(found.map((row) => row.price)).toEqual([12_995]);
  });

  test('the Listings screen fits a 375px phone', async ({ browser }) => {
    const broker = await brokerSignedIn(browser);
    await broker.setViewportSize({ width: 375, height: 740 });
    await broker.goto('/account/broker/listings');
    await expect(broker.getByRole('table', { name: 'Listings' })).toBeVisible();
    await broker.getByRole('button', { name: 'Help' }).click();
    expect(await broker.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('the broker uploads a CSV of three listings, the job completes in Reports, and search offers them', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const broker = await brokerSignedIn(browser);
    await broker.goto('/account/broker/listings');
    await expect(broker.getByRole('table', { name: 'Listings' })).toContainText(NEWLY_LISTED.heading);

    await broker.getByLabel('Upload CSV').setInputFiles({
      name: 'listings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    const queued = broker.getByRole('dialog', { name: 'Your job is being processed' });
    await expect(queued).toContainText('Please allow several minutes for the processing to complete.');
    await queued.getByRole('link', { name: /Reports/ }).click();
    await expect(broker).toHaveURL(/\/account\/broker\/tools\/jobs/);

    // The Reports page: the job reaches completed (Refresh until it does), with three rows handled.
    await expect
      .poll(
        async () => {
          const jobs = await (await broker.request.get('/api/brokerage/jobs?$limit=1')).json();
          return jobs.data[0]?.status;
        },
        { timeout: 60_000 },
      )
      .toBe('completed');
    await broker.reload();
    await expect(broker.getByRole('table', { name: 'Jobs' })).toContainText(/completed/i);

    // A guest finds the newly listed number in search at the CSV's price.
    const offered = await page.request.get(`/api/tnSearch?fqtnSearch=${encodeURIComponent(NEWLY_LISTED.tn)}`);
    expect(((await offered.json()).data as { price: number }[]).map((row) => row.price)).toEqual([3_995]);
    await page.goto('/search?type=local&npa=646&search=2347104&moreResults=true');
    const listing = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: NEWLY_LISTED.heading }) });
    await expect(listing).toContainText('$39.95');
  });

  test('a guest buys a number the broker listed', async ({ page }) => {
    test.setTimeout(90_000);
    // The number the CSV listed (the test above), as the journey has it.
    await page.goto('/search?type=local&npa=646&search=2347104&moreResults=true');
    const listing = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: NEWLY_LISTED.heading }) });
    await listing.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(cart.getByRole('listitem', { name: NEWLY_LISTED.heading })).toBeVisible();
    await cart.getByRole('button', { name: 'Continue' }).click();

    const account = page.getByRole('dialog', { name: 'Account Info' });
    await account.getByLabel('First name').fill('Grace');
    await account.getByLabel('Last name').fill('Buyer');
    await account.getByLabel('Address').fill('350 5th Ave');
    await account.getByLabel('City').fill('New York');
    await account.getByLabel('State').selectOption('NY');
    await account.getByLabel('Postal Code').fill('10118');
    await account.getByLabel('Contact Number').fill('2127363100');
    await account.getByLabel('Email').fill(`broker-buyer-${Date.now()}@example.com`);
    await account.getByLabel('Password').fill('Checkout123');
    await account.getByLabel(/I agree to the/).check();
    await account.getByRole('button', { name: 'Continue' }).click();

    const payment = page.getByRole('dialog', { name: 'Payment Info' });
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
    await payment.getByLabel('CVC').fill('123');
    await payment.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/account\/confirm$/, { timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Numbers in this order' })).toContainText(
      NEWLY_LISTED.heading,
    );

    // Sold: search no longer offers it.
    const search = await page.request.get(`/api/tnSearch?fqtnSearch=${encodeURIComponent(NEWLY_LISTED.tn)}`);
    expect((await search.json()).data).toHaveLength(0);
  });
});

import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support/sign-in.ts';

const CHEAPEST_FOR_SALE = '/search?type=local&state=NJ&saleOnly=true&moreResults=true&sort=price%2B';

test.describe('the basket', () => {
  test('Add to Cart reserves a number in the basket with a countdown; Remove empties and closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The cheapest numbers for sale first: below the buy-now limit, so they offer Add to Cart.
    await page.goto(CHEAPEST_FOR_SALE);
    const listing = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
      .first();
    const number = (await listing.getByRole('heading').textContent())!.trim();
    await listing.getByRole('button', { name: 'Add to Cart' }).click();

    const dialog = page.getByRole('dialog', { name: 'Shopping Cart' });
    const item = dialog.getByRole('listitem', { name: number });
    await expect(item).toBeVisible();
    await expect(item.getByRole('timer')).toHaveText(/^Reserved for (30:00|29:[0-5]\d)$/);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
    // Fits a phone: the dialog and its content stay within the screen's width.
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await dialog.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true);

    // The server holds it for this basket: the profile names the basket, and the basket lists the number.
    const profile = await (await page.request.get('/api/profile')).json();
    const basket = await (await page.request.get(`/api/baskets/${profile.basketUuid}`)).json();
    expect(basket.tnItemCount).toBe(1);

    await item.getByRole('button', { name: `Remove ${number}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    // Back on offer to everyone.
    const search = await page.request.get(
      `/api/tnSearch?fqtnSearch=${encodeURIComponent(basket.items[0].tn)}`,
    );
    expect((await search.json()).data).toHaveLength(1);
  });

  test("a number added in one tab shows in the cart count of the account's other tab", async ({
    context,
  }) => {
    const adding = await context.newPage();
    await logIn(adding, 'user@numberyard.test');
    const watching = await context.newPage();
    // The other tab's event stream is open before the number is added, so the count can only come live.
    const streamOpen = watching.waitForResponse((response) => response.url().endsWith('/api/events'));
    await watching.goto('/search');
    await streamOpen;
    const cart = (page: Page) => page.getByRole('button', { name: /^Cart, / });
    const before = await cart(watching).getAttribute('aria-label');

    await adding.goto(CHEAPEST_FOR_SALE);
    const listing = adding
      .getByRole('article')
      .filter({ has: adding.getByRole('button', { name: 'Add to Cart' }) })
      .first();
    await listing.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(adding.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await expect(cart(adding)).not.toHaveAttribute('aria-label', before!);
    const after = (await cart(adding).getAttribute('aria-label'))!;

    await expect(watching.getByRole('button', { name: after, exact: true })).toBeVisible();
  });
});

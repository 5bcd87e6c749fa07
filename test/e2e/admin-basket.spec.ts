import { expect, test } from '@playwright/test';
import pg from 'pg';
import { logIn } from './support/sign-in.ts';

/**
 * Staff act for Acme through a support membership, as the demo seed gives them for the bakery; no route
 * creates one, so the journey adds it in its own database.
 */
async function staffSupportAcme(): Promise<void> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? 54349}/numberyard`,
  });
  await client.connect();
  try {
    await client.query(
      `insert into accounts.membership (user_id, account_id, role, nickname, visible_tns)
       select s.id, m.account_id, 'admin', 'Acme (support)', '[]'
         from accounts."user" s, accounts.membership m join accounts."user" a on a.id = m.user_id
        where s.email = 'staff@numberyard.test' and a.email = 'admin@numberyard.test'
       on conflict do nothing`,
    );
  } finally {
    await client.end();
  }
}

test('staff switched into Acme add a number at their price and bill it to the account', async ({ page }) => {
  test.setTimeout(90_000);
  await staffSupportAcme();
  // A number the inventory most likely lacks: created for this sale (docs/adr/0071).
  const line = String(1000 + Math.floor(Math.random() * 9000));
  const number = `(917) 284-${line}`;

  await logIn(page, 'staff@numberyard.test');
  await page.getByRole('button', { name: 'Switch Account' }).click();
  await page
    .getByRole('list', { name: 'Switch Account' })
    .getByRole('button', { name: 'Acme (support)' })
    .click();
  await expect
    .poll(async () => (await (await page.request.get('/api/profile')).json()).accountInfo?.company)
    .toBe('Acme Parking Co');
  // Switching lands on the account's numbers: going elsewhere before that would race it.
  await expect(page).toHaveURL(/\/account\/numbers/);

  await page.goto('/account/admin-basket');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Invalid Vendor')).toBeVisible();

  await page.getByLabel('Phone Number').fill(number);
  await page.getByLabel('Vendor', { exact: true }).selectOption('telnyx');
  await page.getByLabel('Price ($)').fill('25.00');
  await page.getByLabel('Commission (%)').fill('10');
  await page.getByRole('button', { name: 'Add To Cart' }).click();

  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByRole('listitem', { name: number })).toBeVisible();
  await cart.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Info' });
  await payment.getByRole('button', { name: 'Bill to Account' }).click();
  await expect(page).toHaveURL(/\/account\/confirm$/, { timeout: 20_000 });

  await page.goto('/account/numbers');
  await expect(page.getByText(number).first()).toBeVisible();
});

import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';

const PHONE = '+12012345678';

/**
 * Opens a confirmation for the demo admin's account as checkout would (no route creates one: checkout calls
 * the basket module's facade), straight in the journey's own database.
 */
async function openConfirmation(): Promise<string> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? 54349}/numberyard`,
  });
  await client.connect();
  try {
    const uuid = randomUUID();
    await client.query(
      `insert into basket.account_confirmation (uuid, account_id, user_id, created_at)
       select $1, m.account_id, m.user_id, now() from accounts.membership m
       join accounts."user" u on u.id = m.user_id where u.email = 'admin@numberyard.test' limit 1`,
      [uuid],
    );
    return uuid;
  } finally {
    await client.end();
  }
}

async function newestCodeTo(page: Page, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/sms-outbox?to=${encodeURIComponent(to)}`);
      code = /\b(\d{6})\b/.exec((await response.json()).data[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('a held account confirms its mobile number, pays what is due, and lands signed in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/confirm-account?uuid=${await openConfirmation()}`);

  await page.getByLabel('Mobile number').fill('(201) 234-5678');
  await page.getByLabel('Mobile number').press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  await page.getByLabel('Confirmation code').fill(await newestCodeTo(page, PHONE));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(
    page.getByRole('heading', { name: 'Thank you for verifying your phone number' }),
  ).toBeVisible();
  // The demo account may owe an opening balance: the card slot's stand-in takes a simulator test method.
  const payment = page.getByLabel('Payment id');
  if (await payment.isVisible()) await payment.fill('pm_card_visa');
  await page.getByRole('button', { name: 'Activate My Account' }).click();

  await expect(page.getByText('Activation successful').first()).toBeVisible();
  await expect(page).toHaveURL(/\/account\//);
  expect((await (await page.request.get('/api/profile')).json()).isLoggedIn).toBe(true);
});

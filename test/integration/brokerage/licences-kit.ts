import { expect } from 'vitest';
import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { Listing } from '../../../src/modules/brokerage/domain/listing.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import type { TestApp } from '../../support/test-app.ts';
import { addNumber } from '../billing/recurring-support.ts';
import { accountData, checkoutClient, PASSWORD } from '../checkout/checkout-kit.ts';

export const LICENCE_AGREEMENTS = {
  agree_ownership: true,
  agree_fees: true,
  agree_duration: true,
  agree_disconnect: true,
};

export const accountOf = (t: TestApp, email: string) =>
  withContext(t.orm, async () => (await demoAccountIdOf(t.orm.em.fork(), email))!);

/**
 * A broker's listing saved the one way listings change (saveListing), so it is published to the catalog. An
 * on-network number is put in the broker's account first, as it would be parked with us.
 */
export async function brokerLists(
  t: TestApp,
  brokerAccountId: number,
  tn: string,
  change: Parameters<Listing['apply']>[0],
  type: 'onnet' | 'offnet' = 'onnet',
): Promise<void> {
  if (type === 'onnet')
    await addNumber(t, brokerAccountId, tn, {
      mrcCents: 200,
      anniversaryDate: '2026-01-15',
      paidThrough: null,
    });
  const { core } = t.composed.modules.brokerage;
  await withContext(t.orm, () =>
    core.tx(async () => {
      const listing = new Listing({ tn, brokerAccountId, type, now: t.clock.now() });
      if (type === 'offnet') listing.verifiedUntilDate = new Date(t.clock.now().getTime() + 30 * 86_400_000);
      await core.listings.add(listing);
      await core.saveListing(listing, { isListed: true, ...change });
    }),
  );
}

/** A guest buys (or licenses) the numbers with a card; answers the new account's id. */
export async function guestCheckout(
  t: TestApp,
  email: string,
  tn: string,
  mode: 'buy' | 'license' = 'buy',
): Promise<number> {
  const guest = checkoutClient(t);
  const uuid = await guest.basket([], { ...accountData(email), ...LICENCE_AGREEMENTS });
  const added = await t.request('/api/baskets/items', {
    method: 'POST',
    json: { basketUuid: uuid, tn, mode },
  });
  expect(added.status, JSON.stringify(await added.clone().json())).toBe(201);
  const response = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  const [row] = await t.sql<{ account_id: number }>(
    'select account_id from messaging.account_number where tn = $1',
    [tn],
  );
  return row!.account_id;
}

export const transactionsOf = (t: TestApp, tn: string) =>
  t.sql<{
    broker_account_id: number;
    type: string;
    status: string;
    purchase_amount: number;
    fee_amount: number;
    payout_amount: number;
    pig_pick_percentage: number;
    payable_date: string;
    source_reference: string;
  }>(
    `select broker_account_id, type, status, purchase_amount, fee_amount, payout_amount, pig_pick_percentage,
            to_char(payable_date at time zone 'UTC', 'YYYY-MM-DD') as payable_date, source_reference
       from brokerage.transaction where tn = $1 order by id`,
    [tn],
  );

export const catalogRow = async (t: TestApp, tn: string) =>
  (
    await t.sql<{ status: string; seller_account_id: number | null }>(
      'select status, seller_account_id from catalog.number where tn = $1',
      [tn],
    )
  )[0];

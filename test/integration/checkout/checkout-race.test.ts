import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  accountData,
  accountNumbers,
  checkoutClient,
  freshNumber,
  numberStatus,
  PASSWORD,
  paymentsOf,
} from './checkout-kit.ts';

/**
 * What these races prove (docs/adr/0031). Twenty baskets cannot hold one number at once (the catalog's hold is
 * one conditional UPDATE), so the honest race is the whole journey: twenty buyers each create a basket, add the
 * same number and check out, all at the same moment. Exactly one gets the number; nobody else is charged or
 * given an account number. The second race is twenty submits of ONE basket (a double-clicking buyer, retries):
 * one order, one hold captured, every answer the same order. Together they exercise both guards: the catalog
 * row's lock (hold and sale) and the basket row's lock with the order's UNIQUE basket uuid.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
  await seedLogins(t);
});
afterAll(() => t.close());

describe('twenty buyers, one number', () => {
  it('sells the number to exactly one of twenty guests adding it and checking out at the same moment', async () => {
    const tn = await freshNumber(t, '+1201456');
    const journeys = Array.from({ length: 20 }, async (_, i) => {
      const guest = checkoutClient(t);
      const created = await t.request('/api/baskets', { method: 'POST', json: {} });
      const { uuid } = await created.json();
      await t.request(`/api/baskets/${uuid}`, {
        method: 'PATCH',
        json: { data: accountData(`racer${i}@example.com`) },
      });
      const added = await t.request('/api/baskets/items', { method: 'POST', json: { basketUuid: uuid, tn } });
      const checkout = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
      return { uuid, added: added.status, checkout: checkout.status };
    });
    const results = await Promise.all(journeys);

    const winners = results.filter((r) => r.checkout === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.added === 201)).toHaveLength(1);
    for (const loser of results.filter((r) => r.checkout !== 200)) {
      expect(loser.added).toBe(410);
      expect(loser.checkout).toBe(422); // 'Your basket is empty.'
      expect(await paymentsOf(t, loser.uuid)).toEqual([]);
    }
    expect(await numberStatus(t, tn)).toEqual({ status: 'sold', reserved_basket: null });
    expect(await accountNumbers(t, tn)).toHaveLength(1);
    expect(await paymentsOf(t, winners[0]!.uuid)).toEqual([
      { status: 'succeeded', amount_cents: expect.any(Number) },
    ]);
  });

  it('places one order for twenty simultaneous submits of one basket, charging once', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const tn = await freshNumber(t, '+1201456');
    const client = checkoutClient(t, admin);
    const uuid = await client.basket([tn]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.checkout({ uuid, stripePaymentId: 'pm_card_visa' })),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(
      answers.map(
        (answer, i) => `${answer.status} ${answer.status === 200 ? '' : JSON.stringify(bodies[i])}`,
      ),
    ).toEqual(Array(20).fill('200 '));
    expect(new Set(bodies.map((body) => body.orderUuid)).size).toBe(1);
    expect(new Set(bodies.map((body) => body.token)).size).toBe(20);
    expect(await t.sql('select uuid from basket.checkout_order where basket_uuid = $1', [uuid])).toHaveLength(
      1,
    );
    expect(await paymentsOf(t, uuid)).toEqual([{ status: 'succeeded', amount_cents: bodies[0].amountDue }]);
    expect(await accountNumbers(t, tn)).toHaveLength(1);
  });
});

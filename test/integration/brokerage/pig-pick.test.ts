import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountData, checkoutClient, PASSWORD } from '../checkout/checkout-kit.ts';
import { accountOf, brokerLists, transactionsOf } from './licences-kit.ts';

/** Spec 3 Pig Pick (docs/adr/0066): one promoted first result; the fee only on a sale while promoted. */
let t: TestApp;
let broker: number;

const TIED = ['+12014568101', '+12014568102'];
const LOWER = '+12014568103';
const PLAIN = '+12014568104';
const ELSEWHERE = '+12124568105';
const NO_PICKS_AREA = '+12034568106';

interface Found {
  tn: string;
  sectionName: string | null;
  tag: string | null;
  pigPick: number;
  promotion: string | null;
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
  await seedLogins(t);
  broker = await accountOf(t, 'broker@numberyard.test');
  for (const tn of TIED)
    await brokerLists(t, broker, tn, { priceCents: 10_000, pigPickPercentage: 10 }, 'offnet');
  await brokerLists(t, broker, LOWER, { priceCents: 10_000, pigPickPercentage: 5 }, 'offnet');
  await brokerLists(t, broker, PLAIN, { priceCents: 10_000 }, 'offnet');
  await brokerLists(t, broker, ELSEWHERE, { priceCents: 10_000, pigPickPercentage: 20 }, 'offnet');
  await brokerLists(t, broker, NO_PICKS_AREA, { priceCents: 10_000 }, 'offnet');
});
afterAll(() => t.close());

async function search(npa: string): Promise<Found[]> {
  const response = await t.request(`/api/tnSearch?type=local&npa=${npa}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).data;
}

const promotedOf = (found: Found[]) => found.filter((number) => number.sectionName === 'Pig Pick');

/** A guest basket with the number added as the body says, checked out with a card. */
async function guestBuys(email: string, item: Record<string, unknown>) {
  const guest = checkoutClient(t);
  const uuid = await guest.basket([], accountData(email));
  const added = await t.request('/api/baskets/items', {
    method: 'POST',
    json: { basketUuid: uuid, mode: 'buy', ...item },
  });
  expect(added.status, JSON.stringify(await added.clone().json())).toBe(201);
  const response = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await added.json()) as { data: Record<string, unknown> };
}

const saleData = async (tn: string) =>
  (
    await t.sql<{ data: { pigPick: unknown } }>(
      `select data from brokerage.transaction where tn = $1 and type = 'sale'`,
      [tn],
    )
  )[0]?.data;

describe('the promoted Pig Pick in search', () => {
  it('is one first result, the highest percentage among the matches, carrying a promotion', async () => {
    const found = await search('201');
    const promoted = promotedOf(found);
    expect(promoted).toHaveLength(1);
    expect(found[0]).toMatchObject({ sectionName: 'Pig Pick', tag: 'prime', pigPick: 10 });
    expect(TIED).toContain(found[0]!.tn);
    expect(found[0]!.promotion).toEqual(expect.any(String));
    // Shown once: not again in its price band; the lower percentage is a normal result.
    expect(found.filter((number) => number.tn === found[0]!.tn)).toHaveLength(1);
    expect(found.find((number) => number.tn === LOWER)).toMatchObject({ tag: null, promotion: null });
    // A Pig Pick of a neighbouring area code may show near by, but only as a normal result.
    expect(found.find((number) => number.tn === ELSEWHERE)?.promotion ?? null).toBeNull();
  });

  it('appears only when the search criteria match it', async () => {
    expect(promotedOf(await search('212')).map((number) => number.tn)).toEqual([ELSEWHERE]);
    const none = await search('203');
    expect(none.map((number) => number.tn)).toEqual([NO_PICKS_AREA]);
    expect(promotedOf(none)).toEqual([]);
    const paged = await t.request('/api/tnSearch?type=local&npa=201&moreResults=true');
    const rows: Found[] = (await paged.json()).data;
    expect(rows.filter((number) => number.promotion !== null || number.tag === 'prime')).toEqual([]);
  });

  it('takes turns among numbers tied at the highest percentage, request after request', async () => {
    const shown: string[] = [];
    for (let request = 0; request < 4; request++) shown.push(promotedOf(await search('201'))[0]!.tn);
    expect(new Set(shown)).toEqual(new Set(TIED));
    expect(shown[0]).not.toBe(shown[1]);
    expect(shown[2]).toBe(shown[0]);
    expect(shown[3]).toBe(shown[1]);
  });
});

describe('the Pig Pick fee', () => {
  let promotedTn: string;

  it('is charged when the number sells while promoted, and the sale records which Pig Pick was shown', async () => {
    const [promoted] = promotedOf(await search('201'));
    promotedTn = promoted!.tn;
    t.clock.advance(10 * 60_000);
    const item = await guestBuys('pig-promoted@example.com', {
      tn: promotedTn,
      promotion: promoted!.promotion,
    });
    expect(item.data).toMatchObject({ pigPickPercentage: 10, pigPickShownAt: '2026-11-28T12:00:00.000Z' });
    expect(await transactionsOf(t, promotedTn)).toEqual([
      expect.objectContaining({ fee_amount: 5_000, payout_amount: 5_000, pig_pick_percentage: 10 }),
    ]);
    expect(await saleData(promotedTn)).toMatchObject({
      pigPick: { percentage: 10, shownAt: '2026-11-28T12:00:00.000Z' },
    });
  });

  it('is not charged when the same Pig Pick is bought from a normal result', async () => {
    const other = TIED.find((tn) => tn !== promotedTn)!;
    // It is the promoted one now (its tie sold), but this buyer added it without the promotion.
    expect(promotedOf(await search('201'))[0]?.tn).toBe(other);
    await guestBuys('pig-normal@example.com', { tn: other, data: { sectionName: 'Pig Pick' } });
    expect(await transactionsOf(t, other)).toEqual([
      expect.objectContaining({ fee_amount: 4_000, payout_amount: 6_000, pig_pick_percentage: 0 }),
    ]);
    expect(await saleData(other)).toMatchObject({ pigPick: null });
  });

  it('cannot be forged by a client: a changed, borrowed or stale promotion, or item data, counts for nothing', async () => {
    const [promoted] = promotedOf(await search('201'));
    expect(promoted?.tn).toBe(LOWER);
    const token = promoted!.promotion!;
    const forged = [
      { tn: LOWER, promotion: token.replace('.5.', '.20.') },
      { tn: PLAIN, promotion: token },
      { tn: PLAIN, promotion: 'made-up' },
      { tn: PLAIN, data: { pigPickPercentage: 20, pigPickShownAt: '2026-11-28T12:10:00.000Z' } },
    ];
    const guest = checkoutClient(t);
    for (const body of forged) {
      const uuid = await guest.basket([]);
      const added = await t.request('/api/baskets/items', {
        method: 'POST',
        json: { basketUuid: uuid, mode: 'buy', ...body },
      });
      expect(added.status, JSON.stringify(body)).toBe(201);
      const item = (await added.json()) as { basketItemId: number; data: Record<string, unknown> };
      expect(item.data, JSON.stringify(body)).not.toHaveProperty('pigPickPercentage');
      // Out of the basket again, so the next add finds the number free.
      const removed = await t.request(`/api/baskets/items/${item.basketItemId}?basketUuid=${uuid}`, {
        method: 'DELETE',
      });
      expect(removed.status, await removed.text()).toBeLessThan(300);
    }
    // Thirty minutes after it was shown, the promotion no longer makes the sale a promoted one.
    t.clock.advance(31 * 60_000);
    const item = await guestBuys('pig-stale@example.com', { tn: LOWER, promotion: token });
    expect(item.data).not.toHaveProperty('pigPickPercentage');
    expect(await transactionsOf(t, LOWER)).toEqual([
      expect.objectContaining({ fee_amount: 4_000, pig_pick_percentage: 0 }),
    ]);
  });
});

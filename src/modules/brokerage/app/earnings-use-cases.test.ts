import { describe, expect, it } from 'vitest';
import { Listing } from '../domain/listing.ts';
import { inMemoryEarnings } from '../testing/in-memory-earnings.ts';
import { makeEndLicence } from './end-licence.ts';
import { makeRecordCheckoutEarnings } from './record-checkout-earnings.ts';
import { makeRecordLicenceCharge } from './record-licence-charge.ts';

const BROKER = 7;
const BUYER = 8;
const TN = '+12014560100';

async function listed(world: ReturnType<typeof inMemoryEarnings>, type: 'onnet' | 'offnet' = 'onnet') {
  const now = world.deps.clock.now();
  const listing = new Listing({ tn: TN, brokerAccountId: BROKER, type, now });
  listing.apply({ isListed: true, priceCents: 10_000 }, now);
  if (type === 'offnet') listing.verifiedUntilDate = new Date(now.getTime() + 86_400_000);
  await world.listings.add(listing);
  return listing;
}

const licence = { monthlyCents: 995, annualIncreaseBp: 300 };

describe('recording a checkout for brokers (docs/adr/0058)', () => {
  it('ignores numbers no broker lists', async () => {
    const world = inMemoryEarnings();
    const record = makeRecordCheckoutEarnings(world.deps);
    expect(
      await record({
        orderUuid: 'o1',
        buyerAccountId: BUYER,
        buyerEmail: 'buyer@example.test',
        newCustomer: false,
        referral: null,
        lines: [{ tn: TN, amountCents: 4_900, licence: null }],
      }),
    ).toBe(0);
    expect(world.transactions.rows).toEqual([]);
  });

  it('a sale deletes the listing, takes an on-network number from the broker and mails the broker', async () => {
    const world = inMemoryEarnings();
    await listed(world);
    await makeRecordCheckoutEarnings(world.deps)({
      orderUuid: 'o1',
      buyerAccountId: BUYER,
      buyerEmail: 'buyer@example.test',
      newCustomer: false,
      referral: null,
      lines: [{ tn: TN, amountCents: 10_000, licence: null }],
    });
    expect(world.transactions.rows).toMatchObject([{ type: 'sale', feeAmount: 4_000, payoutAmount: 6_000 }]);
    expect(world.transactions.rows[0]!.data.staffCommissionPercent).toBeUndefined();
    expect(world.listings.rows).toEqual([]);
    expect(world.listings.history.map((entry) => entry.op)).toEqual(['delete']);
    expect(world.removed).toEqual([{ accountId: BROKER, tn: TN }]);
    expect(world.mails.map((mail) => mail.subject)).toEqual(['Your number (201) 456-0100 sold']);
  });

  it("ignores a broker's unverified off-network listing: search never showed it, the sale was not theirs", async () => {
    const world = inMemoryEarnings();
    const listing = await listed(world, 'offnet');
    listing.verifiedUntilDate = null;
    const recorded = await makeRecordCheckoutEarnings(world.deps)({
      orderUuid: 'o1',
      buyerAccountId: BUYER,
      buyerEmail: 'buyer@example.test',
      newCustomer: false,
      referral: null,
      lines: [{ tn: TN, amountCents: 10_000, licence: null }],
    });
    expect(recorded).toBe(0);
    expect(world.transactions.rows).toEqual([]);
    expect(world.listings.rows).toHaveLength(1);
  });

  it('an off-network sale leaves every account alone', async () => {
    const world = inMemoryEarnings();
    await listed(world, 'offnet');
    await makeRecordCheckoutEarnings(world.deps)({
      orderUuid: 'o1',
      buyerAccountId: BUYER,
      buyerEmail: 'buyer@example.test',
      newCustomer: false,
      referral: null,
      lines: [{ tn: TN, amountCents: 10_000, licence: null }],
    });
    expect(world.removed).toEqual([]);
  });

  it('a replayed licence checkout starts the licence and records its fee once', async () => {
    const world = inMemoryEarnings();
    await listed(world);
    const record = makeRecordCheckoutEarnings(world.deps);
    const order = {
      orderUuid: 'o1',
      buyerAccountId: BUYER,
      buyerEmail: 'buyer@example.test',
      newCustomer: false,
      referral: null,
      lines: [{ tn: TN, amountCents: 2_500, licence }],
    };
    await record(order);
    await record(order);
    expect(world.licenses.rows).toMatchObject([{ status: 'active', monthlyFee: 995, annualIncrease: 3 }]);
    expect(world.transactions.rows).toMatchObject([{ type: 'licenseNrc', purchaseAmount: 2_500 }]);
    expect(world.listings.rows).toHaveLength(1);
  });
});

describe("a licence's months and end", () => {
  async function licensed() {
    const world = inMemoryEarnings();
    await listed(world);
    await makeRecordCheckoutEarnings(world.deps)({
      orderUuid: 'o1',
      buyerAccountId: BUYER,
      buyerEmail: 'buyer@example.test',
      newCustomer: false,
      referral: null,
      lines: [{ tn: TN, amountCents: 2_500, licence }],
    });
    return world;
  }

  it("records a charged month once per charge, held ten days after the licence's first transaction", async () => {
    const world = await licensed();
    const charge = makeRecordLicenceCharge(world.deps);
    const month = {
      chargeReference: 'recurring:8:2026-12-28:licence:1',
      tn: TN,
      licenseeAccountId: BUYER,
      amountCents: 995,
    };
    expect(await charge(month)).toBe(true);
    expect(await charge(month)).toBe(false);
    const monthly = world.transactions.rows.filter((row) => row.type === 'licenseMrc');
    expect(monthly).toHaveLength(1);
    expect(monthly[0]!.payableDate.toISOString()).toBe('2026-12-08T12:00:00.000Z');
  });

  it("a licence by staff's admin item applies its commission to the setup fee and to every month", async () => {
    const world = inMemoryEarnings();
    await listed(world);
    await makeRecordCheckoutEarnings(world.deps)({
      orderUuid: 'o1',
      buyerAccountId: BUYER,
      buyerEmail: 'buyer@example.test',
      newCustomer: false,
      referral: null,
      lines: [{ tn: TN, amountCents: 2_000, licence, commissionPercent: 25 }],
    });
    await makeRecordLicenceCharge(world.deps)({
      chargeReference: 'k',
      tn: TN,
      licenseeAccountId: BUYER,
      amountCents: 1_000,
    });
    expect(world.transactions.rows).toMatchObject([
      { type: 'licenseNrc', feeAmount: 500, payoutAmount: 1_500, data: { staffCommissionPercent: 25 } },
      { type: 'licenseMrc', feeAmount: 250, payoutAmount: 750, data: { staffCommissionPercent: 25 } },
    ]);
  });

  it('records nothing for a number without an active broker licence', async () => {
    const world = inMemoryEarnings();
    const charged = await makeRecordLicenceCharge(world.deps)({
      chargeReference: 'k',
      tn: TN,
      licenseeAccountId: BUYER,
      amountCents: 995,
    });
    expect(charged).toBe(false);
  });

  it('an ended licence puts the number back on sale and re-publishes the listing', async () => {
    const world = await licensed();
    const end = makeEndLicence(world.deps);
    expect(await end({ tn: TN, licenseeAccountId: BUYER, how: 'nonPayment' })).toBe(true);
    expect(world.licenses.rows[0]!.status).toBe('completed');
    expect(world.returned).toEqual([TN]);
    expect(world.published).toEqual([TN]);
    expect(await end({ tn: TN, licenseeAccountId: BUYER, how: 'nonPayment' })).toBe(false);
  });
});

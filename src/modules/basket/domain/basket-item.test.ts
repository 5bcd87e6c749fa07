import { describe, expect, it } from 'vitest';
import {
  BasketItem,
  defaultModeFor,
  type HeldNumber,
  isBillingPeriod,
  RESERVATION_MS,
} from './basket-item.ts';
import { basketTotals } from './basket-totals.ts';

const now = new Date('2026-11-22T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

const forSale: HeldNumber = {
  numberId: 7,
  tn: '+12012340100',
  priceCents: 4_900,
  licenseOneTimeCents: 2_500,
  licenseMonthlyCents: 1_500,
  vendor: 'bwc',
};

function item(changes: Partial<Parameters<typeof BasketItem.newNumber>[0]> = {}) {
  const made = BasketItem.newNumber({
    basketUuid: 'b1',
    number: forSale,
    mode: 'buy',
    plan: { id: 1, mrcCents: 200 },
    billingPeriod: 1,
    now,
    ...changes,
  });
  made.id = 1;
  return made;
}

describe('a basket item', () => {
  it('expires 30 minutes (1800 s) after it was added', () => {
    const added = item();
    expect(RESERVATION_MS).toBe(1_800_000);
    expect(added.expiresAt).toEqual(new Date('2026-11-22T12:30:00Z'));
    expect(added.isLive(at(RESERVATION_MS))).toBe(true);
    expect(added.hasLapsed(at(RESERVATION_MS))).toBe(false);
    expect(added.isLive(at(RESERVATION_MS + 1))).toBe(false);
    expect(added.hasLapsed(at(RESERVATION_MS + 1))).toBe(true);
  });

  it('once expired is marked deleted as of its expiry time, and only once', () => {
    const added = item();
    added.expire();
    expect(added.deletedAt).toEqual(added.expiresAt);
    added.remove(at(RESERVATION_MS * 2));
    expect(added.deletedAt).toEqual(added.expiresAt);
    expect(added.hasLapsed(at(RESERVATION_MS + 1))).toBe(false);
  });

  it('bought: costs the sale price once and the plan monthly', () => {
    expect(item()).toMatchObject({ priceCents: 4_900, nrcCents: 4_900, mrcCents: 0, monthlyCents: 200 });
  });

  it('licensed: costs the setup fee once and the licence fee plus the plan monthly', () => {
    expect(item({ mode: 'license' })).toMatchObject({
      priceCents: 2_500,
      nrcCents: 2_500,
      mrcCents: 1_500,
      monthlyCents: 1_700,
    });
  });

  it('is refused for a way the listing does not offer (Contact Agent, no licence, no price)', () => {
    const agentOnly = { ...forSale, priceCents: 1_000_000 };
    expect(() => item({ number: agentOnly })).toThrow(/Contact Agent/);
    expect(() =>
      item({
        mode: 'license',
        number: { ...forSale, licenseOneTimeCents: null, licenseMonthlyCents: null, vendor: 'bwc' },
      }),
    ).toThrow(/not offered for licence/);
    expect(() => item({ number: { ...forSale, priceCents: 0 } })).toThrow(/not for sale/);
  });

  it('is never a toll-free number bought, even one listed with a sale price (spec 3)', () => {
    const tollFree = { ...forSale, tn: '+18002340100' };
    expect(() => item({ number: tollFree })).toThrow(/not for sale/);
    expect(item({ number: tollFree, mode: 'license' }).priceCents).toBe(2_500);
  });

  it('resets the billing period to monthly when the plan changes, and keeps it when the plan is the same', () => {
    const added = item({ billingPeriod: 12 });
    added.changePlan({ id: 1, mrcCents: 200 });
    expect(added.billingPeriod).toBe(12);
    added.changePlan({ id: 3, mrcCents: 600 });
    expect(added).toMatchObject({ planId: 3, planMrcCents: 600, billingPeriod: 1, monthlyCents: 600 });
  });

  it('bills every 1 or 12 months, nothing else', () => {
    expect([1, 12].every(isBillingPeriod)).toBe(true);
    expect([0, 2, 6, 24].some(isBillingPeriod)).toBe(false);
  });
});

describe('the mode a number is added in when none is named', () => {
  it('is buy, or license for a number that can only be licensed', () => {
    expect(defaultModeFor(forSale)).toBe('buy');
    expect(defaultModeFor({ ...forSale, priceCents: 0 })).toBe('license');
  });

  it('is license for a toll-free number, which is never sold', () => {
    expect(defaultModeFor({ ...forSale, tn: '+18002342277' })).toBe('license');
  });

  it('stays buy for a number sold only through an agent, so the refusal says why', () => {
    expect(
      defaultModeFor({
        ...forSale,
        priceCents: 2_000_000,
        licenseOneTimeCents: null,
        licenseMonthlyCents: null,
      }),
    ).toBe('buy');
  });
});

describe('basket totals', () => {
  it('add up the items still reserved: count, due once and due monthly', () => {
    const bought = item();
    const licensed = item({ mode: 'license', number: { ...forSale, numberId: 8, tn: '+12012340101' } });
    const removed = item({ number: { ...forSale, numberId: 9, tn: '+12012340102' } });
    removed.remove(now);
    expect(basketTotals([bought, licensed, removed], now)).toEqual({
      tnItemCount: 2,
      nrcTotal: 4_900 + 2_500,
      portInTotal: 0,
      mrcTotal: 200 + 1_700,
      containsLicensedTns: true,
      containsNewTns: true,
    });
  });

  it('leave out items past their 30 minutes even before the expiry job marks them', () => {
    expect(basketTotals([item()], at(RESERVATION_MS + 1))).toEqual({
      tnItemCount: 0,
      nrcTotal: 0,
      portInTotal: 0,
      mrcTotal: 0,
      containsLicensedTns: false,
      containsNewTns: false,
    });
  });
});

describe('a port-in line', () => {
  const portIn = (plan = { id: 1, mrcCents: 200 }, billingPeriod: 1 | 12 = 12) =>
    BasketItem.portIn({ basketUuid: 'b1', tn: '+12015550100', plan, billingPeriod, lnpFeeCents: 500, now });

  it('costs the port-in fee, due once, and holds no catalog number', () => {
    expect(portIn({ id: 3, mrcCents: 600 }, 1)).toMatchObject({
      type: 'portIn',
      numberId: null,
      priceCents: 500,
      dueOnceCents: 500,
      monthlyCents: 600,
    });
  });

  it('pays no port-in fee on plan 1 with 12-month billing', () => {
    expect(portIn().dueOnceCents).toBe(0);
    expect(portIn({ id: 1, mrcCents: 200 }, 1).dueOnceCents).toBe(500);
  });

  it('keeps a 12-month period when its plan changes to plan 1, and resets it for any other plan', () => {
    const line = portIn({ id: 3, mrcCents: 600 }, 12);
    line.changePlan({ id: 1, mrcCents: 200 });
    expect(line.billingPeriod).toBe(12);
    line.changePlan({ id: 3, mrcCents: 600 });
    expect(line.billingPeriod).toBe(1);
  });

  it('never lapses and has no reservation to count down', () => {
    const line = portIn();
    expect(line.expiresAt).toBeNull();
    expect(line.isLive(at(RESERVATION_MS * 10))).toBe(true);
    line.expire();
    expect(line.deletedAt).toBeNull();
  });
});

describe('a user seat', () => {
  it('has no number and no plan, and costs its monthly price', () => {
    expect(BasketItem.seat({ basketUuid: 'b1', type: 'admin', mrcCents: 495, now })).toMatchObject({
      type: 'admin',
      tn: null,
      planId: null,
      billingPeriod: 1,
      dueOnceCents: 0,
      monthlyCents: 495,
      isSeat: true,
      expiresAt: null,
    });
  });
});

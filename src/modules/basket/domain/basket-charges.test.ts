import { describe, expect, it } from 'vitest';
import { basketCharges } from './basket-charges.ts';
import { BasketItem, type BillingPeriod, RESERVATION_MS } from './basket-item.ts';
import { basketTotals } from './basket-totals.ts';

const now = new Date('2026-11-24T12:00:00Z');
const PARK = { id: 1, mrcCents: 200 };
const FORWARD = { id: 3, mrcCents: 600 };
const names = { planName: (id: number) => ({ 1: 'Park', 3: 'Forward' })[id] };
let ids = 0;

function bought(billingPeriod: BillingPeriod = 1, plan = PARK) {
  const item = BasketItem.newNumber({
    basketUuid: 'b1',
    number: {
      numberId: 7,
      tn: '+12012340100',
      priceCents: 4_900,
      licenseOneTimeCents: 2_500,
      licenseMonthlyCents: 1_500,
      vendor: 'bwc',
    },
    mode: 'buy',
    plan,
    billingPeriod,
    now,
  });
  item.id = ++ids;
  return item;
}

function licensed(billingPeriod: BillingPeriod = 1) {
  const item = BasketItem.newNumber({
    basketUuid: 'b1',
    number: {
      numberId: 8,
      tn: '+12012340101',
      priceCents: 0,
      licenseOneTimeCents: 2_500,
      licenseMonthlyCents: 1_500,
      vendor: 'bwc',
    },
    mode: 'license',
    plan: PARK,
    billingPeriod,
    now,
  });
  item.id = ++ids;
  return item;
}

function portIn(plan = PARK, billingPeriod: BillingPeriod = 1) {
  const item = BasketItem.portIn({
    basketUuid: 'b1',
    tn: '+12015550100',
    plan,
    billingPeriod,
    lnpFeeCents: 500,
    now,
  });
  item.id = ++ids;
  return item;
}

function seat(type: 'user' | 'admin') {
  const item = BasketItem.seat({ basketUuid: 'b1', type, mrcCents: 495, now });
  item.id = ++ids;
  return item;
}

describe("today's total", () => {
  it("is a bought number's price and its plan's first month", () => {
    const charges = basketCharges([bought()], now, names);
    expect(charges.today.lines.map(({ description, amountCents }) => [description, amountCents])).toEqual([
      ['Number', 4_900],
      ['Park plan, 1 month', 200],
    ]);
    expect(charges.today.totalCents).toBe(5_100);
  });

  it('bills twelve months of the plan up front for a 12-month period, and says so', () => {
    const charges = basketCharges([bought(12, FORWARD)], now, names);
    expect(charges.today.lines[1]).toMatchObject({
      kind: 'plan',
      description: 'Forward plan, 12 months',
      months: 12,
      amountCents: 12 * 600,
    });
    expect(charges.today.totalCents).toBe(4_900 + 7_200);
  });

  it('bills a licence setup fee once and the licence fee for the first period with the plan', () => {
    const charges = basketCharges([licensed(12)], now, names);
    expect(charges.today.lines.map(({ description, amountCents }) => [description, amountCents])).toEqual([
      ['License setup fee', 2_500],
      ['Park plan, 12 months', 2_400],
      ['License fee, 12 months', 18_000],
    ]);
    expect(charges.monthly.totalCents).toBe(200 + 1_500);
    expect(charges.monthly.lines.map((line) => line.description)).toEqual([
      'Park plan (billed every 12 months)',
      'License fee (billed every 12 months)',
    ]);
  });

  it("bills a user seat's first month today and monthly after", () => {
    const charges = basketCharges([seat('admin'), seat('user')], now);
    expect(charges.today.lines.map((line) => line.description)).toEqual([
      'Admin user, 1 month',
      'Standard user, 1 month',
    ]);
    expect(charges.today.totalCents).toBe(990);
    expect(charges.monthly.totalCents).toBe(990);
  });

  it('leaves out lines removed or past their reservation', () => {
    const removed = bought();
    removed.remove(now);
    expect(basketCharges([removed], now).today.totalCents).toBe(0);
    expect(basketCharges([bought()], new Date(now.getTime() + RESERVATION_MS + 1)).today.lines).toEqual([]);
  });

  it('names a plan it has no name for by its id', () => {
    expect(basketCharges([bought()], now).today.lines[1]?.description).toBe('Plan 1 plan, 1 month');
  });
});

describe('billed upon port-in', () => {
  it("is the port-in fee and the plan's first period, nothing of it due today", () => {
    const charges = basketCharges([portIn(FORWARD)], now, names);
    expect(charges.today.totalCents).toBe(0);
    expect(
      charges.uponPortIn.lines.map(({ description, amountCents }) => [description, amountCents]),
    ).toEqual([
      ['Port-in fee', 500],
      ['Forward plan, 1 month', 600],
    ]);
    expect(charges.monthly.totalCents).toBe(600);
  });

  it('waives the port-in fee for plan 1 (Park) billed every 12 months', () => {
    const charges = basketCharges([portIn(PARK, 12)], now, names);
    expect(
      charges.uponPortIn.lines.map(({ description, amountCents }) => [description, amountCents]),
    ).toEqual([
      ['Port-in fee (waived with Park billed yearly)', 0],
      ['Park plan, 12 months', 2_400],
    ]);
    expect(basketCharges([portIn(PARK, 1)], now).uponPortIn.lines[0]?.amountCents).toBe(500);
    expect(basketCharges([portIn(FORWARD, 12)], now).uponPortIn.lines[0]?.amountCents).toBe(500);
  });

  it('never lapses: a port-in holds no number, so it stays past 30 minutes', () => {
    const later = new Date(now.getTime() + 2 * RESERVATION_MS);
    expect(basketCharges([portIn()], later).uponPortIn.totalCents).toBe(700);
  });
});

describe('the three totals together', () => {
  it('add up a mixed basket and agree with the basket totals', () => {
    const items = [bought(), licensed(), portIn(PARK, 12), seat('admin')];
    const charges = basketCharges(items, now, names);
    expect(charges.today.totalCents).toBe(4_900 + 200 + 2_500 + 200 + 1_500 + 495);
    expect(charges.uponPortIn.totalCents).toBe(2_400);
    expect(charges.monthly.totalCents).toBe(200 + 1_700 + 200 + 495);
    expect(basketTotals(items, now)).toMatchObject({
      tnItemCount: 3,
      nrcTotal: 4_900 + 2_500,
      portInTotal: 0,
      mrcTotal: charges.monthly.totalCents,
    });
  });
});

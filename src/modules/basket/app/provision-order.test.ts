import { describe, expect, it } from 'vitest';
import { BasketItem } from '../domain/basket-item.ts';
import { orderLineOf } from '../domain/checkout-order.ts';
import { firstPaidThrough } from './provision-order.ts';

describe('firstPaidThrough', () => {
  it("is the checkout day plus the billing period for a new account (its anniversary is today's day)", () => {
    expect(firstPaidThrough('2026-11-24', new Date('2026-11-24T10:00:00Z'), 1)).toBe('2026-12-24');
    expect(firstPaidThrough('2026-11-24', new Date('2026-11-24T10:00:00Z'), 12)).toBe('2027-11-24');
  });

  it("runs on to the account's next anniversary when a member buys between anniversaries", () => {
    expect(firstPaidThrough('2026-01-15', new Date('2026-11-20T10:00:00Z'), 1)).toBe('2027-01-15');
    expect(firstPaidThrough('2026-01-15', new Date('2026-11-10T10:00:00Z'), 1)).toBe('2026-12-15');
  });
});

describe('a licensed line at checkout', () => {
  it('carries its licence fee and annual increase to the order line, apart from the plan', () => {
    const item = BasketItem.newNumber({
      basketUuid: 'b',
      number: {
        numberId: 1,
        tn: '+18002342277',
        vendor: 'v',
        priceCents: 0,
        licenseOneTimeCents: 2_500,
        licenseMonthlyCents: 995,
        licenseAnnualIncreaseBp: 500,
      },
      mode: 'license',
      plan: { id: 1, mrcCents: 200 },
      billingPeriod: 1,
      now: new Date('2026-11-24T10:00:00Z'),
    });
    const line = orderLineOf(item);
    expect(line.monthlyCents).toBe(1_195);
    expect(line.licence).toEqual({ mrcCents: 995, annualIncrease: 500 });
  });
});

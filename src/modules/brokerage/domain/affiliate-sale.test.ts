import { describe, expect, it } from 'vitest';
import { affiliateSplit, isSelfPurchase } from './affiliate-sale.ts';

describe('an affiliate sale (spec 3: one-time 5%)', () => {
  it("pays 5% of the order's numbers, rounded half up, the house keeping the rest", () => {
    expect(affiliateSplit(10_000)).toEqual({ purchaseAmount: 10_000, feeAmount: 9_500, payoutAmount: 500 });
    expect(affiliateSplit(4_910)).toEqual({ purchaseAmount: 4_910, feeAmount: 4_664, payoutAmount: 246 });
  });

  it("the broker's own account or email buying is a self-purchase, case aside", () => {
    const broker = { brokerAccountId: 7, brokerEmails: ['Broker@Acme.example', 'sales@acme.example'] };
    expect(isSelfPurchase({ ...broker, buyerAccountId: 7, buyerEmail: 'x@y.example' })).toBe(true);
    expect(isSelfPurchase({ ...broker, buyerAccountId: 9, buyerEmail: 'broker@acme.example ' })).toBe(true);
    expect(isSelfPurchase({ ...broker, buyerAccountId: 9, buyerEmail: 'SALES@acme.example' })).toBe(true);
    expect(isSelfPurchase({ ...broker, buyerAccountId: 9, buyerEmail: 'friend@acme.example' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parkPlanIdFor, pendingTransferCharges } from './transfer-charges.ts';

describe('a pending transfer', () => {
  it("charges the transfer fee per number only when billed to the new account ('new')", () => {
    const fees = { tnCount: 2, transferFeeCents: 300, parkPlanMrcCents: 200 };
    expect(pendingTransferCharges({ billTo: 'new', ...fees })).toEqual({
      transferFeeCents: 600,
      parkCents: 400,
      totalCents: 1_000,
    });
    expect(pendingTransferCharges({ billTo: 'old', ...fees })).toMatchObject({
      transferFeeCents: 0,
      totalCents: 400,
    });
  });

  it('parks each number for one month on plan 10 on brand 2 and plan 1 otherwise', () => {
    expect(parkPlanIdFor(2)).toBe(10);
    expect(parkPlanIdFor(1)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { Basket } from './basket.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-22T12:05:00Z');
const basket = (accountId: number | null = null) => new Basket({ uuid: 'b1', brandingId: 1, accountId, now });

describe('who may use a basket', () => {
  it('a guest basket: anyone holding its uuid on the same brand', () => {
    expect(basket().isOpenTo({ brandingId: 1, accountId: null })).toBe(true);
    expect(basket().isOpenTo({ brandingId: 1, accountId: 5 })).toBe(true);
    expect(basket().isOpenTo({ brandingId: 2, accountId: null })).toBe(false);
  });

  it("an account's basket: only that account", () => {
    expect(basket(5).isOpenTo({ brandingId: 1, accountId: 5 })).toBe(true);
    expect(basket(5).isOpenTo({ brandingId: 1, accountId: 6 })).toBe(false);
    expect(basket(5).isOpenTo({ brandingId: 1, accountId: null })).toBe(false);
  });

  it('a signed-in caller claims a guest basket; an owned basket is never claimed again', () => {
    const guest = basket();
    expect(guest.claimFor({ brandingId: 1, accountId: null }, later)).toBe(false);
    expect(guest.claimFor({ brandingId: 1, accountId: 5 }, later)).toBe(true);
    expect(guest).toMatchObject({ accountId: 5, updatedAt: later });
    expect(guest.claimFor({ brandingId: 1, accountId: 6 }, later)).toBe(false);
    expect(guest.accountId).toBe(5);
  });
});

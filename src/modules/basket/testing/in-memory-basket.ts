import type { Basket } from '../domain/basket.ts';
import { type BasketItem, type HeldNumber, RESERVATION_MS } from '../domain/basket-item.ts';
import type { BasketChange, BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';

export class InMemoryBaskets implements BasketRepository {
  readonly baskets: Basket[] = [];
  readonly items: BasketItem[] = [];

  async add(basket: Basket) {
    this.baskets.push(basket);
  }
  async find(uuid: string) {
    return this.baskets.find((basket) => basket.uuid === uuid) ?? null;
  }
  async latestOfAccount(accountId: number, brandingId: number) {
    const owned = this.baskets.filter(
      (b) => b.accountId === accountId && b.brandingId === brandingId && b.checkedOutAt === null,
    );
    return owned.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0] ?? null;
  }
  async openItems(basketUuid: string) {
    return this.items.filter((item) => item.basketUuid === basketUuid && item.deletedAt === null);
  }
  async findItem(id: number) {
    return this.items.find((item) => item.id === id) ?? null;
  }
  async countHoldsSince(basketUuid: string, tn: string, since: Date) {
    return this.items.filter(
      (item) => item.basketUuid === basketUuid && item.tn === tn && item.createdAt >= since,
    ).length;
  }
  async addItem(item: BasketItem) {
    item.id = this.items.length + 1;
    this.items.push(item);
  }
  async lapsedItems(now: Date, limit: number) {
    const cutoff = now.getTime() - RESERVATION_MS;
    return this.items
      .filter((item) => item.isReservation && item.deletedAt === null && item.createdAt.getTime() < cutoff)
      .slice(0, limit);
  }
  async flush() {}
}

/** Keeps what the use cases told the owning accounts, in order. */
export class RecordedBasketChanges implements BasketChanges {
  readonly told: BasketChange[] = [];
  async publish(change: BasketChange) {
    this.told.push(change);
  }
}

/** The catalog's holds over a list of numbers on offer, keyed by tn. */
export class InMemoryNumberHolds implements NumberHolds {
  readonly held = new Map<number, { basketUuid: string; until: Date }>();
  /** Pig Pick promotion tokens the catalog would vouch for, by token (any number, any time). */
  readonly promotions = new Map<string, { tn: string; percentage: number; shownAt: Date }>();
  readonly numbers: HeldNumber[];
  constructor(numbers: HeldNumber[]) {
    this.numbers = numbers;
  }

  pigPickPromotion(token: string, tn: string) {
    const promotion = this.promotions.get(token);
    return promotion?.tn === tn ? { percentage: promotion.percentage, shownAt: promotion.shownAt } : null;
  }

  async hold(input: { tn: string; basketUuid: string; until: Date; now: Date }) {
    const number = this.numbers.find((candidate) => candidate.tn === input.tn);
    if (!number) return null;
    const current = this.held.get(number.numberId);
    if (current && current.basketUuid !== input.basketUuid && current.until >= input.now) return null;
    this.held.set(number.numberId, { basketUuid: input.basketUuid, until: input.until });
    return number;
  }
  async release(input: { numberId: number; basketUuid: string; lapsedBy?: Date }) {
    const current = this.held.get(input.numberId);
    if (!current || current.basketUuid !== input.basketUuid) return;
    if (input.lapsedBy && current.until >= input.lapsedBy) return;
    this.held.delete(input.numberId);
  }
}

/**
 * Brand 1's plans as the catalog prices them: Port Away 0, Park 200 (default), Notify admin-only, Forward 600.
 * Account `discounted` pays 150 for Park, 20% less for numbers and 250 to port a number in.
 */
export function testPlans(discounted?: number): PlanPrices {
  const forAccount = (accountId: number | null) => accountId !== null && accountId === discounted;
  return {
    defaultPlanId: (brandingId) => (brandingId === 2 ? 10 : 1),
    plan: async (_brandingId, planId, accountId) =>
      ({
        0: { id: 0, mrcCents: 0, adminOnly: false },
        1: { id: 1, mrcCents: forAccount(accountId) ? 150 : 200, adminOnly: false },
        2: { id: 2, mrcCents: 400, adminOnly: true },
        3: { id: 3, mrcCents: 600, adminOnly: false },
        10: { id: 10, mrcCents: 495, adminOnly: false },
      })[planId] ?? null,
    numberPrices: async (number, accountId) =>
      forAccount(accountId) ? { ...number, priceCents: Math.round(number.priceCents * 0.8) } : number,
    planNames: () => ({ 0: 'Port Away', 1: 'Park', 2: 'Notify', 3: 'Forward', 10: 'Phone Number' }),
    // Brand 2 sells user seats at 495 a month; the discounted account ports numbers in for 250.
    fees: async (brandingId, accountId) => ({
      lnpCents: forAccount(accountId) ? 250 : 500,
      transferCents: 300,
      seatMrcCents: brandingId === 2 ? { user: 495, admin: 495 } : { user: 0, admin: 0 },
    }),
  };
}

/** A number on offer: $49 to buy, or $25 setup and $15 a month to license. */
export function heldNumber(changes: Partial<HeldNumber> = {}): HeldNumber {
  return {
    numberId: 1,
    tn: '+12012340100',
    priceCents: 4_900,
    licenseOneTimeCents: 2_500,
    licenseMonthlyCents: 1_500,
    vendor: 'bwc',
    ...changes,
  };
}

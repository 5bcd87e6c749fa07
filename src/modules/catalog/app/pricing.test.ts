import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import type { Caller, MemberCaller } from '../../../platform/http/caller.ts';
import { PricingOverride } from '../domain/pricing-override.ts';
import type { PricingRepository } from '../ports/pricing-repository.ts';
import { makeGetPricing } from './pricing.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

const member = (overrides: Partial<MemberCaller> = {}): MemberCaller => ({
  kind: 'member',
  userId: 1,
  accountId: 42,
  brandingId: 1,
  role: 'admin',
  isEmployee: false,
  adminUser: false,
  accounting: false,
  via: 'session',
  credentialId: 1,
  authenticatedAt: NOW,
  mfaPassed: false,
  ...overrides,
});
const guest: Caller = { kind: 'guest', brandingId: 1 };

function pricingWith(overrides: PricingOverride[], factorBp: number | null = null): PricingRepository {
  return {
    async liveOverrides(accountId, now) {
      return overrides.filter(
        (o) => o.accountId === accountId && o.status === 'active' && (!o.expireDate || o.expireDate > now),
      );
    },
    async numberPriceFactorBp(accountId) {
      return accountId === 42 ? factorBp : null;
    },
  };
}

function logRecorder() {
  const lines: string[] = [];
  return { lines, warn: (message: string) => void lines.push(message) };
}

const getPricingWith = (overrides: PricingOverride[] = [], factorBp: number | null = null) =>
  makeGetPricing({ pricing: pricingWith(overrides, factorBp), clock: new FixedClock(NOW) });

const planMrc = (view: { plans: { id: number; mrc: number }[] }, id: number) =>
  view.plans.find((plan) => plan.id === id)?.mrc;

describe('getPricing', () => {
  it("answers a brand's list prices to anyone, with plans but not the fee rows", async () => {
    const view = await getPricingWith()(guest, { brandingId: 2 }, logRecorder());
    expect(view).toMatchObject({
      brandingId: 2,
      accountId: null,
      users: { admin: { mrc: 495 }, user: { mrc: 495 } },
      fees: { lnp: 500, transfer: 300 },
      numberPriceFactor: null,
    });
    expect(view.plans.map((plan) => plan.id)).toEqual([1, 10]);
    expect(view.plans[1]).toEqual({
      id: 10,
      name: 'Phone Number',
      mrc: 495,
      adminOnly: false,
      mouIncluded: 10000,
      mouCost: 0,
      mouCap: 20000,
    });
  });

  it("applies the account's overrides and its number discount for a member of the account", async () => {
    const getPricing = getPricingWith(
      [
        new PricingOverride({ accountId: 42, type: 'mrc', planId: 1, amountCents: 150 }),
        new PricingOverride({ accountId: 42, type: 'lnp', amountCents: 0 }),
      ],
      2000,
    );
    const view = await getPricing(member(), { brandingId: 1, accountId: 42 }, logRecorder());
    expect(planMrc(view, 1)).toBe(150);
    expect(planMrc(view, 3)).toBe(600);
    expect(view.fees).toEqual({ lnp: 0, transfer: 300 });
    expect(view.numberPriceFactor).toBe(0.2);
    expect(view.accountId).toBe(42);
  });

  it("prices a member's account in the account's brand whatever brand the request names", async () => {
    const view = await getPricingWith()(
      member({ brandingId: 2 }),
      { brandingId: 1, accountId: 42 },
      logRecorder(),
    );
    expect(view.brandingId).toBe(2);
  });

  it('lets staff read any account, and refuses other members (403) and guests (401)', async () => {
    const getPricing = getPricingWith([
      new PricingOverride({ accountId: 7, type: 'transfer', amountCents: 100 }),
    ]);
    const staff = member({ accountId: 1, isEmployee: true });
    expect((await getPricing(staff, { brandingId: 1, accountId: 7 }, logRecorder())).fees.transfer).toBe(100);
    await expect(getPricing(member(), { brandingId: 1, accountId: 7 }, logRecorder())).rejects.toMatchObject({
      kind: 'forbidden',
    });
    await expect(getPricing(guest, { brandingId: 1, accountId: 42 }, logRecorder())).rejects.toMatchObject({
      kind: 'not_authenticated',
    });
  });

  it('ignores expired and inactive overrides', async () => {
    const expired = new PricingOverride({
      accountId: 42,
      type: 'mrc',
      planId: 1,
      amountCents: 100,
      expireDate: new Date('2026-11-22T11:59:59Z'),
    });
    const inactive = new PricingOverride({ accountId: 42, type: 'mrc', planId: 1, amountCents: 50 });
    inactive.status = 'inactive';
    const view = await getPricingWith([expired, inactive])(
      member(),
      { brandingId: 1, accountId: 42 },
      logRecorder(),
    );
    expect(planMrc(view, 1)).toBe(200);
  });

  it('logs MISSING PRICING FOR PLAN when an override names a plan the brand does not have', async () => {
    const log = logRecorder();
    const getPricing = getPricingWith([
      new PricingOverride({ accountId: 42, type: 'mrc', planId: 77, amountCents: 1 }),
    ]);
    const view = await getPricing(member(), { brandingId: 1, accountId: 42 }, log);
    expect(log.lines).toEqual(['MISSING PRICING FOR PLAN 77']);
    expect(planMrc(view, 1)).toBe(200);
  });

  it('answers no discount, and logs, when the stored factor is outside 10%-30%', async () => {
    const log = logRecorder();
    const view = await getPricingWith([], 5000)(member(), { brandingId: 1, accountId: 42 }, log);
    expect(view.numberPriceFactor).toBeNull();
    expect(log.lines).toHaveLength(1);
  });
});

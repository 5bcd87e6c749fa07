import { describe, expect, it } from 'vitest';
import { BRANDS, brandById, findBrand } from './brands.ts';
import {
  defaultPlanFor,
  FEES,
  findPlan,
  PLANS,
  planAllowsSms,
  planForwards,
  plansForBrand,
  USER_TYPES,
  userTypesFor,
} from './plans.ts';

describe('brands', () => {
  it('defaults brand 1 to Park and brand 2 to Phone Number', () => {
    expect(defaultPlanFor(1).name).toBe('Park');
    expect(defaultPlanFor(2).name).toBe('Phone Number');
  });

  it('serves each brand its own assets', () => {
    expect(BRANDS.map((brand) => brand.domain)).toEqual([
      'numberyard.localhost',
      'business.numberyard.localhost',
    ]);
    expect(findBrand(2)?.logo).toBe('/brands/2/logo.svg');
    expect(findBrand(3)).toBeUndefined();
    expect(() => brandById(3)).toThrow(RangeError);
  });
});

describe('plans', () => {
  it('prices brand 1 plans as in spec 1 section 9', () => {
    const mrc = Object.fromEntries(
      plansForBrand(1, { includeAdminOnly: true }).map((plan) => [plan.id, plan.mrc]),
    );
    expect(mrc).toEqual({
      0: 0,
      1: 200,
      2: 400,
      3: 600,
      4: 400,
      5: 400,
      6: 1900,
      11: 1900,
      9998: 500,
      9999: 300,
    });
  });

  it('prices brand 2 plans as in spec 1 section 9', () => {
    const mrc = Object.fromEntries(
      plansForBrand(2, { includeAdminOnly: true }).map((plan) => [plan.id, plan.mrc]),
    );
    expect(mrc).toEqual({ 1: 200, 10: 495, 9998: 500, 9999: 300 });
  });

  it('includes and caps minutes as in spec 1 section 9', () => {
    const minutes = (brandingId: number, id: number) => {
      const plan = findPlan(brandingId, id)!;
      return [plan.mouIncluded, plan.mouCost, plan.mouCap];
    };
    expect(minutes(1, 2)).toEqual([200, 3, null]);
    expect(minutes(1, 3)).toEqual([300, 3, null]);
    expect(minutes(1, 4)).toEqual([200, 3, null]);
    expect(minutes(1, 5)).toEqual([200, 3, null]);
    expect(minutes(1, 6)).toEqual([2500, 0, 4500]);
    expect(minutes(1, 11)).toEqual([2000, 3, 25000]);
    expect(minutes(2, 10)).toEqual([10000, 0, 20000]);
    expect(minutes(1, 0)[2]).toBe(1000);
    expect(minutes(1, 1)[2]).toBe(1000);
  });

  it('hides Notify, Fax, Trunk, Metered, LNP and Transfer from plan selection', () => {
    const adminOnly = PLANS.filter((plan) => plan.adminOnly && plan.brandingId === 1).map(
      (plan) => plan.name,
    );
    expect(adminOnly).toEqual(['Notify', 'Fax', 'Trunk', 'Metered', 'LNP', 'Transfer']);
    expect(plansForBrand(1).map((plan) => plan.name)).toEqual(['Port Away', 'Park', 'Forward', 'Unlimited']);
    expect(plansForBrand(2).map((plan) => plan.id)).toEqual([1, 10]);
  });

  it('allows SMS on every plan that carries calls but not on Park or Port Away', () => {
    expect(planAllowsSms(findPlan(1, 0)!)).toBe(false);
    expect(planAllowsSms(findPlan(1, 1)!)).toBe(false);
    expect(planAllowsSms(findPlan(2, 1)!)).toBe(false);
    for (const id of [2, 3, 4, 5, 6, 11]) expect(planAllowsSms(findPlan(1, id)!)).toBe(true);
    expect(planAllowsSms(findPlan(2, 10)!)).toBe(true);
  });

  it('charges 500 to port in and 300 to transfer, on both brands', () => {
    expect(FEES).toEqual({ lnp: 500, transfer: 300 });
    for (const brandingId of [1, 2]) {
      expect(findPlan(brandingId, 9998)).toMatchObject({ mrc: FEES.lnp, type: 'fee' });
      expect(findPlan(brandingId, 9999)).toMatchObject({ mrc: FEES.transfer, type: 'fee' });
    }
  });

  it('charges brand 2 users 495 a month and brand 1 users nothing', () => {
    expect(userTypesFor(2)).toEqual({ admin: { mrc: 495 }, user: { mrc: 495 } });
    expect(USER_TYPES[1]).toEqual({ admin: { mrc: 0 }, user: { mrc: 0 } });
  });

  it('finds no plan outside the brand that owns it', () => {
    expect(findPlan(2, 6)).toBeUndefined();
    expect(findPlan(1, 10)).toBeUndefined();
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(findPlan(1, 1))).toBe(true);
    expect(Object.isFrozen(PLANS)).toBe(true);
  });
});

describe('planForwards', () => {
  it('is true for the plans with call forwarding: Forward, Unlimited, Metered and brand 2’s Phone Number', () => {
    const forwarding = PLANS.filter(planForwards).map((plan) => `${plan.brandingId}:${plan.name}`);
    expect(forwarding).toEqual(['1:Forward', '1:Unlimited', '1:Metered', '2:Phone Number']);
  });
});

import type { Clock } from '../../../platform/clock/clock.ts';
import { type Caller, isMember, isStaff } from '../../../platform/http/caller.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import {
  applyAccountPricing,
  MAX_PRICE_FACTOR,
  MIN_PRICE_FACTOR,
  type PriceOverride,
} from '../domain/pricing.ts';
import { type BrandingId, brandById } from '../domain/reference/brands.ts';
import { FEES, type Plan, plansForBrand, userTypesFor } from '../domain/reference/plans.ts';
import type { PricingRepository } from '../ports/pricing-repository.ts';

export interface PlanPriceView {
  id: number;
  name: string;
  /** Cents per month. */
  mrc: number;
  adminOnly: boolean;
  mouIncluded: number;
  /** Cents per minute beyond mouIncluded. */
  mouCost: number;
  mouCap: number | null;
}

export interface PricingView {
  brandingId: number;
  accountId: number | null;
  plans: PlanPriceView[];
  users: { admin: { mrc: number }; user: { mrc: number } };
  fees: { lnp: number; transfer: number };
  /** The account's discount on numbers for sale as a fraction (0.1 = 10% off), or null. */
  numberPriceFactor: number | null;
}

export interface PricingQuery {
  /** The brand asked for (query) or the request's brand; an account's own brand wins for its members. */
  brandingId: BrandingId;
  accountId?: number;
}

/** Where problems in stored prices are reported (the request logger). */
export interface PricingLog {
  warn(message: string): void;
}

const BP_PER_UNIT = 10_000;

const notAuthenticated = () =>
  new DomainError('not_authenticated', 'auth.required', "Sign in to see an account's pricing.");
const forbidden = () =>
  new DomainError('forbidden', 'auth.forbidden', "You may only see your own account's pricing.");

const toView = (plan: Plan): PlanPriceView => ({
  id: plan.id,
  name: plan.name,
  mrc: plan.mrc,
  adminOnly: plan.adminOnly,
  mouIncluded: plan.mouIncluded,
  mouCost: plan.mouCost,
  mouCap: plan.mouCap,
});

/** Plan ids that 'mrc' overrides price but the brand does not have (spec 1 section 8 logs them). */
function unknownPlanIds(overrides: readonly PriceOverride[], plans: readonly Plan[]): number[] {
  const known = new Set(plans.map((plan) => plan.id));
  const ids = overrides.flatMap((override) => (override.type === 'mrc' ? [override.planId] : []));
  return [...new Set(ids)].filter((id): id is number => id != null && !known.has(id));
}

/** GET /api/pricing: a brand's prices, or one account's with its overrides and number discount applied. */
export function makeGetPricing({ pricing, clock }: { pricing: PricingRepository; clock: Clock }) {
  function brandPricing(brandingId: number) {
    // Fee rows (LNP, Transfer) are answered as `fees`, not as plans.
    const plans = plansForBrand(brandingId, { includeAdminOnly: true }).filter((plan) => plan.type !== 'fee');
    return { plans, users: userTypesFor(brandingId), fees: { ...FEES } };
  }

  async function priceFactor(accountId: number, log: PricingLog): Promise<number | null> {
    const bp = await pricing.numberPriceFactorBp(accountId);
    if (bp === null) return null;
    const factor = bp / BP_PER_UNIT;
    if (factor >= MIN_PRICE_FACTOR && factor <= MAX_PRICE_FACTOR) return factor;
    log.warn(`INVALID NUMBER PRICE FACTOR ${bp} FOR ACCOUNT ${accountId}`);
    return null;
  }

  return async function getPricing(
    caller: Caller,
    query: PricingQuery,
    log: PricingLog,
  ): Promise<PricingView> {
    const { accountId } = query;
    if (accountId === undefined) {
      const { plans, users, fees } = brandPricing(query.brandingId);
      return {
        brandingId: query.brandingId,
        accountId: null,
        plans: plans.map(toView),
        users,
        fees,
        numberPriceFactor: null,
      };
    }
    if (!isMember(caller)) throw notAuthenticated();
    const ownAccount = caller.accountId === accountId;
    if (!ownAccount && !isStaff(caller)) throw forbidden();

    const brandingId = ownAccount ? brandById(caller.brandingId).brandingId : query.brandingId;
    const base = brandPricing(brandingId);
    const now = clock.now();
    const overrides: PriceOverride[] = await pricing.liveOverrides(accountId, now);
    for (const planId of unknownPlanIds(overrides, base.plans))
      log.warn(`MISSING PRICING FOR PLAN ${planId}`);
    const priced = applyAccountPricing(base, overrides, now);
    return {
      brandingId,
      accountId,
      plans: priced.plans.map(toView),
      users: priced.users,
      fees: priced.fees,
      numberPriceFactor: await priceFactor(accountId, log),
    };
  };
}

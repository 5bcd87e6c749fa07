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

/** Where problems found while pricing for an account go when nobody passes the request logger. */
const UNLOGGED: PricingLog = { warn: () => {} };

const isFeeRow = (plan: Plan) => plan.type === 'fee';

function brandPricing(brandingId: number) {
  const plans = plansForBrand(brandingId, { includeAdminOnly: true });
  return { plans, users: userTypesFor(brandingId), fees: { ...FEES } };
}

/**
 * A brand's prices as one account pays them: its live overrides applied to the plans and fees, and its
 * number price factor. Every price shown to a member of the account (profile, search, basket) comes from here.
 */
export function makeAccountPricing({ pricing, clock }: { pricing: PricingRepository; clock: Clock }) {
  async function numberPriceFactor(accountId: number, log: PricingLog = UNLOGGED): Promise<number | null> {
    const bp = await pricing.numberPriceFactorBp(accountId);
    if (bp === null) return null;
    const factor = bp / BP_PER_UNIT;
    if (factor >= MIN_PRICE_FACTOR && factor <= MAX_PRICE_FACTOR) return factor;
    log.warn(`INVALID NUMBER PRICE FACTOR ${bp} FOR ACCOUNT ${accountId}`);
    return null;
  }

  async function pricingFor(brandingId: number, accountId: number | null, log: PricingLog = UNLOGGED) {
    const base = brandPricing(brandingId);
    if (accountId === null) return { ...base, numberPriceFactor: null };
    const now = clock.now();
    const overrides: PriceOverride[] = await pricing.liveOverrides(accountId, now);
    for (const planId of unknownPlanIds(
      overrides,
      base.plans.filter((plan) => !isFeeRow(plan)),
    ))
      log.warn(`MISSING PRICING FOR PLAN ${planId}`);
    return {
      ...applyAccountPricing(base, overrides, now),
      numberPriceFactor: await numberPriceFactor(accountId, log),
    };
  }

  return { numberPriceFactor, pricingFor };
}

/** GET /api/pricing: a brand's prices, or one account's with its overrides and number discount applied. */
export function makeGetPricing(deps: { pricing: PricingRepository; clock: Clock }) {
  const { pricingFor } = makeAccountPricing(deps);

  return async function getPricing(
    caller: Caller,
    query: PricingQuery,
    log: PricingLog,
  ): Promise<PricingView> {
    const { accountId } = query;
    if (accountId !== undefined) {
      if (!isMember(caller)) throw notAuthenticated();
      if (caller.accountId !== accountId && !isStaff(caller)) throw forbidden();
    }
    const ownAccount = isMember(caller) && caller.accountId === accountId;
    const brandingId = ownAccount ? brandById(caller.brandingId).brandingId : query.brandingId;
    const priced = await pricingFor(brandingId, accountId ?? null, log);
    return {
      brandingId,
      accountId: accountId ?? null,
      // Fee rows (LNP, Transfer) are answered as `fees`, not as plans.
      plans: priced.plans.filter((plan) => !isFeeRow(plan)).map(toView),
      users: priced.users,
      fees: priced.fees,
      numberPriceFactor: priced.numberPriceFactor,
    };
  };
}

import type { Clock } from '../../../platform/clock/clock.ts';
import { planNotOffered } from '../domain/account-number.errors.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import { type PlanChangeCharge, paidThroughOf, planChangeCharge } from '../domain/plan-change.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import type { NumberCaller } from './number-caller.ts';

/** Spec 2's Port Away plan (id 0): a licensed number cannot be parked on it, as in the basket. */
export const PORT_AWAY_PLAN_ID = 0;

/** What the plan-change dialog shows before confirming, and what confirming charges. */
export interface PlanChangeQuote {
  tn: string;
  fromPlan: { id: number; name: string; mrc: number };
  toPlan: { id: number; name: string; mrc: number };
  charge: PlanChangeCharge;
}

export interface PlanChangeQuoteDeps {
  plans: NumberPlans;
  clock: Clock;
}

/**
 * The brand's plan at the account's price (spec 2: admin-only plans for employees alone; a plan the brand
 * lacks is refused) and the prorated charge or credit of moving the number onto it today.
 */
export async function quotePlanChange(
  { plans, clock }: PlanChangeQuoteDeps,
  caller: NumberCaller,
  number: AccountNumber,
  planId: number,
): Promise<PlanChangeQuote> {
  const target = await plans.priced(caller.brandingId, planId, number.accountId);
  if (!target || (target.adminOnly && !caller.isEmployee)) throw planNotOffered(planId);
  if (target.id === PORT_AWAY_PLAN_ID && number.isLicensed()) throw planNotOffered(planId);
  const current = plans.plan(caller.brandingId, number.planId);
  return {
    tn: number.tn,
    fromPlan: { id: number.planId, name: current?.name ?? `Plan ${number.planId}`, mrc: number.mrcCents },
    toPlan: { id: target.id, name: target.name, mrc: target.mrcCents },
    charge: planChangeCharge({
      now: clock.now(),
      paidThrough: paidThroughOf(number),
      fromMrcCents: number.mrcCents,
      toMrcCents: target.mrcCents,
    }),
  };
}

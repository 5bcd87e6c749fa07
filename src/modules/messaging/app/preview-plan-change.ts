import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import { callersNumber, type NumberCaller } from './number-caller.ts';
import { type PlanChangeQuoteDeps, quotePlanChange } from './plan-change-quote.ts';

export interface PreviewPlanChangeDeps extends PlanChangeQuoteDeps {
  numbers: AccountNumberRepository;
}

/** GET .../{tn}/plan-change?planId=: the prorated charge (or credit) of a plan change, changing nothing. */
export function makePreviewPlanChange(deps: PreviewPlanChangeDeps) {
  return async function previewPlanChange(caller: NumberCaller, tn: string, planId: number) {
    const number = await callersNumber(deps.numbers, caller, tn);
    return quotePlanChange(deps, caller, number, planId);
  };
}

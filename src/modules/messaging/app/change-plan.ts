import { formatCents } from '../../../shared/money.ts';
import { alreadyOnPlan } from '../domain/account-number.errors.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { ForwardingPlans } from '../ports/forwarding-plans.ts';
import type { NumberCarrier } from '../ports/number-carrier.ts';
import type { NumberLedger } from '../ports/number-ledger.ts';
import { type AccountNumberView, toAccountNumberView } from './account-number-view.ts';
import { callersNumber, type NumberCaller } from './number-caller.ts';
import { type PlanChangeQuote, type PlanChangeQuoteDeps, quotePlanChange } from './plan-change-quote.ts';

export interface ChangePlanDeps extends PlanChangeQuoteDeps {
  numbers: AccountNumberRepository;
  ledger: NumberLedger;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** A number leaving a forwarding plan stops forwarding at the carrier too (docs/adr/0035). */
  forwarding: { plans: ForwardingPlans; carrier: Pick<NumberCarrier, 'setForwarding'> };
}

/**
 * POST .../{tn}/plan-change: puts the number on the plan at the account's price and writes the prorated
 * charge or credit to the ledger, in one transaction. The number's row is locked first, so a request sent
 * twice (or two at once) changes the plan once and the second answers 409: one charge (ADR 0034). A number
 * moving to a plan without forwarding has its forwarding stopped at the carrier first (a refusal changes nothing).
 */
export function makeChangePlan(deps: ChangePlanDeps) {
  return async function changePlan(
    caller: NumberCaller,
    tn: string,
    planId: number,
  ): Promise<{ number: AccountNumberView; quote: PlanChangeQuote }> {
    return deps.tx(async () => {
      const number = await callersNumber(deps.numbers, caller, tn, { lock: true });
      const quote = await quotePlanChange(deps, caller, number, planId);
      if (number.planId === quote.toPlan.id) throw alreadyOnPlan(quote.toPlan.name);
      if (number.forwardTo !== null && !deps.forwarding.plans.forwards(caller.brandingId, quote.toPlan.id)) {
        await deps.forwarding.carrier.setForwarding({ tn: number.tn, forwardTo: null });
        number.forwardTo = null;
      }
      number.planId = quote.toPlan.id;
      number.mrcCents = quote.toPlan.mrc;
      await deps.numbers.save(number);
      const { kind, amountCents, from, to } = quote.charge;
      if (kind !== 'none')
        await deps.ledger.record(number.accountId, {
          kind,
          amountCents,
          description:
            `Plan change ${number.humanTn()}: ${quote.fromPlan.name} (${formatCents(quote.fromPlan.mrc)}/mo) ` +
            `to ${quote.toPlan.name} (${formatCents(quote.toPlan.mrc)}/mo), ${from} to ${to}`,
          reference: `plan-change:${number.id}:${quote.fromPlan.id}-${quote.toPlan.id}:${from}`,
        });
      return { number: toAccountNumberView(deps.plans, caller.brandingId, number), quote };
    });
  };
}

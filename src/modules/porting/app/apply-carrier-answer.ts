import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { PortInOrder } from '../domain/port-in-order.ts';
import type { PortInCarrierStatus } from '../ports/port-in-carrier.ts';
import type { PortInLedger } from '../ports/port-in-ledger.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import type { PortInPlans } from '../ports/port-in-plans.ts';
import type { PortedNumbers } from '../ports/ported-numbers.ts';
import { mailPortInStep, type PortInMailDeps } from './port-in-mails.ts';

export interface ApplyCarrierAnswerDeps extends PortInMailDeps {
  orders: PortInOrderRepository;
  numbers: PortedNumbers;
  plans: PortInPlans;
  ledger: PortInLedger;
}

/** The ledger reference of a port-in's fee: one charge per order, whoever completes it (job or webhook). */
export const portInFeeReference = (orderId: number) => `port-in:${orderId}`;

/**
 * Records what the carrier said of an in-flight order (the check job's poll or the carrier's webhook), under
 * the caller's row lock and transaction: each new step is saved and mailed; a completed order's number joins
 * the account with its plan and the port-in fee the basket showed ("Billed Upon Port-In") is charged once
 * (reference `port-in:<orderId>`). An answer that changes nothing does nothing. Answers whether it changed.
 */
export async function applyCarrierAnswer(
  deps: ApplyCarrierAnswerDeps,
  order: PortInOrder,
  answer: PortInCarrierStatus,
  now: Date,
): Promise<boolean> {
  if (answer.status === 'submitted') return false;
  if (answer.status === 'rejected') {
    if (!order.rejected(answer.reasonCode, answer.reasonText, now)) return false;
    await step(deps, order);
    return true;
  }
  // A carrier may answer 'completed' without our having seen its FOC date: the timeline still shows it.
  const focSet = order.focDateSet(answer.focDate, now);
  if (focSet) await step(deps, order);
  if (answer.status !== 'completed' || !order.completed(now)) return focSet;
  await deps.numbers.activate({
    accountId: order.accountId,
    tn: order.tn,
    planId: order.planId,
    billingPeriod: order.billingPeriod,
    mrcCents: await deps.plans.mrcCents(order.brandingId, order.accountId, order.planId),
    anniversaryDate: now.toISOString().slice(0, 10),
  });
  if (order.feeCents > 0)
    await deps.ledger.chargeOnce({
      accountId: order.accountId,
      amountCents: order.feeCents,
      description: `Port-in fee ${PhoneNumber.tryParse(order.tn)?.format() ?? order.tn}`,
      reference: portInFeeReference(order.id),
    });
  await step(deps, order);
  return true;
}

async function step(deps: ApplyCarrierAnswerDeps, order: PortInOrder): Promise<void> {
  await deps.orders.save(order);
  await mailPortInStep(deps, order);
}

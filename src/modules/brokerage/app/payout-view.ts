import { PAYOUT_TYPE_LABELS, type Payout } from '../domain/payout.ts';
import type { PayoutLine } from '../ports/payout-repository.ts';
import { humanTn } from './earnings-deps.ts';

/**
 * Spec 3 Payout as the Payouts screen, its CSV and "Payout submitted" show it: cents, ISO dates, its
 * transactions for the expandable phone numbers. The note and the provider's reference are for employees.
 */
export function toPayoutView(payout: Payout, lines: readonly PayoutLine[], isEmployee: boolean) {
  return {
    payoutId: payout.id,
    amount: payout.amount,
    status: payout.status,
    type: payout.type,
    typeLabel: PAYOUT_TYPE_LABELS[payout.type ?? 'manual'],
    createDate: payout.createDate.toISOString(),
    ...(isEmployee ? { note: payout.note, providerReference: payout.providerReference } : {}),
    brokerageTransactions: lines
      .filter((line) => line.payoutId === payout.id)
      .map((line) => ({
        brokerageTransactionId: line.brokerageTransactionId,
        tn: line.tn,
        formattedTn: humanTn(line.tn),
        payoutAmount: line.payoutAmount,
      })),
  };
}

export type PayoutView = ReturnType<typeof toPayoutView>;

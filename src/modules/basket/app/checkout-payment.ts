import { BypassForEmployeesOnly, CreditLimitExceeded, PaymentRequired } from '../domain/checkout.errors.ts';
import type { PaymentKind } from '../domain/checkout-order.ts';
import type { AccountLedger } from '../ports/account-ledger.ts';
import type { CheckoutPayments } from '../ports/checkout-payments.ts';
import type { Buyer, CheckoutCaller } from './checkout-buyer.ts';

/** How the buyer asked to pay: the card (default), Bill to Account, or an employee's bypass. */
export type PayWith = 'card' | 'account' | 'bypass';

/**
 * Which way this order is paid, by the rules of spec 2 section 2 (step 3): nothing due needs no payment; Bill to
 * Account only for a signed-in admin whose charge is below the credit limit minus the balance (employees acting
 * for the account: whatever the limit); bypass only for employees; otherwise a card payment id is required.
 */
export async function choosePayment(
  ledger: AccountLedger,
  input: {
    payWith: PayWith;
    dueNowCents: number;
    buyer: Buyer;
    caller: CheckoutCaller;
    paymentId?: string | undefined;
  },
): Promise<PaymentKind> {
  if (input.payWith === 'bypass') {
    if (!input.caller.isEmployee) throw new BypassForEmployeesOnly();
    return 'bypass';
  }
  if (input.dueNowCents === 0) return 'none';
  if (input.payWith === 'account') {
    if (input.buyer.kind !== 'member') throw new CreditLimitExceeded();
    // Staff acting for the account may bill it whatever its credit limit: they could bypass payment altogether,
    // and an admin add-number sale is priced by them (docs/adr/0071).
    if (input.caller.isEmployee) return 'account';
    const available =
      input.buyer.holder.creditLimitCents - (await ledger.balanceCents(input.buyer.accountId));
    if (input.dueNowCents >= available) throw new CreditLimitExceeded();
    return 'account';
  }
  if (!input.paymentId) throw new PaymentRequired();
  return 'card';
}

/**
 * The idempotency keys of a basket's payment: one authorization per basket, amount and payment id, so a retry
 * with the same card holds once, while another card after a decline is a new attempt (a decline is replayed
 * for its own key).
 */
export const paymentKeys = (basketUuid: string, amountCents: number, paymentId: string) => {
  const key = `checkout:${basketUuid}:${amountCents}:${paymentId}`;
  return {
    reference: `basket:${basketUuid}`,
    authorize: `${key}:authorize`,
    capture: `${key}:capture`,
    release: `${key}:release`,
    refund: `${key}:refund`,
  };
};

/** Authorizes the card before the transaction (nothing is captured until the order is committed). */
export async function authorizeCard(
  payments: CheckoutPayments,
  input: { basketUuid: string; amountCents: number; paymentId: string; buyer: Buyer },
): Promise<{ paymentIntentId: string; captured: boolean }> {
  const keys = paymentKeys(input.basketUuid, input.amountCents, input.paymentId);
  const { contact } = input.buyer;
  const held = await payments.authorize({
    reference: keys.reference,
    amountCents: input.amountCents,
    paymentId: input.paymentId,
    idempotencyKey: keys.authorize,
    customer: { email: contact.email, name: `${contact.firstName} ${contact.lastName}`.trim() },
    description: `Numbers order ${input.basketUuid}`,
  });
  return { paymentIntentId: held.paymentIntentId, captured: held.captured };
}

import type { BillingModule } from '../../../billing/index.ts';
import type { CheckoutPayments } from '../../ports/checkout-payments.ts';

/** Checkout's card payments over billing's gateway; billing's errors (declined, not found, mismatch) pass through. */
export function billingCheckoutPayments(billing: Pick<BillingModule, 'payments'>): CheckoutPayments {
  return {
    async authorize(input) {
      const held = await billing.payments.authorize(input);
      return { paymentIntentId: held.paymentIntentId, captured: held.captured };
    },
    capture: (input) => billing.payments.capture(input),
    release: (input) => billing.payments.release(input),
    refund: (input) => billing.payments.refund(input),
  };
}

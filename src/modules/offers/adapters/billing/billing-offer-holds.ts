import type { BillingModule } from '../../../billing/index.ts';
import type { OfferHolds } from '../../ports/offer-holds.ts';

/** The payment reference of an offer's hold: the number's digits (billing lets any payer hold for an offer). */
export const offerHoldReference = (tn: string) => `offer:${tn.replace(/\D/g, '')}`;

/** Offer holds over billing's payments facade. */
export function billingOfferHolds(billing: Pick<BillingModule, 'payments'>): OfferHolds {
  return {
    async hold({ paymentId, tn, amountCents, email, idempotencyKey }) {
      const held = await billing.payments.authorize({
        reference: offerHoldReference(tn),
        amountCents,
        paymentId,
        idempotencyKey,
        customer: { email, name: email },
        description: `Numberyard offer hold on ${tn}`,
      });
      return held.paymentIntentId;
    },
    release: (paymentIntentId, idempotencyKey) =>
      billing.payments.release({ paymentIntentId, idempotencyKey }),
  };
}

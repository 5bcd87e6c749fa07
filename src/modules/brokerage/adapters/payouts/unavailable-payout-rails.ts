import type { PayoutRails } from '../../ports/payout-rails.ts';

export const ACH_UNAVAILABLE = 'ACH payouts are not available yet.';
export const PAYPAL_UNAVAILABLE = 'PayPal payouts are not available yet.';

/**
 * The payout rails until the ACH and PayPal adapters are wired (docs/adr/0061): every ACH or PayPal payout is
 * refused with a clear message before anything is claimed; account payouts do not use the rails.
 */
export const unavailablePayoutRails: PayoutRails = {
  refusal: async (_broker, type) => (type === 'ach' ? ACH_UNAVAILABLE : PAYPAL_UNAVAILABLE),
  send: async ({ type }) => {
    throw new Error(type === 'ach' ? ACH_UNAVAILABLE : PAYPAL_UNAVAILABLE);
  },
  paypalEnabled: () => false,
};

import { TextField } from '../../../ui/forms/text-field.tsx';

/**
 * What the submitPayment step needs of a card form: the amount and the payment's reference, and a way to
 * hand back the id of the payment made for them ('pi_...' from Stripe.js, or a 'pm_...' method).
 */
export interface CardPaymentSlotProps {
  amountDueCents: number;
  /** The billing reference the PaymentIntent must carry: `confirm:<uuid>`. */
  reference: string;
  paymentId: string;
  onPaymentId: (paymentId: string) => void;
  error: string | undefined;
}

/**
 * SLOT: the payments feature's `CardPayment` (web/src/features/payments) goes here once it lands; the app
 * passes it to ConfirmAccountPage as `CardPayment` (features do not import each other). Until then a stand-in
 * takes a payment id by hand (for example the test method `pm_card_visa`, which billing's simulator accepts).
 */
export function PaymentIdSlot({ paymentId, onPaymentId, error }: CardPaymentSlotProps) {
  return (
    <div className="card-payment-slot" data-slot="card-payment">
      <TextField
        label="Payment id"
        name="paymentIntentId"
        autoComplete="off"
        maxLength={200}
        value={paymentId}
        onChange={onPaymentId}
        error={error}
        hint="Card entry is on its way. Until then, enter a card payment id (test: pm_card_visa)."
      />
    </div>
  );
}

import { useState } from 'react';
import { TextField } from '../../../ui/forms/text-field.tsx';
import type { CardPaymentProps } from './card-payment-props.ts';

/**
 * The card area when the app passes no card form (the payments feature's `CardPayment` is wired in
 * web/src/app): a payment id taken by hand, e.g. the test method `pm_card_visa` that billing's simulator
 * accepts. Never shown once the app passes the card form.
 */
export function PaymentIdStandIn({ onPaid }: CardPaymentProps) {
  const [paymentId, setPaymentId] = useState('');
  return (
    <div className="card-payment-slot" data-slot="card-payment">
      <TextField
        label="Payment id"
        name="paymentId"
        autoComplete="off"
        maxLength={200}
        value={paymentId}
        onChange={setPaymentId}
        hint="Card entry is not available here. Enter a card payment id (test: pm_card_visa)."
      />
      <button
        type="button"
        className="button button--primary"
        disabled={paymentId.trim() === ''}
        onClick={() => onPaid(paymentId.trim())}
      >
        Pay
      </button>
    </div>
  );
}

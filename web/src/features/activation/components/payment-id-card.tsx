import { useState } from 'react';
import { TextField } from '../../../ui/forms/text-field.tsx';
import type { ActivationCardPaymentProps } from './payment-section.tsx';

/** A stand-in card form for when the app passes none: takes a payment id by hand (test: pm_card_visa). */
export function PaymentIdCard({ onPaid }: ActivationCardPaymentProps) {
  const [paymentId, setPaymentId] = useState('');
  return (
    <div className="activation__card">
      <TextField
        label="Payment id"
        name="paymentId"
        autoComplete="off"
        maxLength={200}
        value={paymentId}
        onChange={setPaymentId}
      />
      <button
        type="button"
        className="button"
        disabled={!paymentId.trim()}
        onClick={() => onPaid(paymentId.trim())}
      >
        Use this card
      </button>
    </div>
  );
}

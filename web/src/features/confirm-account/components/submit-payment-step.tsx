import type { ComponentType } from 'react';
import { formatCents } from '../../../../../src/shared/money.ts';
import { Form, SubmitButton } from '../../../ui/forms/form.tsx';
import { useForm } from '../../../ui/forms/use-form.ts';
import type { CardPaymentSlotProps } from './card-payment-slot.tsx';
import type { StepHeading } from './step-heading.tsx';

interface SubmitPaymentStepProps {
  heading: StepHeading;
  amountDueCents: number;
  reference: string;
  CardPayment: ComponentType<CardPaymentSlotProps>;
  /** With a payment id when something is due; without one when nothing is. */
  activate: (paymentIntentId: string | null) => Promise<unknown>;
}

/** Step submitPayment: the amount due, the card, and 'Activate My Account'. */
export function SubmitPaymentStep({
  heading,
  amountDueCents,
  reference,
  CardPayment,
  activate,
}: SubmitPaymentStepProps) {
  const due = amountDueCents > 0;
  const form = useForm({
    fields: { paymentIntentId: '' },
    validate: ({ paymentIntentId }) => ({
      paymentIntentId:
        due && paymentIntentId.trim() === '' ? 'Please enter your card to pay the amount due.' : undefined,
    }),
    submit: ({ paymentIntentId }) => activate(due ? paymentIntentId.trim() : null),
  });
  return (
    <>
      {heading('Thank you for verifying your phone number')}
      <p className="confirm-account__due">
        Amount due: <strong>{formatCents(amountDueCents)}</strong>
      </p>
      {!due && <p>Nothing is due: activate your account now.</p>}
      <Form form={form}>
        {due && (
          <CardPayment
            amountDueCents={amountDueCents}
            reference={reference}
            paymentId={form.values.paymentIntentId}
            onPaymentId={(id) => form.set('paymentIntentId', id)}
            error={form.errors.paymentIntentId}
          />
        )}
        <SubmitButton
          className="button button--primary button--block"
          pending={form.pending}
          label="Activate My Account"
          pendingLabel="Activating…"
        />
      </Form>
    </>
  );
}

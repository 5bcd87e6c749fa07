import { brandOfCardNumber, cardDigits } from '../../../../src/shared/card-brands.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import { createSimulatedCard } from './payments-api.ts';
import type { CardFlow } from './use-card-payment.ts';

export const CARD_NUMBER_INCOMPLETE = 'Your card number is incomplete.';
export const EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete.";
export const CVC_INCOMPLETE = "Your card's security code is incomplete.";

/** 'MM/YY' (or 'MM / YYYY') as month and four-digit year, or null. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

const BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/**
 * The card form when the server runs the payment simulator (no Stripe publishable key): Stripe's test cards
 * only (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined). The number goes to the simulator once and
 * is never kept.
 */
export function SimulatorCardForm({ flow }: { flow: CardFlow }) {
  const form = useForm({
    fields: { number: '', expiry: '', cvc: '' },
    serverNames: { expMonth: 'expiry', expYear: 'expiry' },
    validate: ({ number, expiry, cvc }) => ({
      number: /^\d{13,19}$/.test(cardDigits(number)) ? undefined : CARD_NUMBER_INCOMPLETE,
      expiry: parseExpiry(expiry) ? undefined : EXPIRY_INCOMPLETE,
      cvc: /^\d{3,4}$/.test(cvc.trim()) ? undefined : CVC_INCOMPLETE,
    }),
    failureMessage: (error) => (error instanceof Error ? error.message : undefined),
    submit: async ({ number, expiry, cvc }) => {
      // A refused number answers 400 with `errors`, which the form shows on its field.
      const paymentMethodId = await createSimulatedCard({
        number: cardDigits(number),
        ...parseExpiry(expiry)!,
        cvc: cvc.trim(),
      });
      await flow.withSimulator(paymentMethodId);
    },
  });
  const brand = brandOfCardNumber(form.values.number);
  const numberField = form.field('number');
  return (
    <Form form={form} className="card-payment card-payment--simulator">
      <p className="card-payment__note">
        Test mode: use a Stripe test card such as 4242 4242 4242 4242 (any future date, any CVC).
      </p>
      <TextField
        {...numberField}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        hint={
          brand !== 'unknown' && cardDigits(form.values.number).length >= 2 ? BRAND_NAMES[brand] : undefined
        }
      />
      <div className="card-payment__row">
        <TextField
          {...form.field('expiry')}
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
        />
        <TextField
          {...form.field('cvc')}
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
      <p className="card-payment__status" aria-live="polite">
        {flow.state.status === 'processing' ? flow.processingText : ''}
      </p>
      <SubmitButton pending={form.pending} label={flow.submitLabel} pendingLabel="Processing…" />
    </Form>
  );
}

import { useState } from 'react';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import { Form, SubmitButton } from '../../../ui/forms/form.tsx';
import { TextField } from '../../../ui/forms/text-field.tsx';
import { useForm } from '../../../ui/forms/use-form.ts';
import type { StepHeading } from './step-heading.tsx';

interface ConfirmCodeStepProps {
  heading: StepHeading;
  /** The number the code went to; unknown when the page opened with a code already out. */
  phone: string | null;
  confirmCode: (code: string) => Promise<unknown>;
  /** Texts a new code (or, without a known number, goes back to ask for it). */
  resendCode: () => Promise<unknown>;
}

/** Step confirmCode: the six-digit code ('Confirm', 'Re-Send code'). */
export function ConfirmCodeStep({ heading, phone, confirmCode, resendCode }: ConfirmCodeStepProps) {
  const [resent, setResent] = useState<string>();
  const [resending, setResending] = useState(false);
  const form = useForm({
    fields: { code: '' },
    validate: ({ code }) => ({ code: /^\d{6}$/.test(code.trim()) ? undefined : 'The code is six digits.' }),
    submit: ({ code }) => confirmCode(code.trim()),
    failureField: 'code',
  });

  async function resend() {
    setResending(true);
    setResent(undefined);
    try {
      await resendCode();
      setResent('We sent you a new code. It expires in 10 minutes.');
    } catch (error) {
      form.fail({}, error instanceof Error ? error.message : 'The code could not be sent, please try again.');
    } finally {
      setResending(false);
    }
  }

  const shown = phone ? (PhoneNumber.tryParse(phone)?.format() ?? phone) : null;
  return (
    <>
      {heading('Enter your code')}
      <p>
        {shown
          ? `We texted a six-digit code to ${shown}.`
          : 'We texted a six-digit code to your mobile number.'}{' '}
        It expires in 10 minutes.
      </p>
      <Form form={form}>
        <TextField
          label="Confirmation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.field('code')}
        />
        <SubmitButton
          className="button button--primary button--block"
          pending={form.pending}
          label="Confirm"
          pendingLabel="Confirming…"
        />
      </Form>
      <div className="button-row step-links">
        <button
          type="button"
          className="button"
          onClick={() => void resend()}
          disabled={resending || form.pending}
        >
          {resending ? 'Sending…' : 'Re-Send code'}
        </button>
      </div>
      {resent && (
        <p className="notice" role="status">
          {resent}
        </p>
      )}
    </>
  );
}

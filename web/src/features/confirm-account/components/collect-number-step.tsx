import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import { Form, SubmitButton } from '../../../ui/forms/form.tsx';
import { TextField } from '../../../ui/forms/text-field.tsx';
import { useForm } from '../../../ui/forms/use-form.ts';
import type { StepHeading } from './step-heading.tsx';

export const INVALID_PHONE = 'Please enter a valid mobile number.';

interface CollectNumberStepProps {
  heading: StepHeading;
  sendCode: (phone: string) => Promise<unknown>;
}

/** Step collectNumber: the mobile number to text a code to ('Send Code'). */
export function CollectNumberStep({ heading, sendCode }: CollectNumberStepProps) {
  const form = useForm({
    fields: { phone: '' },
    validate: ({ phone }) => ({
      phone: PhoneNumber.isValid(phone.trim(), { accept: ['nanp'] }) ? undefined : INVALID_PHONE,
    }),
    submit: ({ phone }) => sendCode(phone.trim()),
  });
  return (
    <>
      {heading('Confirm your mobile number')}
      <p>To activate your account, we text a six-digit code to your mobile number.</p>
      <Form form={form}>
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          {...form.field('phone')}
        />
        <SubmitButton
          className="button button--primary button--block"
          pending={form.pending}
          label="Send Code"
          pendingLabel="Sending…"
        />
      </Form>
    </>
  );
}

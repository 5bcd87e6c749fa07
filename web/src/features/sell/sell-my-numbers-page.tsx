import { useProfile } from '../../api/profile.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import type { FieldErrors } from '../../ui/forms/use-form.ts';
import { useForm } from '../../ui/forms/use-form.ts';
import { useApplyToSellMutation } from './sell-api.ts';

type Values = { company: string; website: string; numberCount: string; message: string };

/** What the form checks before sending; the server checks the same again. */
export function applicationProblems(values: Values): FieldErrors<keyof Values> {
  const problems: FieldErrors<keyof Values> = {};
  if (!values.company.trim()) problems.company = 'Company is required.';
  const count = values.numberCount.trim();
  if (!/^\d+$/.test(count) || Number(count) < 1)
    problems.numberCount = 'Enter how many numbers you would sell.';
  return problems;
}

/**
 * /account/sell-my-numbers (spec 3: "The application is made via a Sell tab; the product may approve or deny
 * it"): an account admin applies, staff review it at /admin/broker-applications.
 */
export function SellMyNumbersPage() {
  const profile = useProfile();
  const apply = useApplyToSellMutation();
  const form = useForm<Values>({
    fields: { company: profile.accountInfo?.company ?? '', website: '', numberCount: '', message: '' },
    validate: applicationProblems,
    submit: (values) =>
      apply.mutateAsync({
        company: values.company.trim(),
        website: values.website.trim(),
        numberCount: Number(values.numberCount.trim()),
        message: values.message.trim(),
      }),
  });

  if (profile.accountInfo?.sellersAdmin === 'Y') {
    return (
      <section className="page page--narrow">
        <h1>Sell my numbers</h1>
        <p>This account is approved to sell numbers.</p>
      </section>
    );
  }

  if (apply.isSuccess) {
    return (
      <section className="page page--narrow">
        <h1>Sell my numbers</h1>
        <p role="status">
          Thank you. We review applications within two business days and write to {apply.data.email || 'you'}{' '}
          with the answer.
        </p>
      </section>
    );
  }

  return (
    <section className="page page--narrow">
      <h1>Sell my numbers</h1>
      <p>
        List the numbers you own for sale or licence and get paid when they sell. Tell us about your company;
        we approve sellers within two business days.
      </p>
      <Form form={form}>
        <TextField label="Company" autoComplete="organization" maxLength={200} {...form.field('company')} />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={300}
          {...form.field('website')}
        />
        <TextField
          label="How many numbers would you sell?"
          inputMode="numeric"
          maxLength={7}
          {...form.field('numberCount')}
        />
        <TextAreaField
          label="Message"
          maxLength={2000}
          hint="Anything that helps us review: the kinds of numbers, where they are parked today."
          {...form.field('message')}
        />
        <SubmitButton pending={form.pending} label="Apply to Sell" pendingLabel="Sending…" />
      </Form>
    </section>
  );
}

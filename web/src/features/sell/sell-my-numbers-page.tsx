import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import { useApplyToSellMutation } from './sell-api.ts';

const FIELDS = ['company', 'website', 'numberCount', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** What the form checks before sending; the server checks the same again. */
export function applicationProblems(values: Values): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
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
  const [values, setValues] = useState<Values>({
    company: profile.accountInfo?.company ?? '',
    website: '',
    numberCount: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const refs = { company: useRef<HTMLInputElement>(null), numberCount: useRef<HTMLInputElement>(null) };
  const failureId = useId();
  const edit = (name: Field) => (value: string) => setValues((previous) => ({ ...previous, [name]: value }));

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

  function show(next: Partial<Record<Field, string>>, message?: string) {
    setErrors(next);
    setFailure(message);
    if (next.company) refs.company.current?.focus();
    else if (next.numberCount) refs.numberCount.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (apply.isPending) return;
    const problems = applicationProblems(values);
    if (Object.keys(problems).length > 0) return show(problems);
    show({});
    try {
      await apply.mutateAsync({
        company: values.company.trim(),
        website: values.website.trim(),
        numberCount: Number(values.numberCount.trim()),
        message: values.message.trim(),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const server: Partial<Record<Field, string>> = {};
      for (const name of FIELDS) if (error.errors?.[name]) server[name] = error.errors[name];
      show(server, Object.keys(server).length > 0 ? undefined : error.message);
    }
  }

  return (
    <section className="page page--narrow">
      <h1>Sell my numbers</h1>
      <p>
        List the numbers you own for sale or licence and get paid when they sell. Tell us about your company;
        we approve sellers within two business days.
      </p>
      <form noValidate onSubmit={submit} aria-describedby={failure ? failureId : undefined}>
        {failure && (
          <p id={failureId} className="form-error" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label="Company"
          name="company"
          autoComplete="organization"
          maxLength={200}
          value={values.company}
          onChange={edit('company')}
          error={errors.company}
          inputRef={refs.company}
        />
        <TextField
          label="Website"
          name="website"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={300}
          value={values.website}
          onChange={edit('website')}
          error={errors.website}
        />
        <TextField
          label="How many numbers would you sell?"
          name="numberCount"
          inputMode="numeric"
          maxLength={7}
          value={values.numberCount}
          onChange={edit('numberCount')}
          error={errors.numberCount}
          inputRef={refs.numberCount}
        />
        <TextAreaField
          label="Message"
          name="message"
          maxLength={2000}
          hint="Anything that helps us review: the kinds of numbers, where they are parked today."
          value={values.message}
          onChange={edit('message')}
          error={errors.message}
        />
        <button type="submit" className="button button--primary" disabled={apply.isPending}>
          {apply.isPending ? 'Sending…' : 'Apply to Sell'}
        </button>
      </form>
    </section>
  );
}

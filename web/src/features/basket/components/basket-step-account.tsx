import { useAtom } from 'jotai';
import { type ReactNode, useState } from 'react';
import {
  type AccountField,
  type AccountFormValues,
  accountPasswordProblem,
  accountStepProblems,
  EMPTY_ACCOUNT_FORM,
  FLAG_FIELDS,
  HOW_HEARD_OPTIONS,
  TEXT_FIELDS,
} from '../../../../../src/shared/account-form.ts';
import { PASSWORD_RULE_TEXT } from '../../../../../src/shared/password-policy.ts';
import type { Basket } from '../../../api/basket.ts';
import { AddressFields } from '../../../ui/forms/address-fields.tsx';
import { Form } from '../../../ui/forms/form.tsx';
import { SelectField } from '../../../ui/forms/select-field.tsx';
import { TextField } from '../../../ui/forms/text-field.tsx';
import { type FormState, useForm } from '../../../ui/forms/use-form.ts';
import { emailInUseProblem, useSaveBasketDataMutation } from '../api/basket-api.ts';
import { checkoutPasswordAtom } from '../state/checkout-password.ts';
import { LicenseAgreements } from './license-agreements.tsx';

/** Where the login page sends the visitor back to: the search page with the basket open (spec 2). */
export const LOGIN_ROUND_TRIP = `/login?post_login_url=${encodeURIComponent('/search?showBasket=1')}`;

type Values = AccountFormValues & { password: string };

/** The server's names for the fields (`data.firstName`) mapped to the form's. */
const SERVER_NAMES = Object.fromEntries(
  [...TEXT_FIELDS, ...FLAG_FIELDS].map((field) => [`data.${field}`, field]),
) as Record<string, keyof Values & string>;

/** What the basket data already holds (the visitor may come back to this step), as form values. */
function initialValues(data: Basket['data'], password: string): Values {
  const values: Record<string, unknown> = { ...EMPTY_ACCOUNT_FORM, password };
  for (const field of TEXT_FIELDS) if (typeof data[field] === 'string') values[field] = data[field];
  for (const field of FLAG_FIELDS) if (typeof data[field] === 'boolean') values[field] = data[field];
  return values as Values;
}

/**
 * Step 2, Account Info (spec 2): the service address, the business toggle, the new account's email and
 * password, how-did-you-hear, the terms and, for licensed numbers, the four agreements. Continue stays
 * disabled while the form is invalid; it saves the data with PATCH and keeps the password in this tab's
 * memory only, for checkout.
 */
export function BasketStepAccount({
  basket,
  onBack,
  onContinue,
  onOwnershipTicked,
}: {
  basket: Basket;
  onBack: () => void;
  onContinue: () => void;
  onOwnershipTicked: () => void;
}) {
  const [password, setPassword] = useAtom(checkoutPasswordAtom);
  const save = useSaveBasketDataMutation(basket.uuid);
  const [emailProblem, setEmailProblem] = useState<{ email: string; message: string } | null>(null);
  const context = { containsLicensedTns: basket.containsLicensedTns, isGuest: true };

  const form: FormState<Values> = useForm<Values>({
    fields: initialValues(basket.data, password),
    validateOnBlur: true,
    serverNames: SERVER_NAMES,
    validate: (values) => {
      const problems: Partial<Record<AccountField | 'password', string>> = accountStepProblems(
        values,
        context,
      );
      const passwordProblem = accountPasswordProblem(values.password);
      if (passwordProblem) problems.password = passwordProblem;
      if (!problems.email && emailProblem?.email === values.email.trim())
        problems.email = emailProblem.message;
      return problems;
    },
    submit: async ({ password: chosen, ...values }): Promise<void> => {
      const inUse = await checkEmail(values.email);
      if (inUse) {
        form.fail({ email: inUse });
        return;
      }
      const data: Record<string, string | boolean> = {};
      for (const field of TEXT_FIELDS) data[field] = values[field].trim();
      for (const field of FLAG_FIELDS) data[field] = values[field];
      if (!values.business) data.company = '';
      await save.mutateAsync(data);
      setPassword(chosen);
      onContinue();
    },
  });

  async function checkEmail(email: string): Promise<string | null> {
    const trimmed = email.trim();
    const message = await emailInUseProblem(trimmed);
    setEmailProblem(message ? { email: trimmed, message } : null);
    return message;
  }

  const { values } = form;
  const email = form.field('email');
  const check = (name: (typeof FLAG_FIELDS)[number], label: ReactNode) => (
    <div className="checkbox-row">
      <label>
        <input
          type="checkbox"
          name={name}
          checked={values[name]}
          aria-invalid={form.errors[name] ? true : undefined}
          onChange={(event) => form.set(name, event.target.checked)}
        />{' '}
        {label}
      </label>
      {form.errors[name] && <p className="field__error">{form.errors[name]}</p>}
    </div>
  );

  return (
    <Form form={form} className="basket-step basket-account">
      <p>
        Already have an account? <a href={LOGIN_ROUND_TRIP}>Log in</a>
      </p>
      <fieldset>
        <legend>Service address</legend>
        {check('business', 'I am a business')}
        <AddressFields
          field={form.field}
          business={values.business}
          addressLabel="Address"
          addressHint="A street address: no PO boxes."
        />
        <TextField
          label="Contact Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...form.field('contact_number')}
        />
      </fieldset>
      <fieldset>
        <legend>Create your account</legend>
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...email}
          onBlur={() => {
            email.onBlur();
            if (values.email.trim() && !accountStepProblems({ email: values.email }, context).email)
              void checkEmail(values.email);
          }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULE_TEXT}
          {...form.field('password')}
        />
        <SelectField
          label="How did you hear about us?"
          name="stated_source"
          value={values.stated_source}
          onChange={(value) => form.set('stated_source', value)}
          error={form.errors.stated_source}
        >
          <option value="">Choose one (optional)</option>
          {HOW_HEARD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {check(
          'agree_terms',
          <>
            I agree to the{' '}
            <a href="/terms" target="_blank" rel="noreferrer">
              terms and conditions
            </a>
          </>,
        )}
      </fieldset>
      {basket.containsLicensedTns && (
        <LicenseAgreements
          agreements={values}
          errors={form.errors}
          onChange={(key, agreed) => form.set(key, agreed)}
          onOwnershipTicked={onOwnershipTicked}
        />
      )}
      <div className="dialog__actions basket__actions">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button button--primary" disabled={!form.valid || form.pending}>
          {form.pending ? 'Saving…' : 'Continue'}
        </button>
      </div>
    </Form>
  );
}

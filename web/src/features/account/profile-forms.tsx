import type { ReactNode } from 'react';
import { useId } from 'react';
import {
  CURRENT_PASSWORD_MESSAGES,
  PASSWORD_RULE_TEXT,
  passwordProblem,
} from '../../../../src/shared/password-policy.ts';
import { personNameProblem } from '../../../../src/shared/person-name.ts';
import type { Profile } from '../../api/profile.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import type { FieldErrors, FormState } from '../../ui/forms/use-form.ts';
import { useForm } from '../../ui/forms/use-form.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { UpdateProfileRequest } from './profile-api.ts';
import { formMessageOf, useUpdateProfileMutation } from './profile-api.ts';

/** Server limits (UpdateProfileRequest): names and address lines up to 40 characters. */
const NAME_MAX = 40;
const EMAIL_MAX = 80;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP_PATTERN = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;

export const PASSWORD_MESSAGES = {
  empty: 'Password is empty.',
  confirmEmpty: 'Confirm password is empty.',
  mismatch: "Password and Confirm password don't match.",
} as const;

/**
 * One profile form's state: validates, sends PATCH /api/profile, shows field errors and one alert, and a
 * toast on success. `fields` are in form order, for focusing the first invalid one.
 */
function useProfileForm<V extends Record<string, unknown>>(options: {
  fields: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  body: (values: V) => UpdateProfileRequest;
  success: string;
  onSaved?: (form: FormState<V>) => void;
}) {
  const update = useUpdateProfileMutation();
  const toasts = useToasts();
  const form: FormState<V> = useForm<V>({
    fields: options.fields,
    validate: options.validate,
    failureMessage: formMessageOf,
    submit: async (values) => {
      await update.mutateAsync(options.body(values));
      toasts.show({ message: options.success, kind: 'success' });
      options.onSaved?.(form);
    },
  });
  return form;
}

interface ProfileFormProps<V extends Record<string, unknown>> {
  title: string;
  form: FormState<V>;
  submitLabel: string;
  children: ReactNode;
}

function ProfileForm<V extends Record<string, unknown>>({
  title,
  form,
  submitLabel,
  children,
}: ProfileFormProps<V>) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Form form={form}>
        {children}
        <SubmitButton pending={form.pending} label={submitLabel} pendingLabel="Saving…" />
      </Form>
    </section>
  );
}

/** The user's first and last name. */
export function NameForm({ profile }: { profile: Profile }) {
  const form = useProfileForm({
    fields: { firstName: profile.userInfo?.firstName ?? '', lastName: profile.userInfo?.lastName ?? '' },
    validate: ({ firstName, lastName }) => ({
      firstName: personNameProblem('First name', firstName) ?? undefined,
      lastName: personNameProblem('Last name', lastName) ?? undefined,
    }),
    body: ({ firstName, lastName }) => ({ firstName: firstName.trim(), lastName: lastName.trim() }),
    success: 'Your name was saved.',
  });

  return (
    <ProfileForm title="Your name" form={form} submitLabel="Save">
      <TextField
        label="First name"
        autoComplete="given-name"
        maxLength={NAME_MAX}
        {...form.field('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        maxLength={NAME_MAX}
        {...form.field('lastName')}
      />
    </ProfileForm>
  );
}

/** The email the user logs in with; a sensitive change (the password may be asked for again). */
export function EmailForm({ profile }: { profile: Profile }) {
  const current = profile.userInfo?.email ?? '';
  const form = useProfileForm({
    fields: { email: current },
    validate: ({ email }) => {
      const value = email.trim();
      if (value === '') return { email: 'Email is required' };
      if (!EMAIL_PATTERN.test(value)) return { email: 'Invalid email address' };
      if (value.toLowerCase() === current.toLowerCase()) return { email: 'This is already your email.' };
      return {};
    },
    body: ({ email }) => ({ email: email.trim() }),
    success: 'Your email was changed.',
  });

  return (
    <ProfileForm title="Login email" form={form} submitLabel="Change Email">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX}
        hint={current ? `You log in with ${current}.` : undefined}
        {...form.field('email')}
      />
    </ProfileForm>
  );
}

const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '', revokeApiTokens: false };

/** A new password, twice; a sensitive change that also ends the user's other sessions. */
export function PasswordForm() {
  const revokeId = useId();
  const form = useProfileForm({
    fields: NO_PASSWORDS,
    validate: ({ currentPassword, newPassword, confirmPassword }) => {
      const errors: FieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> = {};
      if (currentPassword === '') errors.currentPassword = CURRENT_PASSWORD_MESSAGES.required;
      if (newPassword === '') errors.newPassword = PASSWORD_MESSAGES.empty;
      else errors.newPassword = passwordProblem(newPassword) ?? undefined;
      if (confirmPassword === '') errors.confirmPassword = PASSWORD_MESSAGES.confirmEmpty;
      else if (newPassword !== '' && confirmPassword !== newPassword)
        errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
      return errors;
    },
    body: ({ currentPassword, newPassword, revokeApiTokens }) =>
      revokeApiTokens ? { currentPassword, newPassword, revokeApiTokens } : { currentPassword, newPassword },
    success: 'Your password was changed.',
    onSaved: (saved) => saved.reset(NO_PASSWORDS),
  });

  return (
    <ProfileForm title="Password" form={form} submitLabel="Change Password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_TEXT}
        {...form.field('newPassword')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <div className="checkbox-row">
        <input
          id={revokeId}
          type="checkbox"
          checked={form.values.revokeApiTokens}
          onChange={(event) => form.set('revokeApiTokens', event.target.checked)}
        />
        <label htmlFor={revokeId}>Also delete my API tokens</label>
      </div>
      <p className="field__hint">Changing your password logs you out everywhere else.</p>
    </ProfileForm>
  );
}

/** Admins only: the account's company and address (they belong to the account, not to the user). */
export function AccountForm({ profile, children }: { profile: Profile; children?: ReactNode }) {
  const info = profile.accountInfo;
  const form = useProfileForm({
    fields: {
      company: info?.company ?? '',
      address: info?.address ?? '',
      city: info?.city ?? '',
      state: info?.state ?? '',
      zip: info?.zip ?? '',
    },
    validate: ({ state, zip }) => ({
      state: /^[A-Za-z]{2}$/.test(state.trim()) ? undefined : 'State is required',
      zip: ZIP_PATTERN.test(zip.trim()) ? undefined : 'Postal Code is invalid',
    }),
    body: (values) => ({
      company: values.company.trim(),
      address: values.address.trim(),
      city: values.city.trim(),
      state: values.state.trim().toUpperCase(),
      zip: values.zip.trim(),
    }),
    success: 'The account was saved.',
  });

  return (
    <ProfileForm title="Account" form={form} submitLabel="Save">
      {children}
      <TextField
        label="Company"
        autoComplete="organization"
        maxLength={NAME_MAX}
        {...form.field('company')}
      />
      <TextField
        label="Address"
        autoComplete="address-line1"
        maxLength={NAME_MAX}
        {...form.field('address')}
      />
      <TextField label="City" autoComplete="address-level2" maxLength={NAME_MAX} {...form.field('city')} />
      <div className="field-pair">
        <TextField label="State" autoComplete="address-level1" maxLength={2} {...form.field('state')} />
        <TextField label="Postal code" autoComplete="postal-code" maxLength={10} {...form.field('zip')} />
      </div>
    </ProfileForm>
  );
}

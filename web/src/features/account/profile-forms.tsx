import type { FormEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import {
  CURRENT_PASSWORD_MESSAGES,
  PASSWORD_RULE_TEXT,
  passwordProblem,
} from '../../../../src/shared/password-policy.ts';
import { personNameProblem } from '../../../../src/shared/person-name.ts';
import type { Profile } from '../../api/profile.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { FieldErrors } from './form-failure.ts';
import { firstInvalid, formFailureOf } from './form-failure.ts';
import type { UpdateProfileRequest } from './profile-api.ts';
import { useUpdateProfileMutation } from './profile-api.ts';

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
 * One profile form: validates, sends PATCH /api/profile, shows field errors and one alert, and a toast on
 * success. `fields` are in form order, for focusing the first invalid one.
 */
function useProfileForm<N extends string>(fields: readonly N[]) {
  const update = useUpdateProfileMutation();
  const toasts = useToasts();
  const [errors, setErrors] = useState<FieldErrors<N>>({});
  const [failure, setFailure] = useState<string>();
  const refs = useRef(new Map<N, HTMLInputElement | null>());

  function show(next: FieldErrors<N>, message?: string) {
    setErrors(next);
    setFailure(message);
    const first = firstInvalid(next, fields);
    if (first) refs.current.get(first)?.focus();
  }

  async function save(body: UpdateProfileRequest, success: string): Promise<boolean> {
    show({});
    try {
      await update.mutateAsync(body);
      toasts.show({ message: success, kind: 'success' });
      return true;
    } catch (error) {
      const { errors: fieldErrors, message } = formFailureOf(error, fields);
      show(fieldErrors, message);
      return false;
    }
  }

  const inputRef = (name: N) => (element: HTMLInputElement | null) => {
    refs.current.set(name, element);
  };

  return { errors, failure, show, save, inputRef, pending: update.isPending };
}

interface ProfileFormProps {
  title: string;
  failure: string | undefined;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

function ProfileForm({ title, failure, submitLabel, pending, onSubmit, children }: ProfileFormProps) {
  const headingId = useId();
  const failureId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onSubmit();
  }
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <form noValidate onSubmit={submit} aria-describedby={failure ? failureId : undefined}>
        {failure && (
          <p id={failureId} className="form-error" role="alert">
            {failure}
          </p>
        )}
        {children}
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      </form>
    </section>
  );
}

const NAME_FIELDS = ['firstName', 'lastName'] as const;

/** The user's first and last name. */
export function NameForm({ profile }: { profile: Profile }) {
  const form = useProfileForm(NAME_FIELDS);
  const [firstName, setFirstName] = useState(profile.userInfo?.firstName ?? '');
  const [lastName, setLastName] = useState(profile.userInfo?.lastName ?? '');

  function submit() {
    const errors: FieldErrors<(typeof NAME_FIELDS)[number]> = {};
    const firstNameProblem = personNameProblem('First name', firstName);
    const lastNameProblem = personNameProblem('Last name', lastName);
    if (firstNameProblem) errors.firstName = firstNameProblem;
    if (lastNameProblem) errors.lastName = lastNameProblem;
    if (errors.firstName || errors.lastName) return form.show(errors);
    void form.save({ firstName: firstName.trim(), lastName: lastName.trim() }, 'Your name was saved.');
  }

  return (
    <ProfileForm
      title="Your name"
      failure={form.failure}
      submitLabel="Save"
      pending={form.pending}
      onSubmit={submit}
    >
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        maxLength={NAME_MAX}
        value={firstName}
        onChange={setFirstName}
        error={form.errors.firstName}
        inputRef={form.inputRef('firstName')}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        maxLength={NAME_MAX}
        value={lastName}
        onChange={setLastName}
        error={form.errors.lastName}
        inputRef={form.inputRef('lastName')}
      />
    </ProfileForm>
  );
}

const EMAIL_FIELDS = ['email'] as const;

/** The email the user logs in with; a sensitive change (the password may be asked for again). */
export function EmailForm({ profile }: { profile: Profile }) {
  const form = useProfileForm(EMAIL_FIELDS);
  const current = profile.userInfo?.email ?? '';
  const [email, setEmail] = useState(current);

  function submit() {
    const value = email.trim();
    if (value === '') return form.show({ email: 'Email is required' });
    if (!EMAIL_PATTERN.test(value)) return form.show({ email: 'Invalid email address' });
    if (value.toLowerCase() === current.toLowerCase())
      return form.show({ email: 'This is already your email.' });
    void form.save({ email: value }, 'Your email was changed.');
  }

  return (
    <ProfileForm
      title="Login email"
      failure={form.failure}
      submitLabel="Change Email"
      pending={form.pending}
      onSubmit={submit}
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX}
        value={email}
        onChange={setEmail}
        error={form.errors.email}
        hint={current ? `You log in with ${current}.` : undefined}
        inputRef={form.inputRef('email')}
      />
    </ProfileForm>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** A new password, twice; a sensitive change that also ends the user's other sessions. */
export function PasswordForm() {
  const form = useProfileForm(PASSWORD_FIELDS);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [revokeApiTokens, setRevokeApiTokens] = useState(false);
  const revokeId = useId();

  async function submit() {
    const errors: FieldErrors<(typeof PASSWORD_FIELDS)[number]> = {};
    if (currentPassword === '') errors.currentPassword = CURRENT_PASSWORD_MESSAGES.required;
    if (newPassword === '') errors.newPassword = PASSWORD_MESSAGES.empty;
    else errors.newPassword = passwordProblem(newPassword) ?? undefined;
    if (confirmPassword === '') errors.confirmPassword = PASSWORD_MESSAGES.confirmEmpty;
    else if (newPassword !== '' && confirmPassword !== newPassword)
      errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
    if (errors.currentPassword || errors.newPassword || errors.confirmPassword) return form.show(errors);
    const change = revokeApiTokens
      ? { currentPassword, newPassword, revokeApiTokens }
      : { currentPassword, newPassword };
    if (await form.save(change, 'Your password was changed.')) {
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setRevokeApiTokens(false);
    }
  }

  return (
    <ProfileForm
      title="Password"
      failure={form.failure}
      submitLabel="Change Password"
      pending={form.pending}
      onSubmit={() => void submit()}
    >
      <TextField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
        error={form.errors.currentPassword}
        inputRef={form.inputRef('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        error={form.errors.newPassword}
        hint={PASSWORD_RULE_TEXT}
        inputRef={form.inputRef('newPassword')}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={form.errors.confirmPassword}
        inputRef={form.inputRef('confirmPassword')}
      />
      <div className="checkbox-row">
        <input
          id={revokeId}
          type="checkbox"
          checked={revokeApiTokens}
          onChange={(event) => setRevokeApiTokens(event.target.checked)}
        />
        <label htmlFor={revokeId}>Also delete my API tokens</label>
      </div>
      <p className="field__hint">Changing your password logs you out everywhere else.</p>
    </ProfileForm>
  );
}

const ACCOUNT_FIELDS = ['company', 'address', 'city', 'state', 'zip'] as const;
type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** Admins only: the account's company and address (they belong to the account, not to the user). */
export function AccountForm({ profile, children }: { profile: Profile; children?: ReactNode }) {
  const form = useProfileForm(ACCOUNT_FIELDS);
  const info = profile.accountInfo;
  const [values, setValues] = useState<Record<AccountField, string>>({
    company: info?.company ?? '',
    address: info?.address ?? '',
    city: info?.city ?? '',
    state: info?.state ?? '',
    zip: info?.zip ?? '',
  });
  const edit = (name: AccountField) => (value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  function submit() {
    const trimmed = Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, values[name].trim()])) as Record<
      AccountField,
      string
    >;
    const errors: FieldErrors<AccountField> = {};
    if (!/^[A-Za-z]{2}$/.test(trimmed.state)) errors.state = 'State is required';
    if (!ZIP_PATTERN.test(trimmed.zip)) errors.zip = 'Postal Code is invalid';
    if (errors.state || errors.zip) return form.show(errors);
    void form.save({ ...trimmed, state: trimmed.state.toUpperCase() }, 'The account was saved.');
  }

  const field = (name: AccountField, label: string, extra: { autoComplete: string; maxLength: number }) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={edit(name)}
      error={form.errors[name]}
      inputRef={form.inputRef(name)}
      {...extra}
    />
  );

  return (
    <ProfileForm
      title="Account"
      failure={form.failure}
      submitLabel="Save"
      pending={form.pending}
      onSubmit={submit}
    >
      {children}
      {field('company', 'Company', { autoComplete: 'organization', maxLength: NAME_MAX })}
      {field('address', 'Address', { autoComplete: 'address-line1', maxLength: NAME_MAX })}
      {field('city', 'City', { autoComplete: 'address-level2', maxLength: NAME_MAX })}
      <div className="field-pair">
        {field('state', 'State', { autoComplete: 'address-level1', maxLength: 2 })}
        {field('zip', 'Postal code', { autoComplete: 'postal-code', maxLength: 10 })}
      </div>
    </ProfileForm>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { Paginator, usePageWindow } from '../../ui/paginator.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { PendingInvitations } from './pending-invitations.tsx';
import type { AccountRole, AccountUser } from './users-api.ts';
import {
  accountUsersQuery,
  useChangeRoleMutation,
  useInviteUserMutation,
  useRemoveUserMutation,
} from './users-api.ts';
import './users.css';
import { personNameProblem } from '../../../../src/shared/person-name.ts';

const ROLE_LABELS: Record<AccountRole, string> = { admin: 'Admin', user: 'User' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fullName(user: Pick<AccountUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter((part) => part.trim()).join(' ') || user.email;
}

/** /account/users (admins of brand 2): who uses the account, their role, inviting and removing users. */
export function UsersPage() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const users = useQuery(accountUsersQuery(pageWindow));
  const rows = users.data?.data ?? [];
  const total = users.data?.total ?? 0;

  useEffect(() => {
    if (users.isSuccess && rows.length === 0 && pageWindow.skip > 0) {
      setPageWindow({ skip: Math.max(0, pageWindow.skip - pageWindow.limit), limit: pageWindow.limit });
    }
  }, [users.isSuccess, rows.length, pageWindow, setPageWindow]);

  return (
    <section className="page">
      <h1>Users</h1>
      <div className="card-grid">
        <section className="card" aria-labelledby="users-list">
          <h2 id="users-list">People in this account</h2>
          {users.isPending && <p role="status">Loading users…</p>}
          {users.isError && <p className="form-error">oops...something went wrong</p>}
          {rows.length > 0 && (
            <ul className="item-list" aria-label="Users">
              {rows.map((user) => (
                <UserRow key={user.userId} user={user} />
              ))}
            </ul>
          )}
          {total > 0 && (
            <Paginator
              total={total}
              skip={pageWindow.skip}
              limit={pageWindow.limit}
              onChange={setPageWindow}
              label="Users pages"
            />
          )}
        </section>
        <PendingInvitations />
        <InviteForm />
      </div>
    </section>
  );
}

function UserRow({ user }: { user: AccountUser }) {
  const changeRole = useChangeRoleMutation();
  const remove = useRemoveUserMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const roleId = useId();
  const name = fullName(user);
  // While the change is on its way the select shows the chosen role; a refusal puts the old one back.
  const role = changeRole.isPending && changeRole.variables ? changeRole.variables.role : user.role;

  async function removeUser() {
    const confirmed = await dialogs.confirm({
      action: 'Remove',
      message: user.isCurrentUser
        ? 'Remove yourself from this account? You will lose access to it at once.'
        : `Remove ${name} (${user.email}) from this account? They lose access at once.`,
    });
    if (!confirmed) return;
    const removed = await remove.mutateAsync(user.userId).then(
      () => true,
      () => false,
    );
    if (removed) toasts.show({ message: `${name} was removed from the account.`, kind: 'success' });
  }

  return (
    <li className="item-list__item">
      <div className="item-list__main">
        <span className="item-list__title">
          {name}
          {user.isCurrentUser && <span className="muted"> (you)</span>}
        </span>
        <span className="muted">{user.email}</span>
      </div>
      <div className="button-row user-row__actions">
        <label className="visually-hidden" htmlFor={roleId}>
          Role of {name}
        </label>
        <select
          id={roleId}
          className="field__input user-row__role"
          value={role}
          disabled={changeRole.isPending}
          onChange={(event) => {
            const next = event.target.value as AccountRole;
            changeRole.mutate(
              { userId: user.userId, role: next },
              {
                onSuccess: () =>
                  toasts.show({
                    message: `${name} is now ${ROLE_LABELS[next].toLowerCase()}.`,
                    kind: 'success',
                  }),
              },
            );
          }}
        >
          <option value="user">{ROLE_LABELS.user}</option>
          <option value="admin">{ROLE_LABELS.admin}</option>
        </select>
        <button
          type="button"
          className="button"
          aria-label={`Remove ${name}`}
          disabled={remove.isPending}
          onClick={() => void removeUser()}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

const INVITE_FIELDS = ['email', 'firstName', 'lastName'] as const;
type InviteField = (typeof INVITE_FIELDS)[number];

/** Invites someone by email: they get a link and join only once they accept it. */
function InviteForm() {
  const invite = useInviteUserMutation();
  const toasts = useToasts();
  const [values, setValues] = useState<Record<InviteField, string>>({
    email: '',
    firstName: '',
    lastName: '',
  });
  const [role, setRole] = useState<AccountRole>('user');
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const refs = {
    email: useRef<HTMLInputElement>(null),
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
  };
  const ids = { heading: useId(), role: useId(), failure: useId(), roleHint: useId() };
  const edit = (name: InviteField) => (value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  function show(next: Partial<Record<InviteField, string>>, message?: string) {
    setErrors(next);
    setFailure(message);
    const first = INVITE_FIELDS.find((name) => next[name]);
    if (first) refs[first].current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const email = values.email.trim();
    const next: Partial<Record<InviteField, string>> = {};
    if (email === '') next.email = 'Email is required';
    else if (!EMAIL_PATTERN.test(email)) next.email = 'Invalid email address';
    const firstNameProblem = personNameProblem('First name', values.firstName);
    const lastNameProblem = personNameProblem('Last name', values.lastName);
    if (firstNameProblem) next.firstName = firstNameProblem;
    if (lastNameProblem) next.lastName = lastNameProblem;
    if (INVITE_FIELDS.some((name) => next[name])) return show(next);
    show({});
    try {
      const invited = await invite.mutateAsync({
        email,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        role,
      });
      toasts.show({
        message: `An invitation was sent to ${invited.email}. They join once they accept it.`,
        kind: 'success',
      });
      setValues({ email: '', firstName: '', lastName: '' });
      setRole('user');
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const server: Partial<Record<InviteField, string>> = {};
      for (const name of INVITE_FIELDS) if (error.errors?.[name]) server[name] = error.errors[name];
      show(server, INVITE_FIELDS.some((name) => server[name]) ? undefined : error.message);
    }
  }

  return (
    <section className="card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Invite a user</h2>
      <form noValidate onSubmit={submit} aria-describedby={failure ? ids.failure : undefined}>
        {failure && (
          <p id={ids.failure} className="form-error" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          value={values.email}
          onChange={edit('email')}
          error={errors.email}
          inputRef={refs.email}
        />
        <TextField
          label="First name"
          name="firstName"
          autoComplete="off"
          maxLength={40}
          value={values.firstName}
          onChange={edit('firstName')}
          error={errors.firstName}
          inputRef={refs.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="off"
          maxLength={40}
          value={values.lastName}
          onChange={edit('lastName')}
          error={errors.lastName}
          inputRef={refs.lastName}
        />
        <div className="field">
          <label className="field__label" htmlFor={ids.role}>
            Role
          </label>
          <select
            id={ids.role}
            className="field__input"
            value={role}
            aria-describedby={ids.roleHint}
            onChange={(event) => setRole(event.target.value as AccountRole)}
          >
            <option value="user">{ROLE_LABELS.user}</option>
            <option value="admin">{ROLE_LABELS.admin}</option>
          </select>
          <p id={ids.roleHint} className="field__hint">
            Admins manage billing, numbers and users; users reach only the numbers assigned to them.
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send Invitation'}
        </button>
      </form>
    </section>
  );
}

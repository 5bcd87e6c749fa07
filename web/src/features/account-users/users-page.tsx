import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import type { FormState } from '../../ui/forms/use-form.ts';
import { useForm } from '../../ui/forms/use-form.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { Paginator, usePageWindow } from '../../ui/paginator.tsx';
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
          <InlineError error={users.error} fallback={LIST_LOAD_FAILED} />
          {rows.length > 0 && (
            <ul className="item-list" aria-label="Users">
              {rows.map((user) => (
                <UserRow key={user.userId} user={user} />
              ))}
            </ul>
          )}
          <Paginator
            total={total}
            skip={pageWindow.skip}
            limit={pageWindow.limit}
            onChange={setPageWindow}
            label="Users pages"
          />
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

const NO_INVITE = { email: '', firstName: '', lastName: '', role: 'user' as AccountRole };

/** Invites someone by email: they get a link and join only once they accept it. */
function InviteForm() {
  const invite = useInviteUserMutation();
  const toasts = useToasts();
  const ids = { heading: useId(), role: useId(), roleHint: useId() };
  const form: FormState<typeof NO_INVITE> = useForm({
    fields: NO_INVITE,
    validate: (values) => {
      const email = values.email.trim();
      return {
        email:
          email === ''
            ? 'Email is required'
            : EMAIL_PATTERN.test(email)
              ? undefined
              : 'Invalid email address',
        firstName: personNameProblem('First name', values.firstName) ?? undefined,
        lastName: personNameProblem('Last name', values.lastName) ?? undefined,
      };
    },
    submit: async (values) => {
      const invited = await invite.mutateAsync({
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        role: values.role,
      });
      toasts.show({
        message: `An invitation was sent to ${invited.email}. They join once they accept it.`,
        kind: 'success',
      });
      form.reset(NO_INVITE);
    },
  });

  return (
    <section className="card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Invite a user</h2>
      <Form form={form}>
        <TextField label="Email" type="email" autoComplete="off" inputMode="email" {...form.field('email')} />
        <TextField label="First name" autoComplete="off" maxLength={40} {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="off" maxLength={40} {...form.field('lastName')} />
        <div className="field">
          <label className="field__label" htmlFor={ids.role}>
            Role
          </label>
          <select
            id={ids.role}
            className="field__input"
            value={form.values.role}
            aria-describedby={ids.roleHint}
            onChange={(event) => form.set('role', event.target.value as AccountRole)}
          >
            <option value="user">{ROLE_LABELS.user}</option>
            <option value="admin">{ROLE_LABELS.admin}</option>
          </select>
          <p id={ids.roleHint} className="field__hint">
            Admins manage billing, numbers and users; users reach only the numbers assigned to them.
          </p>
        </div>
        <SubmitButton pending={form.pending} label="Send Invitation" pendingLabel="Sending…" />
      </Form>
    </section>
  );
}

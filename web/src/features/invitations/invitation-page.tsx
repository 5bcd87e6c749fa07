import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_RULE_TEXT, passwordProblem } from '../../../../src/shared/password-policy.ts';
import { ApiError, hasStatus } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { Form } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import type { InvitationLink } from './invitations-api.ts';
import { invitationLinkQuery, useAcceptInvitationLinkMutation } from './invitations-api.ts';

export const INVITATION_GONE =
  'This invitation is no longer valid. Ask the account’s admin to invite you again.';
const EMPTY = 'Password is empty.';
const CONFIRM_EMPTY = 'Confirm password is empty.';
const MISMATCH = "Password and Confirm password don't match.";

/**
 * /invitation/:token, the mailed link. Signed in as the invited email: one button. Not signed in: log
 * in first when the email has a login, otherwise choose a password, which creates the login.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const link = useQuery(invitationLinkQuery(token));
  const accept = useAcceptInvitationLinkMutation(token);
  const profile = useProfile();
  const signedInAs = profile.isLoggedIn ? profile.userInfo?.email : undefined;
  const [joined, setJoined] = useState<{ company: string; createdLogin: boolean; email: string }>();
  const [failure, setFailure] = useState<string>();

  async function acceptSignedIn() {
    setFailure(undefined);
    try {
      setJoined(await accept.mutateAsync({}));
    } catch (error) {
      if (error instanceof ApiError) setFailure(error.message);
    }
  }

  let content: ReactNode;
  if (joined) {
    content = joined.createdLogin ? (
      <p role="status">
        Your login was created and you joined {joined.company}.{' '}
        <Link to="/login">Log in as {joined.email}</Link>
      </p>
    ) : (
      <p role="status">
        You joined {joined.company}. Switch to it from the account menu, or go to your{' '}
        <Link to="/account/profile">profile</Link>.
      </p>
    );
  } else if (link.isPending) {
    content = <p role="status">Loading the invitation…</p>;
  } else if (link.isError) {
    content = (
      <p className="form-error" role="alert">
        {hasStatus(link.error, 410) ? INVITATION_GONE : 'oops...something went wrong'}
      </p>
    );
  } else {
    content = (
      <Offer
        link={link.data}
        signedInAs={signedInAs}
        token={token}
        pending={accept.isPending}
        onAccept={() => void acceptSignedIn()}
        onCreateLogin={async (body) => setJoined(await accept.mutateAsync(body))}
      />
    );
  }

  return (
    <section className="page page--narrow">
      <h1>Invitation</h1>
      <div className="card">
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {content}
      </div>
    </section>
  );
}

interface OfferProps {
  link: InvitationLink;
  signedInAs: string | undefined;
  token: string;
  pending: boolean;
  onAccept: () => void;
  /** Throws what the form shows (the server's field errors or its message). */
  onCreateLogin: (body: NewLogin) => Promise<void>;
}

type NewLogin = { password: string; confirmPassword: string };

function Offer({ link, signedInAs, token, pending, onAccept, onCreateLogin }: OfferProps) {
  const role = link.role === 'admin' ? 'an admin' : 'a user';
  const intro = (
    <p>
      {link.invitedBy} invited <strong>{link.email}</strong> to use <strong>{link.company}</strong> on
      Numberyard as {role}.
    </p>
  );
  if (signedInAs === link.email) {
    return (
      <>
        {intro}
        <button type="button" className="button button--primary" disabled={pending} onClick={onAccept}>
          Accept Invitation
        </button>
      </>
    );
  }
  if (signedInAs) {
    return (
      <>
        {intro}
        <p>
          You are logged in as {signedInAs}. Log out, then log in as {link.email} to accept this invitation.
        </p>
      </>
    );
  }
  if (link.hasLogin) {
    return (
      <>
        {intro}
        <p>
          <Link className="button button--primary" to={`/login?post_login_url=/invitation/${token}`}>
            Log in to accept
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      {intro}
      <NewLoginForm onSubmit={onCreateLogin} />
    </>
  );
}

function NewLoginForm({ onSubmit }: { onSubmit: (body: NewLogin) => Promise<void> }) {
  const form = useForm<NewLogin>({
    fields: { password: '', confirmPassword: '' },
    validate: ({ password, confirmPassword }) => ({
      password: password === '' ? EMPTY : (passwordProblem(password) ?? undefined),
      confirmPassword:
        confirmPassword === ''
          ? CONFIRM_EMPTY
          : password !== '' && confirmPassword !== password
            ? MISMATCH
            : undefined,
    }),
    submit: onSubmit,
  });

  return (
    <Form form={form}>
      <p>Choose a password to create your login and accept.</p>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_TEXT}
        {...form.field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <button type="submit" className="button button--primary" disabled={form.pending}>
        Accept and Create Login
      </button>
    </Form>
  );
}

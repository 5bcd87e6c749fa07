import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_RULE_TEXT, passwordProblem } from '../../../../src/shared/password-policy.ts';
import { ApiError, hasStatus } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { TextField } from '../../ui/forms/text-field.tsx';
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

  async function acceptWith(body: { password?: string; confirmPassword?: string }) {
    setFailure(undefined);
    try {
      setJoined(await accept.mutateAsync(body));
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
        onAccept={(body) => void acceptWith(body)}
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
  onAccept: (body: { password?: string; confirmPassword?: string }) => void;
}

function Offer({ link, signedInAs, token, pending, onAccept }: OfferProps) {
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
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => onAccept({})}
        >
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
      <NewLoginForm pending={pending} onSubmit={onAccept} />
    </>
  );
}

function NewLoginForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (body: { password: string; confirmPassword: string }) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: { password?: string; confirmPassword?: string } = {};
    if (password === '') found.password = EMPTY;
    else found.password = passwordProblem(password) ?? undefined;
    if (confirmPassword === '') found.confirmPassword = CONFIRM_EMPTY;
    else if (password !== '' && confirmPassword !== password) found.confirmPassword = MISMATCH;
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    onSubmit({ password, confirmPassword });
  }

  return (
    <form noValidate onSubmit={submit}>
      <p>Choose a password to create your login and accept.</p>
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={PASSWORD_RULE_TEXT}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={errors.confirmPassword}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        Accept and Create Login
      </button>
    </form>
  );
}

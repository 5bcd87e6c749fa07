import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { ApiError } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { SelectField } from '../../ui/forms/select-field.tsx';
import {
  type NumberTransferOffer,
  numberTransferOfferQuery,
  useAcceptNumberTransferMutation,
} from './number-transfer-api.ts';
import { dayText } from './transfer-text.ts';

export const LINK_INVALID = 'This transfer link is not valid. It may have expired or been cancelled.';

/**
 * /number-transfer/:token, the link mailed to the new owner: what is offered, then accept it signed in as
 * the offered email into one of their admin accounts. Without a login, it asks them to create an account
 * (checkout's Sign Up) and come back to this link.
 */
export function AcceptTransferPage() {
  const { token = '' } = useParams();
  const offer = useQuery(numberTransferOfferQuery(token));
  const accept = useAcceptNumberTransferMutation(token);
  const profile = useProfile();
  const signedInAs = profile.isLoggedIn ? profile.userInfo?.email : undefined;
  const [failure, setFailure] = useState<string>();

  async function acceptInto(accountId: number) {
    setFailure(undefined);
    try {
      await accept.mutateAsync(accountId);
    } catch (error) {
      if (error instanceof ApiError) setFailure(error.message);
    }
  }

  let content: ReactNode;
  if (offer.isPending) content = <p role="status">Loading the transfer…</p>;
  else if (offer.isError)
    content = (
      <p className="form-error" role="alert">
        {offer.error instanceof ApiError && offer.error.status === 404
          ? LINK_INVALID
          : 'oops...something went wrong'}
      </p>
    );
  else
    content = (
      <>
        <OfferSummary offer={offer.data} />
        <NextStep
          offer={offer.data}
          token={token}
          signedInAs={signedInAs}
          pending={accept.isPending}
          onAccept={(accountId) => void acceptInto(accountId)}
        />
      </>
    );

  return (
    <section className="page page--narrow">
      <h1>Number Transfer</h1>
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

function OfferSummary({ offer }: { offer: NumberTransferOffer }) {
  const period = offer.billingPeriod === 12 ? 'billed yearly' : 'billed monthly';
  return (
    <>
      <p>
        <strong>{offer.fromCompany}</strong> is transferring <strong>{offer.humanTn}</strong> to{' '}
        <strong>{offer.email}</strong>.
      </p>
      <p>
        It comes with its plan, {offer.plan.name}, at {formatCents(offer.mrc)} a month ({period}). There are
        no fees. Once you accept, the number moves to your account at its next anniversary.
      </p>
    </>
  );
}

interface NextStepProps {
  offer: NumberTransferOffer;
  token: string;
  signedInAs: string | undefined;
  pending: boolean;
  onAccept: (accountId: number) => void;
}

function NextStep({ offer, token, signedInAs, pending, onAccept }: NextStepProps) {
  const back = `/login?post_login_url=${encodeURIComponent(`/number-transfer/${token}`)}`;
  if (offer.status === 'accepted')
    return (
      <p role="status">
        Accepted{offer.acceptedInto ? ` into ${offer.acceptedInto}` : ''}. The number moves on{' '}
        {dayText(offer.movesOn)}.
      </p>
    );
  if (offer.status === 'completed')
    return <p role="status">This transfer is complete: the number moved on {dayText(offer.movesOn)}.</p>;
  if (!signedInAs)
    return offer.hasLogin ? (
      <p>
        <Link className="button button--primary" to={back}>
          Log in to accept
        </Link>
      </p>
    ) : (
      <p>
        You need a Numberyard account for {offer.email} to accept. <Link to="/basket">Create an account</Link>
        , then come back to this link and <Link to={back}>log in</Link>.
      </p>
    );
  if (signedInAs !== offer.email)
    return (
      <p>
        You are logged in as {signedInAs}. Log out, then log in as {offer.email} to accept this transfer.
      </p>
    );
  if (offer.receivingAccounts.length === 0)
    return <p>None of your accounts can receive it: you must be an admin of an account on this brand.</p>;
  return <AcceptForm accounts={offer.receivingAccounts} pending={pending} onAccept={onAccept} />;
}

function AcceptForm({
  accounts,
  pending,
  onAccept,
}: {
  accounts: NumberTransferOffer['receivingAccounts'];
  pending: boolean;
  onAccept: (accountId: number) => void;
}) {
  const [accountId, setAccountId] = useState(String(accounts[0]?.accountId ?? ''));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onAccept(Number(accountId));
      }}
    >
      {accounts.length > 1 && (
        <SelectField label="Receive it into" name="accountId" value={accountId} onChange={setAccountId}>
          {accounts.map((account) => (
            <option key={account.accountId} value={account.accountId}>
              {account.company}
            </option>
          ))}
        </SelectField>
      )}
      {accounts.length === 1 && <p>It will be received into {accounts[0]?.company}.</p>}
      <button type="submit" className="button button--primary" disabled={pending}>
        Accept Transfer
      </button>
    </form>
  );
}

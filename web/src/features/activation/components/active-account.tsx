import { useState } from 'react';
import { Link } from 'react-router';
import { inlineErrorText } from '../../../api/inline-error.ts';
import { type AccountActivation, useCompleteTransferMutation } from '../activation-api.ts';
import { PendingTransfersTable } from './pending-transfers-table.tsx';

/** An account already active: where to go, and any transfer still waiting, completed one at a time. */
export function ActiveAccount({ activation }: { activation: AccountActivation }) {
  const complete = useCompleteTransferMutation();
  const [completing, setCompleting] = useState<number | null>(null);
  return (
    <>
      <div className="card activation__section">
        <p>Your account is active.</p>
        <Link className="button button--primary" to={activation.nextPath}>
          {activation.nextPath === '/account/numbers' ? 'Go to My Numbers' : 'Go to My Listings'}
        </Link>
      </div>
      {activation.pendingTransfers.length > 0 && (
        <section className="card activation__section" aria-labelledby="activation-transfers">
          <h2 id="activation-transfers">Numbers transferring to you</h2>
          <p>Completing a transfer adds its numbers to your account and its charges to your balance.</p>
          {complete.error && (
            <p className="form-error" role="alert">
              {inlineErrorText(complete.error, 'The transfer could not be completed, please try again.')}
            </p>
          )}
          <PendingTransfersTable
            transfers={activation.pendingTransfers}
            completing={completing}
            onComplete={(transferId) => {
              setCompleting(transferId);
              complete.mutate(transferId, { onSettled: () => setCompleting(null) });
            }}
          />
        </section>
      )}
    </>
  );
}

import { type Ref, useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../../../src/shared/money.ts';
import { inlineErrorText } from '../../../api/inline-error.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { MANAGE_ACH_PATH, type PayoutMethod, usePayoutMethods, useRequestPayout } from './payouts-api.ts';

/** Spec 3 section 8's success message. */
export const PAYOUT_SUBMITTED = 'Payout submitted';

/** When the refusal carries no message of its own. */
export const PAYOUT_FAILED = 'oops...something went wrong';

/** Spec 3 section 8's hints when ACH cannot pay yet. */
export const ACH_HINTS = {
  noTaxpayer: "You don't have taxpayer information on file.",
  noBankAccount: "You don't have a bank account setup for ACH payout.",
  unverified: 'Your bank account information has not yet been verified, unable to ACH payout',
} as const;

/** Spec 3 section 9's labels. */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  account: 'Account',
  paypal: 'PayPal',
  ach: 'ACH',
};

export interface PayoutRequestFormProps {
  /** The ticked transactions: id -> cents. */
  selected: ReadonlyMap<number, number>;
  onSubmitted: () => void;
  /** The fieldset, which Create Payout focuses. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Spec 3's payout flow in the Payable view: pick a method (Account, PayPal when it is configured, ACH), tick
 * transactions, send. On success 'Payout submitted', the method resets and the lists reload; a refusal shows
 * the server's message. ACH without taxpayer info or a verified bank account shows spec 3's hints instead.
 */
export function PayoutRequestForm({ selected, onSubmitted, ref }: PayoutRequestFormProps) {
  const [method, setMethod] = useState<PayoutMethod | null>(null);
  const methods = usePayoutMethods();
  const request = useRequestPayout();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const total = [...selected.values()].reduce((sum, cents) => sum + cents, 0);
  const hints = method === 'ach' ? (methods.data?.achHints ?? []) : [];
  const ready = method !== null && selected.size > 0 && hints.length === 0 && !request.isPending;

  async function submit() {
    // Spec 3 section 4: without a method nothing happens.
    if (!ready) return;
    try {
      await request.mutateAsync({ type: method, brokerageTransactionIds: [...selected.keys()] });
      setMethod(null);
      onSubmitted();
      toasts.show({ message: PAYOUT_SUBMITTED, kind: 'success' });
    } catch (error) {
      await dialogs.error(error instanceof Error && error.message ? error.message : 'Payout request failed');
    }
  }

  return (
    <fieldset className="payout-request" ref={ref} tabIndex={-1}>
      <legend>Payout method</legend>
      <div className="payout-request__methods">
        {(methods.data?.methods ?? ['account', 'ach']).map((candidate) => (
          <label key={candidate}>
            <input
              type="radio"
              name="payout-method"
              value={candidate}
              checked={method === candidate}
              onChange={() => setMethod(candidate)}
            />{' '}
            {PAYOUT_METHOD_LABELS[candidate]}
          </label>
        ))}
      </div>
      {hints.length > 0 && (
        <ul className="payout-request__hints" aria-label="ACH payout needs">
          {hints.map((hint) => (
            <li key={hint}>
              {ACH_HINTS[hint]}
              {hint !== 'unverified' && (
                <>
                  {' '}
                  <Link to={MANAGE_ACH_PATH}>Add</Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite">
        {selected.size} selected, {formatCents(total)}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!ready}
        onClick={() => void submit()}
      >
        Request Payout
      </button>
    </fieldset>
  );
}

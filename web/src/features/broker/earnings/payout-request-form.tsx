import { useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { achPayoutNeeds, BANK_ACCOUNT_MESSAGES } from '../../../../../src/shared/bank-account-rules.ts';
import { formatCents } from '../../../../../src/shared/money.ts';
import { TAXPAYER_MESSAGES } from '../../../../../src/shared/taxpayer-rules.ts';
import { ApiError } from '../../../api/api-error.ts';
import { inlineErrorText } from '../../../api/inline-error.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { bankAccountQuery, taxpayerQuery } from './manage-ach/manage-ach-api.ts';
import { MANAGE_ACH_PATH, type PayoutMethod, useRequestPayout } from './payouts-api.ts';
import {
  newPaypalState,
  type PaypalConfig,
  paypalAuthorizeUrl,
  rememberPaypalState,
} from './paypal-login.ts';

/** Spec 3 section 8's success message. */
export const PAYOUT_SUBMITTED = 'Payout submitted';

/** When a refusal carries no message of its own. */
export const PAYOUT_FAILED = 'oops...something went wrong';

/**
 * Spec 3 section 8's hints when ACH cannot pay yet, as the server's refusal words them; the first two lead to
 * Manage ACH to add what is missing.
 */
export const ACH_HINTS: readonly { text: string; addLink: boolean }[] = [
  { text: TAXPAYER_MESSAGES.missing, addLink: true },
  { text: BANK_ACCOUNT_MESSAGES.noBankAccount, addLink: true },
  { text: BANK_ACCOUNT_MESSAGES.unverified, addLink: false },
];

/** Spec 3 section 9's labels. */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  account: 'Account',
  paypal: 'PayPal',
  ach: 'ACH',
};

/**
 * Spec 3's ACH hints as soon as ACH is picked, from the broker's taxpayer information and bank account (the
 * shared rule the server refuses by). While they load ACH waits; if they cannot be read the server decides.
 */
function useAchNeeds(enabled: boolean): { needs: readonly string[]; loading: boolean } {
  const taxpayer = useQuery({ ...taxpayerQuery(), enabled });
  const bank = useQuery({ ...bankAccountQuery(), enabled });
  if (!enabled || taxpayer.isError || bank.isError) return { needs: [], loading: false };
  if (taxpayer.data === undefined || bank.data === undefined) return { needs: [], loading: true };
  return {
    needs: achPayoutNeeds({
      hasTaxpayer: taxpayer.data.tinLast4 !== null,
      bankAccount: bank.data ? { verified: bank.data.verifiedDate !== null } : null,
    }),
    loading: false,
  };
}

/** The spec 3 hints a refusal's message carries (the server may name several in one message). */
export function achHintsOf(error: unknown): typeof ACH_HINTS {
  if (!(error instanceof ApiError)) return [];
  return ACH_HINTS.filter((hint) => error.message.includes(hint.text));
}

/** PayPal as the form offers it: its config, and the code of the broker's sign-in (in memory only). */
export interface PaypalSignIn {
  config: PaypalConfig;
  /** From PayPal's return to this screen; null until the broker signs in. */
  code: string | null;
  /** A code pays at most once: after a request with it the broker signs in again. */
  onCodeUsed: () => void;
}

export interface PayoutRequestFormProps {
  /** The ticked transactions: id -> cents. */
  selected: ReadonlyMap<number, number>;
  onSubmitted: () => void;
  /** Spec 3: PayPal is offered only when it is configured (null otherwise). */
  paypal: PaypalSignIn | null;
  /** The fieldset, which Create Payout focuses. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Spec 3's payout flow in the Payable view: pick a method (Account, PayPal when it is configured, ACH), tick
 * transactions, send. On success 'Payout submitted', the method resets and the lists reload; a refusal shows
 * the server's message, or, for ACH without taxpayer info or a verified bank account, spec 3's hints with Add
 * links to Manage ACH.
 */
export function PayoutRequestForm({ selected, onSubmitted, paypal, ref }: PayoutRequestFormProps) {
  const paypalCode = paypal?.code ?? null;
  const [method, setMethod] = useState<PayoutMethod | null>(paypalCode ? 'paypal' : null);
  // Back from PayPal with a code: PayPal is the method the broker was choosing.
  useEffect(() => {
    if (paypalCode) setMethod('paypal');
  }, [paypalCode]);
  const [refusalHints, setHints] = useState<typeof ACH_HINTS>([]);
  const ach = useAchNeeds(method === 'ach');
  const request = useRequestPayout();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const total = [...selected.values()].reduce((sum, cents) => sum + cents, 0);
  const methods: readonly PayoutMethod[] = paypal ? ['account', 'paypal', 'ach'] : ['account', 'ach'];
  // What ACH lacks, known up front, and what the server's refusal named (it may know more).
  const hints = ACH_HINTS.filter((hint) => ach.needs.includes(hint.text) || refusalHints.includes(hint));
  const achBlocked = method === 'ach' && (ach.loading || hints.length > 0);
  const paypalBlocked = method === 'paypal' && !paypalCode;
  const ready = method !== null && selected.size > 0 && !request.isPending && !achBlocked && !paypalBlocked;

  function pick(next: PayoutMethod) {
    setMethod(next);
    setHints([]);
  }

  async function submit() {
    // Spec 3 section 4: without a method (or a transaction) nothing happens.
    if (!ready) return;
    const withPaypal = method === 'paypal' && paypalCode ? { paypalCode } : {};
    // PayPal's code is exchanged once, whatever the answer: another payout needs another sign-in.
    if (method === 'paypal') paypal?.onCodeUsed();
    try {
      await request.mutateAsync({
        type: method,
        brokerageTransactionIds: [...selected.keys()],
        ...withPaypal,
      });
      setMethod(null);
      onSubmitted();
      toasts.show({ message: PAYOUT_SUBMITTED, kind: 'success' });
    } catch (error) {
      const found = achHintsOf(error);
      if (found.length > 0) return setHints(found);
      // The response's message (spec 3 section 8); a timeout or a lost session the global handler tells.
      const text = inlineErrorText(error, PAYOUT_FAILED);
      if (text) await dialogs.error(text);
    }
  }

  return (
    <fieldset className="payout-request" ref={ref} tabIndex={-1}>
      <legend>Payout method</legend>
      <div className="payout-request__methods">
        {methods.map((candidate) => (
          <label key={candidate}>
            <input
              type="radio"
              name="payout-method"
              value={candidate}
              checked={method === candidate}
              onChange={() => pick(candidate)}
            />{' '}
            {PAYOUT_METHOD_LABELS[candidate]}
          </label>
        ))}
      </div>
      {method === 'paypal' && paypal && <PaypalStep config={paypal.config} signedIn={paypalCode !== null} />}
      {hints.length > 0 && (
        <ul className="payout-request__hints" aria-label="ACH payout needs">
          {hints.map((hint) => (
            <li key={hint.text}>
              {hint.text}
              {hint.addLink && (
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

/**
 * The PayPal method's sign-in: "Log In with PayPal" leaves for PayPal, which sends the broker back to the
 * Transactions screen with the code the payout request carries; once back, the form says so.
 */
function PaypalStep({ config, signedIn }: { config: PaypalConfig; signedIn: boolean }) {
  const [state] = useState(newPaypalState);
  const href = paypalAuthorizeUrl(config, state);
  if (signedIn) return <p className="payout-request__paypal">Signed in with PayPal.</p>;
  if (!href) return null;
  return (
    <p className="payout-request__paypal">
      Sign in to the PayPal account to be paid:{' '}
      <a className="button" href={href} onClick={() => rememberPaypalState(state)}>
        Log In with PayPal
      </a>
    </p>
  );
}

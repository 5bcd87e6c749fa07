import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { isAdmin, profileQueryKey, useProfile } from '../../api/profile.ts';
import { TextField } from '../../ui/forms/text-field.tsx';
import { payNow } from './billing-api.ts';
import { cardLabel } from './card-labels.ts';
import { centsParam, parsePayAmount } from './pay-amount.ts';

/** The payments feature's card form (a hold for `reference`), passed in by web/src/app. */
export type CardPaymentComponent = ComponentType<{
  amountCents: number;
  reference: string;
  onPaid: (paymentIntentId: string) => void;
  onError?: (message: string) => void;
}>;

type Method = 'cardOnFile' | 'oneTime';

/** /account/pay-now?amount= (Pay My Bill, spec 2): the amount due, paid with the card on file or a one-time card. */
export function PayNowPage({ CardPayment }: { CardPayment: CardPaymentComponent }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const admin = isAdmin(profile);
  const balance = Math.max(profile.accountBalance, 0);
  const due = admin ? (centsParam(params.get('amount')) ?? balance) : balance;
  const card = profile.paymentMethod;
  const [amountText, setAmountText] = useState((due / 100).toFixed(2));
  const [method, setMethod] = useState<Method>(card || !admin ? 'cardOnFile' : 'oneTime');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [newBalance, setNewBalance] = useState<number | null>(null);
  const parsed = admin ? parsePayAmount(amountText) : { cents: due };
  const amountCents = 'cents' in parsed ? parsed.cents : null;

  async function pay(body: { useCardOnFile?: boolean; paymentId?: string }) {
    if (amountCents === null) return;
    setPending(true);
    setFailure(null);
    try {
      const paid = await payNow({ amount: amountCents, ...body }, crypto.randomUUID());
      setNewBalance(paid.balance);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['account-billing'] });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The payment failed. Please try again.');
    } finally {
      setPending(false);
    }
  }

  const back = (
    <Link className="button" to="/account/profile">
      Back
    </Link>
  );
  if (newBalance !== null)
    return (
      <section className="page">
        <h1>Pay My Bill</h1>
        <p role="status">
          Thank you, your payment was received. Your new balance is {formatCents(newBalance)}.
        </p>
        <div className="button-row">
          {admin && (
            <Link className="button button--primary" to="/account/billing">
              Go to billing
            </Link>
          )}
          {back}
        </div>
      </section>
    );

  return (
    <section className="page">
      <h1>Pay My Bill</h1>
      <p>
        Amount due: <strong>{formatCents(due)}</strong>
      </p>
      {!admin && due === 0 && <p>You have no balance to pay.</p>}
      {!admin && !card && (
        <p>The account has no card on file; ask an account admin to add one or to pay the bill.</p>
      )}
      {admin && (
        <TextField
          label="Amount to pay ($)"
          inputMode="numeric"
          value={amountText}
          onChange={setAmountText}
          error={'problem' in parsed ? parsed.problem : undefined}
        />
      )}
      {admin && (
        <fieldset className="field">
          <legend className="field__label">Pay with</legend>
          <label className="checkbox-row">
            <input
              type="radio"
              name="method"
              checked={method === 'cardOnFile'}
              disabled={!card}
              onChange={() => setMethod('cardOnFile')}
            />
            {card ? `Card on file (${cardLabel(card)})` : 'Card on file (none)'}
          </label>
          <label className="checkbox-row">
            <input
              type="radio"
              name="method"
              checked={method === 'oneTime'}
              onChange={() => setMethod('oneTime')}
            />
            A one-time card
          </label>
        </fieldset>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {method === 'cardOnFile' && card && amountCents !== null && amountCents > 0 && (
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => void pay({ useCardOnFile: true })}
        >
          {pending ? 'Processing…' : `Pay ${formatCents(amountCents)}`}
        </button>
      )}
      {method === 'oneTime' && admin && amountCents !== null && (
        <CardPayment
          amountCents={amountCents}
          reference={`account:${profile.accountId}`}
          onPaid={(paymentId) => void pay({ paymentId })}
        />
      )}
      <div className="button-row">{back}</div>
    </section>
  );
}

import type { ComponentType } from 'react';
import { formatCents } from '../../../../../src/shared/money.ts';

/** What the page needs of a card form: the payments feature's CardPayment, passed in by the app. */
export interface ActivationCardPaymentProps {
  amountCents: number;
  /** 'account:<id>': the payment pays the account's balance. */
  reference: string;
  onPaid: (paymentIntentId: string) => void;
  onError?: (message: string) => void;
}

export type PaymentChoice = 'cardOnFile' | 'card' | 'none';

/**
 * The payment section: what is due and how it is paid (the card on file, a new card, or, for B2B accounts
 * and employees, nothing now). `?loadUpdatePaymentInfo` opens the card form instead of the card on file.
 */
export function PaymentSection({
  accountId,
  amountDue,
  cardOnFile,
  optionalReason,
  choice,
  onChoice,
  paidId,
  onPaid,
  CardPayment,
}: {
  accountId: number;
  amountDue: number;
  /** 'Visa ending 4242', or null without a card on file. */
  cardOnFile: string | null;
  /** Why this account may activate without paying, or null when it must pay. */
  optionalReason: string | null;
  choice: PaymentChoice;
  onChoice: (choice: PaymentChoice) => void;
  paidId: string | null;
  onPaid: (paymentIntentId: string) => void;
  CardPayment: ComponentType<ActivationCardPaymentProps>;
}) {
  const due = formatCents(amountDue);
  return (
    <section className="card activation__section" aria-labelledby="activation-payment">
      <h2 id="activation-payment">Payment</h2>
      {amountDue <= 0 ? (
        <p>Nothing is due: your balance is paid.</p>
      ) : (
        <>
          <p className="activation__due">
            Balance due: <strong>{due}</strong>
          </p>
          {optionalReason && <p>{optionalReason}</p>}
          {choice === 'none' && (
            <button
              type="button"
              className="button"
              onClick={() => onChoice(cardOnFile ? 'cardOnFile' : 'card')}
            >
              Pay {due} now instead
            </button>
          )}
          {choice === 'cardOnFile' && (
            <>
              <p>
                {due} is charged to your card on file ({cardOnFile}) when you activate.
              </p>
              <button type="button" className="button" onClick={() => onChoice('card')}>
                Use a different card
              </button>
            </>
          )}
          {choice === 'card' &&
            (paidId ? (
              <p role="status">Card accepted: {due} is charged when you activate.</p>
            ) : (
              <>
                <CardPayment amountCents={amountDue} reference={`account:${accountId}`} onPaid={onPaid} />
                {cardOnFile && (
                  <button
                    type="button"
                    className="button button--link"
                    onClick={() => onChoice('cardOnFile')}
                  >
                    Use the card on file ({cardOnFile})
                  </button>
                )}
              </>
            ))}
          {optionalReason && choice !== 'none' && (
            <button type="button" className="button button--link" onClick={() => onChoice('none')}>
              Activate without paying now
            </button>
          )}
        </>
      )}
    </section>
  );
}

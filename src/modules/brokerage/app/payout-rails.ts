import { achPayoutNeeds, BANK_ACCOUNT_MESSAGES } from '../../../shared/bank-account-rules.ts';
import { RuleViolationError, ValidationError } from '../../../shared/domain-error.ts';
import { TAXPAYER_MESSAGES } from '../../../shared/taxpayer-rules.ts';
import type { ExternalPayoutType, PayoutRails } from '../ports/payout-rails.ts';
import type { AchDeps } from './ach-deps.ts';

/** Spec 3 section 8's hints, in the order the rails check them, and the PayPal ones. */
export const PAYOUT_REFUSALS = {
  noTaxpayer: TAXPAYER_MESSAGES.missing,
  noBankAccount: BANK_ACCOUNT_MESSAGES.noBankAccount,
  unverified: BANK_ACCOUNT_MESSAGES.unverified,
  paypalUnavailable: 'PayPal payouts are not available.',
  achUnavailable: 'ACH payouts are not available.',
  paypalSignIn: 'Please log in with PayPal to receive a PayPal payout.',
} as const;

export class PayoutRefused extends RuleViolationError {
  constructor(message: string) {
    super('brokerage.payout_refused', message);
  }
}

/**
 * The PayoutRails the payouts use cases call (ports/payout-rails.ts, docs/adr/0063): ACH needs taxpayer
 * information, a bank account and its micro-deposits confirmed; PayPal needs PayPal configured and the
 * broker's PayPal sign-in code. The simulator pays only where development tools are on. Reads run in the caller's request context, never inside its transaction.
 */
export function makePayoutRails(
  deps: Pick<AchDeps, 'bankAccounts' | 'taxpayers' | 'gateway' | 'paypal'> & {
    /** False when the simulator would "pay" outside development (no money would move): ACH is refused. */
    achAvailable: boolean;
  },
): PayoutRails {
  async function achRecipient(
    brokerAccountId: number,
  ): Promise<{ refusal: string } | { recipientRef: string }> {
    if (!deps.achAvailable) return { refusal: PAYOUT_REFUSALS.achUnavailable };
    const taxpayer = await deps.taxpayers.ofBroker(brokerAccountId);
    const account = await deps.bankAccounts.ofBroker(brokerAccountId);
    const recipientRef = account?.verifiedDate ? account.recipientRef : null;
    // The same rule the payout form shows its hints by (src/shared): the first that applies is the refusal.
    const [need] = achPayoutNeeds({
      hasTaxpayer: taxpayer !== null,
      bankAccount: account ? { verified: recipientRef !== null } : null,
    });
    if (need !== undefined || !recipientRef) return { refusal: need ?? PAYOUT_REFUSALS.unverified };
    return { recipientRef };
  }

  return {
    async refusal(brokerAccountId: number, type: ExternalPayoutType) {
      if (type === 'paypal') return deps.paypal ? null : PAYOUT_REFUSALS.paypalUnavailable;
      const recipient = await achRecipient(brokerAccountId);
      return 'refusal' in recipient ? recipient.refusal : null;
    },

    async send(input) {
      if (input.type === 'paypal') {
        if (!deps.paypal) throw new PayoutRefused(PAYOUT_REFUSALS.paypalUnavailable);
        if (!input.paypalCode)
          throw new ValidationError('brokerage.paypal_code_required', PAYOUT_REFUSALS.paypalSignIn);
        return deps.paypal.send({
          payoutId: input.payoutId,
          amountCents: input.amountCents,
          paypalCode: input.paypalCode,
        });
      }
      const recipient = await achRecipient(input.brokerAccountId);
      if ('refusal' in recipient) throw new PayoutRefused(recipient.refusal);
      return deps.gateway.sendAch({
        payoutId: input.payoutId,
        recipientRef: recipient.recipientRef,
        amountCents: input.amountCents,
      });
    },

    paypalEnabled: () => deps.paypal !== null,
  };
}

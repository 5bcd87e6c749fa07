import type { BillingModule } from '../../../billing/index.ts';
import type { ConfirmationPayments } from '../../ports/confirmation-payments.ts';

/** Who pays, as the card processor's customer record names them. */
export type ConfirmationCustomerOf = (input: {
  accountId: number;
  userId: number;
}) => Promise<{ email: string; name: string }>;

/** Without a directory of account holders, the processor's customer is named after the account only. */
const accountOnly: ConfirmationCustomerOf = async ({ accountId }) => ({
  email: '',
  name: `Numberyard account ${accountId}`,
});

/**
 * Confirmation's payments over billing: the amount due is the ledger balance; paying authorizes and
 * captures the card (idempotency keys from the reference and the payment id, so a retry with the same card
 * never charges twice, and a second card after a decline is a new attempt), then writes a ledger payment in
 * the caller's transaction.
 */
export function billingConfirmationPayments(
  billing: Pick<BillingModule, 'payments' | 'ledger'>,
  customerOf: ConfirmationCustomerOf = accountOnly,
): ConfirmationPayments {
  return {
    balanceCents: (accountId) => billing.ledger.balanceCents(accountId),
    async pay(input) {
      const key = `${input.reference}:${input.paymentId}`;
      const authorized = await billing.payments.authorize({
        reference: input.reference,
        amountCents: input.amountCents,
        paymentId: input.paymentId,
        idempotencyKey: `${key}:authorize`,
        customer: await customerOf({ accountId: input.accountId, userId: input.userId }),
        description: input.description,
      });
      if (!authorized.captured)
        await billing.payments.capture({
          paymentIntentId: authorized.paymentIntentId,
          idempotencyKey: `${key}:capture`,
        });
      await billing.ledger.record({
        accountId: input.accountId,
        entries: [
          {
            kind: 'payment',
            amountCents: input.amountCents,
            description: input.description,
            reference: input.reference,
          },
        ],
      });
    },
  };
}

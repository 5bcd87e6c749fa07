import type { Mailer } from '../../../../platform/mail/mailer.ts';
import { formatCents } from '../../../../shared/money.ts';
import type { BrokerMailboxes } from '../../ports/broker-mailboxes.ts';
import type { PayoutBankDetails, PayoutGateway } from '../../ports/payout-gateway.ts';

/**
 * The default payout gateway (PAYOUT_GATEWAY unset, docs/adr/0063): no money moves. The micro-deposits it
 * "sends" arrive as a mail to the broker's admins (the dev outbox shows it), standing in for the bank statement
 * the broker would read them from; the mail is a one-time secret, redacted once delivered.
 */
export function simulatedPayoutGateway(deps: {
  mailer: Mailer;
  mailboxes: BrokerMailboxes;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}): PayoutGateway {
  return {
    kind: 'simulated',
    async sendMicroDeposits(input: PayoutBankDetails & { amountsCents: [number, number] }) {
      const [first, second] = input.amountsCents.map((cents) => formatCents(cents));
      const text =
        `Two deposits were sent to your ${input.type} account ending ${input.accountNumber.slice(-4)}: ` +
        `${first} and ${second}.\n\nEnter both amounts on the Manage ACH page to verify the account.\n\n` +
        '(Payout simulator: no money was moved.)';
      await deps.tx(async () => {
        for (const to of await deps.mailboxes.adminEmails(input.brokerAccountId))
          await deps.mailer.send({
            to,
            subject: 'Your bank account verification deposits',
            text,
            category: 'bank-micro-deposits',
            secret: true,
          });
      });
      return { recipientRef: input.recipientRef ?? `sim_recipient_${input.brokerAccountId}` };
    },
    async sendAch(input) {
      return { reference: `sim_payout_${input.payoutId}` };
    },
  };
}

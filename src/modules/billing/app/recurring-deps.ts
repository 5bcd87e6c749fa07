import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { BillableLines } from '../ports/billable-lines.ts';
import type { BillableNumberSource, BillingAccounts, BillingPrices } from '../ports/billing-sources.ts';
import type { BrokerLicences } from '../ports/broker-licences.ts';
import type { DunningRepository } from '../ports/dunning-repository.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { RecurringChargeRepository } from '../ports/recurring-charge-repository.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';

/** What the recurring run, its payments and dunning need (docs/adr/0038). */
export interface RecurringDeps {
  billableLines: BillableLines;
  numbers: BillableNumberSource;
  accounts: BillingAccounts;
  prices: BillingPrices;
  charges: RecurringChargeRepository;
  dunning: DunningRepository;
  ledger: LedgerRepository;
  cards: SavedCardRepository;
  gateway: PaymentGateway;
  mailer: Mailer;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** A fresh identity map for each account's step, so each sees what other workers committed. */
  fresh: <T>(work: () => Promise<T>) => Promise<T>;
  publicUrl: string;
  /** Brokers' licences (docs/adr/0058): a charged licence month is the broker's earning; a lapsed one ends. */
  brokerLicences?: BrokerLicences;
}

/** Mails every admin of the account (in the current transaction: sent once it commits). */
export async function mailAdmins(
  deps: Pick<RecurringDeps, 'accounts' | 'mailer'>,
  accountId: number,
  mail: { subject: string; text: string },
  category: string,
): Promise<void> {
  const account = await deps.accounts.billingAccount(accountId);
  for (const member of account?.members ?? [])
    if (member.role === 'admin') await deps.mailer.send({ to: member.email, ...mail, category });
}

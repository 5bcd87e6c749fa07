import type { Clock } from '../../../platform/clock/clock.ts';
import type { EarningsBilling } from '../ports/earnings-billing.ts';
import type { BrokerageTransactionRepository } from '../ports/earnings-repository.ts';
import type { PayoutRails } from '../ports/payout-rails.ts';
import type { PayoutRepository } from '../ports/payout-repository.ts';

/** What transaction statuses, chargebacks and payouts need (docs/adr/0061). */
export interface PayoutDeps {
  transactions: BrokerageTransactionRepository;
  payouts: PayoutRepository;
  billing: EarningsBilling;
  rails: PayoutRails;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

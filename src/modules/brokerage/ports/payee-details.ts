import type { BankAccount } from '../domain/bank-account.ts';
import type { Taxpayer } from '../domain/taxpayer.ts';

/** brokerage.bank_account: at most one per broker. */
export interface BankAccounts {
  ofBroker(brokerAccountId: number, options?: { lock?: boolean }): Promise<BankAccount | null>;
  add(account: BankAccount): Promise<void>;
  remove(account: BankAccount): Promise<void>;
  flush(): Promise<void>;
}

/** brokerage.taxpayer: at most one per broker. */
export interface Taxpayers {
  ofBroker(brokerAccountId: number, options?: { lock?: boolean }): Promise<Taxpayer | null>;
  add(taxpayer: Taxpayer): Promise<void>;
  flush(): Promise<void>;
}

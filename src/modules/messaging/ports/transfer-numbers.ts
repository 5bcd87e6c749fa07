import type { AccountNumber } from '../domain/account-number.ts';

/** What an ownership transfer needs of messaging.account_number: find the number, then move it. */
export interface TransferNumbers {
  /** The account's number by E.164, or null when the account does not hold it. */
  heldBy(accountId: number, tn: string): Promise<AccountNumber | null>;
  /** A number by id, or null once it left every account (released, ported out). */
  byId(id: number, options?: { lock?: boolean }): Promise<AccountNumber | null>;
  /** Writes the changes made to loaded numbers. */
  flush(): Promise<void>;
}

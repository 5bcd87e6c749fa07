import type { AccountNumber } from '../domain/account-number.ts';

/** The held numbers the settings page and port-out requests act on, by E.164 number. */
export interface ProtectedNumbers {
  /** The number's row, whichever account holds it; null when no account does. */
  byTn(tn: string): Promise<AccountNumber | null>;
  /** Writes the number's forwarding, PIN hash and Transfer Lock. */
  save(number: AccountNumber): Promise<void>;
  /** The number leaves its account: its row is deleted, so recurring billing stops (FACADES.md). */
  remove(number: AccountNumber): Promise<void>;
}

import type { AccountConfirmation } from '../domain/account-confirmation.ts';

/** Account confirmations (basket.account_confirmation). Writes join the current transaction. */
export interface AccountConfirmationRepository {
  add(confirmation: AccountConfirmation): Promise<void>;
  /** By the link's uuid, locked for update when `lock` (two tries of one code run one after another). */
  find(uuid: string, options?: { lock?: boolean }): Promise<AccountConfirmation | null>;
  /** The account's confirmation still waiting for activation, if any. */
  openOfAccount(accountId: number): Promise<AccountConfirmation | null>;
  /** Writes the changes made to loaded confirmations. */
  flush(): Promise<void>;
}

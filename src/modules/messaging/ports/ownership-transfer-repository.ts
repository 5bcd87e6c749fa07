import type { OwnershipTransfer } from '../domain/ownership-transfer.ts';

/** Ownership transfers (messaging.ownership_transfer). `lock` reads the row FOR UPDATE (in a transaction). */
export interface OwnershipTransferRepository {
  /** Stores a new transfer and sets its id; a second open transfer of one number fails (unique index). */
  add(transfer: OwnershipTransfer): Promise<void>;
  /** The number's transfer stored as offered or accepted (an offer may have lapsed meanwhile), or null. */
  openOfNumber(accountNumberId: number, options?: { lock?: boolean }): Promise<OwnershipTransfer | null>;
  /** The newest transfer of the number the account started, whatever its status, or null. */
  latestOfNumber(accountNumberId: number, fromAccountId: number): Promise<OwnershipTransfer | null>;
  byTokenHash(tokenHash: string, options?: { lock?: boolean }): Promise<OwnershipTransfer | null>;
  byId(id: number, options?: { lock?: boolean }): Promise<OwnershipTransfer | null>;
  /** Ids of accepted transfers whose moving day is on or before `today` ('YYYY-MM-DD'). */
  dueIds(today: string): Promise<number[]>;
  /** Marks offers nobody accepted in time as expired; answers how many. */
  expireLapsedOffers(now: Date): Promise<number>;
  /** Writes the changes made to loaded transfers. */
  flush(): Promise<void>;
}

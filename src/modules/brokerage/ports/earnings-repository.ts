import type { ListQuery } from '../../../shared/list-query.ts';
import type { BrokerageTransaction } from '../domain/brokerage-transaction.ts';
import type { License } from '../domain/license.ts';

/** Brokers' transactions (brokerage.transaction). Joins the caller's transaction. */
export interface BrokerageTransactionRepository {
  /** The transaction a source ('order:{uuid}:{tn}', 'charge:{key}') recorded, or null. */
  bySource(sourceReference: string): Promise<BrokerageTransaction | null>;
  /** Whether the broker has any transaction on the number yet (its first sale or licence has the long hold). */
  anyOf(brokerAccountId: number, tn: string): Promise<boolean>;
  add(transaction: BrokerageTransaction): Promise<void>;
  /** The latest embedded sale of the number to the buyer's account (data.buyerAccountId), or null. */
  embeddedSaleOf(tn: string, buyerAccountId: number): Promise<BrokerageTransaction | null>;
  /** The broker's transaction by id (null for another broker's); `lock` holds it until the transaction ends. */
  ofBroker(
    brokerAccountId: number,
    id: number,
    options?: { lock?: boolean },
  ): Promise<BrokerageTransaction | null>;
  /** Writes changes made to loaded transactions. */
  flush(): Promise<void>;
  /** Up to `limit` rows the status job may move (new or pending), after id `afterId`, oldest first. */
  movable(afterId: number, limit: number, brokerAccountId?: number): Promise<BrokerageTransaction[]>;
  /** Every transaction a payment (PaymentIntent) funded, locked until the transaction ends. */
  fundedBy(paymentIntentId: string): Promise<BrokerageTransaction[]>;
  /**
   * Of `ids`, the broker's rows payable at `now` (isPayableAt), locked FOR UPDATE: a concurrent request waits
   * here, then sees them claimed and leaves them out.
   */
  lockPayable(
    brokerAccountId: number,
    ids: readonly number[],
    now: Date,
  ): Promise<Array<{ id: number; payoutAmount: number }>>;
  /**
   * Claims the broker's payable `ids` for a payout: sets payout_id where it is still null (row locks make a
   * concurrent claim wait and then skip them) and, when `paid`, status 'paid'. Answers the rows claimed.
   */
  claim(input: {
    brokerAccountId: number;
    ids: readonly number[];
    payoutId: number;
    now: Date;
    paid: boolean;
  }): Promise<Array<{ id: number; payoutAmount: number }>>;
  /** The payout's transactions become 'paid'. */
  markPaid(payoutId: number): Promise<void>;
  /** The payout's transactions are free again (payout_id null; still payable). */
  release(payoutId: number): Promise<void>;
  /** A page of the broker's transactions; `payableAt` keeps only those payable then (isPayableAt). */
  list(
    brokerAccountId: number,
    query: ListQuery,
    payableAt?: Date,
  ): Promise<{ data: BrokerageTransaction[]; total: number }>;
  /** Sum of payoutAmount (cents) and count over EVERY row the query's filters match, not its page. */
  payoutTotals(
    brokerAccountId: number,
    query: ListQuery,
    payableAt?: Date,
  ): Promise<{ payoutTotal: number; payoutCount: number }>;
}

/** Licences of brokers' numbers (brokerage.license). Joins the caller's transaction. */
export interface LicenseRepository {
  bySource(sourceReference: string): Promise<License | null>;
  /** Whether anyone holds an active licence of the number. */
  isLicensedOut(tn: string): Promise<boolean>;
  /** The licensee's active licence of the number, or null. */
  activeOf(tn: string, licenseeAccountId: number): Promise<License | null>;
  /** The broker's licence by id (null for another broker's); `lock` holds it until the transaction ends. */
  ofBroker(brokerAccountId: number, id: number, options?: { lock?: boolean }): Promise<License | null>;
  list(brokerAccountId: number, query: ListQuery): Promise<{ data: License[]; total: number }>;
  /** The broker's licences among `ids`, in one query (a page of transactions shows their licences). */
  byIds(brokerAccountId: number, ids: readonly number[]): Promise<License[]>;
  add(license: License): Promise<void>;
  flush(): Promise<void>;
}

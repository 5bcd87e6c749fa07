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
  /** The broker's transaction by id (null for another broker's). */
  ofBroker(brokerAccountId: number, id: number): Promise<BrokerageTransaction | null>;
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
  add(license: License): Promise<void>;
  flush(): Promise<void>;
}

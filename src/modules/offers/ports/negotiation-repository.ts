import type { ListQuery } from '../../../shared/list-query.ts';
import type { Negotiation } from '../domain/negotiation.ts';

/** Whose offers a seller sees: a broker account's, or the house's (staff). */
export type SellerScope = { kind: 'account'; accountId: number } | { kind: 'house' };

/** Negotiations (offers.negotiation). Writes join the current transaction. */
export interface NegotiationRepository {
  /** Stores the new negotiation now and sets its id. */
  add(negotiation: Negotiation): Promise<void>;
  byUuid(uuid: string): Promise<Negotiation | null>;
  /** Locked for update within the current transaction (answers and jobs race). */
  byUuidForUpdate(uuid: string): Promise<Negotiation | null>;
  /** The buyer account's negotiations on a number, newest first. */
  ofBuyerOnTn(buyerAccountId: number, tn: string): Promise<Negotiation[]>;
  listForSeller(scope: SellerScope, query: ListQuery): Promise<{ data: Negotiation[]; total: number }>;
  /** Writes the changes of loaded negotiations. */
  flush(): Promise<void>;
}

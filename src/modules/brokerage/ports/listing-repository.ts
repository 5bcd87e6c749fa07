import type { ListQuery } from '../../../shared/list-query.ts';
import type { Listing } from '../domain/listing.ts';
import type { ListingHistoryEntry } from '../domain/listing-history.ts';

/** Brokers' listings and their history (brokerage.listing, brokerage.listing_history). Joins the transaction. */
export interface ListingRepository {
  /** The broker's listing of a number (E.164), or null; `lock` holds the row until the transaction ends. */
  ofBroker(brokerAccountId: number, tn: string, options?: { lock?: boolean }): Promise<Listing | null>;
  /** Whoever lists the number, or null. */
  byTn(tn: string): Promise<Listing | null>;
  list(brokerAccountId: number, query: ListQuery): Promise<{ data: Listing[]; total: number }>;
  /** Stores a new listing now and sets its id. */
  add(listing: Listing): Promise<void>;
  remove(listing: Listing): Promise<void>;
  addHistory(entry: ListingHistoryEntry): Promise<void>;
  historyOf(brokerAccountId: number, tn: string): Promise<ListingHistoryEntry[]>;
  /** Writes the changes of loaded listings. */
  flush(): Promise<void>;
}

import type { ListQuery } from '../../../shared/list-query.ts';
import type { Listing } from '../domain/listing.ts';
import type { ListingHistoryEntry } from '../domain/listing-history.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { PublishedListings } from '../ports/published-listings.ts';

/** Listings in memory, for use-case tests; list queries honour only paging (sorted by tn). */
export class InMemoryListings implements ListingRepository {
  readonly rows: Listing[] = [];
  readonly history: ListingHistoryEntry[] = [];
  #nextId = 1;

  async ofBroker(brokerAccountId: number, tn: string) {
    return this.rows.find((row) => row.brokerAccountId === brokerAccountId && row.tn === tn) ?? null;
  }

  async byTn(tn: string) {
    return this.rows.find((row) => row.tn === tn) ?? null;
  }

  async list(brokerAccountId: number, query: ListQuery) {
    const mine = this.rows
      .filter((row) => row.brokerAccountId === brokerAccountId)
      .sort((a, b) => a.tn.localeCompare(b.tn));
    return { data: mine.slice(query.offset, query.offset + query.limit), total: mine.length };
  }

  async add(listing: Listing) {
    listing.id = this.#nextId++;
    this.rows.push(listing);
  }

  async remove(listing: Listing) {
    this.rows.splice(this.rows.indexOf(listing), 1);
  }

  async addHistory(entry: ListingHistoryEntry) {
    entry.id = this.history.length + 1;
    this.history.push(entry);
  }

  async historyOf(brokerAccountId: number, tn: string) {
    return this.history
      .filter((entry) => entry.brokerAccountId === brokerAccountId && entry.tn === tn)
      .reverse();
  }

  async flush() {}
}

/** Records what would be on sale; `taken` numbers answer as another seller's. */
export class RecordingPublishedListings implements PublishedListings {
  readonly onSale = new Map<string, Listing>();
  readonly taken = new Set<string>();

  async publish(listing: Listing) {
    if (this.taken.has(listing.tn)) return 'taken' as const;
    this.onSale.set(listing.tn, listing);
    return 'published' as const;
  }

  async withdraw(listing: Listing) {
    this.onSale.delete(listing.tn);
  }
}

import type { PublishedRow } from '../domain/published-listing.ts';

/** The inventory rows that brokers' listings put on sale (docs/adr/0055). */
export interface PublishedListings {
  /** False when another seller (or the house) has the number on sale now. */
  upsert(row: PublishedRow, now: Date): Promise<boolean>;
  /** False when the broker had nothing on sale under that number. */
  withdraw(tn: string, sellerAccountId: number): Promise<boolean>;
}

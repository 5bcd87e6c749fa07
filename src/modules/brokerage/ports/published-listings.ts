import type { Listing } from '../domain/listing.ts';

/** The catalog's side of a listing: what search shows and sells (docs/adr/0055). Caller's transaction. */
export interface PublishedListings {
  /** 'taken': another seller has the number on sale; 'unsupported': not a number we can sell. */
  publish(listing: Listing): Promise<'published' | 'taken' | 'unsupported'>;
  withdraw(listing: Listing): Promise<void>;
}

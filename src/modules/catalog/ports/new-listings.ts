import type { NewListing } from '../domain/saved-search-mail.ts';
import type { SearchCriteria } from '../domain/search-criteria.ts';

/** Numbers listed in a time window that the catalog's search would show for the criteria. */
export interface NewListings {
  /**
   * Numbers on offer and not held by a basket, matching `criteria`, listed after `after` and by `until`;
   * newest first, at most `limit`.
   */
  matching(
    criteria: SearchCriteria,
    window: { after: Date; until: Date },
    limit: number,
  ): Promise<NewListing[]>;
}

/** Signs and checks the token of a saved search's unsubscribe link; tokens never expire. */
export interface UnsubscribeTokens {
  sign(searchId: number): string;
  verify(searchId: number, token: string): boolean;
}

import { isDueForMail, type SavedSearch, savedSearchKey } from '../domain/saved-search.ts';
import type { NewListing } from '../domain/saved-search-mail.ts';
import type { SearchCriteria } from '../domain/search-criteria.ts';
import type { NewListings, UnsubscribeTokens } from '../ports/new-listings.ts';
import type { SavedSearchRepository } from '../ports/saved-search-repository.ts';

/** Saved searches in an array, with the unique (email, search) rule of the table. */
export class InMemorySavedSearches implements SavedSearchRepository {
  readonly rows: SavedSearch[] = [];
  /** Ids another run holds: lockForMail skips them, like SKIP LOCKED. */
  readonly lockedElsewhere = new Set<number>();

  async add(search: SavedSearch) {
    if (
      this.rows.some((row) => row.email === search.email && row.searchKey === savedSearchKey(search.search))
    )
      return 'duplicate' as const;
    search.id = this.rows.length + 1;
    this.rows.push(search);
    return 'added' as const;
  }

  async byId(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async byEmailAndKey(email: string, searchKey: string) {
    return this.rows.find((row) => row.email === email && row.searchKey === searchKey) ?? null;
  }

  async dueForMail(now: Date, limit: number) {
    return this.rows
      .filter((row) => isDueForMail(row, now))
      .slice(0, limit)
      .map((row) => row.id);
  }

  async lockForMail(id: number) {
    return this.lockedElsewhere.has(id) ? null : this.byId(id);
  }

  async flush() {}
}

/** Listed numbers by listing time; ignores the criteria (PostgreSQL tests cover the matching). */
export class InMemoryNewListings implements NewListings {
  readonly listed: Array<NewListing & { listedAt: Date }> = [];

  list(tn: string, listedAt: Date, priceCents = 4_995): void {
    this.listed.push({ tn, listedAt, priceCents, licenseOneTimeCents: null, licenseMonthlyCents: null });
  }

  async matching(_criteria: SearchCriteria, window: { after: Date; until: Date }, limit: number) {
    return this.listed
      .filter((number) => number.listedAt > window.after && number.listedAt <= window.until)
      .sort((a, b) => b.listedAt.getTime() - a.listedAt.getTime())
      .slice(0, limit)
      .map(({ listedAt: _listedAt, ...number }) => number);
  }
}

/** Tokens that spell the id: enough to tell a right link from a wrong one. */
export const plainUnsubscribeTokens: UnsubscribeTokens = {
  sign: (searchId) => `token-${searchId}`,
  verify: (searchId, token) => token === `token-${searchId}`,
};

import type { SavedSearch } from '../domain/saved-search.ts';

/** "Notify me" searches (catalog.saved_search), one per email and search. */
export interface SavedSearchRepository {
  /** Stores the search and sets its id; 'duplicate' (nothing stored) when this email already saved it. */
  add(search: SavedSearch): Promise<'added' | 'duplicate'>;
  /** The search, or null. */
  byId(id: number): Promise<SavedSearch | null>;
  /** The search this email saved under this key (SavedSearch.searchKey), or null. */
  byEmailAndKey(email: string, searchKey: string): Promise<SavedSearch | null>;
  /** Ids of searches that may be due a mail at `now` (still wanted, last mail a day old), oldest mail first. */
  dueForMail(now: Date, limit: number): Promise<number[]>;
  /**
   * The search locked for this transaction, or null when it is gone or another run holds it: two runs never
   * mail the same search at once.
   */
  lockForMail(id: number): Promise<SavedSearch | null>;
  /** Writes changes to searches read through this repository in the current transaction. */
  flush(): Promise<void>;
}

import type { SavedSearch } from '../domain/saved-search.ts';

/** "Notify me" searches (catalog.saved_search), one per email and search. */
export interface SavedSearchRepository {
  /** Stores the search and sets its id; 'duplicate' (nothing stored) when this email already saved it. */
  add(search: SavedSearch): Promise<'added' | 'duplicate'>;
}

/** Tells people from scripts: the platform's reCAPTCHA check or its simulator. */
export interface BotCheck {
  verify(token: string | undefined, options: { action: string; remoteIp?: string }): Promise<boolean>;
}

/** Attempt counters shared by every process; `hit` throws a 429 DomainError when a rule is over its limit. */
export interface RateLimiter {
  hit(
    rules: Array<{ key: string; limit: number; windowMs: number; message?: string }>,
    now: Date,
  ): Promise<void>;
}

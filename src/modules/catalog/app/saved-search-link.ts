// The unsubscribe link's shared part: checking it, and what its page shows.
import type { Clock } from '../../../platform/clock/clock.ts';
import { SavedSearchLinkInvalid } from '../domain/saved-search.errors.ts';
import type { SavedSearch, SavedSearchCriteria } from '../domain/saved-search.ts';
import type { UnsubscribeTokens } from '../ports/new-listings.ts';
import type { SavedSearchRepository } from '../ports/saved-search-repository.ts';

export interface SavedSearchAlertView {
  id: number;
  /** Masked ('j***@example.com'): a forwarded link should not hand out the address. */
  email: string;
  search: SavedSearchCriteria;
  /** Null while mails still go out. */
  unsubscribedAt: string | null;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

export const toAlertView = (search: SavedSearch): SavedSearchAlertView => ({
  id: search.id,
  email: maskEmail(search.email),
  search: search.search,
  unsubscribedAt: search.unsubscribedAt?.toISOString() ?? null,
});

export interface SavedSearchLinkDeps {
  savedSearches: SavedSearchRepository;
  tokens: UnsubscribeTokens;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** A wrong token answers exactly like an unknown search, so links cannot be probed for ids. */
export async function withValidLink(
  deps: SavedSearchLinkDeps,
  id: number,
  token: string,
): Promise<SavedSearch> {
  if (!deps.tokens.verify(id, token)) throw new SavedSearchLinkInvalid();
  const search = await deps.savedSearches.byId(id);
  if (!search) throw new SavedSearchLinkInvalid();
  return search;
}

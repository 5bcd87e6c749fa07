import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import {
  isDueForMail,
  newListingWindow,
  SAVED_SEARCH_MAIL_NUMBERS,
  type SavedSearch,
  savedSearchQuery,
  savedSearchRequest,
} from '../domain/saved-search.ts';
import { savedSearchMail } from '../domain/saved-search-mail.ts';
import { toCriteria } from '../domain/search-criteria.ts';
import type { NewListings, UnsubscribeTokens } from '../ports/new-listings.ts';
import type { SavedSearchRepository } from '../ports/saved-search-repository.ts';

/** Searches looked at per run; the rest wait for the next run (hourly), oldest mail first. */
export const SAVED_SEARCHES_PER_RUN = 1_000;

export interface NotifySavedSearchesDeps {
  savedSearches: SavedSearchRepository;
  listings: NewListings;
  tokens: UnsubscribeTokens;
  mailer: Mailer;
  brandName: (brandingId: number) => string;
  /** PUBLIC_URL: the site the links point at. */
  publicUrl: string;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The notify-me job: each saved search due a mail (ADR 0014) gets one listing the numbers matched since
 * its last mail. Each search is its own transaction: locked, mailed through the outbox and marked
 * notified together, so a retried or overlapping run never mails it twice.
 */
export function makeNotifySavedSearches(deps: NotifySavedSearchesDeps) {
  const { savedSearches, listings, mailer, clock, tx } = deps;

  async function notifyOne(id: number, now: Date): Promise<boolean> {
    return tx(async () => {
      const search = await savedSearches.lockForMail(id);
      if (!search || !isDueForMail(search, now)) return false;
      const found = await listings.matching(
        toCriteria(savedSearchRequest(search.search)),
        newListingWindow(search, now),
        SAVED_SEARCH_MAIL_NUMBERS + 1,
      );
      // Nothing new: the window stays open from the last mail, so later listings are still named.
      if (found.length === 0) return false;
      search.markNotified(now);
      await savedSearches.flush();
      await mailer.send({ to: search.email, ...mailFor(search, found), category: 'saved-search' });
      return true;
    });
  }

  function mailFor(search: SavedSearch, found: Awaited<ReturnType<NewListings['matching']>>) {
    const site = deps.publicUrl.replace(/\/$/, '');
    const query = savedSearchQuery(search.search);
    // The brand override only counts outside production; there each brand's host already says it.
    if (search.brandingId !== 1) query.set('brandingId', String(search.brandingId));
    const unsubscribe = new URLSearchParams({
      search: String(search.id),
      token: deps.tokens.sign(search.id),
    });
    return savedSearchMail({
      brandingId: search.brandingId,
      brandName: deps.brandName(search.brandingId),
      search: search.search,
      numbers: found.slice(0, SAVED_SEARCH_MAIL_NUMBERS),
      more: found.length > SAVED_SEARCH_MAIL_NUMBERS,
      searchUrl: `${site}/search?${query}`,
      unsubscribeUrl: `${site}/unsubscribe?${unsubscribe}`,
    });
  }

  return async function notifySavedSearches(): Promise<{ mailed: number }> {
    const now = clock.now();
    let mailed = 0;
    for (const id of await savedSearches.dueForMail(now, SAVED_SEARCHES_PER_RUN)) {
      if (await notifyOne(id, now)) mailed++;
    }
    return { mailed };
  };
}

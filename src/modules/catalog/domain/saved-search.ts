import { plainSearchRequest, type SearchRequest } from './search-criteria.ts';

/** "Notify me" for a search with no results: the search and the email to tell. */
export interface SavedSearchCriteria {
  type: 'local' | 'tollfree' | 'global';
  npa: string | null;
  state: string | null;
  search: string | null;
  country: string | null;
}

/**
 * Spec 2's only frequency is 'once', read as "at most one mail a day": a search keeps watching until its
 * owner unsubscribes, and each mail names only numbers listed since the previous one (ADR 0014).
 */
export const SAVED_SEARCH_MAIL_INTERVAL_MS = 24 * 3_600_000;
/**
 * How far behind the clock a mail looks: a listing committed a moment after its `created_at` (a long
 * transaction, a bulk upload) still lands in the next window instead of falling between two. Spec 3:
 * "Listing updates take 5 minutes".
 */
export const LISTING_SETTLE_MS = 5 * 60_000;
/** Numbers named in one mail; the mail links to the search for the rest. */
export const SAVED_SEARCH_MAIL_NUMBERS = 10;

export class SavedSearch {
  id!: number;
  email: string;
  brandingId: number;
  search: SavedSearchCriteria;
  /** One key per email and search, so the same request twice is a conflict (409), not a second alert. */
  searchKey: string;
  frequency: 'once';
  createdAt: Date;
  /** When the last mail went out; null before the first. */
  notifiedAt: Date | null;
  /** Set once through the mail's unsubscribe link; no mail is sent after it. */
  unsubscribedAt: Date | null;

  constructor(props: { email: string; brandingId: number; search: SavedSearchCriteria; now: Date }) {
    this.email = props.email.trim().toLowerCase();
    this.brandingId = props.brandingId;
    this.search = props.search;
    this.searchKey = savedSearchKey(props.search);
    this.frequency = 'once';
    this.createdAt = props.now;
    this.notifiedAt = null;
    this.unsubscribedAt = null;
  }

  /** Claims the search for the mail about to be written (same transaction). */
  markNotified(now: Date): void {
    this.notifiedAt = now;
  }

  /** Idempotent: a second click keeps the first time. */
  unsubscribe(now: Date): void {
    this.unsubscribedAt ??= now;
  }

  /**
   * Saving an unsubscribed search again turns its mails back on, due at once and about the numbers listed
   * in the last day (as if the last mail went out a day ago). Answers false when it was never unsubscribed.
   */
  resubscribe(now: Date): boolean {
    if (this.unsubscribedAt === null) return false;
    this.unsubscribedAt = null;
    this.notifiedAt = new Date(now.getTime() - SAVED_SEARCH_MAIL_INTERVAL_MS);
    return true;
  }
}

export function savedSearchKey(search: SavedSearchCriteria): string {
  return [search.type, search.npa, search.state, search.search?.toUpperCase(), search.country]
    .map((part) => part ?? '')
    .join('|');
}

type MailState = Pick<SavedSearch, 'createdAt' | 'notifiedAt' | 'unsubscribedAt'>;

/** A search may be mailed when it is still wanted and its last mail is at least a day old. */
export function isDueForMail(search: MailState, now: Date): boolean {
  if (search.unsubscribedAt !== null) return false;
  return (
    search.notifiedAt === null || now.getTime() - search.notifiedAt.getTime() >= SAVED_SEARCH_MAIL_INTERVAL_MS
  );
}

/**
 * Numbers new to the search: listed since it was saved, or since the window of its last mail, up to now;
 * both ends LISTING_SETTLE_MS back, so consecutive windows meet exactly and none is missed or named twice.
 */
export function newListingWindow(search: MailState, now: Date): { after: Date; until: Date } {
  const since = search.notifiedAt ?? search.createdAt;
  return {
    after: new Date(since.getTime() - LISTING_SETTLE_MS),
    until: new Date(now.getTime() - LISTING_SETTLE_MS),
  };
}

/** The search page's request for the saved criteria, as the catalog's search reads it. */
export function savedSearchRequest(search: SavedSearchCriteria): SearchRequest {
  return {
    ...plainSearchRequest(search.type),
    ...(search.state ? { state: search.state } : {}),
    ...(search.npa ? { npa: search.npa } : {}),
    ...(search.search ? { search: search.search } : {}),
    ...(search.country ? { country: search.country } : {}),
  };
}

/** The search page's URL query for the saved criteria (what the mail links to). */
export function savedSearchQuery(search: SavedSearchCriteria): URLSearchParams {
  const query = new URLSearchParams({ type: search.type });
  for (const key of ['state', 'npa', 'search', 'country'] as const) {
    const value = search[key];
    if (value) query.set(key, value);
  }
  return query;
}

import type { Clock } from '../../../platform/clock/clock.ts';
import {
  normaliseSpelling,
  SPELLING_MESSAGES,
  vanitySpellingError,
} from '../../../shared/vanity-spelling-rules.ts';
import { SpellingInvalid } from '../domain/brokerage.errors.ts';
import type { Listing } from '../domain/listing.ts';
import { SpellingRequest } from '../domain/spelling-request.ts';
import type { PublishedListings } from '../ports/published-listings.ts';
import type { SpellingRequestRepository } from '../ports/spelling-requests.ts';
import type { WordFilter } from '../ports/word-filter.ts';
import { syncCatalog } from './save-listing.ts';

export interface RequestSpellingDeps {
  spellings: SpellingRequestRepository;
  words: WordFilter;
  published: PublishedListings;
  /** A licensed-out number's sold catalog row is left alone (docs/adr/0058). */
  licensedOut?: (tn: string) => Promise<boolean>;
  clock: Clock;
}

/** Why the server refuses the spelling: the shared rule (spec 3 section 1), then profanity; null if none. */
export function spellingRefusal(words: WordFilter, tn: string, spelling: string): string | null {
  const ruleError = vanitySpellingError(tn, spelling);
  if (ruleError) return ruleError;
  const text = normaliseSpelling(spelling);
  const clean =
    words.isClean(text.replaceAll('-', '')) && text.split('-').every((part) => words.isClean(part));
  return clean ? null : SPELLING_MESSAGES.profane;
}

/**
 * The spelling part of a listing's PATCH, in the caller's transaction: a new spelling becomes a pending request
 * for staff (asking again before they decide changes the waiting one); null or '' removes the approved
 * spelling at once and withdraws a waiting request. Answers whether anything changed.
 */
export function makeRequestSpelling(deps: RequestSpellingDeps) {
  return async function requestSpelling(
    listing: Listing,
    spelling: string | null,
    userId: number,
  ): Promise<boolean> {
    const now = deps.clock.now();
    const pending = await deps.spellings.pendingOf(listing.brokerAccountId, listing.tn, { lock: true });
    if (spelling === null || normaliseSpelling(spelling) === '') {
      if (listing.spelling === null && !pending) return false;
      pending?.decide('rejected', userId, now, 'Withdrawn by the broker.');
      if (listing.spelling !== null) {
        listing.spelling = null;
        listing.updateDate = now;
        await syncCatalog(deps, listing, now);
      }
      await deps.spellings.flush();
      return true;
    }
    const refusal = spellingRefusal(deps.words, listing.tn, spelling);
    if (refusal) throw new SpellingInvalid(refusal);
    const text = normaliseSpelling(spelling);
    if (pending) {
      if (pending.spelling === text) return false;
      pending.respell(text, now);
      await deps.spellings.flush();
      return true;
    }
    if (listing.spelling === text) return false;
    await deps.spellings.add(
      new SpellingRequest({
        tn: listing.tn,
        brokerAccountId: listing.brokerAccountId,
        spelling: text,
        requestedByUserId: userId,
        now,
      }),
    );
    return true;
  };
}

import type { BotCheck } from '../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { SavedSearch, type SavedSearchCriteria } from '../domain/saved-search.ts';
import type { SavedSearchRepository } from '../ports/saved-search-repository.ts';

export interface SavedSearchView {
  id: number;
  email: string;
  search: SavedSearchCriteria;
  frequency: 'once';
  createDate: string;
}

export interface CreateSavedSearchInput {
  email: string;
  /** Missing or empty criteria are stored as null. */
  search: {
    type: SavedSearchCriteria['type'];
    npa?: string;
    state?: string;
    search?: string;
    country?: string;
  };
  recaptchaToken?: string;
  brandingId: number;
  ip: string;
}

const HOUR = 3_600_000;
/** Per address: enough for a family behind one router, too few to spam an inbox list. */
export const SAVED_SEARCHES_PER_IP_PER_HOUR = 20;

const toView = (saved: SavedSearch): SavedSearchView => ({
  id: saved.id,
  email: saved.email,
  search: saved.search,
  frequency: saved.frequency,
  createDate: saved.createdAt.toISOString(),
});

const nothingToWatch = () => {
  const message = 'Choose an area code, a state, words or a country to be notified about.';
  return new DomainError('validation', 'catalog.saved_search_empty', message, {
    errors: { search: message },
  });
};

/** POST /api/savedSearches: the notify-me box under a search without results; guests use it too. */
export function makeCreateSavedSearch(deps: {
  savedSearches: SavedSearchRepository;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { savedSearches, botCheck, rateLimiter, clock } = deps;

  return async function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearchView> {
    const search: SavedSearchCriteria = {
      type: input.search.type,
      npa: input.search.npa || null,
      state: input.search.state || null,
      search: input.search.search || null,
      country: input.search.country || null,
    };
    if (!search.npa && !search.state && !search.search && !search.country) throw nothingToWatch();
    const now = clock.now();
    await rateLimiter.hit(
      [{ key: `saved-search:ip:${input.ip}`, limit: SAVED_SEARCHES_PER_IP_PER_HOUR, windowMs: HOUR }],
      now,
    );
    const human = await botCheck.verify(input.recaptchaToken, { action: 'search', remoteIp: input.ip });
    if (!human) {
      throw new DomainError(
        'validation',
        'bot_check.failed',
        'We could not verify that you are human. Please try again.',
      );
    }
    const saved = new SavedSearch({ email: input.email, brandingId: input.brandingId, search, now });
    if ((await savedSearches.add(saved)) === 'duplicate') {
      const existing = await savedSearches.byEmailAndKey(saved.email, saved.searchKey);
      if (existing?.resubscribe(now)) {
        await savedSearches.flush();
        return toView(existing);
      }
      throw new DomainError(
        'conflict',
        'catalog.saved_search_exists',
        'You will already be notified about this search.',
      );
    }
    return toView(saved);
  };
}

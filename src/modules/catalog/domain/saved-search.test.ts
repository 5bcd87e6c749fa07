import { describe, expect, it } from 'vitest';
import {
  isDueForMail,
  LISTING_SETTLE_MS,
  newListingWindow,
  SAVED_SEARCH_MAIL_INTERVAL_MS,
  SavedSearch,
  savedSearchQuery,
  savedSearchRequest,
} from './saved-search.ts';
import { toCriteria } from './search-criteria.ts';

const SAVED_AT = new Date('2026-11-22T09:10:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(SAVED_AT.getTime() + ms);

const saved = () =>
  new SavedSearch({
    email: 'jo@example.com',
    brandingId: 1,
    search: { type: 'local', npa: '201', state: null, search: 'cars', country: null },
    now: SAVED_AT,
  });

describe('isDueForMail', () => {
  it('is due as soon as it is saved, before any mail', () => {
    expect(isDueForMail(saved(), SAVED_AT)).toBe(true);
  });

  it('waits a whole day after a mail, to the millisecond', () => {
    const search = saved();
    search.markNotified(at(HOUR));
    expect(isDueForMail(search, at(HOUR + SAVED_SEARCH_MAIL_INTERVAL_MS - 1))).toBe(false);
    expect(isDueForMail(search, at(HOUR + SAVED_SEARCH_MAIL_INTERVAL_MS))).toBe(true);
  });

  it('is never due once unsubscribed, however long ago the last mail', () => {
    const search = saved();
    search.unsubscribe(at(HOUR));
    expect(isDueForMail(search, at(400 * 24 * HOUR))).toBe(false);
  });

  it('keeps the first unsubscribe time when the button is pressed again', () => {
    const search = saved();
    search.unsubscribe(at(HOUR));
    search.unsubscribe(at(2 * HOUR));
    expect(search.unsubscribedAt).toEqual(at(HOUR));
  });
});

describe('newListingWindow', () => {
  const settle = LISTING_SETTLE_MS;

  it('names numbers listed since the search was saved, before the first mail', () => {
    expect(newListingWindow(saved(), at(HOUR))).toEqual({ after: at(-settle), until: at(HOUR - settle) });
  });

  it("starts where the last mail's window ended, so no listing is missed or named twice", () => {
    const search = saved();
    const first = newListingWindow(search, at(HOUR));
    search.markNotified(at(HOUR));
    const second = newListingWindow(search, at(30 * HOUR));
    expect(second.after).toEqual(first.until);
    expect(second.until).toEqual(at(30 * HOUR - settle));
  });
});

describe('the saved criteria as a search', () => {
  it('searches what the search page searched: type, area code and words, any ownership', () => {
    const criteria = toCriteria(savedSearchRequest(saved().search));
    expect(criteria).toMatchObject({
      type: 'local',
      npa: '201',
      state: null,
      digits: '2277',
      word: 'CARS',
      ownership: 'any',
      recentlyAdded: false,
    });
  });

  it('reads any toll-free prefix (8**) as no area code', () => {
    const request = savedSearchRequest({
      type: 'tollfree',
      npa: '8**',
      state: null,
      search: null,
      country: null,
    });
    expect(toCriteria(request)).toMatchObject({ type: 'tollfree', npa: null });
  });

  it('links to the search page with the same criteria', () => {
    expect(savedSearchQuery(saved().search).toString()).toBe('type=local&npa=201&search=cars');
  });
});

import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import { SAVED_SEARCH_MAIL_NUMBERS, SavedSearch } from '../domain/saved-search.ts';
import {
  InMemoryNewListings,
  InMemorySavedSearches,
  plainUnsubscribeTokens,
} from '../testing/in-memory-saved-searches.ts';
import { makeNotifySavedSearches } from './notify-saved-searches.ts';
import { makeShowSavedSearchAlert } from './show-saved-search-alert.ts';
import { makeUnsubscribeSavedSearch } from './unsubscribe-saved-search.ts';

const HOUR = 3_600_000;

async function setup() {
  const clock = new FixedClock('2026-11-22T09:10:00Z');
  const savedSearches = new InMemorySavedSearches();
  const listings = new InMemoryNewListings();
  const mailer = new RecordingMailer();
  const tx = <T>(work: () => Promise<T>) => work();
  const notify = makeNotifySavedSearches({
    savedSearches,
    listings,
    tokens: plainUnsubscribeTokens,
    mailer,
    brandName: (brandingId) => (brandingId === 2 ? 'Numberyard Business' : 'Numberyard'),
    publicUrl: 'https://numberyard.example/',
    clock,
    tx,
  });
  const links = { savedSearches, tokens: plainUnsubscribeTokens, clock, tx };
  const search = new SavedSearch({
    email: 'jo@example.com',
    brandingId: 2,
    search: { type: 'local', npa: '201', state: null, search: 'cars', country: null },
    now: clock.now(),
  });
  await savedSearches.add(search);
  return {
    clock,
    savedSearches,
    listings,
    mailer,
    notify,
    search,
    show: makeShowSavedSearchAlert(links),
    unsubscribe: makeUnsubscribeSavedSearch(links),
  };
}

describe('notifySavedSearches', () => {
  it('mails nothing and keeps waiting while no number is new', async () => {
    const { notify, mailer, search, clock } = await setup();
    clock.advance(HOUR);
    expect(await notify()).toEqual({ mailed: 0 });
    expect(mailer.sent).toHaveLength(0);
    expect(search.notifiedAt).toBeNull();
  });

  it('mails the owner once about a new number, with links to the search and to unsubscribe', async () => {
    const { notify, mailer, listings, search, clock } = await setup();
    listings.list('+12012342277', new Date(clock.now().getTime() + 10 * 60_000));
    clock.advance(HOUR);
    expect(await notify()).toEqual({ mailed: 1 });
    expect(search.notifiedAt).toEqual(clock.now());
    const mail = mailer.sent[0]!;
    expect(mail).toMatchObject({ to: 'jo@example.com', category: 'saved-search' });
    expect(mail.text).toContain(
      'https://numberyard.example/search?type=local&npa=201&search=cars&brandingId=2',
    );
    expect(mail.text).toContain(
      `https://numberyard.example/unsubscribe?search=${search.id}&token=token-${search.id}`,
    );
    clock.advance(HOUR);
    listings.list('+12012342278', new Date(clock.now().getTime() - 1));
    expect(await notify()).toEqual({ mailed: 0 });
  });

  it('names the numbers listed since the last mail a day later', async () => {
    const { notify, mailer, listings, clock } = await setup();
    listings.list('+12012342277', new Date(clock.now().getTime() + 1));
    clock.advance(HOUR);
    await notify();
    listings.list('+12012342288', new Date(clock.now().getTime() + 1));
    clock.advance(24 * HOUR);
    expect(await notify()).toEqual({ mailed: 1 });
    expect(mailer.sent[1]!.text).toContain('(201) 234-2288');
    expect(mailer.sent[1]!.text).not.toContain('(201) 234-2277');
  });

  it(`names at most ${SAVED_SEARCH_MAIL_NUMBERS} numbers and points to the search for the rest`, async () => {
    const { notify, mailer, listings, clock } = await setup();
    for (let n = 0; n < 15; n++)
      listings.list(`+120123420${String(n).padStart(2, '0')}`, new Date(clock.now().getTime() + 1));
    clock.advance(HOUR);
    await notify();
    const text = mailer.sent[0]!.text;
    expect(text.match(/\(201\) 234-20\d\d/g)).toHaveLength(SAVED_SEARCH_MAIL_NUMBERS);
    expect(text).toContain('More matched');
  });

  it('leaves a search another run holds to that run', async () => {
    const { notify, mailer, listings, savedSearches, search, clock } = await setup();
    listings.list('+12012342277', new Date(clock.now().getTime() + 1));
    savedSearches.lockedElsewhere.add(search.id);
    clock.advance(HOUR);
    expect(await notify()).toEqual({ mailed: 0 });
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('the unsubscribe link', () => {
  it('shows the search with the address masked, then stops its mails for good', async () => {
    const { notify, mailer, listings, search, clock, show, unsubscribe } = await setup();
    const link = { id: search.id, token: `token-${search.id}` };
    expect(await show(link)).toEqual({
      id: search.id,
      email: 'j***@example.com',
      search: search.search,
      unsubscribedAt: null,
    });
    expect((await unsubscribe(link)).unsubscribedAt).toBe(clock.now().toISOString());
    listings.list('+12012342277', new Date(clock.now().getTime() + 1));
    clock.advance(48 * HOUR);
    expect(await notify()).toEqual({ mailed: 0 });
    expect(mailer.sent).toHaveLength(0);
  });

  it('answers not found for a token of another search, and changes nothing', async () => {
    const { search, show, unsubscribe } = await setup();
    const foreign = { id: search.id, token: `token-${search.id + 1}` };
    await expect(show(foreign)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(unsubscribe(foreign)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'catalog.saved_search_link_invalid',
    });
    expect(search.unsubscribedAt).toBeNull();
    await expect(unsubscribe({ id: 99, token: 'token-99' })).rejects.toMatchObject({ kind: 'not_found' });
  });
});

import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { InMemorySavedSearches } from '../testing/in-memory-saved-searches.ts';
import {
  type CreateSavedSearchInput,
  makeCreateSavedSearch,
  SAVED_SEARCHES_PER_IP_PER_HOUR,
} from './create-saved-search.ts';

function setup() {
  const savedSearches = new InMemorySavedSearches();
  const create = makeCreateSavedSearch({
    savedSearches,
    botCheck: { verify: async (token) => token !== 'bot' },
    rateLimiter: new InMemoryRateLimiter(),
    clock: new FixedClock('2026-11-22T12:00:00Z'),
  });
  return { savedSearches, create };
}

const input = (changes: Partial<CreateSavedSearchInput> = {}): CreateSavedSearchInput => ({
  email: 'Jo@Example.com ',
  search: { type: 'local', npa: '201', search: 'cars' },
  brandingId: 1,
  ip: '203.0.113.7',
  ...changes,
});

describe('createSavedSearch', () => {
  it('turns an unsubscribed search back on when it is saved again, due at once', async () => {
    const { create, savedSearches } = setup();
    await create(input());
    savedSearches.rows[0]?.unsubscribe(new Date('2026-11-22T12:00:00Z'));
    expect(await create(input())).toMatchObject({ id: 1, email: 'jo@example.com' });
    expect(savedSearches.rows).toHaveLength(1);
    expect(savedSearches.rows[0]).toMatchObject({
      unsubscribedAt: null,
      notifiedAt: new Date('2026-11-21T12:00:00Z'),
    });
    await expect(create(input())).rejects.toMatchObject({ code: 'catalog.saved_search_exists' });
  });

  it('stores the search once for the email, lower-cased, with absent criteria as null', async () => {
    const { create, savedSearches } = setup();
    expect(await create(input())).toEqual({
      id: 1,
      email: 'jo@example.com',
      search: { type: 'local', npa: '201', state: null, search: 'cars', country: null },
      frequency: 'once',
      createDate: '2026-11-22T12:00:00.000Z',
    });
    expect(savedSearches.rows[0]?.brandingId).toBe(1);
  });

  it('answers a conflict for the same email and search, whatever the case of the words', async () => {
    const { create } = setup();
    await create(input());
    await expect(
      create(input({ email: 'jo@example.com', search: { type: 'local', npa: '201', search: 'CARS' } })),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'catalog.saved_search_exists' });
    await expect(
      create(input({ search: { type: 'local', npa: '202', search: 'cars' } })),
    ).resolves.toBeDefined();
  });

  it('refuses a search with nothing to watch', async () => {
    const { create } = setup();
    await expect(create(input({ search: { type: 'local', search: '' } }))).rejects.toMatchObject({
      kind: 'validation',
    });
  });

  it('refuses a failed bot check', async () => {
    const { create, savedSearches } = setup();
    await expect(create(input({ recaptchaToken: 'bot' }))).rejects.toMatchObject({
      code: 'bot_check.failed',
    });
    expect(savedSearches.rows).toHaveLength(0);
  });

  it(`allows ${SAVED_SEARCHES_PER_IP_PER_HOUR} an hour from one address`, async () => {
    const { create } = setup();
    for (let n = 0; n < SAVED_SEARCHES_PER_IP_PER_HOUR; n++)
      await create(input({ search: { type: 'local', npa: String(201 + n) } }));
    await expect(create(input({ search: { type: 'local', npa: '299' } }))).rejects.toMatchObject({
      kind: 'rate_limited',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { ListingNotPublishable } from '../domain/brokerage.errors.ts';
import { Listing } from '../domain/listing.ts';
import { InMemoryListings, RecordingPublishedListings } from '../testing/in-memory-listings.ts';
import { makeSaveListing, syncCatalog } from './save-listing.ts';

function setup() {
  const clock = new FixedClock('2026-11-28T12:00:00Z');
  const listings = new InMemoryListings();
  const published = new RecordingPublishedListings();
  const save = makeSaveListing({ listings, published, clock });
  const listing = new Listing({ tn: '+12014561001', brokerAccountId: 3, type: 'onnet', now: clock.now() });
  return { clock, listings, published, save, listing };
}

describe('saveListing', () => {
  it('publishes a listed number and records the change in its history', async () => {
    const { listings, published, save, listing } = setup();
    expect(await save(listing, { isListed: true, priceCents: 2_500 })).toBe('list');
    expect(published.onSale.get(listing.tn)?.priceCents).toBe(2_500);
    expect(listings.history.map((entry) => [entry.op, entry.to.price])).toEqual([['list', 2_500]]);
  });

  it('withdraws a delisted number', async () => {
    const { published, save, listing } = setup();
    await save(listing, { isListed: true, priceCents: 2_500 });
    expect(await save(listing, { isListed: false })).toBe('delist');
    expect(published.onSale.has(listing.tn)).toBe(false);
  });

  it('writes no history and publishes nothing for a no-op', async () => {
    const { listings, published, save, listing } = setup();
    expect(await save(listing, {})).toBe('noop');
    expect(listings.history).toEqual([]);
    expect(published.onSale.size).toBe(0);
  });

  it('refuses a number another seller has on sale', async () => {
    const { published, save, listing } = setup();
    published.taken.add(listing.tn);
    await expect(save(listing, { isListed: true, priceCents: 2_500 })).rejects.toBeInstanceOf(
      ListingNotPublishable,
    );
  });

  it('leaves a licensed-out number alone: its sold catalog row is not put back on sale', async () => {
    const { clock, published, listing } = setup();
    listing.apply({ isListed: true, priceCents: 2_500 }, clock.now());
    await syncCatalog({ published, licensedOut: async () => true }, listing, clock.now());
    expect(published.onSale.size).toBe(0);
    await syncCatalog({ published, licensedOut: async () => false }, listing, clock.now());
    expect(published.onSale.has(listing.tn)).toBe(true);
  });
});

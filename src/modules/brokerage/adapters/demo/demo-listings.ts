import type { Clock } from '../../../../platform/clock/clock.ts';
import type { Orm } from '../../../../platform/db/orm.ts';
import { currentEm, makeTransactional } from '../../../../platform/db/unit-of-work.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import { makeSaveListing } from '../../app/save-listing.ts';
import { ListingNotPublishable } from '../../domain/brokerage.errors.ts';
import { Listing, type ListingChange } from '../../domain/listing.ts';
import { SpellingRequest } from '../../domain/spelling-request.ts';
import { catalogPublishedListings } from '../catalog/catalog-published-listings.ts';
import { MikroOrmListings } from '../db/mikro-orm-listings.ts';
import { MikroOrmSpellingRequests } from '../db/mikro-orm-spelling-requests.ts';

const DAY = 86_400_000;

/**
 * The demo broker's terms per number: what the Listings screen shows first (docs/adr/0056). Three are Pig Picks
 * (docs/adr/0066), so a search of area code 201, 212 or 310 shows one promoted first.
 */
const DEMO_TERMS: Record<string, { change?: ListingChange; saleFrom?: number; spelling?: string }> = {
  '+12012347101': {
    change: {
      isListed: true,
      priceCents: 14_995,
      minimumOfferCents: 9_995,
      isNegotiable: true,
      pigPickPercentage: 10,
    },
  },
  '+12122343569': {
    change: { isListed: true, priceCents: 24_995, isNegotiable: true, pigPickPercentage: 15 },
    spelling: 'flow',
  },
  // Listed at $299.95 ten days ago, now $199.95: on sale for 7 days.
  '+13102347103': { change: { isListed: true, priceCents: 19_995, pigPickPercentage: 5 }, saleFrom: 29_995 },
  '+18882347105': {
    change: {
      isLicensable: true,
      licenseOneTimeCents: 9_995,
      licenseMonthlyCents: 2_500,
      licenseAnnualIncrease: 3,
    },
  },
};

/**
 * The demo broker's on-network listings of the numbers it holds, once (nothing when it has listings already):
 * saved through saveListing so search shows the listed ones. A number the house sells in the demo inventory
 * stays unlisted. Answers how many listings it created.
 */
export async function seedDemoBrokerListings(
  orm: Orm,
  catalog: (clock: Clock) => Pick<CatalogModule, 'publishListing' | 'withdrawListing'>,
  accountId: number,
  tns: readonly string[],
  now: Date,
): Promise<number> {
  let at = now;
  const clock: Clock = { now: () => at };
  const em = () => currentEm(orm);
  const listings = new MikroOrmListings(em);
  const spellings = new MikroOrmSpellingRequests(em);
  const published = catalogPublishedListings(catalog(clock));
  const saveListing = makeSaveListing({ listings, published, clock });
  const tx = makeTransactional(orm);
  const existing = await listings.list(accountId, { where: {}, orderBy: {}, limit: 1, offset: 0, extra: {} });
  if (existing.total > 0) return 0;
  for (const tn of tns) {
    const added = () => {
      const listing = new Listing({ tn, brokerAccountId: accountId, type: 'onnet', now });
      return listings.add(listing).then(() => listing);
    };
    const terms = DEMO_TERMS[tn];
    try {
      await tx(async () => {
        const listing = await added();
        if (terms?.saleFrom && terms.change) {
          at = new Date(now.getTime() - 10 * DAY);
          await saveListing(listing, { ...terms.change, priceCents: terms.saleFrom });
          at = now;
        }
        if (terms?.change) await saveListing(listing, terms.change);
        if (terms?.spelling)
          await spellings.add(
            new SpellingRequest({
              tn,
              brokerAccountId: accountId,
              spelling: terms.spelling,
              requestedByUserId: null,
              now,
            }),
          );
      });
    } catch (error) {
      // The house has the number on sale in this demo inventory: the broker's listing stays unlisted.
      if (!(error instanceof ListingNotPublishable)) throw error;
      at = now;
      await tx(added);
    }
  }
  await em().execute('analyze brokerage.listing, brokerage.listing_history, brokerage.spelling_request');
  return tns.length;
}

import type { CatalogModule } from '../../../catalog/index.ts';
import type { PublishedListings } from '../../ports/published-listings.ts';

/** Brokerage's listings through the catalog's publish/withdraw (docs/adr/0055). */
export function catalogPublishedListings(
  catalog: Pick<CatalogModule, 'publishListing' | 'withdrawListing'>,
): PublishedListings {
  return {
    publish: (listing) =>
      catalog.publishListing({
        tn: listing.tn,
        sellerAccountId: listing.brokerAccountId,
        priceCents: listing.priceCents,
        retailPriceCents: listing.retailPriceCents,
        onSaleUntil: listing.onSaleUntil,
        minimumOfferCents: listing.minimumOfferCents,
        negotiable: listing.isNegotiable,
        licenseOneTimeCents: listing.isLicensable ? listing.licenseOneTimeCents : null,
        licenseMonthlyCents: listing.isLicensable ? listing.licenseMonthlyCents : null,
        licenseAnnualIncreasePercent: listing.isLicensable ? listing.licenseAnnualIncrease : null,
        pigPickPercentage: listing.pigPickPercentage,
        spelling: listing.spelling,
      }),
    withdraw: async (listing) => {
      await catalog.withdrawListing(listing.tn, listing.brokerAccountId);
    },
  };
}

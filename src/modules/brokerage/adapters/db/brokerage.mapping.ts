import { EntitySchema } from '@mikro-orm/postgresql';
import { Listing } from '../../domain/listing.ts';
import { ListingHistoryEntry } from '../../domain/listing-history.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;
const nullableTimestamp = { ...timestamp, nullable: true } as const;

/** Brokers' listings (spec 3 Listing); money in cents, percentages whole. */
export const ListingSchema = new EntitySchema<Listing>({
  class: Listing,
  tableName: 'listing',
  schema: 'brokerage',
  indexes: [{ name: 'listing_broker_tn_idx', properties: ['brokerAccountId', 'tn'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    // One broker lists a number at a time.
    tn: { type: 'string', length: 16, unique: 'listing_tn_key' },
    brokerAccountId: { type: 'integer' },
    type: { type: 'string', length: 6 },
    isListed: { type: 'boolean' },
    priceCents: { type: 'integer' },
    retailPriceCents: { type: 'integer' },
    priceChangedAt: nullableTimestamp,
    onSaleUntil: nullableTimestamp,
    minimumOfferCents: { type: 'integer', nullable: true },
    isNegotiable: { type: 'boolean' },
    isLicensable: { type: 'boolean' },
    licenseOneTimeCents: { type: 'integer', nullable: true },
    licenseMonthlyCents: { type: 'integer', nullable: true },
    licenseAnnualIncrease: { type: 'smallint' },
    pigPickPercentage: { type: 'smallint' },
    spelling: { type: 'string', length: 24, nullable: true },
    verifiedUntilDate: nullableTimestamp,
    createDate: timestamp,
    updateDate: timestamp,
  },
});

export const ListingHistorySchema = new EntitySchema<ListingHistoryEntry>({
  class: ListingHistoryEntry,
  tableName: 'listing_history',
  schema: 'brokerage',
  indexes: [{ name: 'listing_history_broker_tn_idx', properties: ['brokerAccountId', 'tn', 'date'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tn: { type: 'string', length: 16 },
    brokerAccountId: { type: 'integer' },
    date: timestamp,
    op: { type: 'string', length: 8 },
    to: { type: 'json' },
    brokerageJobId: { type: 'integer', nullable: true },
  },
});

export const brokerageListingEntities = [ListingSchema, ListingHistorySchema];

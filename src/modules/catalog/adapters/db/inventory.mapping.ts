import { BigIntType, EntitySchema } from '@mikro-orm/postgresql';
import { AccountPriceFactor, PricingOverride } from '../../domain/pricing-override.ts';
import { SavedSearch } from '../../domain/saved-search.ts';
import { Theme, ThemePattern } from '../../domain/theme.ts';

/** A number for sale or licence (the catalog issue builds search on it). Money in cents. */
export interface InventoryNumberRow {
  id: number;
  tn: string;
  npa: string | null;
  nxx: string | null;
  state: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  country: string;
  type: string;
  vendor: string;
  costCents: number;
  priceCents: number;
  retailPriceCents: number;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
  licenseAnnualIncreaseBp: number | null;
  negotiable: boolean;
  minOfferCents: number | null;
  /** The broker account whose listing this row publishes (docs/adr/0055); null for the house's inventory. */
  sellerAccountId: number | null;
  exclusive: boolean;
  getItNow: boolean;
  status: string;
  createdAt: Date;
  /** National digits (10 for NANP), for substring and prefix search. */
  digits: string;
  /** The E.164 digits as a number, so consecutive numbers differ by one. */
  num: number;
  /** Vanity spelling for display ('1-800-FLOWERS') and its letter count. */
  spelling: string | null;
  spellingLength: number | null;
  patterns: string[];
  categories: string[];
  pigPickPct: number;
  onSaleUntil: Date | null;
  priceChangedAt: Date | null;
  /** Held for a basket until this time (basket issue); past it the number is available again. */
  reservedBasket: string | null;
  reservedUntil: Date | null;
  /** Length of the run of consecutive available numbers this one belongs to, and where it starts. */
  runStart: number | null;
  runLength: number;
}

export const InventoryNumberSchema = new EntitySchema<InventoryNumberRow>({
  name: 'InventoryNumber',
  tableName: 'number',
  schema: 'catalog',
  // The search indexes (partial, trigram, GIN) are hand-written in the search migration: the
  // migrator diffs mappings against its snapshot, so it neither knows nor drops them.
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    tn: { type: 'string', length: 16, unique: 'number_tn_unique' },
    npa: { type: 'string', length: 5, nullable: true },
    nxx: { type: 'string', length: 8, nullable: true },
    state: { type: 'string', length: 2, nullable: true },
    city: { type: 'string', length: 100, nullable: true },
    lat: { type: 'double', nullable: true },
    lon: { type: 'double', nullable: true },
    country: { type: 'string', length: 2 },
    type: { type: 'string', length: 8 },
    vendor: { type: 'string', length: 40 },
    costCents: { type: 'integer' },
    priceCents: { type: 'integer' },
    retailPriceCents: { type: 'integer' },
    licenseOneTimeCents: { type: 'integer', nullable: true },
    licenseMonthlyCents: { type: 'integer', nullable: true },
    licenseAnnualIncreaseBp: { type: 'integer', nullable: true },
    negotiable: { type: 'boolean', default: false },
    minOfferCents: { type: 'integer', nullable: true },
    sellerAccountId: { type: 'integer', nullable: true },
    exclusive: { type: 'boolean', default: false },
    getItNow: { type: 'boolean', default: false },
    status: { type: 'string', length: 10, default: 'available' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    digits: { type: 'string', length: 15 },
    num: { type: new BigIntType('number') },
    spelling: { type: 'string', length: 24, nullable: true },
    spellingLength: { type: 'smallint', nullable: true },
    patterns: { type: 'string[]', columnType: 'text[]', defaultRaw: "'{}'" },
    categories: { type: 'string[]', columnType: 'text[]', defaultRaw: "'{}'" },
    pigPickPct: { type: 'smallint', default: 0 },
    onSaleUntil: { type: 'Date', columnType: 'timestamptz', nullable: true },
    priceChangedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    reservedBasket: { type: 'uuid', nullable: true },
    reservedUntil: { type: 'Date', columnType: 'timestamptz', nullable: true },
    runStart: { type: new BigIntType('number'), nullable: true },
    runLength: { type: 'integer', default: 1 },
  },
});

const id = { type: 'integer', primary: true, autoincrement: true } as const;
const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

export const ThemeSchema = new EntitySchema<Theme>({
  class: Theme,
  tableName: 'theme',
  schema: 'catalog',
  indexes: [{ name: 'theme_dates_idx', properties: ['startDate', 'endDate'] }],
  properties: {
    id,
    name: { type: 'string', length: 100 },
    keyword: { type: 'string', length: 12 },
    status: { type: 'string', length: 10, default: 'active' },
    startDate: timestamp,
    endDate: timestamp,
  },
});

export const ThemePatternSchema = new EntitySchema<ThemePattern>({
  class: ThemePattern,
  tableName: 'theme_pattern',
  schema: 'catalog',
  indexes: [{ name: 'theme_pattern_theme_idx', properties: ['themeId'] }],
  properties: {
    id,
    themeId: { type: 'integer' },
    pattern: { type: 'string', length: 12 },
    status: { type: 'string', length: 10, default: 'active' },
  },
});

export const SavedSearchSchema = new EntitySchema<SavedSearch>({
  class: SavedSearch,
  tableName: 'saved_search',
  schema: 'catalog',
  uniques: [{ name: 'saved_search_email_key_unique', properties: ['email', 'searchKey'] }],
  properties: {
    id,
    email: { type: 'string', length: 254 },
    brandingId: { type: 'smallint' },
    search: { type: 'json' },
    searchKey: { type: 'string', length: 200 },
    frequency: { type: 'string', length: 10, default: 'once' },
    createdAt: timestamp,
    notifiedAt: { ...timestamp, nullable: true },
    unsubscribedAt: { ...timestamp, nullable: true },
  },
});

export const PricingOverrideSchema = new EntitySchema<PricingOverride>({
  class: PricingOverride,
  tableName: 'pricing_override',
  schema: 'catalog',
  indexes: [{ name: 'pricing_override_account_idx', properties: ['accountId', 'status'] }],
  properties: {
    id,
    accountId: { type: 'integer' },
    type: { type: 'string', length: 10 },
    planId: { type: 'integer', nullable: true },
    amountCents: { type: 'integer' },
    status: { type: 'string', length: 10, default: 'active' },
    expireDate: { ...timestamp, nullable: true },
  },
});

export const AccountPriceFactorSchema = new EntitySchema<AccountPriceFactor>({
  class: AccountPriceFactor,
  tableName: 'account_price_factor',
  schema: 'catalog',
  properties: {
    accountId: { type: 'integer', primary: true, autoincrement: false },
    discountBp: { type: 'smallint' },
  },
});

export const catalogEntities = [
  InventoryNumberSchema,
  ThemeSchema,
  ThemePatternSchema,
  SavedSearchSchema,
  PricingOverrideSchema,
  AccountPriceFactorSchema,
];

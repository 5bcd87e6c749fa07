import { EntitySchema } from '@mikro-orm/postgresql';

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
  exclusive: boolean;
  getItNow: boolean;
  status: string;
  createdAt: Date;
}

export const InventoryNumberSchema = new EntitySchema<InventoryNumberRow>({
  name: 'InventoryNumber',
  tableName: 'number',
  schema: 'catalog',
  indexes: [
    { name: 'number_npa_idx', properties: ['npa', 'nxx'] },
    { name: 'number_state_idx', properties: ['state'] },
    { name: 'number_price_idx', properties: ['priceCents'] },
  ],
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
    exclusive: { type: 'boolean', default: false },
    getItNow: { type: 'boolean', default: false },
    status: { type: 'string', length: 10, default: 'available' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

export const catalogEntities = [InventoryNumberSchema];

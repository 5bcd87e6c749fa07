import { BigIntType, EntitySchema } from '@mikro-orm/postgresql';
import { Basket } from '../../domain/basket.ts';
import { BasketItem } from '../../domain/basket-item.ts';
import { CheckoutOrderSchema } from './checkout-order.mapping.ts';
import { taxEntities } from './tax.mapping.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** A visitor's basket; its uuid is the guest's key to it (docs/adr/0012). */
export const BasketSchema = new EntitySchema<Basket>({
  class: Basket,
  tableName: 'basket',
  schema: 'basket',
  indexes: [{ name: 'basket_account_idx', properties: ['accountId', 'updatedAt'] }],
  properties: {
    uuid: { type: 'uuid', primary: true },
    brandingId: { type: 'smallint' },
    accountId: { type: 'integer', nullable: true },
    data: { type: 'json', default: '{}' },
    createdAt: timestamp,
    updatedAt: timestamp,
    checkedOutAt: { ...timestamp, nullable: true },
  },
});

/** Row shape of BasketItem: its fields are readonly in the domain, which EntitySchema cannot type. */
interface BasketItemRow {
  id: number;
  basketUuid: string;
  type: string;
  tn: string | null;
  numberId: number | null;
  mode: string;
  planId: number | null;
  billingPeriod: number;
  priceCents: number;
  nrcCents: number;
  mrcCents: number;
  planMrcCents: number;
  vendor: string | null;
  data: object;
  createdAt: Date;
  deletedAt: Date | null;
}

/**
 * A basket's lines; money in cents. `number_id` refers to catalog.number by id only (no foreign key across
 * modules); port-ins and user seats have none, and seats have no number or plan (docs/adr/0027). A partial
 * unique index (in the migration) keeps one open line per number and basket.
 */
export const BasketItemSchema = new EntitySchema<BasketItemRow>({
  class: BasketItem as unknown as new () => BasketItemRow,
  tableName: 'basket_item',
  schema: 'basket',
  indexes: [
    { name: 'basket_item_basket_idx', properties: ['basketUuid'] },
    { name: 'basket_item_open_created_idx', properties: ['createdAt'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    basketUuid: { type: 'uuid', fieldName: 'basket_uuid' },
    type: { type: 'string', length: 10 },
    tn: { type: 'string', length: 16, nullable: true },
    numberId: { type: new BigIntType('number'), nullable: true },
    mode: { type: 'string', length: 8 },
    planId: { type: 'integer', nullable: true },
    billingPeriod: { type: 'smallint' },
    priceCents: { type: 'integer' },
    nrcCents: { type: 'integer' },
    mrcCents: { type: 'integer' },
    planMrcCents: { type: 'integer' },
    vendor: { type: 'string', length: 40, nullable: true },
    data: { type: 'json', default: '{}' },
    createdAt: timestamp,
    deletedAt: { ...timestamp, nullable: true },
  },
});

export const basketEntities = [BasketSchema, BasketItemSchema, CheckoutOrderSchema, ...taxEntities];

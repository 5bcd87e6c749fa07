import { EntitySchema } from '@mikro-orm/postgresql';
import { Negotiation } from '../../domain/negotiation.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;
const nullableTimestamp = { ...timestamp, nullable: true } as const;

/** Offers on numbers (spec 2/3 negotiations); money in cents. */
export const NegotiationSchema = new EntitySchema<Negotiation>({
  class: Negotiation,
  tableName: 'negotiation',
  schema: 'offers',
  indexes: [
    { name: 'negotiation_buyer_tn_idx', properties: ['buyerAccountId', 'tn'] },
    { name: 'negotiation_seller_expiration_idx', properties: ['sellerAccountId', 'expirationDate'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    uuid: { type: 'uuid', unique: 'negotiation_uuid_key' },
    tn: { type: 'string', length: 16 },
    brandingId: { type: 'smallint' },
    sellerAccountId: { type: 'integer', nullable: true },
    buyerAccountId: { type: 'integer' },
    buyerUserId: { type: 'integer' },
    originalPriceCents: { type: 'integer' },
    minimumOfferCents: { type: 'integer', nullable: true },
    initialOfferCents: { type: 'integer' },
    counterOfferCents: { type: 'integer', nullable: true },
    offerCents: { type: 'integer' },
    status: { type: 'string', length: 12 },
    declinedReason: { type: 'string', length: 200, nullable: true },
    wireTransfer: { type: 'boolean' },
    holdPaymentIntentId: { type: 'string', length: 255, nullable: true },
    holdCents: { type: 'integer' },
    holdState: { type: 'string', length: 10 },
    expirationDate: timestamp,
    createDate: timestamp,
    counteredAt: nullableTimestamp,
    declinedAt: nullableTimestamp,
    completedAt: nullableTimestamp,
  },
});

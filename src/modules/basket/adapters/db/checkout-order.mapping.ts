import { EntitySchema } from '@mikro-orm/postgresql';
import { CheckoutOrder } from '../../domain/checkout-order.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** Row shape of CheckoutOrder: its fields are readonly in the domain, which EntitySchema cannot type. */
interface CheckoutOrderRow {
  uuid: string;
  basketUuid: string;
  brandingId: number;
  accountId: number;
  userId: number;
  guestCheckout: boolean;
  email: string;
  fraudLevel: string;
  matchedRules: object;
  paymentKind: string;
  paymentIntentId: string | null;
  paymentCaptured: boolean;
  amountDueCents: number;
  charges: object;
  lines: object;
  anniversaryDate: string;
  referral: object | null;
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: number | null;
}

/**
 * A checked-out basket (docs/adr/0031). `basket_uuid` is UNIQUE: one order per basket, so a retry or a double
 * submit can never place (or charge for) a second one. Account and user refer to accounts by id only.
 */
export const CheckoutOrderSchema = new EntitySchema<CheckoutOrderRow>({
  class: CheckoutOrder as unknown as new () => CheckoutOrderRow,
  tableName: 'checkout_order',
  schema: 'basket',
  uniques: [{ name: 'checkout_order_basket_unique', properties: ['basketUuid'] }],
  indexes: [
    { name: 'checkout_order_status_idx', properties: ['status', 'createdAt'] },
    { name: 'checkout_order_account_idx', properties: ['accountId'] },
  ],
  properties: {
    uuid: { type: 'uuid', primary: true },
    basketUuid: { type: 'uuid', fieldName: 'basket_uuid' },
    brandingId: { type: 'smallint' },
    accountId: { type: 'integer' },
    userId: { type: 'integer' },
    guestCheckout: { type: 'boolean' },
    email: { type: 'string', length: 254 },
    fraudLevel: { type: 'string', length: 24 },
    matchedRules: { type: 'json', default: '[]' },
    paymentKind: { type: 'string', length: 8 },
    paymentIntentId: { type: 'string', length: 255, nullable: true },
    paymentCaptured: { type: 'boolean', default: false },
    amountDueCents: { type: 'integer' },
    charges: { type: 'json', default: '[]' },
    lines: { type: 'json', default: '[]' },
    anniversaryDate: { type: 'date' },
    referral: { type: 'json', nullable: true },
    status: { type: 'string', length: 16 },
    createdAt: timestamp,
    decidedAt: { ...timestamp, nullable: true },
    decidedBy: { type: 'integer', nullable: true },
  },
});

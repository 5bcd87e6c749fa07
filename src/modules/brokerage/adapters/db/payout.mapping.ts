import { EntitySchema } from '@mikro-orm/postgresql';
import { Payout } from '../../domain/payout.ts';

/** Spec 3 Payout (docs/adr/0061): cents; its transactions point at it by brokerage.transaction.payout_id. */
export const PayoutSchema = new EntitySchema<Payout>({
  class: Payout,
  tableName: 'payout',
  schema: 'brokerage',
  indexes: [{ name: 'payout_broker_create_idx', properties: ['brokerAccountId', 'createDate'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true, fieldName: 'payout_id' },
    brokerAccountId: { type: 'integer' },
    amount: { type: 'integer' },
    status: { type: 'string', length: 10 },
    type: { type: 'string', length: 8, nullable: true },
    createDate: { type: 'Date', columnType: 'timestamptz' },
    note: { type: 'string', length: 500, nullable: true },
    providerReference: { type: 'string', length: 200, nullable: true },
  },
});

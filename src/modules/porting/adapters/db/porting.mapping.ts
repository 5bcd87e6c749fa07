import { EntitySchema } from '@mikro-orm/postgresql';
import { PortInOrder } from '../../domain/port-in-order.ts';

/** Row shape of PortInOrder: its fields are readonly in the domain, which EntitySchema cannot type. */
interface PortInOrderRow {
  id: number;
  accountId: number;
  tn: string;
  checkoutOrderUuid: string;
  planId: number;
  billingPeriod: number;
  billing: object;
  status: string;
  createdAt: Date;
}

/** A number moving in; account and checkout order referred to by id only (no foreign keys across modules). */
export const PortInOrderSchema = new EntitySchema<PortInOrderRow>({
  class: PortInOrder as unknown as new () => PortInOrderRow,
  tableName: 'port_in_order',
  schema: 'porting',
  indexes: [
    { name: 'port_in_order_account_idx', properties: ['accountId'] },
    { name: 'port_in_order_tn_idx', properties: ['tn'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    tn: { type: 'string', length: 16 },
    checkoutOrderUuid: { type: 'uuid' },
    planId: { type: 'integer' },
    billingPeriod: { type: 'smallint' },
    billing: { type: 'json', default: '{}' },
    status: { type: 'string', length: 12, default: 'pending' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

export const portingEntities = [PortInOrderSchema];

import { EntitySchema } from '@mikro-orm/postgresql';
import { InboundTransfer } from '../../domain/inbound-transfer.ts';
import { PortInOrder } from '../../domain/port-in-order.ts';

/** Row shape of PortInOrder: its fields are readonly in the domain, which EntitySchema cannot type. */
interface PortInOrderRow {
  id: number;
  accountId: number;
  brandingId: number;
  tn: string;
  checkoutOrderUuid: string;
  planId: number;
  billingPeriod: number;
  billing: object;
  pinSealed: string | null;
  feeCents: number;
  status: string;
  carrierOrderId: string | null;
  focDate: string | null;
  rejectCode: string | null;
  rejectReason: string | null;
  completedAt: Date | null;
  parkedAt: Date | null;
  events: object;
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
    { name: 'port_in_order_status_created_idx', properties: ['status', 'createdAt'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    brandingId: { type: 'integer', default: 1 },
    tn: { type: 'string', length: 16 },
    checkoutOrderUuid: { type: 'uuid' },
    planId: { type: 'integer' },
    billingPeriod: { type: 'smallint' },
    billing: { type: 'json', default: '{}' },
    // The PIN sealed by the platform secret box (docs/adr/0048).
    pinSealed: { type: 'text', nullable: true },
    // The port-in fee charged on completion (docs/adr/0053).
    feeCents: { type: 'integer', default: 0 },
    status: { type: 'string', length: 12, default: 'pending' },
    carrierOrderId: { type: 'string', length: 100, nullable: true },
    focDate: { type: 'date', nullable: true },
    rejectCode: { type: 'string', length: 20, nullable: true },
    rejectReason: { type: 'string', length: 500, nullable: true },
    completedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    parkedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    events: { type: 'json', default: '[]' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

/** Row shape of InboundTransfer (readonly fields in the domain). */
interface InboundTransferRow {
  id: number;
  accountId: number;
  tns: string[];
  billTo: string;
  planId: number;
  parkMrcCents: number;
  transferFeeCents: number;
  status: string;
  completedAt: Date | null;
  createdAt: Date;
}

/** Numbers moving into an account (docs/adr/0040); the account referred to by id only. */
export const InboundTransferSchema = new EntitySchema<InboundTransferRow>({
  class: InboundTransfer as unknown as new () => InboundTransferRow,
  tableName: 'inbound_transfer',
  schema: 'porting',
  indexes: [{ name: 'inbound_transfer_account_status_idx', properties: ['accountId', 'status'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    tns: { type: 'json' },
    billTo: { type: 'string', length: 8 },
    planId: { type: 'integer' },
    parkMrcCents: { type: 'integer' },
    transferFeeCents: { type: 'integer' },
    status: { type: 'string', length: 12, default: 'pending' },
    completedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

/** Each carrier webhook event id applied, so a redelivered event is applied once (docs/adr/0053). */
export class ProcessedCarrierEvent {
  eventId!: string;
  type!: string;
  processedAt!: Date;
}

export const ProcessedCarrierEventSchema = new EntitySchema<ProcessedCarrierEvent>({
  class: ProcessedCarrierEvent,
  tableName: 'processed_carrier_event',
  schema: 'porting',
  properties: {
    eventId: { type: 'string', length: 255, primary: true },
    type: { type: 'string', length: 100 },
    processedAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

export const portingEntities = [PortInOrderSchema, InboundTransferSchema, ProcessedCarrierEventSchema];

import { EntitySchema } from '@mikro-orm/postgresql';
import { LedgerEntry } from '../../domain/ledger-entry.ts';
import { Payment } from '../../domain/payment.ts';
import { SavedCard } from '../../domain/saved-card.ts';
import { recurringEntities } from './recurring.mapping.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** Our record of each PaymentIntent: what it is for, who made it, and its last known status. */
export const PaymentSchema = new EntitySchema<Payment>({
  class: Payment,
  tableName: 'payment',
  schema: 'billing',
  indexes: [{ name: 'payment_reference_idx', properties: ['reference'] }],
  properties: {
    paymentIntentId: { type: 'string', length: 255, primary: true },
    reference: { type: 'string', length: 100 },
    amountCents: { type: 'integer' },
    status: { type: 'string', length: 30 },
    refundedCents: { type: 'integer', default: 0 },
    accountId: { type: 'integer', nullable: true },
    card: { type: 'json', nullable: true },
    failureMessage: { type: 'string', length: 300, nullable: true },
    createdAt: timestamp,
    updatedAt: timestamp,
  },
});

/** An account's ledger; the balance is the sum of the entries' effects (charge and tax +, the rest -). */
export const LedgerEntrySchema = new EntitySchema<LedgerEntry>({
  class: LedgerEntry,
  tableName: 'ledger_entry',
  schema: 'billing',
  indexes: [
    { name: 'ledger_entry_account_idx', properties: ['accountId', 'createdAt'] },
    { name: 'ledger_entry_reference_idx', properties: ['reference'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    kind: { type: 'string', length: 10 },
    amountCents: { type: 'integer' },
    description: { type: 'string', length: 200 },
    reference: { type: 'string', length: 100 },
    createdAt: timestamp,
  },
});

export const SavedCardSchema = new EntitySchema<SavedCard>({
  class: SavedCard,
  tableName: 'saved_card',
  schema: 'billing',
  properties: {
    accountId: { type: 'integer', primary: true, autoincrement: false },
    paymentMethodId: { type: 'string', length: 255 },
    customerId: { type: 'string', length: 255, nullable: true },
    brand: { type: 'string', length: 20 },
    last4: { type: 'string', length: 4 },
    expMonth: { type: 'smallint' },
    expYear: { type: 'smallint' },
    updatedAt: timestamp,
  },
});

/** Each webhook event id we handled, so a redelivered event is processed once. */
export class ProcessedWebhookEvent {
  eventId: string;
  type: string;
  processedAt: Date;

  constructor(eventId: string, type: string, processedAt: Date) {
    this.eventId = eventId;
    this.type = type;
    this.processedAt = processedAt;
  }
}

export const ProcessedWebhookEventSchema = new EntitySchema<ProcessedWebhookEvent>({
  class: ProcessedWebhookEvent,
  tableName: 'processed_webhook_event',
  schema: 'billing',
  properties: {
    eventId: { type: 'string', length: 255, primary: true },
    type: { type: 'string', length: 100 },
    processedAt: timestamp,
  },
});

/** The payment simulator's objects (written with SQL by PostgresSimulatorStore; mapped for the migrator). */
export class SimulatedObjectRow {
  id!: string;
  kind!: string;
  idempotencyKey!: string | null;
  data!: unknown;
  createdAt!: Date;
}

export const SimulatedObjectSchema = new EntitySchema<SimulatedObjectRow>({
  class: SimulatedObjectRow,
  tableName: 'simulated_object',
  schema: 'billing',
  uniques: [{ name: 'simulated_object_idempotency_key_unique', properties: ['kind', 'idempotencyKey'] }],
  properties: {
    id: { type: 'string', length: 64, primary: true },
    kind: { type: 'string', length: 20 },
    idempotencyKey: { type: 'string', length: 300, nullable: true },
    data: { type: 'json' },
    createdAt: timestamp,
  },
});

export const billingEntities = [
  PaymentSchema,
  LedgerEntrySchema,
  SavedCardSchema,
  ProcessedWebhookEventSchema,
  SimulatedObjectSchema,
  ...recurringEntities,
];

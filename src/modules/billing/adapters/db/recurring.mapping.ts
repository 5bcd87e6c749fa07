import { EntitySchema } from '@mikro-orm/postgresql';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** One recurring charge: its idempotency key (account, period, line) is UNIQUE, so no period is charged twice. */
export class RecurringChargeRecord {
  id!: number;
  idempotencyKey!: string;
  accountId!: number;
  kind!: string;
  subjectId!: number;
  periodStart!: string;
  periodEnd!: string;
  amountCents!: number;
  createdAt!: Date;
}

export const RecurringChargeSchema = new EntitySchema<RecurringChargeRecord>({
  class: RecurringChargeRecord,
  tableName: 'recurring_charge',
  schema: 'billing',
  uniques: [{ name: 'recurring_charge_idempotency_key_unique', properties: ['idempotencyKey'] }],
  indexes: [{ name: 'recurring_charge_account_idx', properties: ['accountId', 'periodStart'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    idempotencyKey: { type: 'string', length: 100 },
    accountId: { type: 'integer' },
    kind: { type: 'string', length: 10 },
    subjectId: { type: 'integer' },
    periodStart: { type: 'date' },
    periodEnd: { type: 'date' },
    amountCents: { type: 'integer' },
    createdAt: timestamp,
  },
});

/**
 * An account's dunning after a recurring payment failed: when it began, the retries made (days 1, 3 and 7),
 * and when it ended (paid) or its licences were ended (14 days unpaid). One row per account, reused.
 */
export class DunningRecord {
  accountId!: number;
  startedOn!: string;
  retriesDone!: number;
  lastMessage!: string;
  endedOn!: string | null;
  licencesEndedOn!: string | null;
  /** Days staff pushed the schedule (retries and licence end) back (docs/adr/0074). */
  delayDays!: number;
  staffNote!: string;
}

export const DunningSchema = new EntitySchema<DunningRecord>({
  class: DunningRecord,
  tableName: 'dunning',
  schema: 'billing',
  properties: {
    accountId: { type: 'integer', primary: true, autoincrement: false },
    startedOn: { type: 'date' },
    retriesDone: { type: 'smallint', default: 0 },
    lastMessage: { type: 'string', length: 300, default: '' },
    endedOn: { type: 'date', nullable: true },
    licencesEndedOn: { type: 'date', nullable: true },
    delayDays: { type: 'smallint', default: 0 },
    staffNote: { type: 'string', length: 300, default: '' },
  },
});

/** A recurring payment attempt (the run's or a dunning retry's): its key is UNIQUE, so each is tried once. */
export class RecurringPaymentRecord {
  idempotencyKey!: string;
  accountId!: number;
  amountCents!: number;
  status!: string;
  message!: string;
  createdAt!: Date;
}

export const RecurringPaymentSchema = new EntitySchema<RecurringPaymentRecord>({
  class: RecurringPaymentRecord,
  tableName: 'recurring_payment',
  schema: 'billing',
  indexes: [
    // An account's attempts (the staff dunning list's declined ones); its pending one (claimRetry's guard).
    { name: 'recurring_payment_account_idx', properties: ['accountId', 'createdAt'] },
    {
      name: 'recurring_payment_pending_idx',
      expression: `create index "recurring_payment_pending_idx" on "billing"."recurring_payment" ("account_id") where "status" = 'pending'`,
    },
  ],
  properties: {
    idempotencyKey: { type: 'string', length: 100, primary: true },
    accountId: { type: 'integer' },
    amountCents: { type: 'integer' },
    status: { type: 'string', length: 10 },
    message: { type: 'string', length: 300, default: '' },
    createdAt: timestamp,
  },
});

export const recurringEntities = [RecurringChargeSchema, DunningSchema, RecurringPaymentSchema];

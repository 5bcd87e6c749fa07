import { EntitySchema } from '@mikro-orm/postgresql';
import { BrokerageTransaction } from '../../domain/brokerage-transaction.ts';
import { License } from '../../domain/license.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** Spec 3 Brokerage transaction (docs/adr/0058): amounts in cents; source_reference makes recording idempotent. */
export const BrokerageTransactionSchema = new EntitySchema<BrokerageTransaction>({
  class: BrokerageTransaction,
  tableName: 'transaction',
  schema: 'brokerage',
  indexes: [
    { name: 'transaction_broker_tn_idx', properties: ['brokerAccountId', 'tn'] },
    { name: 'transaction_broker_create_idx', properties: ['brokerAccountId', 'createDate'] },
    { name: 'transaction_payout_idx', properties: ['payoutId'] },
    { name: 'transaction_status_idx', properties: ['status'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    brokerAccountId: { type: 'integer' },
    tn: { type: 'string', length: 16 },
    spelling: { type: 'string', length: 24, nullable: true },
    type: { type: 'string', length: 12 },
    status: { type: 'string', length: 10 },
    purchaseAmount: { type: 'integer' },
    feeAmount: { type: 'integer' },
    payoutAmount: { type: 'integer' },
    pigPickPercentage: { type: 'smallint' },
    payoutId: { type: 'integer', nullable: true },
    createDate: timestamp,
    payableDate: timestamp,
    data: { type: 'json' },
    sourceReference: { type: 'string', length: 200, unique: 'transaction_source_reference_key' },
  },
});

/** Spec 3 License (docs/adr/0058): fees in cents, annual increase in whole percent. */
export const LicenseSchema = new EntitySchema<License>({
  class: License,
  tableName: 'license',
  schema: 'brokerage',
  indexes: [
    { name: 'license_broker_start_idx', properties: ['brokerAccountId', 'startDate'] },
    { name: 'license_tn_licensee_idx', properties: ['tn', 'licenseeAccountId'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tn: { type: 'string', length: 16 },
    brokerAccountId: { type: 'integer' },
    licenseeAccountId: { type: 'integer' },
    status: { type: 'string', length: 10 },
    startDate: timestamp,
    endDate: { ...timestamp, nullable: true },
    oneTimeSetupFee: { type: 'integer' },
    monthlyFee: { type: 'integer' },
    annualIncrease: { type: 'smallint' },
    sourceReference: { type: 'string', length: 200, unique: 'license_source_reference_key' },
  },
});

export const brokerageEarningsEntities = [BrokerageTransactionSchema, LicenseSchema];

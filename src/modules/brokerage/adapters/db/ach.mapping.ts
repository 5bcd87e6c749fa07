import { EntitySchema } from '@mikro-orm/postgresql';
import { BankAccount } from '../../domain/bank-account.ts';
import { Taxpayer } from '../../domain/taxpayer.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/**
 * Brokers' bank accounts for ACH payouts (docs/adr/0063): one per broker. Routing and account numbers and the
 * micro-deposit amounts only sealed (AES-256-GCM, data key); type and last4 in clear.
 */
export const BankAccountSchema = new EntitySchema<BankAccount>({
  class: BankAccount,
  tableName: 'bank_account',
  schema: 'brokerage',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true, fieldName: 'bank_account_id' },
    brokerAccountId: { type: 'integer', unique: 'bank_account_broker_key' },
    type: { type: 'string', length: 8 },
    routingNumberSealed: { type: 'text' },
    accountNumberSealed: { type: 'text' },
    last4: { type: 'string', length: 4 },
    depositsSealed: { type: 'text' },
    depositGuesses: { type: 'smallint' },
    verifiedDate: { ...timestamp, nullable: true },
    recipientRef: { type: 'string', length: 64, nullable: true },
    createDate: timestamp,
    updateDate: timestamp,
  },
});

/** Brokers' taxpayer information (docs/adr/0063): the SSN/EIN only sealed; its last four digits in clear. */
export const TaxpayerSchema = new EntitySchema<Taxpayer>({
  class: Taxpayer,
  tableName: 'taxpayer',
  schema: 'brokerage',
  properties: {
    brokerAccountId: { type: 'integer', primary: true, autoincrement: false },
    payee: { type: 'string', length: 80 },
    tinSealed: { type: 'text' },
    tinLast4: { type: 'string', length: 4 },
    createDate: timestamp,
    updateDate: timestamp,
  },
});

export const brokerageAchEntities = [BankAccountSchema, TaxpayerSchema];

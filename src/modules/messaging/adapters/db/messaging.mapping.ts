import { EntitySchema } from '@mikro-orm/postgresql';
import { AccountNumber } from '../../domain/account-number.ts';
import { conversationEntities } from './conversation.mapping.ts';
import { OwnershipTransferSchema } from './ownership-transfer.mapping.ts';
import { PortOutRequestSchema } from './port-out-request.mapping.ts';
import { SmsActivationRequestSchema } from './sms-activation-request.mapping.ts';

export const AccountNumberSchema = new EntitySchema<AccountNumber>({
  class: AccountNumber,
  tableName: 'account_number',
  schema: 'messaging',
  uniques: [{ name: 'account_number_tn_unique', properties: ['tn'] }],
  indexes: [{ name: 'account_number_account_idx', properties: ['accountId', 'status'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    tn: { type: 'string', length: 16 },
    nickname: { type: 'string', length: 100, default: '' },
    planId: { type: 'integer' },
    status: { type: 'string', length: 10, default: 'active' },
    smsEnabled: { type: 'string', length: 8, default: 'N' },
    smsValidated: { type: 'string', length: 10, default: '' },
    stringHosted: { type: 'boolean', default: false },
    anniversaryDate: { type: 'date', nullable: true },
    mrcCents: { type: 'integer' },
    billingPeriod: { type: 'smallint', default: 1 },
    assignedUserId: { type: 'integer', nullable: true },
    forwardTo: { type: 'string', length: 16, nullable: true },
    portOutPinHash: { type: 'string', length: 200, nullable: true },
    transferLock: { type: 'boolean', default: false },
    paidThrough: { type: 'date', nullable: true },
    licenseMrcCents: { type: 'integer', nullable: true },
    licenseAnnualIncrease: { type: 'integer', default: 0 },
    licenseStartDate: { type: 'date', nullable: true },
  },
});

export const messagingEntities = [
  AccountNumberSchema,
  OwnershipTransferSchema,
  PortOutRequestSchema,
  SmsActivationRequestSchema,
  ...conversationEntities,
];

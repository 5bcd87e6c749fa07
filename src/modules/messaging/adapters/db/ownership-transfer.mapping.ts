import { EntitySchema } from '@mikro-orm/postgresql';
import { OwnershipTransfer } from '../../domain/ownership-transfer.ts';

/** One open (offered or accepted) transfer per number: the race the use case's check cannot close. */
export const OPEN_TRANSFER_INDEX = 'ownership_transfer_open_unique';

export const OwnershipTransferSchema = new EntitySchema<OwnershipTransfer>({
  class: OwnershipTransfer,
  tableName: 'ownership_transfer',
  schema: 'messaging',
  uniques: [
    { name: 'ownership_transfer_token_hash_unique', properties: ['tokenHash'] },
    {
      name: OPEN_TRANSFER_INDEX,
      expression: `create unique index "${OPEN_TRANSFER_INDEX}" on "messaging"."ownership_transfer" ("account_number_id") where "status" in ('offered', 'accepted')`,
    },
  ],
  indexes: [
    { name: 'ownership_transfer_number_idx', properties: ['accountNumberId', 'fromAccountId'] },
    { name: 'ownership_transfer_due_idx', properties: ['status', 'movesOn'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountNumberId: { type: 'integer' },
    tn: { type: 'string', length: 16 },
    fromAccountId: { type: 'integer' },
    startedByUserId: { type: 'integer' },
    email: { type: 'string', length: 254 },
    tokenHash: { type: 'string', length: 64 },
    status: { type: 'string', length: 10 },
    toAccountId: { type: 'integer', nullable: true },
    acceptedByUserId: { type: 'integer', nullable: true },
    movesOn: { type: 'date', nullable: true },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    acceptedAt: { type: 'datetime', nullable: true },
    completedAt: { type: 'datetime', nullable: true },
    cancelledAt: { type: 'datetime', nullable: true },
  },
});

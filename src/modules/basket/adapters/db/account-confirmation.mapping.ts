import { EntitySchema } from '@mikro-orm/postgresql';
import { AccountConfirmation, type AccountConfirmationProps } from '../../domain/account-confirmation.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/**
 * A held account's confirmation (docs/adr/0032). The uuid is the link's secret (random v4); `code_hash` is
 * an HMAC of the open code, never the code. Accounts and users are referenced by id only (no foreign key
 * across modules).
 */
export const AccountConfirmationSchema = new EntitySchema<AccountConfirmationProps>({
  class: AccountConfirmation as unknown as new () => AccountConfirmationProps,
  tableName: 'account_confirmation',
  schema: 'basket',
  indexes: [{ name: 'account_confirmation_account_idx', properties: ['accountId'] }],
  properties: {
    uuid: { type: 'uuid', primary: true },
    accountId: { type: 'integer' },
    userId: { type: 'integer' },
    phone: { type: 'string', length: 16, nullable: true },
    codeHash: { type: 'string', length: 64, nullable: true },
    codeExpiresAt: { ...timestamp, nullable: true },
    failedAttempts: { type: 'smallint', default: 0 },
    createdAt: timestamp,
    confirmedAt: { ...timestamp, nullable: true },
    activatedAt: { ...timestamp, nullable: true },
  },
});

export const accountConfirmationEntities = [AccountConfirmationSchema];

import { EntitySchema } from '@mikro-orm/postgresql';
import { Account } from '../../domain/account.ts';
import { ApiToken } from '../../domain/api-token.ts';
import { Invitation } from '../../domain/invitation.ts';
import { Membership } from '../../domain/membership.ts';
import { MfaChallenge } from '../../domain/mfa-challenge.ts';
import { MfaMethod } from '../../domain/mfa-method.ts';
import { OneTimeToken } from '../../domain/one-time-token.ts';
import { Session } from '../../domain/session.ts';
import { User } from '../../domain/user.ts';
import { BrokerApplicationSchema } from './broker-applications.mapping.ts';

const SCHEMA = 'accounts';
const id = { type: 'integer', primary: true, autoincrement: true } as const;
const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'user',
  schema: SCHEMA,
  properties: {
    id,
    email: { type: 'string', length: 254, unique: 'user_email_unique' },
    passwordHash: { type: 'text' },
    firstName: { type: 'string', length: 100 },
    lastName: { type: 'string', length: 100 },
    isEmployee: { type: 'boolean', default: false },
    adminUser: { type: 'boolean', default: false },
    accounting: { type: 'boolean', default: false },
    createdAt: timestamp,
  },
});

export const AccountSchema = new EntitySchema<Account>({
  class: Account,
  tableName: 'account',
  schema: SCHEMA,
  properties: {
    id,
    brandingId: { type: 'smallint' },
    company: { type: 'string', length: 200, default: '' },
    address: { type: 'string', length: 200, default: '' },
    city: { type: 'string', length: 100, default: '' },
    state: { type: 'string', length: 2, default: '' },
    zip: { type: 'string', length: 10, default: '' },
    anniversaryDate: { type: 'date', nullable: true },
    sellersAdmin: { type: 'boolean', default: false },
    isB2b: { type: 'boolean', default: false },
    accountType: { type: 'string', length: 16, default: 'default' },
    creditLimitCents: { type: 'integer', default: 0 },
    settings: { type: 'json', default: '{}' },
    createdAt: timestamp,
  },
});

export const MembershipSchema = new EntitySchema<Membership>({
  class: Membership,
  tableName: 'membership',
  schema: SCHEMA,
  uniques: [{ name: 'membership_user_account_unique', properties: ['userId', 'accountId'] }],
  indexes: [{ name: 'membership_account_idx', properties: ['accountId'] }],
  properties: {
    id,
    userId: { type: 'integer' },
    accountId: { type: 'integer' },
    role: { type: 'string', length: 8 },
    nickname: { type: 'string', length: 100, default: '' },
    visibleTns: { type: 'json', default: '[]' },
    support: { type: 'boolean', default: false },
  },
});

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'session',
  schema: SCHEMA,
  indexes: [
    { name: 'session_expires_idx', properties: ['expiresAt'] },
    { name: 'session_user_idx', properties: ['userId'] },
  ],
  properties: {
    id,
    tokenHash: { type: 'string', length: 64, unique: 'session_token_hash_unique' },
    userId: { type: 'integer' },
    accountId: { type: 'integer' },
    remember: { type: 'boolean' },
    createdAt: timestamp,
    lastSeenAt: timestamp,
    authenticatedAt: { ...timestamp, nullable: true },
    expiresAt: timestamp,
    mfaPassed: { type: 'boolean', default: false },
    userAgent: { type: 'string', length: 512, nullable: true },
    ip: { type: 'string', length: 64, nullable: true },
  },
});

export const OneTimeTokenSchema = new EntitySchema<OneTimeToken>({
  class: OneTimeToken,
  tableName: 'one_time_token',
  schema: SCHEMA,
  indexes: [{ name: 'one_time_token_expires_idx', properties: ['expiresAt'] }],
  properties: {
    id,
    purpose: { type: 'string', length: 32 },
    tokenHash: { type: 'string', length: 64, unique: 'one_time_token_hash_unique' },
    userId: { type: 'integer' },
    accountId: { type: 'integer', nullable: true },
    createdAt: timestamp,
    expiresAt: timestamp,
    usedAt: { ...timestamp, nullable: true },
  },
});

export const MfaMethodSchema = new EntitySchema<MfaMethod>({
  class: MfaMethod,
  tableName: 'mfa_method',
  schema: SCHEMA,
  indexes: [{ name: 'mfa_method_user_idx', properties: ['userId'] }],
  properties: {
    id,
    userId: { type: 'integer' },
    type: { type: 'string', length: 8 },
    data: { type: 'string', length: 254 },
    secretSealed: { type: 'text', nullable: true },
    verifiedAt: { ...timestamp, nullable: true },
    totpLastStep: { type: 'integer', nullable: true },
    createdAt: timestamp,
  },
});

export const MfaChallengeSchema = new EntitySchema<MfaChallenge>({
  class: MfaChallenge,
  tableName: 'mfa_challenge',
  schema: SCHEMA,
  indexes: [
    { name: 'mfa_challenge_user_idx', properties: ['userId', 'purpose'] },
    { name: 'mfa_challenge_expires_idx', properties: ['expiresAt'] },
  ],
  properties: {
    id,
    userId: { type: 'integer' },
    methodId: { type: 'integer' },
    purpose: { type: 'string', length: 16 },
    codeHash: { type: 'string', length: 64 },
    attempts: { type: 'smallint', default: 0 },
    createdAt: timestamp,
    expiresAt: timestamp,
    usedAt: { ...timestamp, nullable: true },
  },
});

export const ApiTokenSchema = new EntitySchema<ApiToken>({
  class: ApiToken,
  tableName: 'api_token',
  schema: SCHEMA,
  indexes: [{ name: 'api_token_account_user_idx', properties: ['accountId', 'userId'] }],
  properties: {
    id,
    userId: { type: 'integer' },
    accountId: { type: 'integer' },
    name: { type: 'string', length: 32 },
    tokenHash: { type: 'string', length: 64, unique: 'api_token_hash_unique' },
    last4: { type: 'string', length: 4 },
    scope: { type: 'string', length: 9, default: 'full' },
    createdAt: timestamp,
    expiresAt: { ...timestamp, nullable: true },
    lastUsedAt: { ...timestamp, nullable: true },
  },
});

export const InvitationSchema = new EntitySchema<Invitation>({
  class: Invitation,
  tableName: 'invitation',
  schema: SCHEMA,
  uniques: [{ name: 'invitation_account_email_unique', properties: ['accountId', 'email'] }],
  indexes: [{ name: 'invitation_email_idx', properties: ['email'] }],
  properties: {
    id,
    accountId: { type: 'integer' },
    email: { type: 'string', length: 254 },
    firstName: { type: 'string', length: 100 },
    lastName: { type: 'string', length: 100 },
    role: { type: 'string', length: 8 },
    tokenHash: { type: 'string', length: 64, unique: 'invitation_token_hash_unique' },
    invitedByUserId: { type: 'integer' },
    createdAt: timestamp,
    expiresAt: timestamp,
    acceptedAt: { ...timestamp, nullable: true },
  },
});

export const accountsEntities = [
  UserSchema,
  AccountSchema,
  MembershipSchema,
  SessionSchema,
  OneTimeTokenSchema,
  MfaMethodSchema,
  MfaChallengeSchema,
  ApiTokenSchema,
  InvitationSchema,
  BrokerApplicationSchema,
];

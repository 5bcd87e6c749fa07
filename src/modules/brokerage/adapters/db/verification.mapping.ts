import { EntitySchema } from '@mikro-orm/postgresql';
import { ManualVerification } from '../../domain/manual-verification.ts';
import { VendorCredential } from '../../domain/vendor-credential.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;
const nullableTimestamp = { ...timestamp, nullable: true } as const;

/** Codes sent to off-network numbers (docs/adr/0059): only an HMAC of each code is kept. */
export const ManualVerificationSchema = new EntitySchema<ManualVerification>({
  class: ManualVerification,
  tableName: 'manual_verification',
  schema: 'brokerage',
  indexes: [{ name: 'manual_verification_broker_tn_idx', properties: ['brokerAccountId', 'tn', 'id'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true, fieldName: 'brokerage_manual_verify_id' },
    tn: { type: 'string', length: 16 },
    brokerAccountId: { type: 'integer' },
    method: { type: 'string', length: 4 },
    codeHash: { type: 'string', length: 64 },
    createDate: timestamp,
    expiresAt: timestamp,
    attempts: { type: 'smallint' },
    verifiedDate: nullableTimestamp,
  },
});

/** Brokers' carrier API credentials (docs/adr/0059): the secret only sealed (AES-256-GCM, data key). */
export const VendorCredentialSchema = new EntitySchema<VendorCredential>({
  class: VendorCredential,
  tableName: 'vendor_credential',
  schema: 'brokerage',
  indexes: [{ name: 'vendor_credential_broker_idx', properties: ['brokerAccountId', 'createDate'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true, fieldName: 'brokerage_vendor_credential_id' },
    brokerAccountId: { type: 'integer' },
    vendor: { type: 'string', length: 12 },
    vendorAccountId: { type: 'string', length: 64, nullable: true },
    authType: { type: 'string', length: 12 },
    sealedSecret: { type: 'text' },
    description: { type: 'string', length: 255, nullable: true },
    tnCount: { type: 'integer' },
    createDate: timestamp,
    lastVerifiedDate: nullableTimestamp,
    deletedAt: nullableTimestamp,
  },
});

export const brokerageVerificationEntities = [ManualVerificationSchema, VendorCredentialSchema];

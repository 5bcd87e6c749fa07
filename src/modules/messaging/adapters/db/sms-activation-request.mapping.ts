import { EntitySchema } from '@mikro-orm/postgresql';
import { SmsActivationRequest } from '../../domain/sms-activation.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** One row per request; at most one pending per number (the partial unique index in the migration). */
export const SmsActivationRequestSchema = new EntitySchema<SmsActivationRequest>({
  class: SmsActivationRequest,
  tableName: 'sms_verification_request',
  schema: 'messaging',
  uniques: [{ name: 'sms_verification_request_carrier_request_id_unique', properties: ['carrierRequestId'] }],
  indexes: [{ name: 'sms_verification_request_tn_idx', properties: ['tn', 'requestedAt'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    tn: { type: 'string', length: 16 },
    kind: { type: 'string', length: 10 },
    form: { type: 'json', nullable: true },
    status: { type: 'string', length: 10 },
    reason: { type: 'string', length: 500, nullable: true },
    carrierRequestId: { type: 'string', length: 200, nullable: true },
    requestedByUserId: { type: 'integer' },
    requestedAt: { ...timestamp },
    submittedAt: { ...timestamp, nullable: true },
    decidedAt: { ...timestamp, nullable: true },
  },
});

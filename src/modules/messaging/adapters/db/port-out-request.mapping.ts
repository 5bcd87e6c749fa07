import { EntitySchema } from '@mikro-orm/postgresql';
import { PortOutRequest } from '../../domain/port-out-request.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** No PIN column: the PIN a carrier gives is compared with the number's hash and dropped (ADR 0035). */
export const PortOutRequestSchema = new EntitySchema<PortOutRequest>({
  class: PortOutRequest,
  tableName: 'port_out_request',
  schema: 'messaging',
  uniques: [{ name: 'port_out_request_carrier_request_id_unique', properties: ['carrierRequestId'] }],
  indexes: [{ name: 'port_out_request_account_tn_idx', properties: ['accountId', 'tn'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    carrierRequestId: { type: 'string', length: 100 },
    accountId: { type: 'integer' },
    tn: { type: 'string', length: 16 },
    gainingCarrier: { type: 'string', length: 100 },
    status: { type: 'string', length: 10 },
    reason: { type: 'string', length: 20, nullable: true },
    requestedAt: { ...timestamp },
    decidedAt: { ...timestamp, nullable: true },
    completedAt: { ...timestamp, nullable: true },
  },
});

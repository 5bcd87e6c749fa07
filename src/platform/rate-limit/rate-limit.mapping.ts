import { EntitySchema } from '@mikro-orm/postgresql';

interface RateLimitRow {
  key: string;
  windowStart: Date;
  count: number;
}

/** Fixed-window attempt counters shared by every process (declared for the migrator; used with SQL). */
export const RateLimitSchema = new EntitySchema<RateLimitRow>({
  name: 'RateLimitCounter',
  tableName: 'rate_limit',
  schema: 'platform',
  indexes: [{ name: 'rate_limit_window_idx', properties: ['windowStart'] }],
  properties: {
    key: { type: 'string', length: 200, primary: true },
    windowStart: { type: 'Date', columnType: 'timestamptz' },
    count: { type: 'integer' },
  },
});

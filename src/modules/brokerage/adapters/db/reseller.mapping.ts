import { EntitySchema } from '@mikro-orm/postgresql';
import { ResellerSettings } from '../../domain/reseller-settings.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** Spec 3 Reseller settings: one row per broker; each public token is unique so it names one broker. */
export const ResellerSettingsSchema = new EntitySchema<ResellerSettings>({
  class: ResellerSettings,
  tableName: 'reseller_settings',
  schema: 'brokerage',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true, fieldName: 'reseller_id' },
    brokerAccountId: { type: 'integer', unique: 'reseller_settings_broker_key' },
    name: { type: 'string', length: 120 },
    url: { type: 'string', length: 2048 },
    email: { type: 'string', length: 254 },
    widgetToken: { type: 'string', length: 64, nullable: true, unique: 'reseller_settings_widget_token_key' },
    linkToken: { type: 'string', length: 64, nullable: true, unique: 'reseller_settings_link_token_key' },
    config: { type: 'json' },
    createDate: timestamp,
    updateDate: timestamp,
  },
});

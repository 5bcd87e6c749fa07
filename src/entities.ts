import { accountsEntities } from './modules/accounts/index.ts';
import { adminEntities } from './modules/admin/index.ts';
import { accountConfirmationEntities, basketEntities } from './modules/basket/index.ts';
import { billingEntities } from './modules/billing/index.ts';
import { brokerageEntities } from './modules/brokerage/index.ts';
import { catalogEntities } from './modules/catalog/index.ts';
import { messagingEntities } from './modules/messaging/index.ts';
import { offersEntities } from './modules/offers/index.ts';
import { portingEntities } from './modules/porting/index.ts';
import { EventSchema } from './platform/events/event.mapping.ts';
import { OutboxMailSchema } from './platform/mail/mail.mapping.ts';
import { RateLimitSchema } from './platform/rate-limit/rate-limit.mapping.ts';
import { SecurityEventSchema } from './platform/security-log/security-log.mapping.ts';
import { OutboxSmsSchema } from './platform/sms/sms.mapping.ts';

/** Every table's mapping, for the ORM and the migrator. */
export const ENTITIES = [
  ...accountsEntities,
  ...catalogEntities,
  ...messagingEntities,
  ...offersEntities,
  ...brokerageEntities,
  ...basketEntities,
  ...portingEntities,
  ...adminEntities,
  ...accountConfirmationEntities,
  ...billingEntities,
  EventSchema,
  RateLimitSchema,
  SecurityEventSchema,
  OutboxMailSchema,
  OutboxSmsSchema,
];

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { MikroOrmAccountNumberRepository } from './adapters/db/mikro-orm-account-numbers.ts';
import { MikroOrmBillingNumbers } from './adapters/db/mikro-orm-billing-numbers.ts';
import { demoAccountNumbers } from './adapters/demo/demo-account-numbers.ts';
import { mountTelephoneNumberRoutes } from './adapters/http/telephone-numbers.router.ts';
import { makeAssignAccountNumbers } from './app/assign-account-numbers.ts';
import { makeBillingNumbers } from './app/billing-numbers.ts';
import { makeGiveAccountNumbers } from './app/give-account-numbers.ts';
import { makeListAccountNumbers } from './app/list-account-numbers.ts';
import type { NumberPlans } from './ports/number-plans.ts';

export { catalogNumberPlans } from './adapters/catalog/catalog-number-plans.ts';
export { messagingEntities } from './adapters/db/messaging.mapping.ts';

/** The demo admin's account's numbers with SMS, given once (answers how many were added). */
export function seedDemoAccountNumbers(em: EntityManager, accountId: number): Promise<number> {
  const give = makeGiveAccountNumbers({ numbers: new MikroOrmAccountNumberRepository(() => em) });
  return give(accountId, demoAccountNumbers);
}

/** The messaging module: an account's numbers (with plan, billing period and anniversary; docs/adr/0030). */
export function createMessagingModule(options: { orm: Orm; plans: NumberPlans }) {
  const numbers = new MikroOrmAccountNumberRepository(() => currentEm(options.orm));
  const listAccountNumbers = makeListAccountNumbers({ numbers, plans: options.plans });
  return {
    /** For checkout: gives an account the numbers it bought. Runs in the caller's transaction. */
    assignAccountNumbers: makeAssignAccountNumbers({ numbers }),
    /** For recurring billing (docs/adr/0038): numbers with their terms, paid-through moves, licence-end removal. */
    billing: makeBillingNumbers({ store: new MikroOrmBillingNumbers(() => currentEm(options.orm)) }),
    mount: (app: OpenAPIHono<AppEnv>) => mountTelephoneNumberRoutes(app, { listAccountNumbers }),
  };
}

/** What other modules' adapters may use of messaging (they declare the ports they need in their own ports/). */
export type MessagingModule = ReturnType<typeof createMessagingModule>;

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { MikroOrmAccountNumberRepository } from './adapters/db/mikro-orm-account-numbers.ts';
import { demoAccountNumbers } from './adapters/demo/demo-account-numbers.ts';
import { mountTelephoneNumberRoutes } from './adapters/http/telephone-numbers.router.ts';
import { type OwnershipTransferOptions, ownershipTransfers } from './adapters/wiring/ownership-transfers.ts';
import { makeAssignAccountNumbers } from './app/assign-account-numbers.ts';
import { makeGiveAccountNumbers } from './app/give-account-numbers.ts';
import { makeListAccountNumbers } from './app/list-account-numbers.ts';
import type { NumberPlans } from './ports/number-plans.ts';

export { accountsTransferParties } from './adapters/accounts/accounts-transfer-parties.ts';
export { catalogNumberPlans } from './adapters/catalog/catalog-number-plans.ts';
export { messagingEntities } from './adapters/db/messaging.mapping.ts';

/** The demo admin's account's numbers with SMS, given once (answers how many were added). */
export function seedDemoAccountNumbers(em: EntityManager, accountId: number): Promise<number> {
  const give = makeGiveAccountNumbers({ numbers: new MikroOrmAccountNumberRepository(() => em) });
  return give(accountId, demoAccountNumbers);
}

/** The messaging module: an account's numbers (with plan, billing period and anniversary; docs/adr/0030). */
export function createMessagingModule(options: {
  orm: Orm;
  plans: NumberPlans;
  /** Ownership transfers (docs/adr/0036). */
  transfers: OwnershipTransferOptions;
}) {
  const em = () => currentEm(options.orm);
  const numbers = new MikroOrmAccountNumberRepository(em);
  const listAccountNumbers = makeListAccountNumbers({ numbers, plans: options.plans });
  const transfers = ownershipTransfers({ ...options.transfers, em, plans: options.plans });
  return {
    /** For checkout: gives an account the numbers it bought. Runs in the caller's transaction. */
    assignAccountNumbers: makeAssignAccountNumbers({ numbers }),
    /**
     * For release, port-out and change of brand, before a number leaves its account: cancels an offered
     * ownership transfer, refuses (409) while one is accepted. Runs in the caller's transaction.
     */
    numberLeaving: transfers.numberLeaving,
    /** Moves accepted transfers whose day has come (the job's work; recurring billing may run it first). */
    completeDueTransfers: transfers.completeDueTransfers,
    jobs: transfers.jobs,
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountTelephoneNumberRoutes(app, { listAccountNumbers });
      transfers.mount(app);
    },
  };
}

/** What other modules' adapters may use of messaging (they declare the ports they need in their own ports/). */
export type MessagingModule = ReturnType<typeof createMessagingModule>;

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import { MikroOrmAccountNumberRepository } from './adapters/db/mikro-orm-account-numbers.ts';
import { demoAccountNumbers } from './adapters/demo/demo-account-numbers.ts';
import { makeAssignAccountNumbers } from './app/assign-account-numbers.ts';
import { makeGiveAccountNumbers } from './app/give-account-numbers.ts';

export { messagingEntities } from './adapters/db/messaging.mapping.ts';

/** The demo admin's account's numbers with SMS, given once (answers how many were added). */
export function seedDemoAccountNumbers(em: EntityManager, accountId: number): Promise<number> {
  const give = makeGiveAccountNumbers({ numbers: new MikroOrmAccountNumberRepository(() => em) });
  return give(accountId, demoAccountNumbers);
}

/** The messaging module: an account's numbers (with plan, billing period and anniversary; docs/adr/0030). */
export function createMessagingModule(options: { orm: Orm }) {
  const numbers = new MikroOrmAccountNumberRepository(() => currentEm(options.orm));
  return {
    /** For checkout: gives an account the numbers it bought. Runs in the caller's transaction. */
    assignAccountNumbers: makeAssignAccountNumbers({ numbers }),
  };
}

/** What other modules' adapters may use of messaging (they declare the ports they need in their own ports/). */
export type MessagingModule = ReturnType<typeof createMessagingModule>;

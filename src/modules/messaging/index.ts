import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmAccountNumberRepository } from './adapters/db/mikro-orm-account-numbers.ts';
import { demoAccountNumbers } from './adapters/demo/demo-account-numbers.ts';
import { makeGiveAccountNumbers } from './app/give-account-numbers.ts';

export { messagingEntities } from './adapters/db/messaging.mapping.ts';

/** The demo admin's account's numbers with SMS, given once (answers how many were added). */
export function seedDemoAccountNumbers(em: EntityManager, accountId: number): Promise<number> {
  const give = makeGiveAccountNumbers({ numbers: new MikroOrmAccountNumberRepository(() => em) });
  return give(accountId, demoAccountNumbers);
}

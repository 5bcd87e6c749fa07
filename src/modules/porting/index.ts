import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import { MikroOrmPortInOrders } from './adapters/db/mikro-orm-port-in-orders.ts';
import { makeCreatePortInOrders } from './app/create-port-in-orders.ts';

export { portingEntities } from './adapters/db/porting.mapping.ts';

/**
 * The porting module, minimal for now (docs/adr/0030): the port-in orders checkout creates. The porting issue
 * adds portability checks, the carrier hand-off and completing an order into the account's numbers.
 */
export function createPortingModule(options: { orm: Orm; clock: Clock }) {
  const orders = new MikroOrmPortInOrders(() => currentEm(options.orm));
  return {
    /** For checkout: a pending port-in order per number. Runs in the caller's transaction. */
    createPortInOrders: makeCreatePortInOrders({ orders, clock: options.clock }),
  };
}

/** What other modules' adapters may use of porting (they declare the ports they need in their own ports/). */
export type PortingModule = ReturnType<typeof createPortingModule>;

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { MikroOrmInboundTransfers } from './adapters/db/mikro-orm-inbound-transfers.ts';
import { type PortInOrderOptions, portInOrders } from './adapters/wiring/port-in-orders.ts';
import { type PortabilityOptions, portability } from './adapters/wiring/portability.ts';
import { makeCompleteInboundTransfer } from './app/complete-inbound-transfer.ts';
import { makeCreateInboundTransfer } from './app/create-inbound-transfer.ts';
import { makeFindInboundTransfer } from './app/find-inbound-transfer.ts';
import { makeListPendingTransfers } from './app/list-pending-transfers.ts';
import type { TransferLedger } from './ports/transfer-ledger.ts';
import type { TransferPricing } from './ports/transfer-pricing.ts';
import type { TransferredNumbers } from './ports/transferred-numbers.ts';

export { billingTransferLedger } from './adapters/billing/billing-transfer-ledger.ts';
export { catalogTransferPricing } from './adapters/catalog/catalog-transfer-pricing.ts';
export { portingEntities } from './adapters/db/porting.mapping.ts';
export { messagingTransferredNumbers } from './adapters/messaging/messaging-transferred-numbers.ts';
export { portInOrderDeps } from './adapters/wiring/port-in-deps.ts';
export type { InboundTransferView } from './app/inbound-transfer-view.ts';
export { InboundTransferNotFound } from './domain/porting.errors.ts';

/**
 * The porting module (docs/adr/0030, 0040, 0047, 0048, 0073): portability checks, the port-in orders checkout
 * creates, their lifecycle at the carrier and the staff queue of those rejected or late, and the inbound
 * transfers an account completes.
 */
export function createPortingModule(options: {
  orm: Orm;
  clock: Clock;
  pricing: TransferPricing;
  numbers: TransferredNumbers;
  ledger: TransferLedger;
  /** GET /api/check-portability (docs/adr/0047). */
  portability: PortabilityOptions;
  /** Port-in orders' lifecycle, API and jobs (docs/adr/0048). */
  portIns: Omit<PortInOrderOptions, 'admin'>;
  /** Staff actions on port-ins are written to its audit log (docs/adr/0073). */
  admin: PortInOrderOptions['admin'];
}) {
  const em = () => currentEm(options.orm);
  const portIns = portInOrders({ ...options.portIns, admin: options.admin, em, clock: options.clock });
  const transfers = new MikroOrmInboundTransfers(em);
  const { clock } = options;
  const portabilityCheck = portability({ ...options.portability, clock });
  return {
    /** For the admin home: port-ins rejected, or not closed PARK_AFTER_DAYS after they were placed (ADR 0073). */
    portInsNeedingStaffCount: portIns.staffQueueCount,
    mount: (app: OpenAPIHono<AppEnv>) => {
      portabilityCheck.mount(app);
      portIns.mount(app);
    },
    jobs: [...portabilityCheck.jobs, ...portIns.jobs],
    /** The lookup in use (simulator or Telnyx). */
    portabilityLookup: portabilityCheck.lookup,
    /** For checkout: a pending port-in order per number, and its submit job. Runs in the caller's transaction. */
    createPortInOrders: portIns.createPortInOrders,
    /** The port-in jobs' work (tests step the lifecycle with a fixed clock). */
    portInLifecycle: portIns.lifecycle,
    /** Numbers moving into an account (docs/adr/0040). Writes run in the caller's transaction. */
    inboundTransfers: {
      /** A pending transfer priced now with the account's overrides (for the port-in issue and staff tools). */
      create: makeCreateInboundTransfer({ transfers, pricing: options.pricing, clock }),
      find: makeFindInboundTransfer({ transfers }),
      pendingOfAccount: makeListPendingTransfers({ transfers }),
      /** Gives the numbers and charges the fees once; a completed transfer answers as it is. */
      complete: makeCompleteInboundTransfer({
        transfers,
        numbers: options.numbers,
        ledger: options.ledger,
        clock,
      }),
    },
  };
}

/** What other modules' adapters may use of porting (they declare the ports they need in their own ports/). */
export type PortingModule = ReturnType<typeof createPortingModule>;

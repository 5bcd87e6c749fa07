import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'hono';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import { makeAcceptNumberTransfer } from '../../app/accept-number-transfer.ts';
import { makeCancelOwnershipTransfer } from '../../app/cancel-ownership-transfer.ts';
import { makeCompleteDueTransfers } from '../../app/complete-due-transfers.ts';
import { makeGetOwnershipTransfer } from '../../app/get-ownership-transfer.ts';
import { makeLookUpNumberTransfer } from '../../app/look-up-number-transfer.ts';
import { makeNumberLeaving } from '../../app/number-leaving.ts';
import { makeStartOwnershipTransfer } from '../../app/start-ownership-transfer.ts';
import type { NumberCarrier } from '../../ports/number-carrier.ts';
import type { NumberPlans } from '../../ports/number-plans.ts';
import type { TransferParties } from '../../ports/transfer-parties.ts';
import { sha256TransferTokens } from '../crypto/sha256-transfer-tokens.ts';
import { MikroOrmOwnershipTransfers } from '../db/mikro-orm-ownership-transfers.ts';
import { MikroOrmTransferNumbers } from '../db/mikro-orm-transfer-numbers.ts';
import { mountOwnershipTransferRoutes } from '../http/ownership-transfer.router.ts';
import { ownershipTransferJobs } from '../jobs/ownership-transfer.jobs.ts';

export interface OwnershipTransferOptions {
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  parties: TransferParties;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
  /** Where links in mails point, e.g. https://numberyard.example. */
  publicUrl: string;
}

/** Ownership transfers' use cases over their adapters (docs/adr/0036), for the messaging module's index. */
export function ownershipTransfers(
  options: OwnershipTransferOptions & {
    em: () => EntityManager;
    plans: NumberPlans;
    carrier: Pick<NumberCarrier, 'setForwarding'>;
  },
) {
  const { clock, tx, parties, mailer, rateLimiter, plans } = options;
  const transfers = new MikroOrmOwnershipTransfers(options.em);
  const numbers = new MikroOrmTransferNumbers(options.em);
  const tokens = sha256TransferTokens;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const shared = { transfers, numbers, parties, clock };
  const completeDueTransfers = makeCompleteDueTransfers({ ...shared, mailer, tx, carrier: options.carrier });
  const routes = {
    startOwnershipTransfer: makeStartOwnershipTransfer({
      ...shared,
      tokens,
      mailer,
      rateLimiter,
      tx,
      publicUrl,
    }),
    getOwnershipTransfer: makeGetOwnershipTransfer(shared),
    cancelOwnershipTransfer: makeCancelOwnershipTransfer({ ...shared, mailer, tx }),
    lookUpNumberTransfer: makeLookUpNumberTransfer({ ...shared, plans, tokens, rateLimiter }),
    acceptNumberTransfer: makeAcceptNumberTransfer({ ...shared, plans, tokens, mailer, rateLimiter, tx }),
    clock,
    clientIp: options.clientIp,
  };
  return {
    numberLeaving: makeNumberLeaving({ transfers, clock }),
    completeDueTransfers,
    jobs: ownershipTransferJobs({ complete: completeDueTransfers }),
    mount: (app: OpenAPIHono<AppEnv>) => mountOwnershipTransferRoutes(app, routes),
  };
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Clock } from '../../../../platform/clock/clock.ts';
import { isMember } from '../../../../platform/http/caller.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import {
  requireAccountAdmin,
  requireRecentSignIn,
  requireSession,
  requireSessionAdmin,
} from '../../../../platform/http/guards.ts';
import type { makeAcceptNumberTransfer } from '../../app/accept-number-transfer.ts';
import type { makeCancelOwnershipTransfer } from '../../app/cancel-ownership-transfer.ts';
import type { makeGetOwnershipTransfer } from '../../app/get-ownership-transfer.ts';
import type { makeLookUpNumberTransfer } from '../../app/look-up-number-transfer.ts';
import type { makeStartOwnershipTransfer } from '../../app/start-ownership-transfer.ts';
import {
  acceptNumberTransfer,
  cancelOwnershipTransfer,
  getNumberTransfer,
  getOwnershipTransfer,
  startOwnershipTransfer,
} from './ownership-transfer.contract.ts';

export interface OwnershipTransferRouteDeps {
  startOwnershipTransfer: ReturnType<typeof makeStartOwnershipTransfer>;
  getOwnershipTransfer: ReturnType<typeof makeGetOwnershipTransfer>;
  cancelOwnershipTransfer: ReturnType<typeof makeCancelOwnershipTransfer>;
  lookUpNumberTransfer: ReturnType<typeof makeLookUpNumberTransfer>;
  acceptNumberTransfer: ReturnType<typeof makeAcceptNumberTransfer>;
  clock: Clock;
  clientIp: (c: Context) => string;
}

export function mountOwnershipTransferRoutes(app: OpenAPIHono<AppEnv>, deps: OwnershipTransferRouteDeps) {
  app.openapi(startOwnershipTransfer, async (c) => {
    requireSessionAdmin(c);
    const { accountId, userId } = requireRecentSignIn(c, deps.clock);
    const { tn } = c.req.valid('param');
    const { email } = c.req.valid('json');
    return c.json(await deps.startOwnershipTransfer({ accountId, userId, tn, email }), 201);
  });

  app.openapi(getOwnershipTransfer, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    return c.json(await deps.getOwnershipTransfer({ accountId, tn: c.req.valid('param').tn }), 200);
  });

  app.openapi(cancelOwnershipTransfer, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    await deps.cancelOwnershipTransfer({ accountId, tn: c.req.valid('param').tn });
    return c.body(null, 204);
  });

  app.openapi(getNumberTransfer, async (c) => {
    const caller = c.get('caller');
    const userId = isMember(caller) ? caller.userId : null;
    const { token } = c.req.valid('param');
    return c.json(await deps.lookUpNumberTransfer({ token, ip: deps.clientIp(c), userId }), 200);
  });

  app.openapi(acceptNumberTransfer, async (c) => {
    const caller = requireSession(c);
    const { token } = c.req.valid('param');
    const accountId = c.req.valid('json').accountId ?? caller.accountId;
    const input = { token, ip: deps.clientIp(c), userId: caller.userId, accountId };
    return c.json(await deps.acceptNumberTransfer(input), 200);
  });
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { mayUseStaffTools, requireAccountAdmin } from '../../../../platform/http/guards.ts';
import type { makeActivateAccount } from '../../app/activate-account.ts';
import type { makeCompleteAccountTransfer } from '../../app/complete-account-transfer.ts';
import type { makeGetActivation } from '../../app/get-activation.ts';
import { activateAccount, completeInboundTransfer, getPendingTransfers } from './activation.contract.ts';

export interface ActivationHttpDeps {
  getActivation: ReturnType<typeof makeGetActivation>;
  activateAccount: ReturnType<typeof makeActivateAccount>;
  completeAccountTransfer: ReturnType<typeof makeCompleteAccountTransfer>;
}

export function mountActivationRoutes(app: OpenAPIHono<AppEnv>, deps: ActivationHttpDeps) {
  app.openapi(getPendingTransfers, async (c) => {
    const caller = requireAccountAdmin(c);
    return c.json(await deps.getActivation(caller.accountId), 200);
  });

  app.openapi(activateAccount, async (c) => {
    const caller = requireAccountAdmin(c);
    const {
      paymentId,
      useCardOnFile,
      agreeAuthorizedOwner,
      agreeFundsHold,
      agreeTollFreeLicenseOnly,
      ...contact
    } = c.req.valid('json');
    const payment = paymentId
      ? { kind: 'card' as const, paymentId }
      : useCardOnFile
        ? { kind: 'cardOnFile' as const }
        : null;
    const terms = { agreeAuthorizedOwner, agreeFundsHold, agreeTollFreeLicenseOnly };
    return c.json(await deps.activateAccount({ caller, contact, terms, payment }), 200);
  });

  app.openapi(completeInboundTransfer, async (c) => {
    const caller = requireAccountAdmin(c);
    const { transferId } = c.req.valid('param');
    const staff = mayUseStaffTools(c);
    return c.json(await deps.completeAccountTransfer({ caller, staff, transferId }), 200);
  });
}

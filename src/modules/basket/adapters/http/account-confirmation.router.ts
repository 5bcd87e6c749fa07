import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeActivateConfirmedAccount } from '../../app/activate-confirmed-account.ts';
import type { makeConfirmConfirmationCode } from '../../app/confirm-confirmation-code.ts';
import type { makeGetAccountConfirmation } from '../../app/get-account-confirmation.ts';
import type { makeSendConfirmationCode } from '../../app/send-confirmation-code.ts';
import { confirmAccount, getAccountConfirmation } from './account-confirmation.contract.ts';

export interface AccountConfirmationHttpDeps {
  getAccountConfirmation: ReturnType<typeof makeGetAccountConfirmation>;
  sendConfirmationCode: ReturnType<typeof makeSendConfirmationCode>;
  confirmConfirmationCode: ReturnType<typeof makeConfirmConfirmationCode>;
  activateConfirmedAccount: ReturnType<typeof makeActivateConfirmedAccount>;
  clientIp: (c: Context) => string;
}

export function mountAccountConfirmationRoutes(app: OpenAPIHono<AppEnv>, deps: AccountConfirmationHttpDeps) {
  app.openapi(getAccountConfirmation, async (c) =>
    c.json(await deps.getAccountConfirmation(c.req.valid('param').uuid, deps.clientIp(c)), 200),
  );

  app.openapi(confirmAccount, async (c) => {
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const ip = deps.clientIp(c);
    if (body.phone !== undefined) {
      const sent = await deps.sendConfirmationCode({ uuid, phone: body.phone, ip });
      return c.json({ isCodeSet: true as const, codeExpiresAt: sent.codeExpiresAt.toISOString() }, 200);
    }
    if (body.code !== undefined) {
      const confirmed = await deps.confirmConfirmationCode({ uuid, code: body.code, ip });
      return c.json({ amountDue: confirmed.amountDueCents, loginToken: confirmed.loginToken }, 200);
    }
    return c.json(
      await deps.activateConfirmedAccount({ uuid, paymentIntentId: body.paymentIntentId, ip }),
      200,
    );
  });
}

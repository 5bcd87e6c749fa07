import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireAccountAdmin } from '../../../../platform/http/guards.ts';
import type { makeChangeBrand } from '../../app/change-brand.ts';
import type { makeChangeBrandOptions } from '../../app/change-brand-options.ts';
import {
  changeBrandToAccount,
  changeBrandToNewAccount,
  getChangeBrandOptions,
} from './change-brand.contract.ts';

export interface ChangeBrandHttpDeps {
  changeBrand: ReturnType<typeof makeChangeBrand>;
  changeBrandOptions: ReturnType<typeof makeChangeBrandOptions>;
}

export function mountChangeBrandRoutes(app: OpenAPIHono<AppEnv>, deps: ChangeBrandHttpDeps) {
  app.openapi(getChangeBrandOptions, async (c) => {
    const { userId, brandingId } = requireAccountAdmin(c);
    return c.json(await deps.changeBrandOptions({ userId, accountBrandingId: brandingId }), 200);
  });
  app.openapi(changeBrandToNewAccount, async (c) => {
    const caller = requireAccountAdmin(c);
    const body = c.req.valid('json');
    return c.json(await deps.changeBrand({ ...callerOf(caller), ...body, toAccountId: null }), 200);
  });
  app.openapi(changeBrandToAccount, async (c) => {
    const caller = requireAccountAdmin(c);
    const body = c.req.valid('json');
    const { accountId } = c.req.valid('param');
    return c.json(await deps.changeBrand({ ...callerOf(caller), ...body, toAccountId: accountId }), 200);
  });
}

const callerOf = (caller: { userId: number; accountId: number; brandingId: number }) => ({
  userId: caller.userId,
  accountId: caller.accountId,
  accountBrandingId: caller.brandingId,
});

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { rememberedBasket } from '../../../../platform/http/basket-cookie.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireMember, requireSession } from '../../../../platform/http/guards.ts';
import type { Visit } from '../../app/get-profile.ts';
import type { AccountsHttpDeps } from './http-deps.ts';
import {
  addMfaMethod,
  getProfile,
  listMfaMethods,
  removeMfaMethod,
  updateProfile,
  validateUsername,
  verifyMfaMethod,
} from './profile.contract.ts';

const visitOf = (c: Context<AppEnv>): Visit => ({
  siteBrandingId: c.get('brandingId'),
  rememberedBasket: rememberedBasket(c),
});

export function mountProfileRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(getProfile, async (c) => c.json(await deps.getProfile(c.get('caller'), visitOf(c)), 200));

  app.openapi(updateProfile, async (c) => {
    const caller = requireMember(c);
    await deps.updateProfile(caller, c.req.valid('json'));
    return c.json(await deps.getProfile(caller, visitOf(c)), 200);
  });

  app.openapi(validateUsername, async (c) => {
    const { email } = c.req.valid('json');
    return c.json(await deps.validateUsername({ email, ip: deps.clientIp(c) }), 200);
  });

  app.openapi(listMfaMethods, async (c) =>
    c.json({ data: await deps.listMfaMethods(requireSession(c)) }, 200),
  );

  app.openapi(addMfaMethod, async (c) =>
    c.json(await deps.addMfaMethod(requireSession(c), c.req.valid('json')), 201),
  );

  app.openapi(verifyMfaMethod, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await deps.verifyMfaMethod(requireSession(c), { id, code: c.req.valid('json').code }), 200);
  });

  app.openapi(removeMfaMethod, async (c) => {
    await deps.removeMfaMethod(requireSession(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}

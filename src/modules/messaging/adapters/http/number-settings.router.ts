import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../../platform/http/caller.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireAccountAdmin, requireMember, requireRecentSignIn } from '../../../../platform/http/guards.ts';
import type { NumberCaller } from '../../app/caller-number.ts';
import type { makeGetNumberSettings } from '../../app/get-number-settings.ts';
import type { makeSetForwarding } from '../../app/set-forwarding.ts';
import type { makeSetPortOutPin, makeSetTransferLock } from '../../app/set-port-out-protection.ts';
import {
  getNumberSettings,
  setNumberForwarding,
  setPortOutPin,
  setTransferLock,
} from './number-settings.contract.ts';

export interface NumberSettingsRouteDeps {
  getNumberSettings: ReturnType<typeof makeGetNumberSettings>;
  setForwarding: ReturnType<typeof makeSetForwarding>;
  setPortOutPin: ReturnType<typeof makeSetPortOutPin>;
  setTransferLock: ReturnType<typeof makeSetTransferLock>;
  clock: Clock;
}

/** Admins and staff acting for the account see all its numbers; role `user` only those assigned to them. */
export const numberCaller = (caller: MemberCaller): NumberCaller => ({
  accountId: caller.accountId,
  userId: caller.userId,
  brandingId: caller.brandingId,
  seesAllNumbers: caller.role === 'admin' || caller.isEmployee,
});

export function mountNumberSettingsRoutes(app: OpenAPIHono<AppEnv>, deps: NumberSettingsRouteDeps) {
  app.openapi(getNumberSettings, async (c) => {
    const caller = numberCaller(requireMember(c));
    return c.json(await deps.getNumberSettings({ caller, tn: c.req.valid('param').tn }), 200);
  });

  app.openapi(setNumberForwarding, async (c) => {
    const caller = numberCaller(requireAccountAdmin(c));
    const { tn } = c.req.valid('param');
    await deps.setForwarding({ caller, tn, forwardTo: c.req.valid('json').forwardTo });
    return c.json(await deps.getNumberSettings({ caller, tn }), 200);
  });

  // The role first (a user is told 403 Forbidden), then the recent sign-in the admin can renew.
  const sensitive = (c: Parameters<typeof requireMember>[0]) => {
    requireAccountAdmin(c);
    return numberCaller(requireRecentSignIn(c, deps.clock));
  };

  app.openapi(setPortOutPin, async (c) => {
    const caller = sensitive(c);
    const { tn } = c.req.valid('param');
    await deps.setPortOutPin({ caller, tn, pin: c.req.valid('json').pin });
    return c.json(await deps.getNumberSettings({ caller, tn }), 200);
  });

  app.openapi(setTransferLock, async (c) => {
    const caller = sensitive(c);
    const { tn } = c.req.valid('param');
    await deps.setTransferLock({ caller, tn, locked: c.req.valid('json').locked });
    return c.json(await deps.getNumberSettings({ caller, tn }), 200);
  });
}

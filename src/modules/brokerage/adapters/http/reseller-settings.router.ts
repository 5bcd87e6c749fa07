import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type {
  ChangeResellerSettingsInput,
  makeChangeResellerSettings,
} from '../../app/change-reseller-settings.ts';
import type { makeGetResellerSettings } from '../../app/get-reseller-settings.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import { brokerScope } from './broker-scope.ts';
import {
  type ChangeResellerSettingsRequest,
  changeResellerSettings,
  createResellerSettings,
  getResellerSettings,
} from './reseller-settings.contract.ts';

export interface ResellerSettingsRouteDeps {
  brokers: BrokerAccounts;
  get: ReturnType<typeof makeGetResellerSettings>;
  change: ReturnType<typeof makeChangeResellerSettings>;
}

type Body = z.infer<typeof ChangeResellerSettingsRequest>;

/** Only the keys sent: a token request alone saves no settings (and so is not checked by their rules). */
function changeOf(body: Body): Pick<ChangeResellerSettingsInput, 'settings' | 'createToken'> {
  const { $createToken, ...settings } = body;
  const sent = Object.values(settings).some((value) => value !== undefined);
  return {
    ...(sent ? { settings: settings as ChangeResellerSettingsInput['settings'] } : {}),
    ...($createToken ? { createToken: $createToken } : {}),
  };
}

/** Reseller settings (spec 3 sections 3, 5, 7; ADR 0065): always the caller's broker account's row. */
export function mountResellerSettingsRoutes(app: OpenAPIHono<AppEnv>, deps: ResellerSettingsRouteDeps) {
  app.openapi(getResellerSettings, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    return c.json({ data: await deps.get(scope.accountId) }, 200);
  });

  app.openapi(createResellerSettings, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const { view, created } = await deps.change({
      brokerAccountId: scope.accountId,
      ...changeOf(c.req.valid('json')),
    });
    return created ? c.json({ data: view }, 201) : c.json({ data: view }, 200);
  });

  app.openapi(changeResellerSettings, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const { view } = await deps.change({
      brokerAccountId: scope.accountId,
      resellerId: c.req.valid('param').resellerId,
      ...changeOf(c.req.valid('json')),
    });
    return c.json({ data: view }, 200);
  });
}

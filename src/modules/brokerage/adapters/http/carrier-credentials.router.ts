import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type {
  makeAddCarrierCredential,
  makeDeleteCarrierCredential,
  makeListCarrierCredentials,
} from '../../app/carrier-credentials.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';
import { brokerScope } from './broker-scope.ts';
import {
  addCarrierCredential,
  deleteCarrierCredential,
  listCarrierCredentials,
} from './carrier-credentials.contract.ts';

export interface CarrierCredentialRouteDeps {
  brokers: BrokerAccounts;
  list: ReturnType<typeof makeListCarrierCredentials>;
  add: ReturnType<typeof makeAddCarrierCredential>;
  remove: ReturnType<typeof makeDeleteCarrierCredential>;
}

/** Carrier credentials (spec 3, docs/adr/0059); every row scoped to the caller's broker account. */
export function mountCarrierCredentialRoutes(app: OpenAPIHono<AppEnv>, deps: CarrierCredentialRouteDeps) {
  app.openapi(listCarrierCredentials, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const query = c.req.valid('query');
    const page = await deps.list({
      brokerAccountId: scope.accountId,
      ...(query.vendor ? { vendor: query.vendor } : {}),
      limit: query.$limit,
    });
    return c.json(
      {
        ...page,
        data: page.data.map((row) => ({
          ...row,
          createDate: row.createDate.toISOString(),
          lastVerifiedDate: row.lastVerifiedDate?.toISOString() ?? null,
        })),
      },
      200,
    );
  });

  app.openapi(addCarrierCredential, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    const added = await deps.add({ brokerAccountId: scope.accountId, ...c.req.valid('json') });
    return c.json(added, 201);
  });

  app.openapi(deleteCarrierCredential, async (c) => {
    const scope = await brokerScope(c, deps.brokers);
    await deps.remove({ brokerAccountId: scope.accountId, id: c.req.valid('param').id });
    return c.body(null, 204);
  });
}

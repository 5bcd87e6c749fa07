import type { OpenAPIHono } from '@hono/zod-openapi';
import { assertCarrierSecret, CARRIER_SECRET_HEADER } from '../../../../platform/http/carrier-secret.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeReceivePortInEvent } from '../../app/receive-port-in-event.ts';
import { receiveCarrierPortInEvent } from './carrier-port-in-events.contract.ts';

export interface CarrierPortInEventDeps {
  receivePortInEvent: ReturnType<typeof makeReceivePortInEvent>;
  /** CARRIER_WEBHOOK_SECRET, or the development secret; null refuses every carrier call. */
  carrierSecret: string | null;
}

/** The carrier's port-in webhook (docs/adr/0053). */
export function mountCarrierPortInEventRoutes(app: OpenAPIHono<AppEnv>, deps: CarrierPortInEventDeps) {
  // The secret first: a caller without it learns nothing, not even what a valid body looks like.
  app.use(receiveCarrierPortInEvent.path, async (c, next) => {
    assertCarrierSecret(deps.carrierSecret, c.req.header(CARRIER_SECRET_HEADER));
    await next();
  });
  app.openapi(receiveCarrierPortInEvent, async (c) => {
    assertCarrierSecret(deps.carrierSecret, c.req.valid('header')[CARRIER_SECRET_HEADER]);
    return c.json(await deps.receivePortInEvent(c.req.valid('json')), 200);
  });
}

import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { assertCarrierSecret as assertCarrier } from '../../../../platform/http/carrier-secret.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireSession } from '../../../../platform/http/guards.ts';
import { PhoneNumber } from '../../../../shared/phone-number.ts';
import type { makeCompletePortOut } from '../../app/complete-port-out.ts';
import type { makeReceivePortOutRequest } from '../../app/receive-port-out-request.ts';
import { numberNotFound } from '../../domain/number-settings.errors.ts';
import type { ProtectedNumbers } from '../../ports/protected-numbers.ts';
import {
  CARRIER_SECRET_HEADER,
  completeCarrierPortOut,
  receiveCarrierPortOutRequest,
  simulatePortOutCompletion,
  simulatePortOutRequest,
} from './carrier-port-out.contract.ts';

export interface CarrierPortOutRouteDeps {
  receivePortOutRequest: ReturnType<typeof makeReceivePortOutRequest>;
  completePortOut: ReturnType<typeof makeCompletePortOut>;
  /** CARRIER_WEBHOOK_SECRET, or the development secret; null refuses every carrier call. */
  carrierSecret: string | null;
}

/** The carrier's inbound port-out calls. */
export function mountCarrierPortOutRoutes(app: OpenAPIHono<AppEnv>, deps: CarrierPortOutRouteDeps) {
  app.openapi(receiveCarrierPortOutRequest, async (c) => {
    assertCarrier(deps.carrierSecret, c.req.valid('header')[CARRIER_SECRET_HEADER]);
    const { requestId, ...request } = c.req.valid('json');
    return c.json(await deps.receivePortOutRequest({ carrierRequestId: requestId, ...request }), 200);
  });

  app.openapi(completeCarrierPortOut, async (c) => {
    assertCarrier(deps.carrierSecret, c.req.valid('header')[CARRIER_SECRET_HEADER]);
    return c.json(await deps.completePortOut({ carrierRequestId: c.req.valid('param').requestId }), 200);
  });
}

/** The carrier simulator's routes (development tools only, docs/adr/0007): the caller's own numbers only. */
export function mountPortOutSimulatorRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: Omit<CarrierPortOutRouteDeps, 'carrierSecret'> & { numbers: ProtectedNumbers },
) {
  app.openapi(simulatePortOutRequest, async (c) => {
    const caller = requireSession(c);
    const body = c.req.valid('json');
    const parsed = PhoneNumber.tryParse(body.tn, { accept: ['nanp', 'tollfree'] });
    const number = parsed ? await deps.numbers.byTn(parsed.e164) : null;
    if (!number || number.accountId !== caller.accountId) throw numberNotFound();
    const answer = await deps.receivePortOutRequest({
      carrierRequestId: body.requestId ?? `sim-${randomUUID()}`,
      tn: number.tn,
      gainingCarrier: body.gainingCarrier ?? 'Simulated Wireless',
      pin: body.pin,
    });
    return c.json(answer, 200);
  });

  app.openapi(simulatePortOutCompletion, async (c) => {
    const { accountId } = requireSession(c);
    const carrierRequestId = c.req.valid('param').requestId;
    return c.json(await deps.completePortOut({ carrierRequestId, accountId }), 200);
  });
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { NotFoundError } from '../../../../shared/domain-error.ts';
import type { makeConfirmSimulatedPayment } from '../../app/confirm-simulated-payment.ts';
import type { makeConfirmSimulatedSetup } from '../../app/confirm-simulated-setup.ts';
import type { makeCreateSimulatedCard } from '../../app/create-simulated-card.ts';
import {
  confirmSimulatedPayment,
  confirmSimulatedSetup,
  createSimulatedPaymentMethod,
} from './payment-simulator.contract.ts';

/** The simulator's card routes; null when Stripe is configured (they then answer 404). */
export type PaymentSimulatorHttpDeps = {
  createSimulatedCard: ReturnType<typeof makeCreateSimulatedCard>;
  confirmSimulatedPayment: ReturnType<typeof makeConfirmSimulatedPayment>;
  confirmSimulatedSetup: ReturnType<typeof makeConfirmSimulatedSetup>;
  clientIp: (c: Context) => string;
} | null;

class SimulatorOff extends NotFoundError {
  constructor() {
    super('billing.simulator_off', 'The payment simulator is not active on this server.');
  }
}

/**
 * Declared whatever the mode, so the contract (and the web's types) do not depend on the server's keys;
 * with Stripe configured every call answers 404 (docs/adr/0026).
 */
export function mountPaymentSimulatorRoutes(app: OpenAPIHono<AppEnv>, deps: PaymentSimulatorHttpDeps) {
  app.openapi(createSimulatedPaymentMethod, async (c) => {
    if (!deps) throw new SimulatorOff();
    const card = c.req.valid('json');
    return c.json(await deps.createSimulatedCard({ ...card, ip: deps.clientIp(c) }), 201);
  });

  app.openapi(confirmSimulatedPayment, async (c) => {
    if (!deps) throw new SimulatorOff();
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    return c.json(await deps.confirmSimulatedPayment({ paymentIntentId: id, ...body }), 200);
  });

  app.openapi(confirmSimulatedSetup, async (c) => {
    if (!deps) throw new SimulatorOff();
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    return c.json(await deps.confirmSimulatedSetup({ setupIntentId: id, ...body }), 200);
  });
}

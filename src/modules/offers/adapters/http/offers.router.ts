import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireMember } from '../../../../platform/http/guards.ts';
import type { makeAcceptCounterOffer } from '../../app/accept-counter-offer.ts';
import type { makeGetNegotiation, makeGetOffer } from '../../app/get-offer.ts';
import type { makeMakeOffer } from '../../app/make-offer.ts';
import { acceptCounterOffer, getNegotiation, getOffer, makeOffer } from './offers.contract.ts';

export interface OfferRouteDeps {
  makeOffer: ReturnType<typeof makeMakeOffer>;
  getOffer: ReturnType<typeof makeGetOffer>;
  getNegotiation: ReturnType<typeof makeGetNegotiation>;
  acceptCounterOffer: ReturnType<typeof makeAcceptCounterOffer>;
  buyerEmail: (userId: number) => Promise<string | null>;
  clientIp: (c: Context) => string;
}

export function mountOfferRoutes(app: OpenAPIHono<AppEnv>, deps: OfferRouteDeps) {
  app.openapi(makeOffer, async (c) => {
    const body = c.req.valid('json');
    const caller = c.get('caller');
    const buyer =
      caller.kind === 'member'
        ? {
            accountId: caller.accountId,
            userId: caller.userId,
            role: caller.role,
            email: await deps.buyerEmail(caller.userId),
          }
        : null;
    const answer = await deps.makeOffer({
      tn: body.tn,
      offerCents: body.offer,
      buyer,
      email: body.email ?? null,
      password: body.password ?? null,
      paymentIntentId: body.paymentIntentId ?? null,
      recaptchaToken: body.recaptchaToken,
      brandingId: c.get('brandingId'),
      ip: deps.clientIp(c),
    });
    return c.json(answer, 201);
  });

  app.openapi(getOffer, async (c) => {
    const { accountId } = requireMember(c);
    return c.json(await deps.getOffer({ uuid: c.req.valid('param').uuid, accountId }), 200);
  });

  app.openapi(acceptCounterOffer, async (c) => {
    const { accountId, role } = requireMember(c);
    return c.json(await deps.acceptCounterOffer({ uuid: c.req.valid('param').uuid, accountId, role }), 200);
  });

  app.openapi(getNegotiation, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await deps.getNegotiation({ id, uuid: c.req.valid('query').uuid }), 200);
  });
}

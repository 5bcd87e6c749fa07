import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { affiliateVisit } from '../../../../platform/http/affiliate-cookie.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeApproveFraudReview } from '../../app/approve-fraud-review.ts';
import type { makeCheckOut } from '../../app/check-out.ts';
import type { CheckoutCaller } from '../../app/checkout-buyer.ts';
import type { makeListFraudReviews } from '../../app/list-fraud-reviews.ts';
import type { makeRejectFraudReview } from '../../app/reject-fraud-review.ts';
import {
  approveFraudReview,
  checkOutBasket,
  listFraudReviews,
  rejectFraudReview,
} from './checkout.contract.ts';

export interface CheckoutHttpDeps {
  checkOut: ReturnType<typeof makeCheckOut>;
  listFraudReviews: ReturnType<typeof makeListFraudReviews>;
  approveFraudReview: ReturnType<typeof makeApproveFraudReview>;
  rejectFraudReview: ReturnType<typeof makeRejectFraudReview>;
  clientIp: (c: Context) => string;
}

/** The site's brand and the caller with their role in the account; guests have none. */
function checkoutCallerOf(c: Context<AppEnv>): CheckoutCaller {
  const caller = c.get('caller');
  const brandingId = c.get('brandingId');
  if (caller.kind !== 'member')
    return { brandingId, accountId: null, userId: null, role: null, isEmployee: false };
  return {
    brandingId,
    accountId: caller.accountId,
    userId: caller.userId,
    role: caller.role,
    isEmployee: caller.isEmployee,
  };
}

export function mountCheckoutRoutes(app: OpenAPIHono<AppEnv>, deps: CheckoutHttpDeps) {
  app.openapi(checkOutBasket, async (c) => {
    const body = c.req.valid('json');
    const result = await deps.checkOut({
      basketUuid: body.uuid,
      stripePaymentId: body.stripePaymentId,
      password: body.password,
      payWith: body.payWith,
      caller: checkoutCallerOf(c),
      ip: deps.clientIp(c),
      affiliate: affiliateVisit(c),
    });
    return c.json(result, 200);
  });

  app.openapi(listFraudReviews, async (c) => {
    requireStaff(c);
    const { $skip, $limit } = c.req.valid('query');
    return c.json(await deps.listFraudReviews({ skip: $skip, limit: $limit }), 200);
  });

  app.openapi(approveFraudReview, async (c) => {
    const staff = requireStaff(c);
    const view = await deps.approveFraudReview({
      orderUuid: c.req.valid('param').orderUuid,
      staffUserId: staff.userId,
    });
    return c.json(view, 200);
  });

  app.openapi(rejectFraudReview, async (c) => {
    const staff = requireStaff(c);
    const view = await deps.rejectFraudReview({
      orderUuid: c.req.valid('param').orderUuid,
      staffUserId: staff.userId,
    });
    return c.json(view, 200);
  });
}

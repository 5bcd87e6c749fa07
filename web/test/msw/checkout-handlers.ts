import { type TaxEstimate, zeroTaxes } from '../fixtures/checkout.ts';
import { adminProfile } from '../fixtures/profiles.ts';
import { backend, type CheckoutResult, type FraudReview, http, notSignedIn, page } from './backend.ts';

/**
 * The fake's checkout state, reset before each test: the tax estimate it answers, how a checkout ends (a
 * fraud level, or a failure the test sets), and the staff review queue. The rules are the server's (ADR 0025).
 */
export const checkoutBackend = {
  taxes: zeroTaxes() as TaxEstimate,
  /** A failure POST /api/baskets/checkout answers instead of an order. */
  failure: null as {
    status: 400 | 403 | 409 | 410 | 422;
    body: { name: string; code: string; message: string };
  } | null,
  fraudLevel: 'notFraud' as CheckoutResult['fraudLevel'],
  reviews: [] as FraudReview[],
};

export function resetCheckoutBackend(): void {
  checkoutBackend.taxes = zeroTaxes();
  checkoutBackend.failure = null;
  checkoutBackend.fraudLevel = 'notFraud';
  checkoutBackend.reviews = [];
}

const forbidden = {
  name: 'ForbiddenError',
  code: 'auth.forbidden',
  message: 'You are not allowed to do this.',
};
const heldNotFound = {
  name: 'HeldOrderNotFound',
  code: 'checkout.held_order_not_found',
  message: 'No order held for review has this id.',
};

const staffRefusal = () => {
  const { profile } = backend;
  if (!profile.isLoggedIn) return { status: 401 as const, body: notSignedIn };
  return profile.isEmployee || profile.adminUser ? null : { status: 403 as const, body: forbidden };
};

export const checkoutHandlers = [
  http.post('/api/taxEstimate', async ({ request, response }) => {
    backend.calls.push({ operation: 'estimateTaxes', body: await request.json() });
    return response(200).json(checkoutBackend.taxes);
  }),

  /**
   * An order of the basket's numbers: a guest's becomes a new admin account whose one-time sign-in link is the
   * answered token; a member's token signs the same member in again.
   */
  http.post('/api/baskets/checkout', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'checkout', body });
    if (checkoutBackend.failure) {
      return response(checkoutBackend.failure.status).json(checkoutBackend.failure.body);
    }
    const basket = backend.baskets.get(body.uuid);
    if (!basket) {
      return response(404).json({ name: 'NotFound', code: 'basket.not_found', message: 'No basket.' });
    }
    const token = `login-${body.uuid}`;
    if (backend.profile.isLoggedIn) {
      const email = backend.profile.userInfo?.email ?? '';
      backend.users.set(email, { ...backend.profile, basketUuid: null });
      backend.loginLinks.set(token, email);
    } else {
      const email = String(basket.data?.email ?? 'buyer@example.com');
      const firstName = String(basket.data?.firstName ?? 'Bea');
      const lastName = String(basket.data?.lastName ?? 'Buyer');
      backend.users.set(
        email,
        adminProfile({ accountId: 4242, userInfo: { userId: 4243, firstName, lastName, email } }),
      );
      backend.loginLinks.set(token, email);
    }
    const tnItems = basket.items.flatMap((item) =>
      item.tn === null
        ? []
        : [
            {
              tn: item.tn,
              type: item.type,
              mode: item.mode,
              plan: item.plan ?? 0,
              billingPeriod: item.billingPeriod,
            },
          ],
    );
    backend.baskets.delete(body.uuid);
    const held = checkoutBackend.fraudLevel !== 'notFraud';
    return response(200).json({
      token,
      tnItems,
      fraudLevel: checkoutBackend.fraudLevel,
      orderUuid: crypto.randomUUID(),
      status: held ? 'held_for_review' : 'completed',
      amountDue: body.stripePaymentId ? 1 : 0,
      paidWith: body.payWith ?? (body.stripePaymentId ? 'card' : 'none'),
    });
  }),

  http.get('/api/admin/fraud-reviews', ({ query, response }) => {
    const refusal = staffRefusal();
    if (refusal) return response(refusal.status).json(refusal.body);
    return response(200).json(page(checkoutBackend.reviews, query));
  }),

  ...(['approve', 'reject'] as const).map((decision) =>
    http.post(`/api/admin/fraud-reviews/{orderUuid}/${decision}`, ({ params, response }) => {
      const refusal = staffRefusal();
      if (refusal) return response(refusal.status).json(refusal.body);
      const index = checkoutBackend.reviews.findIndex((review) => review.orderUuid === params.orderUuid);
      const review = checkoutBackend.reviews[index];
      if (!review) return response(404).json(heldNotFound);
      backend.calls.push({ operation: `${decision}FraudReview`, body: params.orderUuid });
      checkoutBackend.reviews.splice(index, 1);
      return response(200).json({
        ...review,
        status: decision === 'approve' ? 'completed' : 'rejected',
        decidedDate: '2026-11-24T12:00:00.000Z',
        decidedBy: 7,
      });
    }),
  ),
];

import { http as untypedHttp } from 'msw';
import type { FraudReview } from '../../src/features/admin/fraud-reviews/fraud-reviews-api.ts';
import type { CheckoutAnswer, CheckoutRequest } from '../../src/features/basket/api/checkout-api.ts';
import { type TaxEstimate, zeroTaxes } from '../fixtures/checkout.ts';
import { adminProfile } from '../fixtures/profiles.ts';
import { backend, http, notSignedIn, page } from './backend.ts';

/**
 * The fake's checkout state, reset before each test: the tax estimate it answers, how a checkout ends (a
 * fraud level, or a failure the test sets), and the staff review queue. The rules are the server's (ADR 0025).
 */
export const checkoutBackend = {
  taxes: zeroTaxes() as TaxEstimate,
  /** A failure POST /api/baskets/checkout answers instead of an order. */
  failure: null as {
    status: 400 | 402 | 409 | 410 | 422;
    body: { name: string; code: string; message: string };
  } | null,
  fraudLevel: 'notFraud' as CheckoutAnswer['fraudLevel'],
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
  if (!profile.isLoggedIn) return { status: 401, body: notSignedIn };
  return profile.isEmployee || profile.adminUser ? null : { status: 403, body: forbidden };
};

// CONTRACT PENDING (h-checkout): the checkout and review routes are not in the generated schema yet, so they
// use msw's own http; they move to the typed `http` once the routes are merged.
export const checkoutHandlers = [
  http.post('/api/taxEstimate', async ({ request, response }) => {
    backend.calls.push({ operation: 'estimateTaxes', body: await request.json() });
    return response(200).json(checkoutBackend.taxes);
  }),

  /**
   * An order of the basket's numbers: a guest's becomes a new admin account whose one-time sign-in link is the
   * answered token; a member's token signs the same member in again.
   */
  untypedHttp.post('/api/baskets/checkout', async ({ request }) => {
    const body = (await request.json()) as CheckoutRequest;
    backend.calls.push({ operation: 'checkout', body });
    if (checkoutBackend.failure) {
      return Response.json(checkoutBackend.failure.body, { status: checkoutBackend.failure.status });
    }
    const basket = backend.baskets.get(body.uuid);
    if (!basket)
      return Response.json(
        { name: 'NotFound', code: 'basket.not_found', message: 'No basket.' },
        { status: 404 },
      );
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
    const tnItems = basket.items
      .filter((item) => item.tn !== null)
      .map((item) => ({
        tn: item.tn ?? '',
        type: item.type,
        mode: item.mode,
        plan: item.plan ?? 0,
        billingPeriod: item.billingPeriod,
      }));
    backend.baskets.delete(body.uuid);
    const answer: CheckoutAnswer = { token, tnItems, fraudLevel: checkoutBackend.fraudLevel };
    return Response.json(answer, { status: 201 });
  }),

  untypedHttp.get('/api/admin/fraud-reviews', ({ request }) => {
    const refusal = staffRefusal();
    if (refusal) return Response.json(refusal.body, { status: refusal.status });
    return Response.json(page(checkoutBackend.reviews, new URL(request.url).searchParams));
  }),

  untypedHttp.post('/api/admin/fraud-reviews/:orderUuid/:decision', ({ params }) => {
    const refusal = staffRefusal();
    if (refusal) return Response.json(refusal.body, { status: refusal.status });
    const index = checkoutBackend.reviews.findIndex((review) => review.orderUuid === params.orderUuid);
    const review = checkoutBackend.reviews[index];
    if (!review) return Response.json(heldNotFound, { status: 404 });
    backend.calls.push({ operation: `${String(params.decision)}FraudReview`, body: params.orderUuid });
    checkoutBackend.reviews.splice(index, 1);
    const status = params.decision === 'approve' ? 'completed' : 'rejected';
    return Response.json({ ...review, status, decidedDate: '2026-11-24T12:00:00.000Z', decidedBy: 7 });
  }),
];

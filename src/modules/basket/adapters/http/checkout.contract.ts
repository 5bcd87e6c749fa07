import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  OPTIONAL_SIGN_IN,
  pagingQuery,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { FRAUD_LEVELS } from '../../domain/fraud-level.ts';

const cents = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description} (cents).` });

const FraudLevel = z.enum(FRAUD_LEVELS).openapi({
  description:
    "The worst action among the fraud rules that matched: 'notFraud' completes the order; " +
    "'automatedFraudReview' and 'manualFraudReview' hold it (numbers kept, card authorized but not charged); " +
    "'severeFraud' refuses it (422).",
  example: 'notFraud',
});

const OrderStatus = z.enum(['completed', 'held_for_review', 'rejected']).openapi({
  description:
    "'completed': the numbers are the account's; 'held_for_review': waiting for a review; 'rejected'.",
});

const PaidWith = z.enum(['card', 'account', 'bypass', 'none']).openapi({
  description: "'card', 'account' (Bill to Account), 'bypass' (an employee's) or 'none' (nothing was due).",
});

export const CheckoutBody = z
  .object({
    uuid: z
      .string({ error: 'Basket uuid is required.' })
      .uuid('Basket uuid must be a uuid.')
      .openapi({ description: 'The basket to check out.', example: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10' }),
    stripePaymentId: z
      .string()
      .trim()
      .min(1, 'Payment id is required.')
      .max(255, 'Payment id is too long.')
      .optional()
      .openapi({
        description:
          "The card payment, needed when something is due and paid by card: a PaymentIntent id ('pi_...') from " +
          "POST /api/stripe-payment-intents for this basket and amount (metadata.reference 'basket:{uuid}'), or a " +
          "PaymentMethod id ('pm_...'; Stripe's test ids such as pm_card_visa work with the simulator).",
        example: 'pm_card_visa',
      }),
    password: z.string().max(128, 'Password is too long.').optional().openapi({
      description:
        "Guests only: the password of the account checkout creates with the basket's contact email.",
      example: 'Numbers2026',
    }),
    payWith: z
      .enum(['card', 'account', 'bypass'], { error: "payWith must be 'card', 'account' or 'bypass'." })
      .optional()
      .openapi({
        description:
          "'card' (the default); 'account': Bill to Account, for a signed-in admin when the charge is below the " +
          "credit limit minus the balance (employees acting for the account: whatever the limit); 'bypass': employees only, no payment (recorded on the order).",
      }),
  })
  .openapi('CheckoutRequest', {
    example: {
      uuid: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10',
      stripePaymentId: 'pm_card_visa',
      password: 'Numbers2026',
    },
  });

export const CheckoutAnswer = z
  .object({
    token: z.string().openapi({
      description: 'Single use, 10 minutes: GET /api/session/{token} opens the buyer’s session.',
      example: 'g3Jk8mQ2xY7vT1pL9sD4fH6wZ0bN5cR8',
    }),
    tnItems: z
      .array(
        z.object({
          tn: z.string().openapi({ description: 'E.164.' }),
          type: z.enum(['new', 'portIn', 'user', 'admin']),
          mode: z.enum(['buy', 'license']),
          plan: z.number().int(),
          billingPeriod: z.union([z.literal(1), z.literal(12)]),
        }),
      )
      .openapi({ description: 'The numbers of the order with their plan (port-ins complete later).' }),
    fraudLevel: FraudLevel,
    orderUuid: z.string().uuid(),
    status: OrderStatus,
    amountDue: cents("Charged (or, for a held order, authorized): Today's Total with its tax"),
    paidWith: PaidWith,
  })
  .openapi('CheckoutResult', {
    example: {
      token: 'g3Jk8mQ2xY7vT1pL9sD4fH6wZ0bN5cR8',
      tnItems: [{ tn: '+12012340100', type: 'new', mode: 'buy', plan: 1, billingPeriod: 1 }],
      fraudLevel: 'notFraud',
      orderUuid: '0b8e1d7a-5f0c-4c1e-8a43-2e6f3b9d7c11',
      status: 'completed',
      amountDue: 5_100,
      paidWith: 'card',
    },
  });

export const checkOutBasket = createRoute({
  method: 'post',
  path: '/api/baskets/checkout',
  tags: ['Basket'],
  operationId: 'checkOutBasket',
  security: OPTIONAL_SIGN_IN,
  summary: 'Check out a basket: pay, open the account and get the numbers',
  description:
    'The amount is computed on the server (Today’s Total plus the one-time tax at the buyer’s address). A ' +
    'guest’s basket needs the Account Info step saved on it (PATCH /api/baskets/{uuid}) and a `password`: ' +
    'checkout opens the account with its admin user (409 `Email is already in use.`). A signed-in caller checks ' +
    'out into their account, and only as its admin (403 otherwise). The card is authorized first; in one ' +
    'transaction every reservation is re-checked, the numbers sold and assigned with plan, billing period and ' +
    'anniversary date, port-in orders created, the ledger written and the basket closed; then the card is ' +
    'captured. Any failure leaves nothing done and releases the authorization. Fraud rules may refuse the order ' +
    '(422) or hold it for review (answered with `status: held_for_review`). A retry of a checked-out basket is ' +
    'never charged again: its account’s admin gets the same order with a fresh token, anyone else 409. ' +
    '404 for a basket that is not the caller’s; 422 `Your basket is empty.`; 410 when its reservations ran out ' +
    'or a number was taken; 422 with the card’s text when declined (`Your card was declined.`).',
  request: { body: jsonBody(CheckoutBody) },
  responses: {
    200: jsonResponse(CheckoutAnswer, 'The order: completed, or held for review.'),
    ...errorResponses(400, 403, 404, 409, 410, 415, 422),
  },
});

const MatchedRule = z.object({
  fraudRuleId: z.number().int(),
  field: z.string(),
  operator: z.string(),
  data: z.string(),
  action: z.string(),
  comment: z.string(),
});

export const FraudReview = z
  .object({
    orderUuid: z.string().uuid(),
    basketUuid: z.string().uuid(),
    accountId: z.number().int(),
    email: z.string(),
    brandingId: z.number().int(),
    fraudLevel: FraudLevel,
    matchedRules: z.array(MatchedRule).openapi({ description: 'The fraud rules that matched the order.' }),
    status: OrderStatus,
    paidWith: PaidWith,
    amountDue: cents('Authorized, charged on approval'),
    tns: z.array(z.string()).openapi({ description: 'The numbers kept for the order (E.164).' }),
    createdDate: z.string().datetime(),
    decidedDate: z.string().datetime().nullable(),
    decidedBy: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'The staff user who decided; null if none.' }),
  })
  .openapi('FraudReview', {
    example: {
      orderUuid: '0b8e1d7a-5f0c-4c1e-8a43-2e6f3b9d7c11',
      basketUuid: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10',
      accountId: 42,
      email: 'buyer@example.com',
      brandingId: 1,
      fraudLevel: 'manualFraudReview',
      matchedRules: [
        {
          fraudRuleId: 3,
          field: 'email',
          operator: 'regex',
          data: '@example\\.com$',
          action: 'manualFraudReview',
          comment: 'Test domain',
        },
      ],
      status: 'held_for_review',
      paidWith: 'card',
      amountDue: 5_100,
      tns: ['+12012340100'],
      createdDate: '2026-11-24T12:00:00.000Z',
      decidedDate: null,
      decidedBy: null,
    },
  });

const OrderParam = z.object({
  orderUuid: z
    .string()
    .uuid('Order uuid must be a uuid.')
    .openapi({ param: { name: 'orderUuid', in: 'path' }, example: '0b8e1d7a-5f0c-4c1e-8a43-2e6f3b9d7c11' }),
});

const staffOnly = 'Employees and admin users, in a web session (API tokens are refused).';

export const listFraudReviews = createRoute({
  method: 'get',
  path: '/api/admin/fraud-reviews',
  tags: ['Fraud review'],
  operationId: 'listFraudReviews',
  security: WEB_SESSION,
  summary: 'Orders held for fraud review',
  description: `Oldest first, with the rules that matched; \`$skip\` and \`$limit\` page them. ${staffOnly}`,
  request: { query: pagingQuery({ maxLimit: 100, defaultLimit: 25 }) },
  responses: {
    200: jsonResponse(
      z
        .object({
          data: z.array(FraudReview),
          total: z.number().int(),
          limit: z.number().int(),
          skip: z.number().int(),
        })
        .openapi('FraudReviewList'),
      'The held orders.',
    ),
    ...errorResponses(400, 401, 403),
  },
});

export const approveFraudReview = createRoute({
  method: 'post',
  path: '/api/admin/fraud-reviews/{orderUuid}/approve',
  tags: ['Fraud review'],
  operationId: 'approveFraudReview',
  security: WEB_SESSION,
  summary: 'Approve a held order: provision the numbers and charge the card',
  description:
    'The numbers kept for the order are sold and assigned to its account, the ledger written and the decision ' +
    `audited; then the authorized card is captured. 404 when the order is not held (unknown or decided). ${staffOnly}`,
  request: { params: OrderParam },
  responses: {
    200: jsonResponse(FraudReview, 'The order, completed.'),
    ...errorResponses(400, 401, 403, 404, 410),
  },
});

export const rejectFraudReview = createRoute({
  method: 'post',
  path: '/api/admin/fraud-reviews/{orderUuid}/reject',
  tags: ['Fraud review'],
  operationId: 'rejectFraudReview',
  security: WEB_SESSION,
  summary: 'Reject a held order: free the numbers and release the payment',
  description:
    'The numbers kept for the order are offered to everyone again and the decision audited; then the card’s ' +
    `authorization is released (refunded, had it been captured). 404 when the order is not held. ${staffOnly}`,
  request: { params: OrderParam },
  responses: {
    200: jsonResponse(FraudReview, 'The order, rejected.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

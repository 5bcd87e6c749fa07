import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { ACTIVATION_MESSAGES } from '../../../../shared/activation-form.ts';

const TAGS = ['Account activation'];
const text = z.string().max(200);

export const PendingTransferDto = z
  .object({
    transferId: z.number().int(),
    accountId: z.number().int(),
    status: z.enum(['pending', 'completed']),
    billTo: z.enum(['new', 'old']).describe("'new': the receiving account pays the transfer fee."),
    transferFee: z
      .number()
      .int()
      .describe('Cents: the fee per number times the numbers when billTo is new, else 0.'),
    parkCharge: z.number().int().describe('Cents: one month of the Park plan for each number.'),
    totalCharge: z.number().int().describe('Cents charged to the account when the transfer completes.'),
    transferTns: z.array(z.string()).describe('E.164 numbers moving in.'),
    completeDate: z.string().datetime().nullable(),
  })
  .openapi('PendingTransfer', {
    example: {
      transferId: 3,
      accountId: 12,
      status: 'pending',
      billTo: 'new',
      transferFee: 600,
      parkCharge: 398,
      totalCharge: 998,
      transferTns: ['+12015550100', '+12015550101'],
      completeDate: null,
    },
  });

const ActivationDto = z
  .object({
    accountId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    balance: z.number().int().describe('The ledger balance in cents (negative: credit).'),
    amountDue: z
      .number()
      .int()
      .describe('Cents to pay before activating: balance (at least 0) plus transfer charges.'),
    settings: z
      .array(z.object({ code: z.string(), value: z.string() }))
      .describe("Code 'isStub' marks a stub."),
    accountType: z.enum(['default', 'stub', 'stubB2b']),
    isStub: z.boolean(),
    isB2b: z.boolean(),
    sellersAdmin: z.enum(['Y', 'N']),
    needsBrokerTerms: z.boolean().describe('The three broker terms must be ticked (broker or B2B stub).'),
    pendingTransfers: z.array(PendingTransferDto),
    nextPath: z.string().describe('Where the page goes after activation.'),
  })
  .openapi('AccountActivation', {
    example: {
      accountId: 12,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      balance: 1500,
      amountDue: 2498,
      settings: [{ code: 'isStub', value: 'Y' }],
      accountType: 'stub',
      isStub: true,
      isB2b: false,
      sellersAdmin: 'N',
      needsBrokerTerms: false,
      pendingTransfers: [],
      nextPath: '/account/numbers',
    },
  });

export const getPendingTransfers = createRoute({
  method: 'get',
  path: '/api/accounts/pending-transfers',
  tags: TAGS,
  operationId: 'getPendingTransfers',
  security: SIGNED_IN,
  summary: 'The account’s activation state and its pending inbound transfers',
  description:
    'What /account/activate shows (spec 2 section 7): the account’s contact fields, balance, settings ' +
    "(code 'isStub' marks a stub), isB2b, sellersAdmin and the transfers still 'pending' with their charges. " +
    'Account admins and employees.',
  responses: {
    200: jsonResponse(ActivationDto, 'The account and its pending transfers.'),
    ...errorResponses(401, 403),
  },
});

const ActivateBody = z
  .object({
    firstName: text,
    lastName: text,
    company: text.default(''),
    address: text,
    city: text,
    state: text,
    zip: text,
    agreeAuthorizedOwner: z.boolean().default(false),
    agreeFundsHold: z.boolean().default(false),
    agreeTollFreeLicenseOnly: z.boolean().default(false),
    paymentId: z
      .string()
      .max(200)
      .optional()
      .describe("A one-time card: a confirmed PaymentIntent ('pi_…', reference account:<id>) or a 'pm_…'."),
    useCardOnFile: z.boolean().optional().describe('Pay what is due with the card on file.'),
  })
  .openapi('ActivateAccountRequest', {
    example: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      address: '12 Main St',
      city: 'Newark',
      state: 'NJ',
      zip: '07102',
      agreeAuthorizedOwner: false,
      agreeFundsHold: false,
      agreeTollFreeLicenseOnly: false,
      paymentId: 'pm_card_visa',
    },
  });

export const activateAccount = createRoute({
  method: 'post',
  path: '/api/accounts/activate',
  tags: TAGS,
  operationId: 'activateAccount',
  security: WEB_SESSION,
  summary: 'Activate a stub account: contact details, broker terms, payment of what is due',
  description:
    'Spec 2 section 5. 400 with a message per field (spec 2’s generic messages). 422 ' +
    `'${ACTIVATION_MESSAGES.termsRequired}' for a broker account or B2B stub without the three terms. 403 ` +
    `'${ACTIVATION_MESSAGES.mustPay}' when something is due, the account is not B2B, the caller is not an ` +
    'employee and no payment is sent. 422 with the card’s message on a decline. Then, in one transaction, the ' +
    'stub becomes a normal account, the contact is saved and the pending transfers complete. An account ' +
    'already active answers the same success and changes nothing. Account admins and employees.',
  request: { body: jsonBody(ActivateBody) },
  responses: {
    200: jsonResponse(
      z
        .object({
          message: z.literal(ACTIVATION_MESSAGES.success),
          accountId: z.number().int(),
          redirectTo: z.string().openapi({ example: '/account/numbers' }),
          balance: z.number().int(),
          completedTransfers: z.array(z.number().int()),
        })
        .openapi('AccountActivated'),
      'Activated (or already active).',
    ),
    ...errorResponses(400, 401, 403, 415, 422),
  },
});

export const completeInboundTransfer = createRoute({
  method: 'patch',
  path: '/api/telephone-numbers/inbound-transfers/{transferId}',
  tags: TAGS,
  operationId: 'completeInboundTransfer',
  security: SIGNED_IN,
  summary: 'Complete a pending inbound transfer',
  description:
    'The numbers join the account on the Park plan and the account is charged the transfer fee (billTo new) ' +
    'and the first Park month, in one transaction. The server’s clock stamps completeDate. An admin completes ' +
    'transfers into their own active account (a stub activates instead: 422); employees and admin users any. ' +
    'Another account’s transfer answers 404; a completed one answers as it is.',
  request: {
    params: z.object({ transferId: z.coerce.number().int().positive().openapi({ example: 3 }) }),
    body: jsonBody(
      z
        .object({
          status: z.literal('completed'),
          completeDate: z.string().datetime().optional().describe('Ignored: the server’s clock stamps it.'),
        })
        .openapi('CompleteInboundTransferRequest', { example: { status: 'completed' } }),
    ),
  },
  responses: {
    200: jsonResponse(PendingTransferDto, 'The completed transfer.'),
    ...errorResponses(400, 401, 403, 404, 415, 422),
  },
});

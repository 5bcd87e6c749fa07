import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { BANK_ACCOUNT_MESSAGES, BANK_ACCOUNT_TYPES } from '../../../../shared/bank-account-rules.ts';
import { MAX_PAYEE_LENGTH, TAXPAYER_MESSAGES } from '../../../../shared/taxpayer-rules.ts';

const TAG = 'Brokerage';
const BROKERS_ONLY = 'Account admins of a broker account only (403).';

export const BankAccount = z
  .object({
    bankAccountId: z.number().int(),
    type: z.enum(BANK_ACCOUNT_TYPES),
    last4: z.string().describe("The account number's last four digits: all that is ever shown of it."),
    verifiedDate: z
      .string()
      .datetime()
      .nullable()
      .describe('When the broker confirmed the two micro-deposits; null: PENDING VERIFICATION.'),
    verificationLocked: z
      .boolean()
      .describe('Five wrong deposit amounts were tried: delete the account and add it again.'),
    createDate: z.string().datetime(),
  })
  .openapi('BankAccount', {
    example: {
      bankAccountId: 3,
      type: 'checking',
      last4: '6789',
      verifiedDate: null,
      verificationLocked: false,
      createDate: '2026-11-28T12:00:00.000Z',
    },
  });

const BankAccountId = z.object({
  bankAccountId: z.coerce
    .number()
    .int()
    .min(1)
    .openapi({ param: { name: 'bankAccountId', in: 'path' }, example: 3 }),
});

export const findBankAccounts = createRoute({
  method: 'get',
  path: '/api/bankAccount',
  tags: [TAG],
  operationId: 'findBankAccounts',
  security: SIGNED_IN,
  summary: "The broker's bank account for ACH payouts",
  description: `Spec 3 "find": a \`data\` array with the one bank account, or empty. Only type and last4. ${BROKERS_ONLY}`,
  responses: {
    200: jsonResponse(
      z.object({ data: z.array(BankAccount) }).openapi('BankAccountList'),
      'The bank account.',
    ),
    ...errorResponses(401, 403),
  },
});

export const BankAccountRequest = z
  .object({
    type: z
      .string()
      .max(40)
      .describe(`One of ${BANK_ACCOUNT_TYPES.join(', ')}.`),
    routingNumber: z.string().max(40).describe('9 digits passing the ABA checksum. Stored sealed.'),
    accountNumber: z
      .string()
      .max(40)
      .describe('5 to 17 digits. Stored sealed; only its last four are shown.'),
    confirmRoutingNumber: z.string().max(40).optional().describe('When sent, must match routingNumber.'),
    confirmAccountNumber: z.string().max(40).optional().describe('When sent, must match accountNumber.'),
  })
  .openapi('BankAccountRequest', {
    example: { type: 'checking', routingNumber: '110000000', accountNumber: '000123456789' },
  });

const VALIDATION =
  `400 with spec 3's message per field in \`errors\` ('${BANK_ACCOUNT_MESSAGES.required}', ` +
  `'${BANK_ACCOUNT_MESSAGES.type}', '${BANK_ACCOUNT_MESSAGES.routingNumber}' (also for a failed ABA checksum), ` +
  `'${BANK_ACCOUNT_MESSAGES.accountNumber}', '${BANK_ACCOUNT_MESSAGES.routingMismatch}', ` +
  `'${BANK_ACCOUNT_MESSAGES.accountMismatch}'); values are trimmed.`;

export const createBankAccount = createRoute({
  method: 'post',
  path: '/api/bankAccount',
  tags: [TAG],
  operationId: 'createBankAccount',
  security: SIGNED_IN,
  summary: 'Add the bank account for ACH payouts',
  description:
    `${VALIDATION} Needs taxpayer information first (422 "${TAXPAYER_MESSAGES.missing}"); one per broker (409). ` +
    'The numbers are sealed at rest; two micro-deposits (1 to 99 cents each) are sent for the broker to confirm ' +
    'with POST /api/bankAccount/{bankAccountId}/verify. 503 when the payout provider fails (nothing is kept).',
  request: { body: jsonBody(BankAccountRequest) },
  responses: {
    201: jsonResponse(BankAccount, 'Added, pending verification.'),
    ...errorResponses(400, 401, 403, 409, 415, 422, 503),
  },
});

export const updateBankAccount = createRoute({
  method: 'patch',
  path: '/api/bankAccount/{bankAccountId}',
  tags: [TAG],
  operationId: 'updateBankAccount',
  security: SIGNED_IN,
  summary: 'Replace the bank account for ACH payouts',
  description:
    `Spec 3 "patch": all numbers are sent again (they are never shown). ${VALIDATION} The account is ` +
    "unverified again and new micro-deposits go out. Another broker's id: 404.",
  request: { params: BankAccountId, body: jsonBody(BankAccountRequest) },
  responses: {
    200: jsonResponse(BankAccount, 'Replaced, pending verification.'),
    ...errorResponses(400, 401, 403, 404, 415, 422, 503),
  },
});

export const removeBankAccount = createRoute({
  method: 'delete',
  path: '/api/bankAccount/{bankAccountId}',
  tags: [TAG],
  operationId: 'removeBankAccount',
  security: SIGNED_IN,
  summary: 'Delete the bank account',
  description: 'Spec 3 "remove". Another broker\'s id, or one already deleted: 404.',
  request: { params: BankAccountId },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const verifyBankAccount = createRoute({
  method: 'post',
  path: '/api/bankAccount/{bankAccountId}/verify',
  tags: [TAG],
  operationId: 'verifyBankAccount',
  security: SIGNED_IN,
  summary: 'Confirm the two micro-deposits',
  description:
    'The two amounts in cents, in either order. Right: verifiedDate is set and ACH payouts may go. Wrong: 422 ' +
    `"${BANK_ACCOUNT_MESSAGES.depositsWrong}"; the fifth wrong pair locks it ("${BANK_ACCOUNT_MESSAGES.depositsLocked}"), ` +
    'and guesses are rate-limited per broker (429).',
  request: {
    params: BankAccountId,
    body: jsonBody(
      z
        .object({ amounts: z.array(z.number().int()).max(10).describe('Both deposits, in cents.') })
        .openapi('VerifyBankAccountRequest', { example: { amounts: [32, 45] } }),
    ),
  },
  responses: {
    200: jsonResponse(BankAccount, 'Verified.'),
    ...errorResponses(400, 401, 403, 404, 415, 422, 429),
  },
});

export const Taxpayer = z
  .object({
    payee: z.string().nullable().describe('The legal name; null when no taxpayer information is on file.'),
    tinLast4: z.string().nullable().describe("The SSN/EIN's last four digits: all that is ever shown of it."),
  })
  .openapi('Taxpayer', { example: { payee: 'Acme Numbers LLC', tinLast4: '6789' } });

export const getTaxpayer = createRoute({
  method: 'get',
  path: '/api/brokerage/taxpayer',
  tags: [TAG],
  operationId: 'getTaxpayer',
  security: SIGNED_IN,
  summary: "The broker's taxpayer information",
  description: `Spec 3 "Account service GET id 0" (docs/adr/0063): payee and tinLast4, both null when none. ${BROKERS_ONLY}`,
  responses: { 200: jsonResponse(Taxpayer, 'The taxpayer information.'), ...errorResponses(401, 403) },
});

export const saveTaxpayer = createRoute({
  method: 'patch',
  path: '/api/brokerage/taxpayer',
  tags: [TAG],
  operationId: 'saveTaxpayer',
  security: SIGNED_IN,
  summary: "Save the broker's taxpayer information",
  description:
    `Spec 3 "Account service PATCH id 0 with payee and tin" (docs/adr/0063). 400 with spec 3's message per ` +
    `field: '${TAXPAYER_MESSAGES.required}', '${TAXPAYER_MESSAGES.tin}' (9 digits once dashes are removed), ` +
    `'${TAXPAYER_MESSAGES.tinMismatch}' (confirmTin, when sent), '${TAXPAYER_MESSAGES.payeeTooLong}' (over ` +
    `${MAX_PAYEE_LENGTH}). The TIN is sealed at rest.`,
  request: {
    body: jsonBody(
      z
        .object({
          payee: z.string().max(1000).describe('The legal company/entity name.'),
          tin: z.string().max(40).describe('SSN or EIN, dashes allowed.'),
          confirmTin: z.string().max(40).optional(),
        })
        .openapi('SaveTaxpayerRequest', { example: { payee: 'Acme Numbers LLC', tin: '12-3456789' } }),
    ),
  },
  responses: { 200: jsonResponse(Taxpayer, 'Saved.'), ...errorResponses(400, 401, 403, 415) },
});

export const getPaypalConfig = createRoute({
  method: 'get',
  path: '/api/brokerage/paypalConfig',
  tags: [TAG],
  operationId: 'getPaypalConfig',
  security: SIGNED_IN,
  summary: 'What the PayPal sign-in needs',
  description:
    'Spec 3 PayPal config (legacy getPaypalConfig): env, client_id and merchant_id when PayPal payouts are ' +
    'configured, and redirect_uri, where "Log In with PayPal" returns with the code a PayPal payout sends ' +
    "(PUBLIC_URL's Transactions screen; it must be the PayPal app's Return URL); enabled false (and nulls) " +
    `otherwise, when the PayPal method is not offered. Never the secret. ${BROKERS_ONLY}`,
  responses: {
    200: jsonResponse(
      z
        .object({
          enabled: z.boolean(),
          env: z.enum(['sandbox', 'live']).nullable(),
          client_id: z.string().nullable(),
          merchant_id: z.string().nullable(),
          redirect_uri: z
            .string()
            .nullable()
            .describe("The Log In with PayPal return URL (the PayPal app's Return URL)."),
        })
        .openapi('PaypalConfig', {
          example: {
            enabled: true,
            env: 'sandbox',
            client_id: 'AbC123',
            merchant_id: 'MERCHANT42',
            redirect_uri: 'https://numberyard.example/account/broker/earnings/transactions',
          },
        }),
      'The PayPal configuration.',
    ),
    ...errorResponses(401, 403),
  },
});

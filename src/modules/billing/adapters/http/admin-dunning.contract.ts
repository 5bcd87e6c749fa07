import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  listQuery,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import {
  DUNNING_DELAY_MAX_DAYS,
  DUNNING_EXTENSION_MAX_DAYS,
  DUNNING_NOTE_MAX,
} from '../../../../shared/dunning-rules.ts';
import { RETRY_DAYS } from '../../domain/dunning.ts';

const TAGS = ['Admin'];
const staffOnly = 'Employees and admin users, signed in on the web site (no API tokens).';
const day = z.string().regex(/^\d{4}-\d\d-\d\d$/);

const stateExample = {
  accountId: 42,
  amountOwedCents: 1_195,
  firstFailedOn: '2026-11-15',
  retriesDone: 1,
  retriesScheduled: RETRY_DAYS.length,
  nextRetryOn: '2026-11-18',
  licencesEndOn: '2026-11-29',
  licencesEndedOn: null,
  delayDays: 0,
  staffNote: '',
  lastDeclineReason: 'Your card was declined.',
};

const stateShape = {
  accountId: z.number().int(),
  amountOwedCents: z.number().int().describe("The account's balance owed, in cents."),
  firstFailedOn: day.describe('The day the first recurring payment failed (dunning began).'),
  retriesDone: z
    .number()
    .int()
    .describe(`Retries made so far: the dunning step (scheduled ones: ${RETRY_DAYS.length}, more by staff).`),
  retriesScheduled: z.number().int().describe('How many retries the schedule makes (days 1, 3 and 7).'),
  nextRetryOn: day.nullable().describe('The day of the next scheduled retry; null when they are used up.'),
  licencesEndOn: day
    .nullable()
    .describe("The day the account's licences end unless it pays; null once ended."),
  licencesEndedOn: day.nullable().describe('The day its licences ended, if they did.'),
  delayDays: z.number().int().describe('Days staff pushed the schedule back in all.'),
  staffNote: z.string().describe("The last extension's note; empty when none."),
  lastDeclineReason: z.string().describe("The card's message at the last declined attempt."),
};

export const DunningState = z.object(stateShape).openapi('DunningState', { example: stateExample });

export const DunningAccount = z
  .object({
    ...stateShape,
    name: z.string().describe('The company name, or "Account <id>".'),
    brandingId: z.number().int(),
    brandName: z.string(),
    failedCharges: z
      .array(
        z.object({
          key: z.string().describe("The attempt's idempotency key."),
          amountCents: z.number().int(),
          at: z.string().datetime(),
          message: z.string().describe("The card's decline message."),
        }),
      )
      .describe('The declined attempts since dunning began, oldest first.'),
    card: z
      .object({ brand: z.string(), last4: z.string() })
      .nullable()
      .describe('The card on file (brand and last four only); null when there is none.'),
  })
  .openapi('DunningAccount', {
    example: {
      ...stateExample,
      name: 'Acme Parking Co',
      brandingId: 1,
      brandName: 'Numberyard',
      failedCharges: [
        {
          key: 'recurring-payment:42:2026-11-15',
          amountCents: 995,
          at: '2026-11-15T06:15:02.000Z',
          message: 'Your card was declined.',
        },
      ],
      card: { brand: 'visa', last4: '0002' },
    },
  });

const AccountParam = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'accountId', in: 'path' }, example: 42 }),
});

export const listDunningAccounts = createRoute({
  method: 'get',
  path: '/api/admin/dunning',
  tags: TAGS,
  operationId: 'listDunningAccounts',
  security: WEB_SESSION,
  summary: 'Accounts in dunning, for billing staff',
  description:
    'The accounts whose recurring payment failed and whose dunning has not ended: exactly those the staff ' +
    "home's `dunningAccounts` counts. Longest-running first; each with the amount owed, the declined " +
    'charges, the retries made and the next one, the licence end, the last decline reason and the card on file ' +
    '(brand and last four). `$skip`, `$limit` (default 25, at most 100) and `retriesDone` (the dunning ' +
    `step) filter it. ${staffOnly}`,
  request: {
    query: listQuery({
      $skip: z.coerce.number().int().min(0).default(0).openapi({ example: 0 }),
      $limit: z.coerce.number().int().min(0).max(100).default(25).openapi({ example: 25 }),
      retriesDone: z.coerce
        .number()
        .int()
        .min(0)
        .optional()
        .openapi({ example: 1, description: 'Only dunnings with this many retries made.' }),
    }),
  },
  responses: {
    200: jsonResponse(listOf(DunningAccount, 'DunningAccountList'), 'A page of accounts in dunning.'),
    ...errorResponses(400, 401, 403),
  },
});

export const retryDunningNow = createRoute({
  method: 'post',
  path: '/api/admin/dunning/{accountId}/retry',
  tags: TAGS,
  operationId: 'retryDunningNow',
  security: WEB_SESSION,
  summary: "Retry an account's dunning charge now",
  description:
    "Makes the dunning's next retry at once: the balance owed is charged to the card on file with the " +
    "retry's own idempotency key, so a second click (or the daily run) while it is under way answers 409 " +
    'and never charges twice. Paid: the payment is on the ledger and dunning ends. Declined: the retry ' +
    "counts, the account's admins are mailed, and `message` is the card's reason. When the balance was " +
    `paid meanwhile, dunning ends without a charge (\`ended\`). Audited. ${staffOnly}`,
  request: { params: AccountParam },
  responses: {
    200: jsonResponse(
      z
        .object({
          outcome: z.enum(['paid', 'declined', 'ended']),
          amountCents: z.number().int().describe('The amount charged (or declined); 0 when ended.'),
          message: z.string().describe("The card's decline message; empty unless declined."),
        })
        .openapi('DunningRetryOutcome', {
          example: { outcome: 'declined', amountCents: 1_195, message: 'Your card was declined.' },
        }),
      'What the retry did.',
    ),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const extendDunning = createRoute({
  method: 'post',
  path: '/api/admin/dunning/{accountId}/extend',
  tags: TAGS,
  operationId: 'extendDunning',
  security: WEB_SESSION,
  summary: 'Push an account’s dunning back by some days',
  description:
    `Pauses the dunning for \`days\` (1 to ${DUNNING_EXTENSION_MAX_DAYS}; at most ${DUNNING_DELAY_MAX_DAYS} ` +
    'in all): the retries still to come and the licence end move that many days later. Nothing is charged ' +
    "or forgiven. The note says why (for example, the customer's promise to pay). 422 when the retries are " +
    `used up and the licences have ended, or past the limit; 409 when another change came first. Audited. ${staffOnly}`,
  request: {
    params: AccountParam,
    body: jsonBody(
      z
        .object({
          days: z
            .number({ error: 'Enter a number of days.' })
            .int('Enter a whole number of days.')
            .min(1, 'Push it back at least 1 day.')
            .max(
              DUNNING_EXTENSION_MAX_DAYS,
              `Push it back at most ${DUNNING_EXTENSION_MAX_DAYS} days at a time.`,
            ),
          note: z
            .string()
            .trim()
            .min(1, 'Say why, for the audit log.')
            .max(DUNNING_NOTE_MAX, `The note is at most ${DUNNING_NOTE_MAX} characters.`),
        })
        .openapi('ExtendDunningRequest', {
          example: { days: 7, note: 'Customer promised to pay on the 1st.' },
        }),
    ),
  },
  responses: {
    200: jsonResponse(DunningState, 'The dunning after the push.'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});

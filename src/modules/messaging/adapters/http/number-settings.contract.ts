import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { PORT_OUT_PIN_MAX_DIGITS } from '../../../../shared/port-out-pin.ts';
import { PortOutRequestDto } from './port-out-request.schema.ts';

const TnParams = z.object({
  tn: z
    .string()
    .max(20)
    .openapi({ param: { name: 'tn', in: 'path' }, example: '12012340101' })
    .describe('The number: 10 or 11 digits, or E.164 (%2B-encoded).'),
});

export const NumberSettings = z
  .object({
    tn: z.string().describe('E.164.'),
    humanTn: z.string(),
    nickname: z.string(),
    plan: z.object({ id: z.number().int(), name: z.string() }),
    planForwards: z.boolean().describe('The number’s plan forwards calls, so forwardTo can be set.'),
    forwardingPlans: z
      .array(z.string())
      .describe('The brand’s plans (customers can pick) that forward calls.'),
    forwardTo: z.string().nullable().describe('Where calls forward (E.164); null: not set.'),
    pinSet: z.boolean().describe('A port-out PIN is set (the PIN itself is never shown).'),
    transferLock: z.boolean().describe('While on, every port-out request is refused.'),
    portOutRequests: z.array(PortOutRequestDto).describe('The newest port-out requests, at most 10.'),
  })
  .openapi('NumberSettings', {
    example: {
      tn: '+12012340101',
      humanTn: '(201) 234-0101',
      nickname: 'Front desk',
      plan: { id: 3, name: 'Forward' },
      planForwards: true,
      forwardingPlans: ['Forward', 'Unlimited'],
      forwardTo: '+19732340142',
      pinSet: true,
      transferLock: false,
      portOutRequests: [],
    },
  });

const settingsAnswer = { 200: jsonResponse(NumberSettings, 'The number’s settings after the change.') };

export const getNumberSettings = createRoute({
  method: 'get',
  path: '/api/accounts/telephone-numbers/{tn}/settings',
  tags: ['Telephone numbers'],
  operationId: 'getNumberSettings',
  security: SIGNED_IN,
  summary: 'A number’s forwarding and port-out protection',
  description:
    'Forwarding destination, whether a port-out PIN is set (never the PIN), Transfer Lock and the newest ' +
    'port-out requests. Account admins see any of the account’s numbers; role `user` only the numbers ' +
    'assigned to them. Any other number answers 404 Telephone number not found.',
  request: { params: TnParams },
  responses: { 200: jsonResponse(NumberSettings, 'The number’s settings.'), ...errorResponses(401, 404) },
});

export const setNumberForwarding = createRoute({
  method: 'put',
  path: '/api/accounts/telephone-numbers/{tn}/forwarding',
  tags: ['Telephone numbers'],
  operationId: 'setNumberForwarding',
  security: SIGNED_IN,
  summary: 'Set or clear where a number’s calls forward',
  description:
    'Account admins only (403 otherwise). `forwardTo` is a phone number other than the number itself (400 ' +
    'naming forwardTo); null stops forwarding. Only a plan that forwards (Forward, Unlimited, Metered, brand ' +
    '2’s Phone Number) takes a destination (422 naming those plans). The carrier is told first: when it ' +
    'refuses (422) or does not answer (503) nothing is saved. Sending the same destination again changes nothing.',
  request: {
    params: TnParams,
    body: jsonBody(
      z
        .object({ forwardTo: z.string().max(40).nullable() })
        .openapi('SetForwardingRequest', { example: { forwardTo: '(973) 234-0142' } }),
    ),
  },
  responses: { ...settingsAnswer, ...errorResponses(400, 401, 403, 404, 422, 503) },
});

const RECENT_SIGN_IN =
  'Account admins only, in a web session whose sign-in is under 15 minutes old (else 403 ' +
  '`auth.recent_sign_in_required`: confirm the password with POST /api/session/reauthenticate and try again).';

export const setPortOutPin = createRoute({
  method: 'put',
  path: '/api/accounts/telephone-numbers/{tn}/port-out-pin',
  tags: ['Telephone numbers'],
  operationId: 'setPortOutPin',
  security: WEB_SESSION,
  summary: 'Set or change a number’s port-out PIN',
  description: `${RECENT_SIGN_IN} The PIN is 4 to 8 digits, not 0000 or 1234 (400 naming pin); only its hash is kept.`,
  request: {
    params: TnParams,
    body: jsonBody(
      z
        .object({ pin: z.string().max(PORT_OUT_PIN_MAX_DIGITS * 4) })
        .openapi('SetPortOutPinRequest', { example: { pin: '482916' } }),
    ),
  },
  responses: { ...settingsAnswer, ...errorResponses(400, 401, 403, 404) },
});

export const setTransferLock = createRoute({
  method: 'put',
  path: '/api/accounts/telephone-numbers/{tn}/transfer-lock',
  tags: ['Telephone numbers'],
  operationId: 'setTransferLock',
  security: WEB_SESSION,
  summary: 'Turn a number’s Transfer Lock on or off',
  description: `${RECENT_SIGN_IN} While the lock is on, every port-out request for the number is refused.`,
  request: {
    params: TnParams,
    body: jsonBody(
      z.object({ locked: z.boolean() }).openapi('SetTransferLockRequest', { example: { locked: true } }),
    ),
  },
  responses: { ...settingsAnswer, ...errorResponses(400, 401, 403, 404) },
});

import { createRoute, z } from '@hono/zod-openapi';
import { CARRIER_SECRET_HEADER } from '../../../../platform/http/carrier-secret.ts';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  PUBLIC_ACCESS,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { PortOutRequestDto } from './port-out-request.schema.ts';

export { CARRIER_SECRET_HEADER };

const RequestIdParams = z.object({
  requestId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'requestId', in: 'path' }, example: 'po-20261122-0001' }),
});

const PortOutAnswer = PortOutRequestDto.extend({
  duplicate: z
    .boolean()
    .describe('This request id was received before: the answer is what was decided then.'),
}).openapi('PortOutAnswer');

const carrierFields = {
  tn: z.string().max(20).describe('The number asked for (10/11 digits or E.164).'),
  gainingCarrier: z.string().trim().min(1).max(100),
  pin: z.string().max(32).describe('The port-out PIN the customer gave the gaining carrier; never stored.'),
};

const CarrierPortOutBody = z
  .object({ requestId: z.string().trim().min(1).max(100), ...carrierFields })
  .openapi('CarrierPortOutRequest', {
    example: {
      requestId: 'po-20261122-0001',
      tn: '+12012340101',
      gainingCarrier: 'Other Wireless',
      pin: '482916',
    },
  });

const DECISION =
  'Refused while the number’s Transfer Lock is on, when it has no port-out PIN, or when the PIN does not ' +
  'match; approved otherwise. The account’s admins are mailed (requested, then the decision) and the ' +
  'decision is also sent back through the carrier API. At most 5 PIN guesses per number an hour (then 429, ' +
  'nothing recorded). A request id seen before answers the earlier decision (`duplicate: true`).';

const CARRIER_AUTH =
  'Called by the carrier, authenticated by the `X-Carrier-Secret` header (CARRIER_WEBHOOK_SECRET, compared ' +
  'in constant time; a missing or wrong secret answers 401).';

export const receiveCarrierPortOutRequest = createRoute({
  method: 'post',
  path: '/api/carrier/port-out-requests',
  tags: ['Carrier'],
  operationId: 'receiveCarrierPortOutRequest',
  security: PUBLIC_ACCESS,
  summary: 'A gaining carrier asks to port one of our numbers out',
  description: `${CARRIER_AUTH} ${DECISION} A number no account holds answers 404.`,
  request: {
    headers: z.object({ [CARRIER_SECRET_HEADER]: z.string().max(200).optional() }),
    body: jsonBody(CarrierPortOutBody),
  },
  responses: {
    200: jsonResponse(PortOutAnswer, 'The decision.'),
    ...errorResponses(400, 401, 404, 415, 429),
  },
});

export const completeCarrierPortOut = createRoute({
  method: 'post',
  path: '/api/carrier/port-out-requests/{requestId}/complete',
  tags: ['Carrier'],
  operationId: 'completeCarrierPortOut',
  security: PUBLIC_ACCESS,
  summary: 'The carrier says an approved port-out is done',
  description:
    `${CARRIER_AUTH} The number leaves its account (so it is no longer billed) and the account’s admins are ` +
    'mailed. Completing again answers the same; a refused request answers 409.',
  request: {
    headers: z.object({ [CARRIER_SECRET_HEADER]: z.string().max(200).optional() }),
    params: RequestIdParams,
  },
  responses: {
    200: jsonResponse(PortOutRequestDto, 'The completed request.'),
    ...errorResponses(401, 404, 409),
  },
});

export const simulatePortOutRequest = createRoute({
  method: 'post',
  path: '/api/dev/carrier/port-out-requests',
  tags: ['Development'],
  operationId: 'simulatePortOutRequest',
  security: WEB_SESSION,
  summary: 'Raise a port-out request as the carrier would (development only)',
  description:
    `The carrier simulator: a port-out request for one of the signed-in account’s numbers (else 404). ${DECISION} ` +
    'Without a requestId one is made up.',
  request: {
    body: jsonBody(
      z
        .object({ requestId: z.string().trim().min(1).max(100).optional(), ...carrierFields })
        .partial({ gainingCarrier: true })
        .openapi('SimulatedPortOutRequest', { example: { tn: '+12012340101', pin: '482916' } }),
    ),
  },
  responses: { 200: jsonResponse(PortOutAnswer, 'The decision.'), ...errorResponses(400, 401, 404, 429) },
});

export const simulatePortOutCompletion = createRoute({
  method: 'post',
  path: '/api/dev/carrier/port-out-requests/{requestId}/complete',
  tags: ['Development'],
  operationId: 'simulatePortOutCompletion',
  security: WEB_SESSION,
  summary: 'Complete an approved port-out as the carrier would (development only)',
  description: 'As the carrier’s completion, for the signed-in account’s own requests (else 404).',
  request: { params: RequestIdParams },
  responses: {
    200: jsonResponse(PortOutRequestDto, 'The completed request.'),
    ...errorResponses(401, 404, 409),
  },
});

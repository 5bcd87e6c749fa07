import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  PUBLIC_ACCESS,
} from '../../../../platform/http/openapi-helpers.ts';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/message-rules.ts';
import { TelnyxEvent } from '../carrier/telnyx-events.ts';

export const TELNYX_SIGNATURE_HEADER = 'telnyx-signature-ed25519';
export const TELNYX_TIMESTAMP_HEADER = 'telnyx-timestamp';

export const telnyxMessagingWebhook = createRoute({
  method: 'post',
  path: '/api/carrier/messaging/telnyx',
  tags: ['Carrier'],
  operationId: 'telnyxMessagingWebhook',
  security: PUBLIC_ACCESS,
  summary: "Telnyx's messaging events: inbound messages and delivery receipts",
  description:
    'Called by Telnyx. The body must carry a valid Ed25519 signature of `{telnyx-timestamp}|{raw body}` under ' +
    'TELNYX_PUBLIC_KEY, made within 5 minutes of now; otherwise 401 and nothing changes. `message.received` ' +
    'is queued and stored once per Telnyx message id (a number no account holds is ignored; STOP/START/HELP ' +
    'are answered; a blocked sender is dropped). `message.sent` and `message.finalized` set the outbound ' +
    "message's deliveryStatus (sent, delivered, failed with the carrier's reason). Other events are ignored.",
  request: {
    headers: z.object({
      [TELNYX_SIGNATURE_HEADER]: z.string().max(200).optional(),
      [TELNYX_TIMESTAMP_HEADER]: z.string().max(20).optional(),
    }),
    body: jsonBody(TelnyxEvent),
  },
  responses: {
    200: jsonResponse(
      z.object({ received: z.literal(true) }).openapi('CarrierWebhookAnswer'),
      'Accepted (also for events that change nothing).',
    ),
    ...errorResponses(400, 401, 415),
  },
});

const MediaParams = z.object({
  accountId: z
    .string()
    .regex(/^\d{1,12}$/)
    .openapi({ param: { name: 'accountId', in: 'path' }, example: '12' }),
  uuid: z
    .string()
    .regex(/^[0-9a-f-]{36}$/)
    .openapi({ param: { name: 'uuid', in: 'path' }, example: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
  filename: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .openapi({ param: { name: 'filename', in: 'path' }, example: 'photo.jpg' }),
});

export const carrierMedia = createRoute({
  method: 'get',
  path: '/api/carrier/media/{accountId}/{uuid}/{filename}',
  tags: ['Carrier'],
  operationId: 'carrierMedia',
  security: PUBLIC_ACCESS,
  summary: 'An outbound MMS file, for the carrier to fetch',
  description:
    'The carrier cannot sign in, so each file of an outbound MMS is sent to it as a link signed with an HMAC ' +
    'of its path and expiry (valid one to two hours). A wrong or expired signature answers 403; a file that ' +
    'does not exist 404. Served with its stored type (text other than plain text and vCards as text/plain), ' +
    '`X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy.',
  request: {
    params: MediaParams,
    query: z.object({
      expires: z.string().max(20).openapi({ example: '1795017600' }),
      signature: z.string().max(100).openapi({ example: 'q1Yp0c9Qd0kQxQ8m2kGf3n7a3Yw1n5oYk3y6b1gZ9cE' }),
    }),
  },
  responses: {
    200: {
      description: 'The file.',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 403, 404),
  },
});

const SimulatedInboundBody = z
  .object({
    to: z.string().trim().min(1).max(20).describe("One of an account's numbers."),
    from: z.string().trim().min(1).max(20).describe('The sender (any valid number).'),
    text: z.string().max(MESSAGE_MAX_LENGTH).default(''),
    mediaDataUrl: z
      .string()
      .max(3_000_000)
      .regex(/^data:/, 'Expected a data: URL')
      .optional()
      .describe(
        "One attachment as a data URL (image, video, text or vcard), within the server's BODY_LIMIT_BYTES.",
      ),
    cc: z
      .array(z.string().trim().min(1).max(20))
      .max(8)
      .optional()
      .describe('Other receivers of a group message.'),
  })
  .openapi('SimulatedInboundMessage', {
    example: { to: '+12012345678', from: '+13032340100', text: 'Are you open on Sunday?' },
  });

export const InboundOutcomeDto = z
  .object({
    outcome: z.enum(['stored', 'duplicate', 'unknown-number', 'blocked', 'invalid-sender']),
    messageThreadId: z.number().int().optional(),
    messageId: z.number().int().optional(),
  })
  .openapi('InboundOutcome');

export const simulateInboundMessage = createRoute({
  method: 'post',
  path: '/api/dev/messaging/inbound',
  tags: ['Development'],
  operationId: 'simulateInboundMessage',
  security: PUBLIC_ACCESS,
  summary: 'Receive a text as if the carrier delivered it (development only)',
  description:
    'The messaging simulator: stores the message at once exactly as a carrier webhook would (same rules: ' +
    'unknown number ignored, blocked sender dropped, STOP/START/HELP honoured) and answers what happened. ' +
    'No sign-in, like the development outboxes; mounted only while development tools are on. ' +
    '`npm run sms:inbound -- --to ... --from ... --text ...` calls it.',
  request: { body: jsonBody(SimulatedInboundBody) },
  responses: { 200: jsonResponse(InboundOutcomeDto, 'What became of the message.'), ...errorResponses(400) },
});

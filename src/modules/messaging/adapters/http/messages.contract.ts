import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import {
  ATTACHMENT_MAX_BYTES,
  MAX_PARTICIPANTS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_SIZE,
} from '../../../../shared/message-rules.ts';
import { cursorQuery, Message } from './conversation.schemas.ts';

/** A data URL of an attachment just under the limit, in base64, with room for the rest of the body. */
export const SEND_MESSAGE_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

export const listMessages = createRoute({
  method: 'get',
  path: '/api/accounts/messages',
  tags: ['Messages'],
  operationId: 'listMessages',
  security: SIGNED_IN,
  summary: 'A conversation’s messages, newest first',
  description:
    `${MESSAGE_PAGE_SIZE} messages a page (\`$limit\` 1-${MESSAGE_PAGE_SIZE}), newest first; older pages pass the ` +
    'last message’s createDate as `beforeDate` and its id as `beforeId`. Reading the first page (no beforeDate) ' +
    'marks the thread read for members; employees never mark read (spec 1 section 4). Another account’s thread, ' +
    'or one of a number a `user` member is not assigned, answers 404.',
  request: {
    query: z.looseObject({
      messageThreadId: z.coerce.number().int().positive().openapi({ example: 812 }),
      $limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
      ...cursorQuery,
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ limit: z.number().int(), data: z.array(Message) }).openapi('MessagePage'),
      'A page of messages, newest first.',
    ),
    ...errorResponses(400, 401, 404),
  },
});

export const sendMessage = createRoute({
  method: 'post',
  path: '/api/accounts/messages',
  tags: ['Messages'],
  operationId: 'sendMessage',
  security: SIGNED_IN,
  summary: 'Send (or schedule) a text or MMS',
  description:
    'Spec 1’s Send New Message: from one of the account’s numbers (a `user` member: one assigned to them; else ' +
    '404) whose plan includes messaging and whose SMS is active (else 422 with the reason), to 1-' +
    `${MAX_PARTICIPANTS} valid numbers other than the sender (several: one group thread). Text up to ` +
    `${MESSAGE_MAX_LENGTH} characters and/or one attachment as a data URL (image, video, text or vcard, under ` +
    `${ATTACHMENT_MAX_BYTES} bytes decoded). Participants who texted STOP to the number are refused (422). ` +
    '`deferDate` (up to a year ahead) schedules it. Stored as queued (or scheduled) and sent by a job with ' +
    'retries; its deliveryStatus then moves on, with live events. Rate limited per account (429).',
  request: {
    body: jsonBody(
      z
        .object({
          tn: z.string().min(1).max(32).describe('The sending number: E.164 or digits.'),
          participants: z.array(z.string().max(32)).min(1, 'Add at least one recipient.').max(50),
          message: z
            .string()
            .max(MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters.`)
            .default(''),
          media: z
            .string()
            .max(SEND_MESSAGE_BODY_LIMIT_BYTES)
            .optional()
            .describe('One attachment as a data URL: `data:image/png;base64,...`.'),
          filename: z
            .string()
            .max(200)
            .optional()
            .describe('The attachment’s file name (else one is made up).'),
          recaptchaToken: z.string().max(4000).optional(),
          deferDate: z
            .string()
            .datetime({ offset: true })
            .optional()
            .describe('Schedule it: when to send (in the future, at most a year ahead).'),
        })
        .openapi('SendMessageRequest', {
          example: {
            tn: '+12012340100',
            participants: ['+19732340142'],
            message: 'See you at 5',
            recaptchaToken: '03AGdBq2...',
          },
        }),
    ),
  },
  responses: {
    201: jsonResponse(
      z
        .object({ messageThreadId: z.number().int(), messageId: z.number().int() })
        .openapi('SendMessageResponse', { example: { messageThreadId: 812, messageId: 4411 } }),
      'Stored and queued (or scheduled).',
    ),
    ...errorResponses(400, 401, 404, 413, 415, 422, 429),
  },
});

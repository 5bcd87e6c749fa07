import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env.ts';
import { errorResponses, jsonResponse, PUBLIC_ACCESS } from '../http/openapi-helpers.ts';
import type { PostgresSmsOutbox } from './sms-outbox.ts';

const DevSmsOutboxQuery = z.object({
  to: z.string().trim().max(16).optional(),
  $limit: z.coerce.number().int().min(1).max(100).default(20),
});

const DevOutboxSms = z
  .object({
    id: z.number().int(),
    from: z.string().nullable(),
    to: z.string(),
    body: z.string(),
    category: z.string(),
    status: z.enum(['queued', 'sent', 'failed']),
    createdAt: z.string().datetime(),
    sentAt: z.string().datetime().nullable(),
    redactedAt: z
      .string()
      .datetime()
      .nullable()
      .describe('When the one-time code or link in it was blanked out after sending.'),
  })
  .openapi('DevOutboxSms');

const listDevSmsOutbox = createRoute({
  method: 'get',
  path: '/api/dev/sms-outbox',
  tags: ['Development'],
  operationId: 'listDevSmsOutbox',
  security: PUBLIC_ACCESS,
  summary: 'Read the text messages the product wrote, newest first (development only)',
  description:
    'Every text message in the outbox, with its carrier status, so SMS codes can be read without a carrier. ' +
    'A code shows until a real carrier delivers it (then it is redacted) or it is deleted, within the hour. ' +
    'Needs no sign-in, because it is not mounted in production.',
  request: { query: DevSmsOutboxQuery },
  responses: {
    200: jsonResponse(z.object({ data: z.array(DevOutboxSms) }), 'The newest text messages.'),
    ...errorResponses(400),
  },
});

export function mountDevSmsOutbox(app: OpenAPIHono<AppEnv>, deps: { outbox: PostgresSmsOutbox }) {
  app.openapi(listDevSmsOutbox, async (c) => {
    const query = c.req.valid('query');
    const messages = await deps.outbox.newest({ ...(query.to ? { to: query.to } : {}), limit: query.$limit });
    return c.json(
      {
        data: messages.map((sms) => ({
          id: sms.id,
          from: sms.from,
          to: sms.to,
          body: sms.body,
          category: sms.category,
          status: sms.status,
          createdAt: sms.createdAt.toISOString(),
          sentAt: sms.sentAt?.toISOString() ?? null,
          redactedAt: sms.redactedAt?.toISOString() ?? null,
        })),
      },
      200,
    );
  });
}

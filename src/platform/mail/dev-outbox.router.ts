import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env.ts';
import { errorResponses, jsonResponse, PUBLIC_ACCESS } from '../http/openapi-helpers.ts';
import type { PostgresMailOutbox } from './mail-outbox.ts';

const DevOutboxQuery = z.object({
  to: z.string().trim().max(254).email('Enter a valid email address.').optional(),
  $limit: z.coerce.number().int().min(1).max(100).default(20),
});

const DevOutboxMail = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    category: z.string(),
    createdAt: z.string().datetime(),
    sentAt: z.string().datetime().nullable(),
    redactedAt: z
      .string()
      .datetime()
      .nullable()
      .describe('When the one-time code or link in it was blanked out after sending.'),
  })
  .openapi('DevOutboxMail');

const listDevOutbox = createRoute({
  method: 'get',
  path: '/api/dev/outbox',
  tags: ['Development'],
  operationId: 'listDevOutbox',
  security: PUBLIC_ACCESS,
  summary: 'Read the mails the product wrote, newest first (development only)',
  description:
    'The developer’s mailbox: every mail in the outbox, sent or not, so MFA and recovery codes can be read ' +
    'without SMTP. A mail carrying a one-time code or link shows it until the mail is sent (then it is redacted) ' +
    'or deleted, within the hour. Needs no sign-in, because it is not mounted in production.',
  request: { query: DevOutboxQuery },
  responses: {
    200: jsonResponse(z.object({ data: z.array(DevOutboxMail) }), 'The newest mails.'),
    ...errorResponses(400),
  },
});

export function mountDevOutbox(app: OpenAPIHono<AppEnv>, deps: { outbox: PostgresMailOutbox }) {
  app.openapi(listDevOutbox, async (c) => {
    const query = c.req.valid('query');
    const mails = await deps.outbox.newest({ ...(query.to ? { to: query.to } : {}), limit: query.$limit });
    return c.json(
      {
        data: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          category: mail.category,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
          redactedAt: mail.redactedAt?.toISOString() ?? null,
        })),
      },
      200,
    );
  });
}

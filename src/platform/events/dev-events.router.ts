import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Transactional } from '../db/unit-of-work.ts';
import type { AppEnv } from '../http/env.ts';
import { requireMember } from '../http/guards.ts';
import { errorResponses, jsonBody, SIGNED_IN } from '../http/openapi-helpers.ts';
import type { EventPublisher } from './live-event.ts';

const DevEventBody = z.object({
  service: z.string().trim().min(1).max(64),
  type: z.enum(['created', 'patched', 'removed']),
  data: z.unknown().optional(),
});

const publishDevEvent = createRoute({
  method: 'post',
  path: '/api/dev/events',
  tags: ['Development'],
  operationId: 'publishDevEvent',
  security: SIGNED_IN,
  summary: 'Publish a test live event to your own account (development only)',
  description:
    'Lets front-end work and the multi-process test exercise /api/events. Not mounted in production.',
  request: { body: jsonBody(DevEventBody) },
  responses: { 202: { description: 'Published; delivered after commit.' }, ...errorResponses(400, 401) },
});

export function mountDevEvents(
  app: OpenAPIHono<AppEnv>,
  deps: { events: EventPublisher; tx: Transactional },
) {
  app.openapi(publishDevEvent, async (c) => {
    const caller = requireMember(c);
    const body = c.req.valid('json');
    await deps.tx(() =>
      deps.events.publish({
        accountId: caller.accountId,
        service: body.service,
        type: body.type,
        data: body.data ?? null,
      }),
    );
    return c.body(null, 202);
  });
}

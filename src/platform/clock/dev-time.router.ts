import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { NotFoundError } from '../../shared/domain-error.ts';
import type { AppEnv } from '../http/env.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-helpers.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { DevClock } from './dev-clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const ClockBody = z.object({
  advanceDays: z.number().int().min(1).max(3650).optional(),
  reset: z.boolean().optional(),
});

const moveClock = createRoute({
  method: 'post',
  path: '/api/dev/clock',
  tags: ['Development'],
  operationId: 'moveDevClock',
  summary: "Move this server's clock forward, or back to real time (development only)",
  description:
    'Lets a developer or a browser test see a hold end or a basket expire without waiting (docs/adr/0068). Mounted only with the development tools (never in production), and open without sign-in like them: a test resets it even after the jump ended its session.',
  request: { body: jsonBody(ClockBody) },
  responses: {
    200: jsonResponse(z.object({ now: z.string() }), "The server's time now."),
    ...errorResponses(400),
  },
});

const runJob = createRoute({
  method: 'post',
  path: '/api/dev/jobs/{queue}',
  tags: ['Development'],
  operationId: 'queueDevJob',
  summary: 'Queue a scheduled job now (development only)',
  description:
    'Queues one run of a scheduled job that takes no data (e.g. brokerage.advance-transactions) so its work shows without waiting for the schedule.',
  request: { params: z.object({ queue: z.string().min(1).max(100) }) },
  responses: { 202: { description: 'Queued.' }, ...errorResponses(404) },
});

/** Development time tools: the clock offset and running a scheduled job now. */
export function mountDevTime(app: OpenAPIHono<AppEnv>, deps: { clock: DevClock; jobs: Jobs }) {
  app.openapi(moveClock, (c) => {
    const body = c.req.valid('json');
    if (body.reset) deps.clock.reset();
    if (body.advanceDays) deps.clock.advance(body.advanceDays * DAY_MS);
    return c.json({ now: deps.clock.now().toISOString() }, 200);
  });
  app.openapi(runJob, async (c) => {
    const { queue } = c.req.valid('param');
    try {
      await deps.jobs.send(queue, {});
    } catch (error) {
      throw new NotFoundError('unknown_job', `No job queue ${queue}.`, { cause: error });
    }
    return c.body(null, 202);
  });
}

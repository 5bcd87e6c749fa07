import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';
import { mayUseStaffTools } from './guards.ts';
import { jsonResponse, PUBLIC_ACCESS } from './openapi-helpers.ts';

const ComponentHealth = z.object({
  ok: z.boolean(),
  latencyMs: z.number().int().optional(),
  detail: z.string().optional(),
});

export const Health = z
  .object({
    status: z.enum(['ok', 'down']),
    database: ComponentHealth.optional(),
    jobs: ComponentHealth.optional(),
    events: ComponentHealth.optional(),
  })
  .openapi('Health', {
    example: {
      status: 'ok',
      database: { ok: true, latencyMs: 1 },
      jobs: { ok: true, latencyMs: 2 },
      events: { ok: true },
    },
  });

export const getHealth = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Operations'],
  operationId: 'getHealth',
  security: PUBLIC_ACCESS,
  summary: 'Liveness and readiness of the API process',
  description:
    'Checks the database, the job queue (pg-boss schema) and the live-event listener; 503 `down` when any ' +
    'is down. Anyone sees only `ok` or `down`; staff (signed in to the web) also see each component.',
  responses: {
    200: jsonResponse(Health, 'Everything answers.'),
    503: jsonResponse(Health, 'Something is down.'),
  },
});

export type HealthCheck = () => Promise<{ ok: boolean; detail?: string }>;

async function timed(check: HealthCheck) {
  const started = performance.now();
  try {
    const result = await check();
    return { ...result, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      detail: (error as Error).message,
      latencyMs: Math.round(performance.now() - started),
    };
  }
}

export function mountHealth(
  app: OpenAPIHono<AppEnv>,
  checks: { database: HealthCheck; jobs: HealthCheck; events: HealthCheck },
) {
  app.openapi(getHealth, async (c) => {
    const [database, jobs, events] = await Promise.all([
      timed(checks.database),
      timed(checks.jobs),
      timed(checks.events),
    ]);
    const ok = database.ok && jobs.ok && events.ok;
    const status = ok ? ('ok' as const) : ('down' as const);
    // Component details (error texts, latencies) help an attacker more than a load balancer.
    const body = mayUseStaffTools(c) ? { status, database, jobs, events } : { status };
    return c.json(body, ok ? 200 : 503);
  });
}

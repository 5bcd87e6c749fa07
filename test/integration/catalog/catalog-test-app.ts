import type { Writable } from 'node:stream';
import { createCatalogSatellites } from '../../../src/modules/catalog/adapters/wiring/catalog-satellites.ts';
import { SimulatedBotCheck } from '../../../src/platform/bot-check/simulated-bot-check.ts';
import { DEVELOPMENT_DATA_KEY } from '../../../src/platform/crypto/secret-box.ts';
import { makeTransactional } from '../../../src/platform/db/unit-of-work.ts';
import { createHttpApp } from '../../../src/platform/http/app.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { PostgresRateLimiter } from '../../../src/platform/rate-limit/postgres-rate-limiter.ts';
import { TEST_ORIGIN, type TestApp } from '../../support/test-app.ts';

/**
 * The catalog satellites on an HTTP app of their own, beside the test app's accounts (whose sessions it
 * accepts), for what `t.request` cannot do: capture the log lines and choose the client IP per request
 * (`x-test-ip`) to exercise per-IP rate limits.
 */
export function createCatalogTestApp(t: TestApp) {
  const logLines: Array<Record<string, unknown>> = [];
  const destination = {
    write: (line: string) => void logLines.push(JSON.parse(line)),
  } as unknown as Writable;
  const satellites = createCatalogSatellites({
    orm: t.orm,
    clock: t.clock,
    tx: makeTransactional(t.orm),
    botCheck: new SimulatedBotCheck(),
    rateLimiter: new PostgresRateLimiter(t.orm),
    clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown',
    mailer: { send: async () => {} },
    publicUrl: t.config.PUBLIC_URL,
    dataKey: DEVELOPMENT_DATA_KEY,
    // The full app writes theme changes to the admin audit log; these tests check catalog alone.
    audit: { record: async () => {} },
  });
  const { app } = createHttpApp({
    config: t.config,
    logger: createLogger('warn', destination),
    orm: t.orm,
    authenticator: t.composed.modules.accounts.authenticator,
    brands: t.composed.modules.catalog.brands,
    mounts: [satellites.mount],
  });

  return {
    satellites,
    logLines,
    /** Like `t.request`: a same-origin browser request (Host and Origin set). */
    request(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      if (!headers.has('host')) headers.set('host', 'localhost:3000');
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
      if (init.cookie) headers.set('cookie', init.cookie);
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      return Promise.resolve(app.request(`http://localhost:3000${path}`, { ...init, method, headers, body }));
    },
  };
}

/** The account a signed-in cookie acts in. */
export async function accountIdOf(t: TestApp, cookie: string): Promise<number> {
  return (await (await t.request('/api/profile', { cookie })).json()).accountId;
}

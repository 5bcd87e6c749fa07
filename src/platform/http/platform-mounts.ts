import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { inFreshContext, outsideRequestContext, type Transactional } from '../db/unit-of-work.ts';
import { mountDevEvents } from '../events/dev-events.router.ts';
import type { EventHub } from '../events/event-hub.ts';
import type { PostgresEventStore } from '../events/event-store.ts';
import { mountEvents } from '../events/events.router.ts';
import { PGBOSS_SCHEMA } from '../jobs/pg-boss-jobs.ts';
import type { MemberCaller } from './caller.ts';
import { mountClientConfig } from './client-config.router.ts';
import type { AppEnv } from './env.ts';
import { mountHealth } from './health.router.ts';

/** The platform's own routes: health, the live-event stream, the browser's config and the dev event tools. */
export function platformMounts(deps: {
  config: Config;
  orm: Orm;
  sql: SqlExecutor;
  boss: PgBoss;
  tx: Transactional;
  events: PostgresEventStore;
  runInContext: <T>(work: () => Promise<T>) => Promise<T>;
  /** Absent in worker-only processes, which serve no event streams. */
  hub?: EventHub;
  eventStreamCheckMs?: number;
  /** The authenticator's check of which streams' sessions or tokens still stand. */
  stillValid: (callers: MemberCaller[]) => Promise<boolean[]>;
}): Array<(api: OpenAPIHono<AppEnv>) => void> {
  const { config, orm, sql, boss, hub, runInContext } = deps;
  return [
    (api) =>
      mountHealth(api, {
        database: async () => {
          await runInContext(() => sql.query('select 1'));
          return { ok: true };
        },
        jobs: async () => {
          const installed = await boss.isInstalled();
          return installed ? { ok: true } : { ok: false, detail: `schema ${PGBOSS_SCHEMA} missing` };
        },
        events: async () =>
          !hub || hub.isListening ? { ok: true } : { ok: false, detail: 'LISTEN connection down' },
      }),
    (api) => {
      if (hub)
        mountEvents(api, {
          hub,
          store: deps.events,
          runInContext,
          detached: outsideRequestContext,
          // A fresh identity map per check, or the stream would keep seeing its logged-out session.
          stillValid: (callers) => inFreshContext(orm, () => deps.stillValid(callers)),
          ...(deps.eventStreamCheckMs ? { sessionCheckMs: deps.eventStreamCheckMs } : {}),
        });
    },
    (api) =>
      mountClientConfig(api, {
        recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
        stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      }),
    (api) => {
      if (config.devTools) mountDevEvents(api, { events: deps.events, tx: deps.tx });
    },
  ];
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { BotCheck } from '../../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { Config } from '../../../../platform/config.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import { makeCheckPortability } from '../../app/check-portability.ts';
import type { PortabilityLookup } from '../../ports/portability-lookup.ts';
import { SimulatedPortabilityLookup } from '../carrier/simulated-portability-lookup.ts';
import { TelnyxPortabilityLookup } from '../carrier/telnyx-portability-lookup.ts';
import { mountCheckPortabilityRoutes } from '../http/check-portability.router.ts';

export const TELNYX_API_URL = 'https://api.telnyx.com/v2';

/** What compose gives the portability check (docs/adr/0047). */
export interface PortabilityOptions {
  config: Pick<Config, 'PORTABILITY_LOOKUP' | 'TELNYX_API_KEY' | 'TELNYX_BASE_URL'>;
  logger: Pick<Logger, 'warn'>;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
  /** Tests replace the lookup the config picks. */
  lookup?: PortabilityLookup;
}

/** The lookup PORTABILITY_LOOKUP picks: Telnyx's portability checks, else the digit-rule simulator. */
export function createPortabilityLookup(config: PortabilityOptions['config']): PortabilityLookup {
  if (config.PORTABILITY_LOOKUP !== 'telnyx' || !config.TELNYX_API_KEY)
    return new SimulatedPortabilityLookup();
  return new TelnyxPortabilityLookup({
    baseUrl: config.TELNYX_BASE_URL ?? TELNYX_API_URL,
    apiKey: config.TELNYX_API_KEY,
  });
}

/** GET /api/check-portability, for the porting module's index. */
export function portability(options: PortabilityOptions & { clock: Clock }) {
  const lookup = options.lookup ?? createPortabilityLookup(options.config);
  const checkPortability = makeCheckPortability({
    lookup,
    botCheck: options.botCheck,
    rateLimiter: options.rateLimiter,
    clock: options.clock,
    onLookupError: (err) => options.logger.warn({ err }, 'portability: the lookup failed'),
  });
  return {
    lookup,
    checkPortability,
    jobs: [],
    mount: (app: OpenAPIHono<AppEnv>) =>
      mountCheckPortabilityRoutes(app, { checkPortability, clientIp: options.clientIp }),
  };
}

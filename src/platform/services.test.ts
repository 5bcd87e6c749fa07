import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RecaptchaBotCheck } from './bot-check/recaptcha-bot-check.ts';
import { SimulatedBotCheck } from './bot-check/simulated-bot-check.ts';
import { FixedClock } from './clock/clock.ts';
import { loadConfig } from './config.ts';
import { createRouter } from './http/router.ts';
import { createLogger } from './logging/logger.ts';
import { createPlatformServices } from './services.ts';

/** Throws on any use: proves that building the services touches no database or queue. */
function offline<T>(name: string): T {
  return new Proxy(
    {},
    {
      get: (_t, key) => {
        throw new Error(`${name}.${String(key)} used`);
      },
    },
  ) as T;
}

function build(env: Record<string, string> = {}) {
  const warnings: string[] = [];
  const logger = createLogger('warn', { write: (line: string) => void warnings.push(JSON.parse(line).msg) });
  const services = createPlatformServices({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    logger,
    orm: offline('orm'),
    sql: offline('sql'),
    jobs: offline('jobs'),
    clock: new FixedClock('2026-11-22T12:00:00Z'),
  });
  return { services, warnings };
}

const paths = (app: ReturnType<typeof createRouter>) => app.routes.map((route) => route.path);

describe('createPlatformServices', () => {
  it('builds offline, touching neither the database, the queue nor the network', () => {
    expect(() => build()).not.toThrow();
  });

  it('uses the bot-check simulator until RECAPTCHA_SECRET is set', () => {
    expect(build().services.botCheck).toBeInstanceOf(SimulatedBotCheck);
    expect(
      build({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: '6LcSiteKey_abcdefghijklmnop' }).services.botCheck,
    ).toBeInstanceOf(RecaptchaBotCheck);
  });

  it('registers the send, purge and clean-up jobs by hand, the outbox purges daily and the secret purges every 5 minutes', () => {
    const jobs = build().services.jobs;
    expect(jobs.map((job) => job.queue).sort()).toEqual([
      'platform.purge-mail-outbox',
      'platform.purge-mail-secrets',
      'platform.purge-rate-limits',
      'platform.purge-security-events',
      'platform.purge-sms-outbox',
      'platform.purge-sms-secrets',
      'platform.send-mail',
      'platform.send-sms',
    ]);
    for (const job of jobs.filter((job) => job.queue.includes('purge')))
      expect(job.cron).toMatch(job.queue.endsWith('secrets') ? /^\*\/5 \* \* \* \*$/ : /^\d+ \d+ \* \* \*$/);
  });

  it('warns that the development data key is in use when DATA_ENCRYPTION_KEY is unset', () => {
    expect(build().warnings).toEqual([expect.stringContaining('DATA_ENCRYPTION_KEY is not set')]);
    expect(build({ DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }).warnings).toEqual([]);
  });

  it('seals with the configured key, so another deployment’s key cannot open it', () => {
    const sealed = build({ DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }).services.secretBox.seal(
      'x',
    );
    expect(() => build().services.secretBox.open(sealed)).toThrow();
  });

  it('mounts the developer outboxes only where development tools are on', () => {
    const dev = createRouter();
    build().services.mountDev(dev);
    expect(paths(dev)).toEqual(expect.arrayContaining(['/api/dev/outbox', '/api/dev/sms-outbox']));

    const production = createRouter();
    build({
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DATABASE_URL: 'postgres://db/numberyard',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_SITE_KEY: '6LcSiteKey_abcdefghijklmnop',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    }).services.mountDev(production);
    expect(paths(production)).toEqual([]);

    const publicDevelopment = createRouter();
    build({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_SITE_KEY: '6LcSiteKey_abcdefghijklmnop',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    }).services.mountDev(publicDevelopment);
    expect(paths(publicDevelopment)).toEqual([]);
  });
});

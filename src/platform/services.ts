import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { BotCheck } from './bot-check/bot-check.ts';
import { RecaptchaBotCheck } from './bot-check/recaptcha-bot-check.ts';
import { SimulatedBotCheck } from './bot-check/simulated-bot-check.ts';
import type { Clock } from './clock/clock.ts';
import { DevClock } from './clock/dev-clock.ts';
import { mountDevTime } from './clock/dev-time.router.ts';
import type { Config } from './config.ts';
import { AesGcmSecretBox, DEVELOPMENT_DATA_KEY, type SecretBox } from './crypto/secret-box.ts';
import type { Orm } from './db/orm.ts';
import type { SqlExecutor } from './db/sql-executor.ts';
import { clientIpResolver } from './http/client-ip.ts';
import type { AppEnv } from './http/env.ts';
import type { JobDefinition, Jobs } from './jobs/jobs.ts';
import { mountDevOutbox } from './mail/dev-outbox.router.ts';
import { mailJobs } from './mail/mail.jobs.ts';
import { type OutboxMail, PostgresMailOutbox } from './mail/mail-outbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { OutboxMailer } from './mail/outbox-mailer.ts';
import { SmtpMailTransport } from './mail/smtp-mail-transport.ts';
import { BatchedRateLimiter } from './rate-limit/batched-rate-limiter.ts';
import { PostgresRateLimiter } from './rate-limit/postgres-rate-limiter.ts';
import { rateLimitJobs } from './rate-limit/rate-limit.jobs.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { PostgresSecurityLog } from './security-log/postgres-security-log.ts';
import { securityLogJobs } from './security-log/security-log.jobs.ts';
import type { SecurityLog } from './security-log/security-log.ts';
import { mountDevSmsOutbox } from './sms/dev-sms-outbox.router.ts';
import type { MessagingCarrier } from './sms/messaging-carrier.ts';
import { OutboxSmsSender } from './sms/outbox-sms-sender.ts';
import { RestMessagingCarrier } from './sms/rest-messaging-carrier.ts';
import { SimulatedMessagingCarrier } from './sms/simulated-messaging-carrier.ts';
import { smsJobs } from './sms/sms.jobs.ts';
import { PostgresSmsOutbox } from './sms/sms-outbox.ts';
import type { SmsSender } from './sms/sms-sender.ts';

export interface PlatformServicesDeps {
  config: Config;
  logger: Logger;
  orm: Orm;
  sql: SqlExecutor;
  jobs: Jobs;
  clock: Clock;
}

export interface PlatformServices {
  rateLimiter: RateLimiter;
  /** The search's per-address limit: counted in process, shared every second (docs/adr/0077). */
  searchRateLimiter: BatchedRateLimiter;
  botCheck: BotCheck;
  mailer: Mailer;
  /** A mail of the outbox by id, or null (the admin CLI resends one through `mailer`). */
  outboxMail(id: number): Promise<OutboxMail | null>;
  sms: SmsSender;
  secretBox: SecretBox;
  /** Sign-ins, MFA, password and token changes, refusals: a log line and a row per event. */
  securityLog: SecurityLog;
  /** The caller's address with TRUST_PROXY applied, for rate-limit keys and the bot check. */
  clientIp: ReturnType<typeof clientIpResolver>;
  jobs: JobDefinition[];
  /** Mounts the developer's mail and SMS outboxes; does nothing in production. */
  mountDev(app: OpenAPIHono<AppEnv>): void;
}

/**
 * Shared outbound adapters, real or simulated by configuration: SMTP, reCAPTCHA and the carrier are
 * used only when their variables are set, so a fresh checkout runs offline. Touches neither the
 * database nor the network until a service is used (the OpenAPI generator builds it offline).
 */
export function createPlatformServices(deps: PlatformServicesDeps): PlatformServices {
  const { config, logger, orm, sql, jobs, clock } = deps;

  const rateLimiter = new PostgresRateLimiter(orm);
  const searchRateLimiter = new BatchedRateLimiter({
    counters: rateLimiter,
    clock,
    onFlushError: (err) => logger.warn({ err }, 'rate limits: flushing the search counters failed; retried'),
  });
  const botCheck: BotCheck = config.RECAPTCHA_SECRET
    ? new RecaptchaBotCheck({
        secret: config.RECAPTCHA_SECRET,
        verifyUrl: config.RECAPTCHA_VERIFY_URL,
        minScore: config.RECAPTCHA_MIN_SCORE,
        logger,
      })
    : new SimulatedBotCheck();

  const mailOutbox = new PostgresMailOutbox(sql);
  const transport = config.SMTP_URL ? new SmtpMailTransport(config.SMTP_URL) : undefined;
  const mailer = new OutboxMailer({ outbox: mailOutbox, jobs, clock, deliver: transport !== undefined });

  const smsOutbox = new PostgresSmsOutbox(sql);
  const realCarrier = Boolean(config.CARRIER_API_URL && config.CARRIER_API_KEY);
  const carrier: MessagingCarrier = realCarrier
    ? new RestMessagingCarrier({ baseUrl: config.CARRIER_API_URL!, apiKey: config.CARRIER_API_KEY! })
    : new SimulatedMessagingCarrier();
  const sms = new OutboxSmsSender({ outbox: smsOutbox, jobs, clock, from: config.SMS_FROM_TN ?? null });

  if (!config.DATA_ENCRYPTION_KEY)
    logger.warn('DATA_ENCRYPTION_KEY is not set: secrets are sealed with the public development key');
  const secretBox = new AesGcmSecretBox(config.DATA_ENCRYPTION_KEY ?? DEVELOPMENT_DATA_KEY);

  const securityLog = new PostgresSecurityLog({ orm, logger, clock });

  return {
    rateLimiter,
    searchRateLimiter,
    botCheck,
    mailer,
    outboxMail: (id: number) => mailOutbox.byId(id),
    sms,
    secretBox,
    securityLog,
    clientIp: clientIpResolver({ trustProxy: config.TRUST_PROXY }),
    jobs: [
      ...rateLimitJobs({ limiter: rateLimiter, clock }),
      ...mailJobs({ outbox: mailOutbox, transport, from: config.MAIL_FROM, clock }),
      ...smsJobs({ outbox: smsOutbox, carrier, clock, redactDeliveredSecrets: realCarrier }),
      ...securityLogJobs({
        log: securityLog,
        clock,
        retentionDays: config.SECURITY_LOG_DAYS,
      }),
    ],
    mountDev(app) {
      if (!config.devTools) return;
      mountDevOutbox(app, { outbox: mailOutbox });
      mountDevSmsOutbox(app, { outbox: smsOutbox });
      if (clock instanceof DevClock) mountDevTime(app, { clock, jobs });
    },
  };
}

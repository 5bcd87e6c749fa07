import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** An unset or blank variable (`SMTP_URL=` in a .env file) both mean "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

/** Every environment variable the product reads, with its default. The README's table mirrors this. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 outside production (only this machine reaches dev tools), 0.0.0.0 in production. */
  HOST: optional(z.string()),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  MEMO_MAX_MB: z.coerce.number().int().min(1).default(32),
  WIDGET_ORIGINS: csv,
  TRUSTED_ORIGINS: csv,
  SEED_DEMO: flag(true),
  DEV_TOOLS: flag(false),
  STAFF_REQUIRE_MFA: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  SERVE_WEB: flag(true),
  WEB_DIST_DIR: z.string().default('dist/web'),
  SESSION_PURGE_CRON: z.string().default('*/15 * * * *'),
  SECURITY_LOG_DAYS: z.coerce.number().int().min(1).default(90),
  BLOCKED_800_PREFIXES: csv,
  TRUST_PROXY: flag(false),
  SMTP_URL: optional(z.string().url()),
  MAIL_FROM: z.string().min(3).default('Numberyard <no-reply@numberyard.localhost>'),
  RECAPTCHA_SECRET: optional(z.string()),
  RECAPTCHA_SITE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, 'Expected a reCAPTCHA site key')),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Stripe Tax estimates the basket's taxes instead of the rate table (docs/adr/0028); needs STRIPE_SECRET_KEY. */
  STRIPE_TAX: flag(false),
  /** The port-in simulator's step delay (docs/adr/0048): FOC date after one, completed after two. */
  PORT_IN_SIMULATOR_DELAY_MINUTES: z.coerce.number().int().min(1).default(60),
  CARRIER_API_URL: optional(z.string().url()),
  CARRIER_API_KEY: optional(z.string()),
  /** The carrier sends it in X-Carrier-Secret with port-out requests (docs/adr/0035). */
  CARRIER_WEBHOOK_SECRET: optional(z.string().min(16, 'Expected at least 16 characters')),
  /** Conversations' carrier (docs/adr/0043): the built-in simulator, or Telnyx's v2 messages API. */
  MESSAGING_CARRIER: z.enum(['simulator', 'telnyx']).default('simulator'),
  /** Port-in portability checks (docs/adr/0047): the digit-rule simulator, or Telnyx's portability checks. */
  PORTABILITY_LOOKUP: z.enum(['simulator', 'telnyx']).default('simulator'),
  /** Port-in orders' carrier (docs/adr/0053): the stateless simulator, or Telnyx's porting orders API. */
  PORT_IN_CARRIER: z.enum(['simulator', 'telnyx']).default('simulator'),
  TELNYX_API_KEY: optional(z.string().min(10, 'Expected a Telnyx API key (KEY...)')),
  /** Verifies Telnyx's webhook signatures: the account's Ed25519 public key, base64 of 32 bytes. */
  TELNYX_PUBLIC_KEY: optional(
    z.string().refine((value) => Buffer.from(value.trim(), 'base64').length === 32, {
      message: "Expected the base64 of Telnyx's 32-byte Ed25519 public key (Keys & Credentials)",
    }),
  ),
  TELNYX_MESSAGING_PROFILE_ID: optional(z.string().max(100)),
  /** Where the Telnyx adapter sends its calls (default https://api.telnyx.com/v2); tests use a loopback fake. */
  TELNYX_BASE_URL: optional(z.string().url()),
  SMS_FROM_TN: optional(z.string().regex(/^\+?[0-9]{10,15}$/, 'Expected digits such as +15551234567')),
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'Expected a Stripe secret key (sk_test_..., sk_live_...)'),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'Expected a Stripe publishable key (pk_test_...)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9+/=_-]+$/, 'Expected a webhook signing secret (whsec_...)'),
  ),
  /** Where the Stripe SDK sends its calls (default Stripe's API); tests point it at a loopback fake. */
  STRIPE_API_URL: optional(z.string().url()),
  /** Brokers' ACH payouts (docs/adr/0063): the simulator (no money moves), or Stripe Connect (STRIPE_SECRET_KEY). */
  PAYOUT_GATEWAY: z.enum(['simulated', 'stripe']).default('simulated'),
  /** PayPal payouts (docs/adr/0063): offered only with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET. */
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_CLIENT_ID: optional(z.string().max(200)),
  PAYPAL_CLIENT_SECRET: optional(z.string().max(200)),
  PAYPAL_MERCHANT_ID: optional(z.string().max(100)),
  /** Where the PayPal adapter sends its calls (default PayPal's host for PAYPAL_ENV); tests use a loopback fake. */
  PAYPAL_API_URL: optional(z.string().url()),
  DATA_ENCRYPTION_KEY: optional(
    z
      .string()
      .refine((value) => /^[A-Za-z0-9+/]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32, {
        message: 'Expected the base64 of 32 random bytes (openssl rand -base64 32)',
      }),
  ),
});

/** Google's published test secret: every token passes, so it is no bot check at all. */
const RECAPTCHA_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);

type ParsedConfig = z.infer<typeof ConfigSchema>;

export type Config = Omit<ParsedConfig, 'HOST' | 'STAFF_REQUIRE_MFA'> & {
  HOST: string;
  /** Staff routes need a session that passed MFA (default: on in production only). */
  STAFF_REQUIRE_MFA: boolean;
  isProduction: boolean;
  /**
   * Development-only conveniences: the dev routes (outboxes, event publisher), the demo seed, the
   * bot-check simulator, the public development data key and the brand override. On only outside
   * production, and only while the server listens on loopback or DEV_TOOLS=true says so (ADR 0007).
   */
  devTools: boolean;
};

const isTrue = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['true', '1', 'yes'].includes(value);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  const isProduction = config.NODE_ENV === 'production';
  const host = config.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const devTools = !isProduction && (isLoopbackHost(host) || config.DEV_TOOLS);
  const problems = configProblems(config, { isProduction, devTools, host });
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    ...config,
    HOST: host,
    STAFF_REQUIRE_MFA: isTrue(config.STAFF_REQUIRE_MFA, isProduction),
    SEED_DEMO: config.SEED_DEMO && devTools,
    isProduction,
    devTools,
  };
}

/** Rules across variables. Without dev tools, nothing may fall back to a development stand-in. */
function configProblems(
  config: ParsedConfig,
  { isProduction, devTools, host }: { isProduction: boolean; devTools: boolean; host: string },
): string[] {
  const problems: string[] = [];
  const why = isProduction
    ? 'required in production'
    : `required when development tools are off (HOST=${host} is not loopback and DEV_TOOLS is not true)`;
  if (!devTools && !config.DATA_ENCRYPTION_KEY)
    problems.push(`DATA_ENCRYPTION_KEY: ${why} (the base64 of 32 random bytes: openssl rand -base64 32)`);
  if (!devTools && !config.RECAPTCHA_SECRET)
    problems.push(`RECAPTCHA_SECRET: ${why} (the bot-check simulator lets every token pass)`);
  if (isProduction && config.RECAPTCHA_SECRET === RECAPTCHA_TEST_SECRET)
    problems.push("RECAPTCHA_SECRET: Google's test secret passes every token; use the site's real secret");
  // The page makes tokens with the site key; without it, it sends the simulator's token, which a real secret refuses.
  if (config.RECAPTCHA_SECRET && !config.RECAPTCHA_SITE_KEY)
    problems.push(
      'RECAPTCHA_SITE_KEY: required with RECAPTCHA_SECRET (the web page needs it to make tokens)',
    );
  if (!devTools && !config.STRIPE_SECRET_KEY)
    problems.push(
      `STRIPE_SECRET_KEY: ${why} (the payment simulator accepts Stripe's test cards, so every order would be free)`,
    );
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY)
    problems.push(
      'STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (the web page loads Stripe.js with it)',
    );
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET)
    problems.push(
      "STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (webhooks are verified with the endpoint's secret)",
    );
  if (!config.STRIPE_SECRET_KEY && (config.STRIPE_PUBLISHABLE_KEY || config.STRIPE_WEBHOOK_SECRET))
    problems.push(
      'STRIPE_SECRET_KEY: required with STRIPE_PUBLISHABLE_KEY or STRIPE_WEBHOOK_SECRET (the server would run the simulator while the page loads Stripe.js)',
    );
  if (isProduction && !config.DATABASE_URL)
    problems.push('DATABASE_URL: required in production (the embedded PostgreSQL is for development)');
  if (isProduction && config.DEV_TOOLS) problems.push('DEV_TOOLS: development tools never run in production');
  if (config.STRIPE_TAX && !config.STRIPE_SECRET_KEY)
    problems.push('STRIPE_SECRET_KEY: required when STRIPE_TAX=true (Stripe Tax calculations)');
  if (config.MESSAGING_CARRIER === 'telnyx' && !config.TELNYX_API_KEY)
    problems.push('TELNYX_API_KEY: required when MESSAGING_CARRIER=telnyx');
  if (config.MESSAGING_CARRIER === 'telnyx' && !config.TELNYX_PUBLIC_KEY)
    problems.push(
      'TELNYX_PUBLIC_KEY: required when MESSAGING_CARRIER=telnyx (inbound webhooks are verified with it)',
    );
  if (config.MESSAGING_CARRIER === 'telnyx' && isProduction && !config.PUBLIC_URL.startsWith('https:'))
    problems.push(
      'PUBLIC_URL: must be https when MESSAGING_CARRIER=telnyx (Telnyx fetches MMS media and posts events there)',
    );
  if (config.PORTABILITY_LOOKUP === 'telnyx' && !config.TELNYX_API_KEY)
    problems.push('TELNYX_API_KEY: required when PORTABILITY_LOOKUP=telnyx');
  if (config.PORT_IN_CARRIER === 'telnyx' && !config.TELNYX_API_KEY)
    problems.push('TELNYX_API_KEY: required when PORT_IN_CARRIER=telnyx');
  if (config.PAYOUT_GATEWAY === 'stripe' && !config.STRIPE_SECRET_KEY)
    problems.push(
      'STRIPE_SECRET_KEY: required when PAYOUT_GATEWAY=stripe (ACH payouts through Stripe Connect)',
    );
  if (Boolean(config.PAYPAL_CLIENT_ID) !== Boolean(config.PAYPAL_CLIENT_SECRET))
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both for PayPal payouts, or neither');
  if (config.CARRIER_API_URL && !config.CARRIER_API_KEY)
    problems.push('CARRIER_API_KEY: required when CARRIER_API_URL is set');
  return problems;
}

/** The carrier's own REST API (port-outs, SMS activation); null: the built-in simulators answer. */
export function carrierApiOf(config: Config): { baseUrl: string; apiKey: string } | null {
  return config.CARRIER_API_URL && config.CARRIER_API_KEY
    ? { baseUrl: config.CARRIER_API_URL, apiKey: config.CARRIER_API_KEY }
    : null;
}

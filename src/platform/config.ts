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
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  MEMO_MAX_MB: z.coerce.number().int().min(1).default(64),
  WIDGET_ORIGINS: csv,
  TRUSTED_ORIGINS: csv,
  SEED_DEMO: flag(true),
  SERVE_WEB: flag(true),
  WEB_DIST_DIR: z.string().default('dist/web'),
  SESSION_PURGE_CRON: z.string().default('*/15 * * * *'),
  BLOCKED_800_PREFIXES: csv,
  TRUST_PROXY: flag(false),
  SMTP_URL: optional(z.string().url()),
  MAIL_FROM: z.string().min(3).default('Numberyard <no-reply@numberyard.localhost>'),
  RECAPTCHA_SECRET: optional(z.string()),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  CARRIER_API_URL: optional(z.string().url()),
  CARRIER_API_KEY: optional(z.string()),
  SMS_FROM_TN: optional(z.string().regex(/^\+?[0-9]{10,15}$/, 'Expected digits such as +15551234567')),
  DATA_ENCRYPTION_KEY: optional(
    z
      .string()
      .refine((value) => /^[A-Za-z0-9+/]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32, {
        message: 'Expected the base64 of 32 random bytes (openssl rand -base64 32)',
      }),
  ),
});

export type Config = z.infer<typeof ConfigSchema> & {
  isProduction: boolean;
  /** Development-only conveniences (brand override, dev outbox) are on outside production. */
  devTools: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  const isProduction = config.NODE_ENV === 'production';
  // Outside production a fixed development key stands in (see createPlatformServices); never in production.
  if (isProduction && !config.DATA_ENCRYPTION_KEY) {
    throw new Error(
      'Invalid configuration:\n  DATA_ENCRYPTION_KEY: required in production ' +
        '(the base64 of 32 random bytes: openssl rand -base64 32)',
    );
  }
  if (config.CARRIER_API_URL && !config.CARRIER_API_KEY) {
    throw new Error('Invalid configuration:\n  CARRIER_API_KEY: required when CARRIER_API_URL is set');
  }
  return { ...config, SEED_DEMO: config.SEED_DEMO && !isProduction, isProduction, devTools: !isProduction };
}

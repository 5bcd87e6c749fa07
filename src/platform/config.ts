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
  WIDGET_ORIGINS: csv,
  TRUSTED_ORIGINS: csv,
  SEED_DEMO: flag(true),
  SERVE_WEB: flag(true),
  WEB_DIST_DIR: z.string().default('dist/web'),
  SESSION_PURGE_CRON: z.string().default('*/15 * * * *'),
  BLOCKED_800_PREFIXES: csv,
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
  return { ...config, SEED_DEMO: config.SEED_DEMO && !isProduction, isProduction, devTools: !isProduction };
}

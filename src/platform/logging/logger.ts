import { type Logger, pino } from 'pino';

export type { Logger };

/** Paths whose values never reach a log line: credentials, tokens, card data. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'mfaCode',
  '*.mfaCode',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.apiKey',
  '*.secret',
  '*.cardNumber',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined },
    destination,
  );
}

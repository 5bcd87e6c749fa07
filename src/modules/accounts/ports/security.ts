/** The platform's declarations, re-exported so the module's code names its ports in one place. */
export type { BotCheck } from '../../../platform/bot-check/bot-check.ts';
export type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';

/** Encrypts secrets at rest (TOTP secrets). */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

/** Authenticator-app codes (RFC 6238). */
export interface Totp {
  newSecret(): string;
  uri(secret: string, label: string, issuer: string): string;
  /** The accepted time step, or null; a step at or before `afterStep` is refused (no replay). */
  verify(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null>;
  qrCodeDataUrl(uri: string): Promise<string>;
}

/** Known-weak passwords (a shipped list), checked only on the server. */
export interface CommonPasswords {
  isCommon(password: string): boolean;
}

/** Short numeric codes: random, and hashed with a server key so a database leak does not reveal them. */
export interface CodeHasher {
  newCode(): string;
  digest(code: string): string;
  matches(code: string, digest: string): boolean;
}

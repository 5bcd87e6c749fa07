/** Brute-force guard shared by every process (PostgreSQL counters); throws 429 when over a limit. */
export interface RateLimiter {
  hit(
    rules: Array<{ key: string; limit: number; windowMs: number; message?: string }>,
    now: Date,
  ): Promise<void>;
  reset(keys: string[]): Promise<void>;
}

/** reCAPTCHA or its simulator. */
export interface BotCheck {
  verify(token: string | undefined, options: { action: string; remoteIp?: string }): Promise<boolean>;
}

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

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Six-digit one-time codes (spec 2: "Six digits, expires in 10 minutes"), stored only as an HMAC-SHA-256
 * under a server key, so a database leak does not reveal an open code. `purpose` separates the keys of
 * different uses (MFA codes, account confirmation): a hash from one never matches in another.
 */
export class HmacCodes {
  readonly #key: Buffer;
  constructor(purpose: string, key: string) {
    this.#key = Buffer.from(`${purpose}:${key}`);
  }
  newCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }
  digest(code: string): string {
    return createHmac('sha256', this.#key).update(code.trim()).digest('hex');
  }
  matches(code: string, digest: string): boolean {
    const actual = Buffer.from(this.digest(code), 'hex');
    const expected = Buffer.from(digest, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

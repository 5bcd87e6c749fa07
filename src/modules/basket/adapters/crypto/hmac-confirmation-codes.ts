import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ConfirmationCodes } from '../../ports/confirmation-codes.ts';

/** Six-digit codes (spec 2: "Six digits, expires in 10 minutes"), stored as an HMAC-SHA-256 under a server key. */
export class HmacConfirmationCodes implements ConfirmationCodes {
  readonly #key: Buffer;
  constructor(key: string) {
    this.#key = Buffer.from(`numberyard-confirm-account-code:${key}`);
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

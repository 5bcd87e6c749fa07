import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeTokens } from '../../ports/new-listings.ts';

/** HKDF's info: a key for this purpose only, so a token never doubles as any other signature. */
const PURPOSE = 'numberyard saved-search unsubscribe v1';

/**
 * Stateless unsubscribe tokens: HMAC-SHA256 of the search id under a key derived from
 * DATA_ENCRYPTION_KEY, so every link ever mailed keeps working and nothing is stored (ADR 0014).
 */
export class HmacUnsubscribeTokens implements UnsubscribeTokens {
  readonly #key: Buffer;

  constructor(dataKeyBase64: string) {
    this.#key = Buffer.from(hkdfSync('sha256', Buffer.from(dataKeyBase64, 'base64'), '', PURPOSE, 32));
  }

  sign(searchId: number): string {
    return createHmac('sha256', this.#key).update(`saved-search:${searchId}`).digest('base64url');
  }

  verify(searchId: number, token: string): boolean {
    const expected = Buffer.from(this.sign(searchId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

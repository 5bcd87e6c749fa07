import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { PigPickShown } from '../../domain/pig-pick.ts';
import type { PigPickPromotions } from '../../ports/pig-pick-promotions.ts';

/** HKDF's info: a key for this purpose only, so a token never doubles as any other signature. */
const PURPOSE = 'numberyard pig-pick promotion v1';
const TOKEN = /^(\+\d{8,15})\.(\d{1,3})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * Stateless promotion tokens (docs/adr/0066): `{tn}.{percentage}.{shownAt ms}.{HMAC-SHA256}` under a key
 * derived from DATA_ENCRYPTION_KEY. Search stores nothing per answer; a client can neither mint one for a
 * number search did not promote nor change its percentage or time.
 */
export class HmacPigPickPromotions implements PigPickPromotions {
  readonly #key: Buffer;

  constructor(dataKeyBase64: string) {
    this.#key = Buffer.from(hkdfSync('sha256', Buffer.from(dataKeyBase64, 'base64'), '', PURPOSE, 32));
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#key).update(`pig-pick:${body}`).digest('base64url');
  }

  issue(shown: PigPickShown): string {
    const body = `${shown.tn}.${shown.percentage}.${shown.shownAt.getTime()}`;
    return `${body}.${this.#mac(body)}`;
  }

  read(token: string): PigPickShown | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, tn, percentage, shownAt, mac] = match;
    const expected = Buffer.from(this.#mac(`${tn}.${percentage}.${shownAt}`));
    const given = Buffer.from(mac!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { tn: tn!, percentage: Number(percentage), shownAt: new Date(Number(shownAt)) };
  }
}

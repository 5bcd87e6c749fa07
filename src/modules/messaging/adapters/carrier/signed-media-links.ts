import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** The path of the carrier's media links; the MediaStore path follows it. */
export const CARRIER_MEDIA_PATH = '/api/carrier/media';
/**
 * Links expire at the end of the next whole hour window, so they live between one and two hours and a send
 * retried within the same hour makes byte-identical links (the carrier's idempotency key compares bodies).
 */
export const MEDIA_LINK_WINDOW_MS = 60 * 60_000;

/** The HMAC key of media links, derived from DATA_ENCRYPTION_KEY: no extra secret to manage. */
export function mediaLinkKey(dataKeyBase64: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(dataKeyBase64, 'base64'), '', 'carrier-media-links', 32));
}

/**
 * Short-lived links the carrier fetches an MMS's media from (it cannot sign in):
 * `{publicUrl}/api/carrier/media/{accountId}/{uuid}/{filename}?expires={unix s}&signature={hmac}`.
 */
export class SignedMediaLinks {
  readonly #key: Buffer;
  readonly #publicUrl: string;

  constructor(options: { key: Buffer; publicUrl: string }) {
    this.#key = options.key;
    this.#publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  linkTo(mediaPath: string, now: Date): string {
    const window = Math.floor(now.getTime() / MEDIA_LINK_WINDOW_MS) + 2;
    const expires = (window * MEDIA_LINK_WINDOW_MS) / 1000;
    const encoded = mediaPath.split('/').map(encodeURIComponent).join('/');
    return `${this.#publicUrl}${CARRIER_MEDIA_PATH}/${encoded}?expires=${expires}&signature=${this.#sign(mediaPath, expires)}`;
  }

  /** Whether the link was made by us for this path and has not expired. */
  isValid(mediaPath: string, expires: string, signature: string, now: Date): boolean {
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.#sign(mediaPath, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  #sign(mediaPath: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${mediaPath}\n${expires}`).digest('base64url');
  }
}

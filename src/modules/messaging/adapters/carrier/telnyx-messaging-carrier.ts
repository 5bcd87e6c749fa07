import type { Clock } from '../../../../platform/clock/clock.ts';
import { outboundFetch } from '../../../../platform/outbound/outbound-fetch.ts';
import { CarrierRejected, type CarrierSend, type MessagingCarrier } from '../../ports/messaging-carrier.ts';
import type { SignedMediaLinks } from './signed-media-links.ts';

export const TELNYX_API_URL = 'https://api.telnyx.com/v2';

export interface TelnyxOptions {
  /** TELNYX_BASE_URL (default Telnyx's API); tests point it at a loopback fake. */
  baseUrl: string;
  apiKey: string;
  /** TELNYX_MESSAGING_PROFILE_ID: the profile a one-to-one send uses when the number has none. */
  messagingProfileId: string | null;
  /** Where Telnyx posts this message's receipts (our /api/carrier/messaging/telnyx). */
  webhookUrl: string;
  links: SignedMediaLinks;
  clock: Clock;
  timeoutMs?: number;
}

/** Telnyx's 4xx that are not about the message: our key, or "slow down". Retried, never a refusal. */
const TRANSIENT_4XX = new Set([401, 403, 408, 429]);

/**
 * Telnyx v2 messages (docs/adr/0043): `POST /messages` for one recipient, `POST /messages/group_mms` for a
 * group. The message's reference is the Idempotency-Key, so a retry after a lost answer is not a second
 * text; media go as signed links Telnyx fetches from us.
 */
export class TelnyxMessagingCarrier implements MessagingCarrier {
  readonly #options: TelnyxOptions;
  readonly #baseUrl: string;

  constructor(options: TelnyxOptions) {
    this.#options = options;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async send(message: CarrierSend): Promise<{ carrierMessageId: string }> {
    const group = message.to.length > 1;
    const response = await outboundFetch(`${this.#baseUrl}${group ? '/messages/group_mms' : '/messages'}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.#options.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': idempotencyKey(message.reference),
      },
      body: JSON.stringify(this.#body(message, group)),
      signal: AbortSignal.timeout(this.#options.timeoutMs ?? 15_000),
    });
    const text = await response.text().catch(() => '');
    if (response.ok) {
      const id = (parseJson(text) as { data?: { id?: unknown } } | null)?.data?.id;
      if (typeof id === 'string' && id) return { carrierMessageId: id };
      throw new Error('Telnyx accepted the message without an id');
    }
    if (response.status >= 400 && response.status < 500 && !TRANSIENT_4XX.has(response.status))
      throw new CarrierRejected(telnyxError(text) ?? `Telnyx refused the message (HTTP ${response.status})`);
    throw new Error(`Telnyx failed: HTTP ${response.status} ${telnyxError(text) ?? ''}`.trim());
  }

  #body(message: CarrierSend, group: boolean) {
    const now = this.#options.clock.now();
    const mediaUrls = message.media.map((file) => this.#options.links.linkTo(file.path, now));
    const profile = this.#options.messagingProfileId;
    return {
      from: message.from,
      to: group ? [...message.to] : message.to[0],
      ...(message.text ? { text: message.text } : {}),
      ...(mediaUrls.length ? { media_urls: mediaUrls } : {}),
      webhook_url: this.#options.webhookUrl,
      ...(!group && profile ? { messaging_profile_id: profile } : {}),
    };
  }
}

/** Telnyx takes 1-255 letters, digits, `_`, `:` and `-`. */
function idempotencyKey(reference: string): string {
  return reference.replace(/[^A-Za-z0-9_:-]/g, '_').slice(0, 255) || 'message';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The first of Telnyx's `{ errors: [{ code, title, detail }] }`, as one line. */
function telnyxError(text: string): string | null {
  const errors = (parseJson(text) as { errors?: Array<{ title?: unknown; detail?: unknown }> } | null)
    ?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  const words = [first?.title, first?.detail].filter((part) => typeof part === 'string' && part) as string[];
  return words.length ? words.join(': ').slice(0, 300) : null;
}

import { outboundFetch } from '../outbound/outbound-fetch.ts';
import type { MessagingCarrier } from './messaging-carrier.ts';

/** The carrier's REST API: `POST {baseUrl}/messages` with a bearer key, answering `{ id }`. */
export class RestMessagingCarrier implements MessagingCarrier {
  readonly #baseUrl: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;

  constructor(options: { baseUrl: string; apiKey: string; timeoutMs?: number }) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  async sendMessage(input: {
    from: string | null;
    to: string;
    text: string;
  }): Promise<{ messageId: string }> {
    const response = await outboundFetch(`${this.#baseUrl}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.#apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: input.from, to: input.to, text: input.text }),
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`Carrier refused the message: HTTP ${response.status} ${detail}`.trim());
    }
    const body = (await response.json()) as { id?: unknown };
    if (typeof body.id !== 'string' && typeof body.id !== 'number')
      throw new Error('Carrier answered without a message id');
    return { messageId: String(body.id) };
  }
}

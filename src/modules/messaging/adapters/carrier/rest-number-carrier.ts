import { outboundFetch } from '../../../../platform/outbound/outbound-fetch.ts';
import { CarrierRefusedChange, type NumberCarrier, type PortOutAnswer } from '../../ports/number-carrier.ts';

/**
 * The carrier's REST API (the same CARRIER_API_URL and bearer key as its messaging API):
 * `PUT {baseUrl}/numbers/{tn}/forwarding` `{ forwardTo }` and
 * `PUT {baseUrl}/port-out-requests/{id}/answer` `{ tn, decision, reason }`. PUT, so a retry is harmless.
 */
export class RestNumberCarrier implements NumberCarrier {
  readonly #baseUrl: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;

  constructor(options: { baseUrl: string; apiKey: string; timeoutMs?: number }) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  setForwarding(input: { tn: string; forwardTo: string | null }): Promise<void> {
    return this.#put(`/numbers/${encodeURIComponent(input.tn)}/forwarding`, { forwardTo: input.forwardTo });
  }

  answerPortOut(answer: PortOutAnswer): Promise<void> {
    const { carrierRequestId, ...body } = answer;
    return this.#put(`/port-out-requests/${encodeURIComponent(carrierRequestId)}/answer`, body);
  }

  async #put(path: string, body: object): Promise<void> {
    const response = await outboundFetch(`${this.#baseUrl}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${this.#apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    if (response.ok) return;
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    // 4xx: the carrier understood and said no; 5xx and 429: it may say yes later.
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw new CarrierRefusedChange(carrierMessage(detail) ?? `HTTP ${response.status}`);
    throw new Error(`Carrier failed: HTTP ${response.status} ${detail}`.trim());
  }
}

/** The `message` of the carrier's JSON error, when it sent one. */
function carrierMessage(detail: string): string | null {
  try {
    const parsed = JSON.parse(detail) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message.slice(0, 200) : null;
  } catch {
    return null;
  }
}

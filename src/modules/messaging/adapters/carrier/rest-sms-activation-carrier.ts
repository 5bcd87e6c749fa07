import { outboundFetch } from '../../../../platform/outbound/outbound-fetch.ts';
import type { SmsDecision } from '../../domain/sms-activation.ts';
import {
  type SmsActivationCarrier,
  type SmsActivationPending,
  SmsActivationRefused,
  type SmsActivationSubmission,
} from '../../ports/sms-activation-carrier.ts';

/** How long to wait before asking again when the carrier does not say (toll-free review takes days). */
export const DEFAULT_SMS_CHECK_MS = 60 * 60 * 1000;

interface Filed {
  id?: unknown;
  checkAfterSeconds?: unknown;
}
interface Decided {
  status?: unknown;
  reason?: unknown;
  checkAfterSeconds?: unknown;
}

/**
 * The carrier's REST API (CARRIER_API_URL and its bearer key, as RestNumberCarrier):
 * `POST {baseUrl}/sms-activations` `{ reference, tn, kind, form }` with `Idempotency-Key: reference`, answering
 * `{ id, checkAfterSeconds? }`; `GET {baseUrl}/sms-activations/{id}` answering
 * `{ status: pending | approved | rejected, reason?, checkAfterSeconds? }` (docs/adr/0045).
 */
export class RestSmsActivationCarrier implements SmsActivationCarrier {
  readonly #baseUrl: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;

  constructor(options: { baseUrl: string; apiKey: string; timeoutMs?: number }) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  async submit(submission: SmsActivationSubmission) {
    const response = await this.#call('/sms-activations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': submission.reference },
      body: JSON.stringify(submission),
    });
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw new SmsActivationRefused(await refusalOf(response));
    const filed = (await okJson(response)) as Filed;
    if (typeof filed.id !== 'string' || filed.id === '') throw new Error('Carrier answered no activation id');
    return { carrierRequestId: filed.id, checkAfterMs: checkAfterMs(filed.checkAfterSeconds) };
  }

  async decision(carrierRequestId: string): Promise<SmsDecision | SmsActivationPending> {
    const response = await this.#call(`/sms-activations/${encodeURIComponent(carrierRequestId)}`, {
      method: 'GET',
    });
    const answer = (await okJson(response)) as Decided;
    if (answer.status === 'approved') return { status: 'approved' };
    if (answer.status === 'rejected')
      return { status: 'rejected', reason: text(answer.reason) ?? 'The carrier gave no reason.' };
    if (answer.status === 'pending')
      return { status: 'pending', checkAfterMs: checkAfterMs(answer.checkAfterSeconds) };
    throw new Error(`Carrier answered an unknown activation status: ${String(answer.status).slice(0, 50)}`);
  }

  #call(path: string, init: RequestInit): Promise<Response> {
    return outboundFetch(`${this.#baseUrl}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${this.#apiKey}` },
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
  }
}

function checkAfterMs(seconds: unknown): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.round(seconds * 1000)
    : DEFAULT_SMS_CHECK_MS;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : null;

/** The body of a 2xx; anything else (5xx, 429) throws, so the job is retried. */
async function okJson(response: Response): Promise<unknown> {
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`Carrier failed: HTTP ${response.status} ${detail}`.trim());
  }
  return response.json();
}

/** The `message` of the carrier's JSON error, or its status. */
async function refusalOf(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    return text((JSON.parse(body) as { message?: unknown }).message) ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

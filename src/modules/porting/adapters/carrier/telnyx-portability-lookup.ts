import { outboundFetch } from '../../../../platform/outbound/outbound-fetch.ts';
import {
  type PortabilityAnswer,
  type PortabilityLookup,
  PortabilityLookupFailed,
} from '../../ports/portability-lookup.ts';

export interface TelnyxPortabilityOptions {
  /** TELNYX_BASE_URL (default https://api.telnyx.com/v2); tests point it at a loopback fake. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

interface TelnyxCheckResult {
  phone_number?: unknown;
  portable?: unknown;
  fast_portable?: unknown;
  not_portable_reason?: unknown;
}

/** FastPort numbers move within a day; Telnyx quotes about a week for the others. */
const FAST_PORT_DAYS = 1;
const STANDARD_PORT_DAYS = 7;

/**
 * Telnyx's `POST /portability_checks` (docs/adr/0047). Telnyx says whether a number is portable and why not,
 * not its carrier or line type: the answer asks for the account number always (US carriers usually do)
 * and reports the number as not wireless, so the billing form asks for a PIN only when the customer says so.
 */
export class TelnyxPortabilityLookup implements PortabilityLookup {
  readonly #options: TelnyxPortabilityOptions;
  readonly #baseUrl: string;

  constructor(options: TelnyxPortabilityOptions) {
    this.#options = options;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async check(tns: readonly string[]): Promise<PortabilityAnswer[]> {
    let response: Response;
    try {
      response = await outboundFetch(`${this.#baseUrl}/portability_checks`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.#options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ phone_numbers: tns }),
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PortabilityLookupFailed(null, { cause: error });
    }
    const text = await response.text().catch(() => '');
    // Telnyx's 4xx detail is about our request or key, not for the customer's eyes.
    if (!response.ok)
      throw new PortabilityLookupFailed(null, { cause: new Error(`HTTP ${response.status} ${text}`) });
    const data = (parseJson(text) as { data?: unknown } | null)?.data;
    if (!Array.isArray(data))
      throw new PortabilityLookupFailed(null, { cause: new Error('no data in the answer') });
    const byNumber = new Map<string, TelnyxCheckResult>();
    for (const result of data as TelnyxCheckResult[])
      if (typeof result?.phone_number === 'string') byNumber.set(result.phone_number, result);
    return tns.map((tn) => {
      const result = byNumber.get(tn);
      if (!result) throw new PortabilityLookupFailed(null, { cause: new Error(`no result for ${tn}`) });
      return answerOf(tn, result);
    });
  }
}

function answerOf(tn: string, result: TelnyxCheckResult): PortabilityAnswer {
  const isPortable = result.portable === true;
  const reason = typeof result.not_portable_reason === 'string' ? result.not_portable_reason.trim() : '';
  return {
    tn,
    isPortable,
    isWireless: false,
    carrier: null,
    isAccountRequired: isPortable,
    portingInterval: isPortable
      ? result.fast_portable === true
        ? FAST_PORT_DAYS
        : STANDARD_PORT_DAYS
      : null,
    reason: isPortable ? null : reason || null,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

import type { Clock } from '../../../../platform/clock/clock.ts';
import { outboundFetch } from '../../../../platform/outbound/outbound-fetch.ts';
import { regionOf } from '../../../../shared/regions.ts';
import type { PortInCarrier, PortInCarrierStatus, PortInSubmission } from '../../ports/port-in-carrier.ts';

export interface TelnyxPortInOptions {
  /** TELNYX_BASE_URL (default https://api.telnyx.com/v2); tests point it at a loopback fake. */
  baseUrl: string;
  apiKey: string;
  clock: Clock;
  timeoutMs?: number;
}

/** Telnyx's porting order as far as we read it. */
interface TelnyxPortingOrder {
  id?: unknown;
  status?: { value?: unknown; details?: { code?: unknown; description?: unknown }[] };
  activation_settings?: { foc_datetime_actual?: unknown };
}

/** A Telnyx call that failed: the submit or check job fails and pg-boss retries it. */
export class TelnyxPortingError extends Error {}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const REJECTED = new Set(['exception', 'cancelled', 'cancel-pending']);

/**
 * Telnyx's porting orders (docs/adr/0053): submit creates a draft order for the number (`POST /porting_orders`),
 * fills in the current carrier's account holder, address, account number and PIN (`PATCH
 * /porting_orders/{id}`) and confirms it (`POST /porting_orders/{id}/actions/confirm`); status reads it (`GET
 * /porting_orders/{id}`); cancel withdraws it (`POST /porting_orders/{id}/actions/cancel`, docs/adr/0073).
 * `ported` is completed, `foc-date-confirmed` (or any order with an actual FOC date) is the FOC step,
 * `exception` and cancellations are rejections with Telnyx's first detail as the reason.
 */
export class TelnyxPortInCarrier implements PortInCarrier {
  readonly #options: TelnyxPortInOptions;
  readonly #baseUrl: string;

  constructor(options: TelnyxPortInOptions) {
    this.#options = options;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async submit(submission: PortInSubmission): Promise<{ carrierOrderId: string }> {
    // An error answer that repeats the PIN must not carry it into the job's stored error.
    const pin = submission.pin;
    const created = await this.#call('POST', '/porting_orders', { phone_numbers: [submission.tn] }, pin);
    const order = Array.isArray(created) ? (created[0] as TelnyxPortingOrder | undefined) : undefined;
    const id = text(order?.id);
    if (!id) throw new TelnyxPortingError('Telnyx created no porting order');
    await this.#call('PATCH', `/porting_orders/${encodeURIComponent(id)}`, endUserOf(submission), pin);
    await this.#call('POST', `/porting_orders/${encodeURIComponent(id)}/actions/confirm`, undefined, pin);
    return { carrierOrderId: id };
  }

  async status(carrierOrderId: string): Promise<PortInCarrierStatus> {
    const order = (await this.#call('GET', `/porting_orders/${encodeURIComponent(carrierOrderId)}`)) as
      | TelnyxPortingOrder
      | undefined;
    const status = text(order?.status?.value);
    const focDate = text(order?.activation_settings?.foc_datetime_actual).slice(0, 10);
    if (status === 'ported')
      return {
        status: 'completed',
        focDate: focDate || this.#options.clock.now().toISOString().slice(0, 10),
      };
    if (REJECTED.has(status)) {
      const detail = order?.status?.details?.[0];
      return {
        status: 'rejected',
        reasonCode: text(detail?.code).slice(0, 20) || status,
        reasonText:
          text(detail?.description).slice(0, 500) || 'The current carrier did not release the number.',
      };
    }
    return focDate ? { status: 'focDateSet', focDate } : { status: 'submitted' };
  }

  async cancel(carrierOrderId: string): Promise<void> {
    await this.#call('POST', `/porting_orders/${encodeURIComponent(carrierOrderId)}/actions/cancel`);
  }

  async #call(method: string, path: string, body?: unknown, secret?: string | null): Promise<unknown> {
    const response = await outboundFetch(`${this.#baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.#options.apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(this.#options.timeoutMs ?? 15_000),
    });
    const raw = await response.text().catch(() => '');
    const answer = secret ? raw.replaceAll(secret, '[PIN]') : raw;
    // The detail stays in the job's error log: it may name our key's problems, never the customer's PIN.
    if (!response.ok)
      throw new TelnyxPortingError(`Telnyx ${method} ${path}: HTTP ${response.status} ${answer}`);
    const data = (parseJson(raw) as { data?: unknown } | null)?.data;
    if (data === undefined || data === null || typeof data !== 'object')
      throw new TelnyxPortingError(`Telnyx ${method} ${path}: no data in the answer`);
    return data;
  }
}

/** The current carrier's account as Telnyx's `end_user` names it. */
function endUserOf({ tn, billing, pin }: PortInSubmission) {
  const field = (key: string) => text(billing[key]) || null;
  const person = [field('firstName'), field('lastName')].filter(Boolean).join(' ') || null;
  return {
    end_user: {
      admin: {
        entity_name: field('company') ?? person,
        auth_person_name: person,
        account_number: field('account_number'),
        pin_passcode: pin,
        billing_phone_number: tn,
      },
      location: {
        street_address: field('address'),
        locality: field('city'),
        administrative_area: field('state'),
        postal_code: field('zip'),
        country_code: regionOf(field('state') ?? '')?.group === 'Canada' ? 'CA' : 'US',
      },
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

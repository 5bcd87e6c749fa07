import { outboundFetch } from '../../../../platform/outbound/outbound-fetch.ts';
import { PayoutProviderFailed } from '../../domain/ach.errors.ts';
import type { PaypalConfig, PaypalPayouts } from '../../ports/payout-gateway.ts';

export interface PaypalConnection extends PaypalConfig {
  clientSecret: string;
  /** PAYPAL_API_URL: a loopback fake in tests; by default PayPal's own host for `env`. */
  apiUrl?: string | null;
}

const HOSTS = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;
const TIMEOUT_MS = 30_000;

interface PaypalError {
  name?: string;
  message?: string;
  links?: Array<{ href?: string; rel?: string }>;
}

/**
 * PayPal Payouts over its REST API (docs/adr/0063), when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set.
 * The broker's "Log in with PayPal" code is exchanged for their payer id, then one payout batch pays it:
 * sender_batch_id and PayPal-Request-Id are `payout-{payoutId}`, so a retry answers the first batch and PayPal
 * pays once (a sender_batch_id used before is refused with a link to the original batch, which we answer).
 */
export class PaypalPayoutsApi implements PaypalPayouts {
  readonly config: PaypalConfig;
  readonly #secret: string;
  readonly #baseUrl: string;

  constructor(connection: PaypalConnection) {
    this.config = { env: connection.env, clientId: connection.clientId, merchantId: connection.merchantId };
    this.#secret = connection.clientSecret;
    this.#baseUrl = (connection.apiUrl ?? HOSTS[connection.env]).replace(/\/$/, '');
  }

  async send(input: { payoutId: number; amountCents: number; paypalCode: string }) {
    const key = `payout-${input.payoutId}`;
    const userToken = await this.#token({ grant_type: 'authorization_code', code: input.paypalCode });
    const user = await this.#call<{ payer_id?: string }>(
      'GET',
      '/v1/identity/oauth2/userinfo?schema=paypalv1.1',
      `Bearer ${userToken}`,
    );
    if (!user.body.payer_id) throw new PayoutProviderFailed('PayPal did not say which account signed in.');
    const appToken = await this.#token({ grant_type: 'client_credentials' });
    const answer = await this.#call<{ batch_header?: { payout_batch_id?: string } } & PaypalError>(
      'POST',
      '/v1/payments/payouts',
      `Bearer ${appToken}`,
      {
        sender_batch_header: {
          sender_batch_id: key,
          recipient_type: 'PAYPAL_ID',
          email_subject: 'You have a payout from Numberyard',
        },
        items: [
          {
            recipient_type: 'PAYPAL_ID',
            receiver: user.body.payer_id,
            amount: { value: (input.amountCents / 100).toFixed(2), currency: 'USD' },
            sender_item_id: key,
          },
        ],
      },
      { 'PayPal-Request-Id': key },
      { allowRefusal: true },
    );
    const batchId = answer.body.batch_header?.payout_batch_id ?? earlierBatchId(answer.body);
    if (!batchId) throw new PayoutProviderFailed(refusalText(answer.body));
    return { reference: batchId };
  }

  async #token(form: Record<string, string>): Promise<string> {
    const basic = Buffer.from(`${this.config.clientId}:${this.#secret}`).toString('base64');
    const answer = await this.#call<{ access_token?: string }>(
      'POST',
      '/v1/oauth2/token',
      `Basic ${basic}`,
      new URLSearchParams(form),
    );
    if (!answer.body.access_token) throw new PayoutProviderFailed('PayPal sign-in failed.');
    return answer.body.access_token;
  }

  async #call<T>(
    method: 'GET' | 'POST',
    path: string,
    authorization: string,
    body?: unknown,
    headers: Record<string, string> = {},
    options: { allowRefusal?: boolean } = {},
  ): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await outboundFetch(`${this.#baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body instanceof URLSearchParams
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : body !== undefined
              ? { 'content-type': 'application/json' }
              : {}),
          ...headers,
        },
        ...(body === undefined
          ? {}
          : { body: body instanceof URLSearchParams ? body.toString() : JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PayoutProviderFailed('PayPal could not be reached. Please try again later.');
    }
    const parsed = (await response.json().catch(() => ({}))) as T & PaypalError;
    const refusal = response.status >= 400 && response.status < 500 && options.allowRefusal;
    if (!response.ok && !refusal) throw new PayoutProviderFailed(refusalText(parsed));
    return { status: response.status, body: parsed };
  }
}

/** A sender_batch_id used before: PayPal's refusal links to the original batch, which is this payout's. */
function earlierBatchId(error: PaypalError): string | null {
  for (const link of error.links ?? []) {
    const id = /\/v1\/payments\/payouts\/([A-Za-z0-9]+)$/.exec(link.href ?? '')?.[1];
    if (id) return id;
  }
  return null;
}

const refusalText = (error: PaypalError) =>
  `PayPal refused the payout${error.message ? `: ${error.message}` : '.'}`;

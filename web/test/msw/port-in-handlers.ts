import type { components } from '../../src/api/schema.d.ts';
import { basketItem } from '../fixtures/basket.ts';
import { backend, http, newId } from './backend.ts';

export type PortabilityResult = components['schemas']['PortabilityResult'];

const PORTABLE = 'Your number can be ported!';

/** What the fake portability check answers, set by each test (the lookup's rules are the server's). */
export const portInBackend = {
  /** Findings by number (E.164); a number not listed answers as a portable landline. */
  findings: new Map<string, PortabilityResult>(),
  /** When set, the check answers success false with this message. */
  failure: null as string | null,
};

export function resetPortInBackend(): void {
  portInBackend.findings = new Map();
  portInBackend.failure = null;
}

/** A portable landline with no account needed, unless `overrides` say otherwise. */
export function portabilityResult(tn: string, overrides: Partial<PortabilityResult> = {}): PortabilityResult {
  return {
    tn,
    isPortable: true,
    isWireless: false,
    carrier: 'Green Mountain Telephone',
    isAccountRequired: false,
    portingInterval: 7,
    message: PORTABLE,
    ...overrides,
  };
}

/** The check answers `result` for its number. */
export function findPortability(result: PortabilityResult): void {
  portInBackend.findings.set(result.tn, result);
}

const E164 = (entry: string) => {
  const digits = entry.replace(/\D/g, '');
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
};

export const portInHandlers = [
  http.get('/api/check-portability', ({ query, response }) => {
    const tns = (query.get('tns') ?? '').split(',').filter(Boolean).map(E164);
    backend.calls.push({ operation: 'checkPortability', body: tns });
    if (portInBackend.failure)
      return response(200).json({ success: false, message: portInBackend.failure, tns: [] });
    return response(200).json({
      success: true,
      message: null,
      tns: tns.map((tn) => portInBackend.findings.get(tn) ?? portabilityResult(tn)),
    });
  }),

  // Port-ins hold nothing in the catalog: this answers them, and leaves every other item to basketHandlers.
  http.post('/api/baskets/items', async ({ request, response }) => {
    const body = await request.clone().json();
    if (body.type !== 'portIn' && body.type !== 'lnp') return;
    backend.calls.push({ operation: 'addBasketItem', body });
    const basket = backend.baskets.get(body.basketUuid);
    if (!basket)
      return response(404).json({
        name: 'NotFound',
        code: 'basket.not_found',
        message: 'This basket does not exist or is not yours.',
      });
    const tn = body.tn ?? '';
    if (basket.items.some((item) => item.tn === tn))
      return response(409).json({
        name: 'Conflict',
        code: 'basket.number_already_in_basket',
        message: `Telephone Number ${tn} is already in your cart.`,
      });
    const item = basketItem(tn, {
      basketItemId: newId(),
      type: 'portIn',
      price: 500,
      nrc: 500,
      expiresAt: null,
      data: body.data ?? {},
    });
    basket.items.push(item);
    return response(201).json(item);
  }),
];

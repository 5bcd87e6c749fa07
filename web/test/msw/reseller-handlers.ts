import type { components } from '../../src/api/schema.d.ts';
import { backend, http } from './backend.ts';

type ResellerSettings = components['schemas']['ResellerSettings'];
type ApiErrorBody = components['schemas']['ApiError'];

const DEFAULTS: ResellerSettings = {
  resellerId: null,
  linkToken: null,
  widgetToken: null,
  name: '',
  url: '',
  email: '',
  config: {
    allowTollfree: false,
    percentMarkup: 0,
    fixedMarkup: 0,
    minPrice: 995,
    maxPrice: 250_000,
    buyNowLimit: 250_000,
  },
};

/**
 * The fake reseller settings API (ADR 0065): stored settings, and a refusal to answer the next change with.
 * Not in the shared handlers list: the tools pages' tests add it with `server.use(...resellerHandlers)`.
 */
export const resellerBackend = {
  settings: structuredClone(DEFAULTS),
  refuse: null as ApiErrorBody | null,
  tokens: 0,
};

export function resetReseller(settings: Partial<ResellerSettings> = {}): void {
  resellerBackend.settings = { ...structuredClone(DEFAULTS), ...settings };
  resellerBackend.refuse = null;
  resellerBackend.tokens = 0;
}

type Body = components['schemas']['ChangeResellerSettingsRequest'];

function change(body: Body): ResellerSettings {
  const { $createToken, config, ...company } = body;
  const current = resellerBackend.settings;
  const next: ResellerSettings = {
    ...current,
    ...company,
    resellerId: current.resellerId ?? 3,
    config: {
      ...current.config,
      ...Object.fromEntries(Object.entries(config ?? {}).filter(([, value]) => value !== undefined)),
    } as ResellerSettings['config'],
  };
  if ($createToken) next[$createToken] = `Tok${$createToken}${++resellerBackend.tokens}`.padEnd(24, 'x');
  resellerBackend.settings = next;
  return next;
}

export const resellerHandlers = [
  http.get('/api/reseller/settings', ({ response }) =>
    response(200).json({ data: resellerBackend.settings }),
  ),
  http.post('/api/reseller/settings', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createResellerSettings', body });
    if (resellerBackend.refuse) return response(400).json(resellerBackend.refuse);
    const created = resellerBackend.settings.resellerId === null;
    const data = change(body);
    return created ? response(201).json({ data }) : response(200).json({ data });
  }),
  http.patch('/api/reseller/settings/{resellerId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({
      operation: 'changeResellerSettings',
      body: { resellerId: params.resellerId, ...body },
    });
    if (resellerBackend.refuse) return response(400).json(resellerBackend.refuse);
    return response(200).json({ data: change(body) });
  }),
];

import type { components } from '../../src/api/schema.d.ts';
import { backend, http, notSignedIn, recentSignInRequired } from './backend.ts';

export type NumberSettings = components['schemas']['NumberSettings'];

/** The number settings the fake serves, by the `{tn}` the page asks for; reset before each test. */
export const numberSettingsBackend = { numbers: new Map<string, NumberSettings>() };

export function resetNumberSettingsBackend(): void {
  numberSettingsBackend.numbers = new Map();
}

/** A number's settings as GET .../{tn}/settings answers them: on Forward, no PIN, unlocked, no requests. */
export function numberSettings(overrides: Partial<NumberSettings> = {}): NumberSettings {
  return {
    tn: '+12012340101',
    humanTn: '(201) 234-0101',
    nickname: '',
    plan: { id: 3, name: 'Forward' },
    planForwards: true,
    forwardingPlans: ['Forward', 'Unlimited'],
    forwardTo: null,
    pinSet: false,
    transferLock: false,
    portOutRequests: [],
    ...overrides,
  };
}

const notFound = {
  name: 'NotFound',
  code: 'messaging.number_not_found',
  message: 'Telephone number not found.',
};

/** Stores what each PUT sends (the rules are the server's); the PIN and the lock want a recent sign-in. */
export const numberSettingsHandlers = [
  http.get('/api/accounts/telephone-numbers/{tn}/settings', ({ params, response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    const found = numberSettingsBackend.numbers.get(params.tn);
    return found ? response(200).json(found) : response(404).json(notFound);
  }),
  http.put('/api/accounts/telephone-numbers/{tn}/forwarding', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'setNumberForwarding', body });
    const found = numberSettingsBackend.numbers.get(params.tn);
    if (!found) return response(404).json(notFound);
    found.forwardTo = body.forwardTo;
    return response(200).json(found);
  }),
  http.put('/api/accounts/telephone-numbers/{tn}/port-out-pin', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'setPortOutPin', body });
    if (!backend.recentSignIn) return response(403).json(recentSignInRequired);
    const found = numberSettingsBackend.numbers.get(params.tn);
    if (!found) return response(404).json(notFound);
    found.pinSet = true;
    return response(200).json(found);
  }),
  http.put('/api/accounts/telephone-numbers/{tn}/transfer-lock', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'setTransferLock', body });
    if (!backend.recentSignIn) return response(403).json(recentSignInRequired);
    const found = numberSettingsBackend.numbers.get(params.tn);
    if (!found) return response(404).json(notFound);
    found.transferLock = body.locked;
    return response(200).json(found);
  }),
];

import type { components } from '../../src/api/schema.d.ts';
import type { TelephoneNumber } from '../fixtures/telephone-numbers.ts';
import { backend, http, notSignedIn, page } from './backend.ts';

type PlanChangeQuote = components['schemas']['PlanChangeQuote'];
type ApiErrorBody = { name: string; code: string; message: string; errors?: Record<string, string> };

/** The signed-in account's numbers as the fake answers them (filters are the server's); reset before each test. */
export const telephoneNumberBackend = {
  numbers: [] as TelephoneNumber[],
  /** What GET .../plan-change answers for a plan (a test sets it; the proration is the server's). */
  quote: null as ((number: TelephoneNumber, planId: number) => PlanChangeQuote) | null,
  /** The next change (PATCH, POST plan-change) answers this error instead, once. */
  nextError: null as { status: 400 | 403 | 404 | 422; body: ApiErrorBody } | null,
};

export function resetTelephoneNumberBackend(): void {
  telephoneNumberBackend.numbers = [];
  telephoneNumberBackend.quote = null;
  telephoneNumberBackend.nextError = null;
}

const find = (tn: string) => telephoneNumberBackend.numbers.find((number) => number.tn === `+${tn}`);
const notFound = {
  name: 'NotFoundError',
  code: 'messaging.number_not_found',
  message: 'Telephone number not found.',
};
function takeError() {
  const error = telephoneNumberBackend.nextError;
  telephoneNumberBackend.nextError = null;
  return error;
}

/** The fake /api/accounts/telephone-numbers routes: signed-in callers, paged like the server. */
export const telephoneNumberHandlers = [
  http.get('/api/accounts/telephone-numbers', ({ query, response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    backend.calls.push({ operation: 'listTelephoneNumbers', body: query });
    return response(200).json(page(telephoneNumberBackend.numbers, query));
  }),

  http.patch('/api/accounts/telephone-numbers/{tn}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateTelephoneNumber', body: { tn: params.tn, ...body } });
    const error = takeError();
    if (error) return response(error.status).json(error.body);
    const number = find(params.tn);
    if (!number) return response(404).json(notFound);
    Object.assign(number, body);
    return response(200).json(number);
  }),

  http.get('/api/accounts/telephone-numbers/{tn}/plan-change', ({ params, query, response }) => {
    const number = find(params.tn);
    if (!number || !telephoneNumberBackend.quote) return response(404).json(notFound);
    return response(200).json(telephoneNumberBackend.quote(number, Number(query.get('planId'))));
  }),

  http.post('/api/accounts/telephone-numbers/{tn}/plan-change', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'changePlan', body: { tn: params.tn, ...body } });
    const error = takeError();
    if (error) return response(error.status).json(error.body);
    const number = find(params.tn);
    if (!number || !telephoneNumberBackend.quote) return response(404).json(notFound);
    const quote = telephoneNumberBackend.quote(number, body.planId);
    Object.assign(number, { plan: { id: quote.toPlan.id, name: quote.toPlan.name }, mrc: quote.toPlan.mrc });
    return response(200).json({ number, quote });
  }),

  http.post('/api/accounts/telephone-numbers/activate-sms', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'activateSms', body });
    const error = takeError();
    if (error) return response(error.status).json(error.body);
    const number = find(body.tn.replace(/^\+/, ''));
    if (!number) return response(404).json(notFound);
    // The pending state the server answers (its rules are tested on the server).
    Object.assign(
      number,
      number.isTollFree
        ? { smsEnabled: 'Y', smsValidated: 'pending', isSmsEnabled: true, isSmsPending: true }
        : { smsEnabled: 'pending', isSmsPending: true },
    );
    const kind = number.isTollFree ? ('toll_free' as const) : ('local' as const);
    return response(201).json({
      request: {
        requestId: 1,
        tn: number.tn,
        kind,
        status: 'pending',
        reason: null,
        requestedAt: '2026-11-26T12:00:00.000Z',
        decidedAt: null,
      },
      number,
    });
  }),

  http.delete('/api/accounts/telephone-numbers/{tn}', ({ params, response }) => {
    backend.calls.push({ operation: 'releaseTelephoneNumber', body: { tn: params.tn } });
    const number = find(params.tn);
    if (!number) return response(404).json(notFound);
    telephoneNumberBackend.numbers = telephoneNumberBackend.numbers.filter((row) => row !== number);
    return response(204).empty();
  }),
];

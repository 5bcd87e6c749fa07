import type { TelephoneNumber } from '../fixtures/telephone-numbers.ts';
import { backend, http, notSignedIn, page } from './backend.ts';

/** The signed-in account's numbers as the fake answers them (filters are the server's); reset before each test. */
export const telephoneNumberBackend = { numbers: [] as TelephoneNumber[] };

export function resetTelephoneNumberBackend(): void {
  telephoneNumberBackend.numbers = [];
}

/** The fake GET /api/accounts/telephone-numbers: signed-in callers, paged like the server. */
export const telephoneNumberHandlers = [
  http.get('/api/accounts/telephone-numbers', ({ query, response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    backend.calls.push({ operation: 'listTelephoneNumbers', body: query });
    return response(200).json(page(telephoneNumberBackend.numbers, query));
  }),
];

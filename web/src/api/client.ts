import createClient from 'openapi-fetch';
import { ApiError } from './api-error.ts';
import type { paths } from './schema.d.ts';

/** Spec 1, section 9: "Request timeout 30 s on most calls". */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiClientOptions {
  timeoutMs?: number;
}

/** The typed API client: same-origin cookies, a timeout per request, failures thrown as ApiError. */
export function createApiClient({ timeoutMs = REQUEST_TIMEOUT_MS }: ApiClientOptions = {}) {
  const client = createClient<paths>({
    credentials: 'same-origin',
    // globalThis.fetch is read on every call, not captured once: MSW swaps it after this module loads.
    fetch: (request) =>
      globalThis.fetch(request, {
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
      }),
  });
  client.use({
    onError: ({ request, error }) => ApiError.fromFetchFailure(error, request, timeoutMs),
  });
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();

interface ClientResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call and returns its data, or throws the answer as an ApiError. */
export async function unwrap<D>(call: Promise<ClientResult<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw ApiError.fromResponse(response, error);
  return data as D;
}

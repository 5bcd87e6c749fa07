import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isTimeoutError } from './api-error.ts';

/**
 * Set `meta: { skipGlobalErrorHandler: true }` on a query or mutation whose screen shows all its own errors,
 * or `meta: { handlesError }` when the screen shows some (e.g. field errors) and the global handler the rest
 * (timeouts, a lost session, the unexpected).
 */
export interface AppMeta extends Record<string, unknown> {
  skipGlobalErrorHandler?: boolean;
  handlesError?: (error: unknown) => boolean;
}

function reachesGlobalHandler(meta: AppMeta | undefined, error: unknown): boolean {
  if (meta?.skipGlobalErrorHandler) return false;
  return !meta?.handlesError?.(error);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export interface AppQueryClientOptions {
  onGlobalError: (error: unknown) => void;
  /** Tests pass false so that failures surface at once. */
  retry?: boolean | ((failureCount: number, error: Error) => boolean);
}

/** Retries only what another attempt may fix: not answers the server meant, not timeouts. */
export function retryTransientFailures(failureCount: number, error: Error): boolean {
  if (isTimeoutError(error)) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createAppQueryClient({
  onGlobalError,
  retry = retryTransientFailures,
}: AppQueryClientOptions) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (reachesGlobalHandler(query.meta, error)) onGlobalError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (reachesGlobalHandler(mutation.meta, error)) onGlobalError(error);
      },
    }),
    defaultOptions: {
      queries: { retry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

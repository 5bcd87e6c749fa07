import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isTimeoutError } from './api-error.ts';
import { concernsWholeApp } from './inline-error.ts';

/**
 * One error, one place. A failed query or mutation reaches the global handler (the Error dialog) unless
 * its screen shows the error itself, which it says in `meta`:
 * - `errorShownInline: true`: the screen shows the error inline with `inlineErrorText` (the server's
 *   message). Timeouts and a lost session still go to the global handler alone: they concern the app.
 * - `handlesError`: the screen shows some errors (e.g. field errors), the global handler the rest.
 * - `skipGlobalErrorHandler: true`: the screen deals with every failure itself, a lost session too.
 */
export interface AppMeta extends Record<string, unknown> {
  errorShownInline?: boolean;
  skipGlobalErrorHandler?: boolean;
  handlesError?: (error: unknown) => boolean;
}

function reachesGlobalHandler(meta: AppMeta | undefined, error: unknown): boolean {
  if (meta?.skipGlobalErrorHandler) return false;
  if (meta?.errorShownInline) return concernsWholeApp(error);
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

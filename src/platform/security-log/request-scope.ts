import { AsyncLocalStorage } from 'node:async_hooks';

/** Facts about the HTTP request being served, for records written deep inside a use case. */
export interface RequestScope {
  requestId: string;
  ip: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

/** The request being served, or undefined in jobs and scripts. */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

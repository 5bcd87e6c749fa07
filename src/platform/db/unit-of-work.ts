import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from './orm.ts';

/**
 * Runs a use case's changes in one transaction. Repositories hold `orm.em`, which inside
 * `transactional` resolves to the transaction's fork through the request context.
 */
export type Transactional = <T>(work: () => Promise<T>) => Promise<T>;

export function makeTransactional(orm: Orm): Transactional {
  return (work) => withContext(orm, () => orm.em.transactional(() => work()));
}

/** Gives code outside an HTTP request (jobs, scripts, tests) its own identity map. */
export function withContext<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  if (RequestContext.currentRequestContext()) return work();
  return RequestContext.create(orm.em, work);
}

/** Its own identity map even inside a request: for a long-lived request that must see others' changes. */
export function inFreshContext<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  return RequestContext.create(orm.em, work);
}

/**
 * Runs `work` outside the current request's context: what it starts (a live-event stream that outlives its
 * request) does not keep the request's entity manager and identity map alive; its own reads use `withContext`.
 */
export function outsideRequestContext<T>(work: () => T): T {
  // The context's store is private in MikroORM's types; `run` with no store is AsyncLocalStorage's own API.
  const { storage } = RequestContext as unknown as { storage: { run<R>(store: undefined, fn: () => R): R } };
  return storage.run(undefined, work);
}

/** The entity manager of the current context (transaction fork when inside one). */
export function currentEm(orm: Orm): EntityManager {
  return orm.em.getContext() as EntityManager;
}

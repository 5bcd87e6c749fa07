import type { ListQuery } from '../../../shared/list-query.ts';
import type { SpellingRequest } from '../domain/spelling-request.ts';

/** Vanity-spelling requests (brokerage.spelling_request). Writes join the current transaction. */
export interface SpellingRequestRepository {
  /** Stores the request now and sets its id. */
  add(request: SpellingRequest): Promise<void>;
  /** The number's waiting request, or null. */
  pendingOf(brokerAccountId: number, tn: string): Promise<SpellingRequest | null>;
  /** The waiting requests among the numbers, as tn -> spelling. */
  pendingSpellings(brokerAccountId: number, tns: readonly string[]): Promise<Map<string, string>>;
  /** Locked for update within the current transaction (two staff deciding race). */
  byIdForUpdate(id: number): Promise<SpellingRequest | null>;
  /** The broker's requests on a number, newest first. */
  ofListing(brokerAccountId: number, tn: string): Promise<SpellingRequest[]>;
  list(query: ListQuery): Promise<{ data: SpellingRequest[]; total: number }>;
  flush(): Promise<void>;
}

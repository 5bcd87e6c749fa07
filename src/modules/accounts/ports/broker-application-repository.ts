import type { ListQuery } from '../../../shared/list-query.ts';
import type { BrokerApplication } from '../domain/broker-application.ts';

/** Broker applications, and the one account flag their approval sets. */
export interface BrokerApplicationRepository {
  add(application: BrokerApplication): Promise<BrokerApplication>;
  byId(id: number): Promise<BrokerApplication | null>;
  pendingOfAccount(accountId: number): Promise<BrokerApplication | null>;
  list(query: ListQuery): Promise<{ data: BrokerApplication[]; total: number }>;
  /** Writes the decision and the account's sellersAdmin flag (called inside one transaction). */
  saveDecision(application: BrokerApplication, makeSeller: boolean): Promise<void>;
}

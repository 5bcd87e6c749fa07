import type { ListQuery } from '../../../shared/list-query.ts';
import { Account } from '../domain/account.ts';
import type { BrokerApplication } from '../domain/broker-application.ts';
import type { BrokerApplicationRepository } from '../ports/broker-application-repository.ts';

/** Applications in memory, beside the accounts whose sellersAdmin flag their approval sets. */
export class InMemoryBrokerApplications implements BrokerApplicationRepository {
  readonly rows: BrokerApplication[] = [];
  readonly accounts = new Map<number, Account>();
  #nextId = 1;

  /** An account of brand `brandingId` for the tests to apply from. */
  addAccount(id: number, props: { brandingId?: number; sellersAdmin?: boolean } = {}): Account {
    const account = new Account({ brandingId: props.brandingId ?? 1, createdAt: new Date(0), ...props });
    account.id = id;
    this.accounts.set(id, account);
    return account;
  }

  async accountById(id: number) {
    return this.accounts.get(id) ?? null;
  }

  async add(application: BrokerApplication) {
    application.id = this.#nextId++;
    this.rows.push(application);
    return application;
  }

  async byId(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async pendingOfAccount(accountId: number) {
    return this.rows.find((row) => row.accountId === accountId && row.status === 'pending') ?? null;
  }

  async list(query: ListQuery) {
    const status = query.where.status?.$eq;
    const matching = this.rows.filter((row) => status === undefined || row.status === status);
    return { data: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
  }

  async saveDecision(application: BrokerApplication, makeSeller: boolean) {
    const account = this.accounts.get(application.accountId);
    if (makeSeller && account) account.sellersAdmin = true;
  }
}

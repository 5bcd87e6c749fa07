import type { ListQuery } from '../../../shared/list-query.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import { matchesSearch, type NumberSearch } from '../domain/number-search.ts';
import type { AccountNumberRepository, NumberOwner } from '../ports/account-number-repository.ts';

const owns = (owner: NumberOwner, row: AccountNumber) =>
  row.accountId === owner.accountId &&
  (owner.assignedUserId === undefined || row.assignedUserId === owner.assignedUserId);

export class InMemoryAccountNumbers implements AccountNumberRepository {
  readonly rows: AccountNumber[] = [];
  #nextId = 1;

  async countOfAccount(accountId: number): Promise<number> {
    return this.rows.filter((number) => number.accountId === accountId).length;
  }

  async tnsOfAccount(accountId: number): Promise<string[]> {
    return this.rows
      .filter((number) => number.accountId === accountId)
      .map((number) => number.tn)
      .sort();
  }

  async add(numbers: AccountNumber[]): Promise<void> {
    for (const number of numbers) {
      number.id = this.#nextId++;
      this.rows.push(number);
    }
  }

  /** Honours $eq and $in filters, the search and the first sort key (what the list route's fields allow). */
  async list(owner: NumberOwner, query: ListQuery, search?: NumberSearch | null) {
    const matching = this.rows.filter(
      (row) =>
        owns(owner, row) &&
        matchesSearch(row, search ?? null) &&
        Object.entries(query.where).every(([property, conditions]) => {
          const value = row[property as keyof AccountNumber];
          if (conditions.$eq !== undefined && value !== conditions.$eq) return false;
          return !Array.isArray(conditions.$in) || conditions.$in.includes(value as never);
        }),
    );
    const [key, direction] = Object.entries(query.orderBy)[0] ?? ['id', 'asc'];
    const sign = direction === 'desc' ? -1 : 1;
    const value = (row: AccountNumber) => String(row[key as keyof AccountNumber] ?? '');
    const sorted = [...matching].sort((a, b) => sign * value(a).localeCompare(value(b)) || a.id - b.id);
    return { data: sorted.slice(query.offset, query.offset + query.limit), total: matching.length };
  }

  async findOfOwner(owner: NumberOwner, tn: string) {
    return this.rows.find((row) => row.tn === tn && owns(owner, row)) ?? null;
  }

  async save(): Promise<void> {}

  async remove(number: AccountNumber): Promise<void> {
    this.rows.splice(this.rows.indexOf(number), 1);
  }
}

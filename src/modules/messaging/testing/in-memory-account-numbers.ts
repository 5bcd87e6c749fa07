import type { ListQuery } from '../../../shared/list-query.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';

export class InMemoryAccountNumbers implements AccountNumberRepository {
  readonly rows: AccountNumber[] = [];

  async countOfAccount(accountId: number): Promise<number> {
    return this.rows.filter((number) => number.accountId === accountId).length;
  }

  async add(numbers: AccountNumber[]): Promise<void> {
    for (const number of numbers) {
      number.id = this.rows.length + 1;
      this.rows.push(number);
    }
  }

  /** Honours $eq and $in filters and the first sort key (what the list route's fields allow). */
  async list(owner: { accountId: number; assignedUserId?: number }, query: ListQuery) {
    const matching = this.rows.filter(
      (row) =>
        row.accountId === owner.accountId &&
        (owner.assignedUserId === undefined || row.assignedUserId === owner.assignedUserId) &&
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
}

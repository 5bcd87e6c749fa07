import { LockMode } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { escapeLikePattern, type ListQuery } from '../../../../shared/list-query.ts';
import type { AccountNumber } from '../../domain/account-number.ts';
import type { NumberSearch } from '../../domain/number-search.ts';
import type { AccountNumberRepository, NumberOwner } from '../../ports/account-number-repository.ts';
import { AccountNumberSchema } from './messaging.mapping.ts';

export class MikroOrmAccountNumberRepository implements AccountNumberRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  countOfAccount(accountId: number): Promise<number> {
    return this.#em().count(AccountNumberSchema, { accountId });
  }

  async tnsOfAccount(accountId: number): Promise<string[]> {
    const rows = await this.#em().find(
      AccountNumberSchema,
      { accountId },
      { fields: ['tn'], orderBy: { tn: 'asc' } },
    );
    return rows.map((row) => row.tn);
  }

  async add(numbers: AccountNumber[]): Promise<void> {
    await this.#em().persist(numbers).flush();
  }

  async list(owner: NumberOwner, query: ListQuery, search?: NumberSearch | null) {
    // The owner's conditions are set last, so no filter in the query can widen them.
    const where = { ...query.where, ...searchCondition(search), ...ownerCondition(owner) };
    const [data, total] = await this.#em().findAndCount(
      AccountNumberSchema,
      where as FilterQuery<AccountNumber>,
      {
        orderBy: { ...query.orderBy, id: 'asc' },
        limit: query.limit,
        offset: query.offset,
      },
    );
    return { data, total };
  }

  findOfOwner(owner: NumberOwner, tn: string, options: { lock?: boolean } = {}) {
    return this.#em().findOne(
      AccountNumberSchema,
      { tn, ...ownerCondition(owner) },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
  }

  async save(number: AccountNumber): Promise<void> {
    await this.#em().persist(number).flush();
  }

  async remove(number: AccountNumber): Promise<void> {
    await this.#em().remove(number).flush();
  }
}

function ownerCondition(owner: NumberOwner) {
  return owner.assignedUserId === undefined
    ? { accountId: owner.accountId }
    : { accountId: owner.accountId, assignedUserId: owner.assignedUserId };
}

// Digits anywhere in the number, or the text anywhere in the nickname (any case); both patterns escaped.
function searchCondition(search: NumberSearch | null | undefined) {
  if (!search) return {};
  const nickname = { nickname: { $ilike: `%${escapeLikePattern(search.text)}%` } };
  if (search.digits === null) return nickname;
  return { $or: [{ tn: { $like: `%${escapeLikePattern(search.digits)}%` } }, nickname] };
}

import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { FraudRule } from '../../domain/fraud-rule.ts';
import type { FraudRuleRepository } from '../../ports/fraud-rule-repository.ts';
import { FraudRuleSchema } from './admin.mapping.ts';

export class MikroOrmFraudRuleRepository implements FraudRuleRepository {
  readonly #em: () => EntityManager;
  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async list(query: ListQuery) {
    const [data, total] = await this.#em().findAndCount(
      FraudRuleSchema,
      query.where as FilterQuery<FraudRule>,
      { orderBy: { ...query.orderBy, id: 'asc' }, limit: query.limit, offset: query.offset },
    );
    return { data, total };
  }

  active() {
    return this.#em().find(
      FraudRuleSchema,
      { status: 'active' },
      { orderBy: { priority: 'asc', id: 'asc' } },
    );
  }

  byId(id: number) {
    return this.#em().findOne(FraudRuleSchema, { id });
  }

  async add(rule: FraudRule) {
    await this.#em().persist(rule).flush();
    return rule;
  }

  async flush() {
    await this.#em().flush();
  }
}

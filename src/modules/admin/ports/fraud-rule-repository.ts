import type { ListQuery } from '../../../shared/list-query.ts';
import type { FraudRule } from '../domain/fraud-rule.ts';

export interface FraudRuleRepository {
  /** A page in the list query's order (ties by id), and how many match. */
  list(query: ListQuery): Promise<{ data: FraudRule[]; total: number }>;
  /** Every active rule, for screening an order. */
  active(): Promise<FraudRule[]>;
  byId(id: number): Promise<FraudRule | null>;
  add(rule: FraudRule): Promise<FraudRule>;
  /** Writes changes made to loaded rules. */
  flush(): Promise<void>;
}

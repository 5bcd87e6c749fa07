import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { FraudRuleRepository } from '../ports/fraud-rule-repository.ts';
import { type FraudRuleView, toFraudRuleView } from './fraud-rule-view.ts';

/** GET /api/admin/fraudRules: a page of rules; only active ones unless the query filters on status. */
export function makeListFraudRules({ rules }: { rules: FraudRuleRepository }) {
  return async function listFraudRules(query: ListQuery): Promise<ListResponse<FraudRuleView>> {
    const where = query.where.status ? query.where : { ...query.where, status: { $eq: 'active' } };
    const { data, total } = await rules.list({ ...query, where });
    return toListResponse(data.map(toFraudRuleView), total, query);
  };
}

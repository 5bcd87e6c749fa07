import type { FraudAction, FraudRuleField, FraudRuleOperator } from '../../../shared/fraud-rules.ts';
import { FraudRuleNotFound } from '../domain/admin.errors.ts';
import type { FraudRule, FraudRuleStatus } from '../domain/fraud-rule.ts';
import type { FraudRuleRepository } from '../ports/fraud-rule-repository.ts';
import type { StaffDirectory } from '../ports/staff-directory.ts';

/** A rule as the API answers it (spec 3's names). */
export interface FraudRuleView {
  fraudRuleId: number;
  field: FraudRuleField;
  operator: FraudRuleOperator;
  data: string;
  action: FraudAction;
  comment: string;
  priority: number;
  who: string;
  createDate: string;
  status: FraudRuleStatus;
}

export function toFraudRuleView(rule: FraudRule): FraudRuleView {
  return {
    fraudRuleId: rule.id,
    field: rule.field,
    operator: rule.operator,
    data: rule.data,
    action: rule.action,
    comment: rule.comment,
    priority: rule.priority,
    who: rule.who,
    createDate: rule.createdAt.toISOString(),
    status: rule.status,
  };
}

/** The active rule with this id, or FraudRuleNotFound (404): deleted rules are gone for staff. */
export async function findActiveRule(rules: FraudRuleRepository, id: number): Promise<FraudRule> {
  const rule = await rules.byId(id);
  if (!rule) throw new FraudRuleNotFound();
  rule.assertActive();
  return rule;
}

/** The staff member as "Who" shows them: their email, or 'user <id>' if the account has gone. */
export async function staffMember(staff: StaffDirectory, userId: number) {
  return { who: (await staff.emailOf(userId)) ?? `user ${userId}`, whoUserId: userId };
}

export const fraudRuleSubject = (rule: FraudRule) => `fraudRule:${rule.id}`;

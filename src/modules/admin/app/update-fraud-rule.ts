import type { Clock } from '../../../platform/clock/clock.ts';
import { AuditEntry } from '../domain/audit-entry.ts';
import type { FraudRuleInput } from '../domain/fraud-rule.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { FraudRuleRepository } from '../ports/fraud-rule-repository.ts';
import type { StaffDirectory } from '../ports/staff-directory.ts';
import {
  type FraudRuleView,
  findActiveRule,
  fraudRuleSubject,
  staffMember,
  toFraudRuleView,
} from './fraud-rule-view.ts';

export interface UpdateFraudRuleDeps {
  rules: FraudRuleRepository;
  audit: AuditLog;
  staff: StaffDirectory;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** PATCH /api/admin/fraudRules/{id}: changes the fields sent; audited with the rule before and after. */
export function makeUpdateFraudRule({ rules, audit, staff, clock, tx }: UpdateFraudRuleDeps) {
  return async function updateFraudRule(input: {
    fraudRuleId: number;
    changes: Partial<FraudRuleInput>;
    staffUserId: number;
  }): Promise<FraudRuleView> {
    const editor = await staffMember(staff, input.staffUserId);
    return tx(async () => {
      const rule = await findActiveRule(rules, input.fraudRuleId);
      const before = rule.snapshot();
      rule.edit(input.changes, editor);
      await rules.flush();
      await audit.append(
        new AuditEntry({
          actorUserId: input.staffUserId,
          action: 'fraudRule.update',
          subject: fraudRuleSubject(rule),
          before,
          after: rule.snapshot(),
          at: clock.now(),
        }),
      );
      return toFraudRuleView(rule);
    });
  };
}

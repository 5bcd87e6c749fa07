import type { Clock } from '../../../platform/clock/clock.ts';
import { AuditEntry } from '../domain/audit-entry.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { FraudRuleRepository } from '../ports/fraud-rule-repository.ts';
import { findActiveRule, fraudRuleSubject } from './fraud-rule-view.ts';

export interface DeleteFraudRuleDeps {
  rules: FraudRuleRepository;
  audit: AuditLog;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** DELETE /api/admin/fraudRules/{id}: the rule turns inactive (kept for the audit log), audited. */
export function makeDeleteFraudRule({ rules, audit, clock, tx }: DeleteFraudRuleDeps) {
  return async function deleteFraudRule(input: { fraudRuleId: number; staffUserId: number }): Promise<void> {
    await tx(async () => {
      const rule = await findActiveRule(rules, input.fraudRuleId);
      const before = rule.snapshot();
      rule.deactivate();
      await rules.flush();
      await audit.append(
        new AuditEntry({
          actorUserId: input.staffUserId,
          action: 'fraudRule.delete',
          subject: fraudRuleSubject(rule),
          before,
          after: rule.snapshot(),
          at: clock.now(),
        }),
      );
    });
  };
}

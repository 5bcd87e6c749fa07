import type { Clock } from '../../../platform/clock/clock.ts';
import { AuditEntry } from '../domain/audit-entry.ts';
import { FraudRule, type FraudRuleInput } from '../domain/fraud-rule.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { FraudRuleRepository } from '../ports/fraud-rule-repository.ts';
import type { StaffDirectory } from '../ports/staff-directory.ts';
import { type FraudRuleView, fraudRuleSubject, staffMember, toFraudRuleView } from './fraud-rule-view.ts';

export interface CreateFraudRuleDeps {
  rules: FraudRuleRepository;
  audit: AuditLog;
  staff: StaffDirectory;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** POST /api/admin/fraudRules: a new active rule, audited in the same transaction. */
export function makeCreateFraudRule({ rules, audit, staff, clock, tx }: CreateFraudRuleDeps) {
  return async function createFraudRule(
    input: FraudRuleInput & { staffUserId: number },
  ): Promise<FraudRuleView> {
    const now = clock.now();
    const rule = new FraudRule({ ...input, ...(await staffMember(staff, input.staffUserId)), now });
    return tx(async () => {
      await rules.add(rule);
      await audit.append(
        new AuditEntry({
          actorUserId: input.staffUserId,
          action: 'fraudRule.create',
          subject: fraudRuleSubject(rule),
          before: null,
          after: rule.snapshot(),
          at: now,
        }),
      );
      return toFraudRuleView(rule);
    });
  };
}

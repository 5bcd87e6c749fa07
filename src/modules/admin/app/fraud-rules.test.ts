import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryAuditLog, InMemoryFraudRules, InMemoryStaffDirectory } from '../testing/in-memory-admin.ts';
import { makeCreateFraudRule } from './create-fraud-rule.ts';
import { makeDeleteFraudRule } from './delete-fraud-rule.ts';
import { makeListFraudRules } from './list-fraud-rules.ts';
import { makeRecordAuditEntry } from './record-audit-entry.ts';
import { makeScreenOrder } from './screen-order.ts';
import { makeUpdateFraudRule } from './update-fraud-rule.ts';

function setUp() {
  const rules = new InMemoryFraudRules();
  const audit = new InMemoryAuditLog();
  const staff = new InMemoryStaffDirectory({ 7: 'staff@numberyard.test', 8: 'boss@numberyard.test' });
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const tx = <T>(work: () => Promise<T>) => work();
  const deps = { rules, audit, staff, clock, tx };
  return {
    rules,
    audit,
    create: makeCreateFraudRule(deps),
    update: makeUpdateFraudRule(deps),
    remove: makeDeleteFraudRule(deps),
    list: makeListFraudRules(deps),
    screen: makeScreenOrder(deps),
    record: makeRecordAuditEntry(deps),
  };
}
const input = {
  field: 'email' as const,
  operator: '=' as const,
  data: 'eve@example.com',
  action: 'severeFraud' as const,
  comment: '',
  priority: 0,
};
const query = { where: {}, orderBy: {}, limit: 10, offset: 0, extra: {} };

describe('fraud rule use cases', () => {
  it('creating names the staff member as who and audits the new rule', async () => {
    const { create, audit } = setUp();
    const view = await create({ ...input, staffUserId: 7 });
    expect(view).toMatchObject({ who: 'staff@numberyard.test', createDate: '2026-11-24T12:00:00.000Z' });
    expect(audit.entries).toMatchObject([
      { actorUserId: 7, action: 'fraudRule.create', subject: `fraudRule:${view.fraudRuleId}`, before: null },
    ]);
  });

  it('a bad rule is refused before anything is written', async () => {
    const { create, rules, audit } = setUp();
    await expect(create({ ...input, operator: 'regex', data: '(', staffUserId: 7 })).rejects.toThrow(
      'Invalid regex, please check.',
    );
    expect([rules.rules.length, audit.entries.length]).toEqual([0, 0]);
  });

  it('editing records the editor and the rule before and after', async () => {
    const { create, update, audit } = setUp();
    const { fraudRuleId } = await create({ ...input, staffUserId: 7 });
    const view = await update({ fraudRuleId, changes: { priority: 4 }, staffUserId: 8 });
    expect(view).toMatchObject({ priority: 4, who: 'boss@numberyard.test' });
    expect(audit.entries[1]).toMatchObject({
      actorUserId: 8,
      action: 'fraudRule.update',
      before: { priority: 0, who: 'staff@numberyard.test' },
      after: { priority: 4, who: 'boss@numberyard.test' },
    });
  });

  it('deleting deactivates: the rule leaves the default list and stops screening', async () => {
    const { create, remove, list, screen, audit } = setUp();
    const { fraudRuleId } = await create({ ...input, staffUserId: 7 });
    const order = {
      fullName: '',
      firstName: '',
      lastName: '',
      company: '',
      email: 'eve@example.com',
      ipAddress: '',
      address: '',
      password: '',
      country: 'US',
      items: [],
    };
    expect((await screen(order)).level).toBe('severeFraud');
    await remove({ fraudRuleId, staffUserId: 7 });
    expect((await list(query)).total).toBe(0);
    expect((await screen(order)).level).toBe('notFraud');
    expect(audit.entries.at(-1)).toMatchObject({ action: 'fraudRule.delete', after: { status: 'inactive' } });
    await expect(remove({ fraudRuleId, staffUserId: 7 })).rejects.toThrow('No such fraud rule.');
  });

  it('another module’s audit entry is stamped with the clock', async () => {
    const { record, audit } = setUp();
    await record({ actorUserId: 3, action: 'order.approve', subject: 'order:9', before: null, after: {} });
    expect(audit.entries[0]?.at).toEqual(new Date('2026-11-24T12:00:00Z'));
  });
});

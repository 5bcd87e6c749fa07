import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenedOrder } from '../../../src/modules/admin/index.ts';
import { makeTransactional, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
  await seedLogins(t);
  staff = await logIn(t, 'staff@numberyard.test');
  customer = await logIn(t, 'admin@numberyard.test');
});
afterAll(() => t.close());

const rule = (changes: Record<string, unknown> = {}) => ({
  field: 'email',
  operator: 'regex',
  data: '@mailinator\\.com$',
  action: 'manualFraudReview',
  comment: 'Disposable mailboxes',
  priority: 0,
  ...changes,
});
const create = (json: unknown, cookie = staff) =>
  t.request('/api/admin/fraudRules', { method: 'POST', cookie, json });
const patch = (id: number, json: unknown, cookie = staff) =>
  t.request(`/api/admin/fraudRules/${id}`, { method: 'PATCH', cookie, json });
const remove = (id: number, cookie = staff) =>
  t.request(`/api/admin/fraudRules/${id}`, { method: 'DELETE', cookie });
const auditOf = (id: number) =>
  t.sql<{ action: string; actor_user_id: number; before: unknown; after: Record<string, unknown> | null }>(
    'select action, actor_user_id, before, after from admin.audit_entry where subject = $1 order by id',
    [`fraudRule:${id}`],
  );
const countRules = async () =>
  Number((await t.sql<{ n: string }>('select count(*) as n from admin.fraud_rule'))[0]?.n);

const order = (changes: Partial<ScreenedOrder> = {}): ScreenedOrder => ({
  fullName: 'Eve Mallory',
  firstName: 'Eve',
  lastName: 'Mallory',
  company: '',
  email: 'eve@MAILINATOR.com',
  ipAddress: '198.51.100.4',
  address: '1 Elm St, Austin, TX 73301',
  password: 'hunter22',
  country: 'US',
  items: [{ vendor: 'bwc', license: false, priceCents: 250_000, country: 'US' }],
  ...changes,
});

describe('fraud rules over HTTP', () => {
  it('are for staff only: guests 401, customers 403', async () => {
    expect((await t.request('/api/admin/fraudRules')).status).toBe(401);
    expect((await t.request('/api/admin/fraudRules', { cookie: customer })).status).toBe(403);
    expect((await create(rule(), customer)).status).toBe(403);
    expect((await patch(1, { priority: 1 }, customer)).status).toBe(403);
    expect((await remove(1, customer)).status).toBe(403);
    expect((await t.request('/api/admin/fraudRules/1', { method: 'DELETE' })).status).toBe(401);
    expect((await t.request('/api/admin/fraudRules', { cookie: staff })).status).toBe(200);
  });

  it('create a rule with who and createDate set by the server, audited in the same transaction', async () => {
    const response = await create(rule({ createDate: '2001-01-01T00:00:00Z', who: 'someone else' }));
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      ...rule(),
      who: 'staff@numberyard.test',
      createDate: '2026-11-24T12:00:00.000Z',
      status: 'active',
    });
    const audit = await auditOf(created.fraudRuleId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'fraudRule.create', before: null });
    expect(audit[0]?.after).toMatchObject({ data: '@mailinator\\.com$', action: 'manualFraudReview' });
  });

  it('refuse bad input with 400 and the errors map, changing nothing', async () => {
    const before = await countRules();
    const badRegex = await create(rule({ data: '([a-z' }));
    expect(badRegex.status).toBe(400);
    expect((await badRegex.json()).errors).toEqual({ data: 'Invalid regex, please check.' });
    const nested = await create(rule({ data: '^(\\w+\\s?)*$' }));
    expect(nested.status).toBe(400);
    expect((await nested.json()).errors.data).toMatch(/too long/);
    const comparison = await create(rule({ operator: '>', data: '5' }));
    expect((await comparison.json()).errors).toEqual({ operator: '< and > compare prices only.' });
    const unknownField = await create(rule({ field: 'shoeSize' }));
    expect(unknownField.status).toBe(400);
    expect(Object.keys((await unknownField.json()).errors)).toContain('field');
    expect(await countRules()).toBe(before);
    expect(Number((await t.sql<{ n: string }>('select count(*) as n from admin.audit_entry'))[0]?.n)).toBe(
      before,
    );
  });

  it('change only the fields sent, audited with before and after; a bad change changes nothing', async () => {
    const { fraudRuleId } = await (
      await create(rule({ field: 'price', operator: '>', data: '100000' }))
    ).json();
    const changed = await patch(fraudRuleId, { action: 'severeFraud', priority: 3 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ data: '100000', action: 'severeFraud', priority: 3 });
    const refused = await patch(fraudRuleId, { operator: 'regex', data: '(' });
    expect(refused.status).toBe(400);
    const audit = await auditOf(fraudRuleId);
    expect(audit.map((entry) => entry.action)).toEqual(['fraudRule.create', 'fraudRule.update']);
    expect(audit[1]).toMatchObject({
      before: { action: 'manualFraudReview', priority: 0 },
      after: { action: 'severeFraud', priority: 3 },
    });
    expect((await patch(999_999, { priority: 1 })).status).toBe(404);
  });

  it('delete by marking the rule inactive (audited); it leaves the list and answers 404 after', async () => {
    const { fraudRuleId } = await (await create(rule({ data: 'x@y\\.z' }))).json();
    expect((await remove(fraudRuleId)).status).toBe(204);
    expect(await t.sql('select status from admin.fraud_rule where id = $1', [fraudRuleId])).toEqual([
      { status: 'inactive' },
    ]);
    expect((await auditOf(fraudRuleId)).at(-1)).toMatchObject({
      action: 'fraudRule.delete',
      after: { status: 'inactive' },
    });
    expect((await remove(fraudRuleId)).status).toBe(404);
    expect((await patch(fraudRuleId, { priority: 1 })).status).toBe(404);
    const list = await (await t.request('/api/admin/fraudRules?$limit=100', { cookie: staff })).json();
    expect(list.data.map((r: { fraudRuleId: number }) => r.fraudRuleId)).not.toContain(fraudRuleId);
    const inactive = await (
      await t.request('/api/admin/fraudRules?status[$eq]=inactive', { cookie: staff })
    ).json();
    expect(inactive.data.map((r: { fraudRuleId: number }) => r.fraudRuleId)).toContain(fraudRuleId);
  });

  it('list active rules by ascending priority with the query language', async () => {
    await create(rule({ data: 'first', priority: -5 }));
    const response = await t.request('/api/admin/fraudRules?$limit=2', { cookie: staff });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ limit: 2, skip: 0 });
    expect(body.data[0]).toMatchObject({ data: 'first', priority: -5 });
    const priorities = (
      await (await t.request('/api/admin/fraudRules?$limit=100', { cookie: staff })).json()
    ).data.map((r: { priority: number }) => r.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const severe = await (
      await t.request('/api/admin/fraudRules?action[$eq]=severeFraud', { cookie: staff })
    ).json();
    expect(severe.data.every((r: { action: string }) => r.action === 'severeFraud')).toBe(true);
    expect((await t.request('/api/admin/fraudRules?shoeSize[$eq]=9', { cookie: staff })).status).toBe(400);
  });
});

describe('the admin facades', () => {
  it('fraud.screen evaluates the active rules in the database (deleted ones no longer apply)', async () => {
    const { fraud } = t.composed.modules.admin;
    const verdict = await withContext(t.orm, () => fraud.screen(order()));
    // The active rules above: mailinator regex (manual review) and price > 100000 (severe).
    expect(verdict.level).toBe('severeFraud');
    expect(verdict.matched.map((match) => match.action).sort()).toEqual(['manualFraudReview', 'severeFraud']);
    expect(JSON.stringify(verdict)).not.toContain('hunter22');
    const clean = await withContext(t.orm, () =>
      fraud.screen(order({ email: 'eve@example.com', items: [] })),
    );
    expect(clean).toEqual({ level: 'notFraud', matched: [] });
  });

  it('audit.record writes in the caller’s transaction: rolled back with it', async () => {
    const { audit } = t.composed.modules.admin;
    const tx = makeTransactional(t.orm);
    const entry = {
      actorUserId: 1,
      action: 'test.rollback',
      subject: 'thing:1',
      before: null,
      after: { a: 1 },
    };
    await expect(
      tx(async () => {
        await audit.record(entry);
        throw new Error('the caller fails after recording');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await t.sql("select id from admin.audit_entry where action = 'test.rollback'")).toEqual([]);
    await tx(() => audit.record({ ...entry, action: 'test.commit' }));
    expect(
      await t.sql(
        "select subject, after, at = '2026-11-24T12:00:00Z' as at_clock from admin.audit_entry where action = 'test.commit'",
      ),
    ).toEqual([{ subject: 'thing:1', after: { a: 1 }, at_clock: true }]);
  });
});

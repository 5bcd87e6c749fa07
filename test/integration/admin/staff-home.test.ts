import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const NOW = '2026-11-24T12:00:00Z';
let t: TestApp;
let staff: string;
let customer: string;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await seedLogins(t);
  staff = await logIn(t, 'staff@numberyard.test');
  customer = await logIn(t, 'admin@numberyard.test');
  const created = await t.request('/api/apiTokens', {
    method: 'POST',
    cookie: staff,
    json: { name: 'staff' },
  });
  staffToken = (await created.json()).token;
});
afterAll(() => t.close());

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown; enum?: unknown[] };
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string; example?: unknown } }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, { example?: unknown }> };
}

const openapi = JSON.parse(
  readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument;

/** The required query parameters with their documented examples, so that validation never answers first. */
function exampleQuery(parameters: OpenApiParameter[] = []): string {
  const pairs = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => {
      const value = parameter.example ?? parameter.schema?.example ?? parameter.schema?.enum?.[0] ?? '1';
      return `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(value))}`;
    });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Every /api/admin/* operation the API documents, with example body and query (validation never answers first). */
const adminOperations = Object.entries(openapi.paths)
  .filter(([path]) => path.startsWith('/api/admin/') || path === '/api/admin')
  .flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const ref = schema?.$ref?.split('/').pop();
        const body = schema
          ? ((ref ? openapi.components.schemas[ref]?.example : schema.example) ?? {})
          : undefined;
        const url = path
          .replace('{orderUuid}', '00000000-0000-4000-8000-000000000001')
          .replace(/\{[^}]+\}/g, '1')
          .concat(exampleQuery(operation.parameters));
        return { name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), url, body };
      }),
  );

describe('every staff route (all /api/admin/* in openapi.json)', () => {
  it('is documented: the walk covers the summary and the audit log', () => {
    const names = adminOperations.map((operation) => operation.name);
    expect(names).toContain('GET /api/admin/summary');
    expect(names).toContain('GET /api/admin/audit');
  });

  it.each(adminOperations)('$name: guests 401, customers 403, a staff API token 403', async (operation) => {
    const call = (auth: { cookie?: string; headers?: Record<string, string> }) =>
      t.request(operation.url, {
        method: operation.method,
        ...auth,
        ...(operation.body === undefined ? {} : { json: operation.body }),
      });
    expect((await call({})).status).toBe(401);
    expect((await call({ cookie: customer })).status).toBe(403);
    const token = await call({ headers: { authorization: `Bearer ${staffToken}` } });
    expect(token.status).toBe(403);
  });
});

describe('GET /api/admin/summary', () => {
  const summary = async () => {
    const response = await t.request('/api/admin/summary', { cookie: staff });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('counts 0 in every queue when nothing waits', async () => {
    expect(await summary()).toEqual({
      fraudReviews: 0,
      brokerApplications: 0,
      spellings: 0,
      agentLeads: 0,
      portIns: 0,
      dunningAccounts: 0,
    });
  });

  it('counts the open work of each queue, asked of the module that owns it', async () => {
    const [ids] = await t.sql<{ account_id: number; user_id: number }>(
      'select account_id, user_id from accounts.membership order by account_id limit 1',
    );
    const { account_id: accountId, user_id: userId } = ids!;
    await t.sql(
      `insert into basket.checkout_order (uuid, basket_uuid, branding_id, account_id, user_id, guest_checkout, email,
         fraud_level, amount_due_cents, anniversary_date, payment_kind, status, created_at)
       values (gen_random_uuid(), gen_random_uuid(), 1, $1, $2, false, 'eve@example.com', 'manualFraudReview', 0,
         '2026-11-24', 'card', $3, now())`,
      [accountId, userId, 'held_for_review'],
    );
    await t.sql(
      `insert into accounts.broker_application (account_id, branding_id, company, created_at, email, message,
         number_count, status, user_id, website)
       values ($1, 1, 'Acme', now(), 'a@example.com', '', 3, 'pending', $2, '')`,
      [accountId, userId],
    );
    await t.sql(
      `insert into brokerage.spelling_request (broker_account_id, create_date, spelling, status, tn)
       values ($1, now(), 'FLOWERS', 'pending', '+12015550100'), ($1, now(), 'ROSES', 'approved', '+12015550101')`,
      [accountId],
    );
    await t.sql(
      `insert into offers.agent_lead (branding_id, comments, created_at, email, name, phone, price_cents, tn, type,
         status)
       values (1, '', now(), 'l@example.com', 'Lee', '2015550199', 1000, '+12015550102', 'purchase', 'open'),
              (1, '', now(), 'l@example.com', 'Lee', '2015550199', 1000, '+12015550103', 'purchase', 'closed')`,
    );
    // Rejected, late (placed 40 days ago, not completed), fresh, and completed long ago: two need staff.
    await t.sql(
      `insert into porting.port_in_order (account_id, billing_period, checkout_order_uuid, created_at, plan_id, tn,
         status)
       values ($1, 1, gen_random_uuid(), $2::timestamptz, 1, '+12015550110', 'rejected'),
              ($1, 1, gen_random_uuid(), $2::timestamptz - interval '40 days', 1, '+12015550111', 'submitted'),
              ($1, 1, gen_random_uuid(), $2::timestamptz, 1, '+12015550112', 'pending'),
              ($1, 1, gen_random_uuid(), $2::timestamptz - interval '40 days', 1, '+12015550113', 'completed')`,
      [accountId, NOW],
    );
    await t.sql(
      `insert into billing.dunning (account_id, started_on, ended_on)
       values ($1, '2026-11-01', null), ($1 + 100000, '2026-10-01', '2026-10-20')`,
      [accountId],
    );

    expect(await summary()).toEqual({
      fraudReviews: 1,
      brokerApplications: 1,
      spellings: 1,
      agentLeads: 1,
      portIns: 2,
      dunningAccounts: 1,
    });
  });
});

describe('GET /api/admin/audit', () => {
  const rule = {
    field: 'email',
    operator: 'regex',
    data: '@spam\\.test$',
    action: 'severeFraud',
    priority: 1,
  };
  const list = (query: string, init: { headers?: Record<string, string> } = {}) =>
    t.request(`/api/admin/audit${query}`, { cookie: staff, ...init });

  beforeAll(async () => {
    const created = await t.request('/api/admin/fraudRules', { method: 'POST', cookie: staff, json: rule });
    const { fraudRuleId } = await created.json();
    t.clock.advance(60_000);
    await t.request(`/api/admin/fraudRules/${fraudRuleId}`, {
      method: 'PATCH',
      cookie: staff,
      json: { priority: 2 },
    });
  });

  it('lists entries newest first with who, what, before, after and when', async () => {
    const response = await list('?subject[$contains]=fraudRule');
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.total).toBe(2);
    expect(page.data.map((entry: { action: string }) => entry.action)).toEqual([
      'fraudRule.update',
      'fraudRule.create',
    ]);
    const [update] = page.data;
    expect(update.actor).toBe('staff@numberyard.test');
    expect(update.before).toMatchObject({ priority: 1 });
    expect(update.after).toMatchObject({ priority: 2 });
    expect(update.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('filters on actor, action, subject and an at range', async () => {
    const [created] = (await (await list('?action=fraudRule.create')).json()).data;
    expect(created.action).toBe('fraudRule.create');
    expect((await (await list(`?actor=${created.actorUserId}&action=fraudRule.create`)).json()).total).toBe(
      1,
    );
    expect((await (await list(`?actor=${created.actorUserId + 999}`)).json()).total).toBe(0);
    expect((await (await list(`?subject=${created.subject}`)).json()).total).toBe(2);
    expect(
      (await (await list('?at[$gte]=2026-11-24&at[$lt]=2026-11-25')).json()).total,
    ).toBeGreaterThanOrEqual(2);
    expect((await (await list('?at[$lt]=2026-11-01')).json()).total).toBe(0);
    expect((await list('?nonsense=1')).status).toBe(400);
  });

  it('downloads the matching entries as audit-{date}.csv', async () => {
    const response = await list('?subject[$contains]=fraudRule', { headers: { accept: 'text/csv' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit-2026-11-24.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Id,At,Actor,Actor user id,Action,Subject,Before,After');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('fraudRule.update');
  });
});

describe('staff changes write audit entries (who, what, before, after, when)', () => {
  const entriesOf = async (subject: string) =>
    (await (await t.request(`/api/admin/audit?subject=${subject}&$sort[at]=1`, { cookie: staff })).json())
      .data;

  it('themes: create, update, delete and their patterns (catalog)', async () => {
    const created = await t.request('/api/admin/themes', {
      method: 'POST',
      cookie: staff,
      json: { name: 'Winter Wonderland', theme: 'Winter', startDate: '2026-12-01', endDate: '2026-12-31' },
    });
    expect(created.status).toBe(201);
    const { themeId } = await created.json();
    const pattern = await t.request('/api/admin/themes/patterns', {
      method: 'POST',
      cookie: staff,
      json: { themeId, pattern: 'xxyy' },
    });
    const { themePatternId } = await pattern.json();
    await t.request(`/api/admin/themes/patterns/${themePatternId}`, { method: 'DELETE', cookie: staff });
    await t.request(`/api/admin/themes/${themeId}`, {
      method: 'PATCH',
      cookie: staff,
      json: { endDate: '2027-01-06' },
    });
    await t.request(`/api/admin/themes/${themeId}`, { method: 'DELETE', cookie: staff });

    const theme = await entriesOf(`theme:${themeId}`);
    expect(theme.map((entry: { action: string }) => entry.action)).toEqual([
      'theme.create',
      'theme.update',
      'theme.delete',
    ]);
    expect(theme[0]).toMatchObject({
      actor: 'staff@numberyard.test',
      before: null,
      after: { name: 'Winter Wonderland' },
    });
    expect(theme[1].before.endDate).toMatch(/^2026-12-31/);
    expect(theme[1].after.endDate).toMatch(/^2027-01-06/);
    expect(theme[2]).toMatchObject({ before: { themeId }, after: null });
    const patterns = await entriesOf(`themePattern:${themePatternId}`);
    expect(patterns.map((entry: { action: string }) => entry.action)).toEqual([
      'themePattern.create',
      'themePattern.delete',
    ]);
  });

  it('spelling decisions (brokerage) and broker application decisions (accounts)', async () => {
    const [spelling] = await t.sql<{ id: number }>(
      "select id from brokerage.spelling_request where status = 'pending' order by id limit 1",
    );
    const decided = await t.request(`/api/admin/spellings/${spelling!.id}`, {
      method: 'PATCH',
      cookie: staff,
      json: { status: 'rejected', reason: 'Not a word we show.' },
    });
    expect(decided.status).toBe(200);
    const [spellingEntry] = await entriesOf(`spelling:${spelling!.id}`);
    expect(spellingEntry).toMatchObject({
      action: 'spelling.reject',
      actor: 'staff@numberyard.test',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });

    const [application] = await t.sql<{ id: number }>(
      "select id from accounts.broker_application where status = 'pending' order by id limit 1",
    );
    const answered = await t.request(`/api/broker-applications/${application!.id}`, {
      method: 'PATCH',
      cookie: staff,
      json: { status: 'rejected' },
    });
    expect(answered.status).toBe(200);
    const [applicationEntry] = await entriesOf(`brokerApplication:${application!.id}`);
    expect(applicationEntry).toMatchObject({
      action: 'brokerApplication.reject',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
  });
});

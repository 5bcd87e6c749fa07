import type { FraudRule } from '../fixtures/fraud-rules.ts';
import { backend, http, newId, notSignedIn, page } from './backend.ts';

/** The fake's fraud rules (active and deleted), in the order added; reset before each test. */
export const fraudRuleBackend = { rules: [] as FraudRule[] };

export function resetFraudRuleBackend(): void {
  fraudRuleBackend.rules = [];
}

const forbidden = {
  name: 'ForbiddenError',
  code: 'auth.forbidden',
  message: 'You are not allowed to do this.',
};
const notFound = {
  name: 'FraudRuleNotFound',
  code: 'admin.fraud_rule_not_found',
  message: 'No such fraud rule.',
};

const staffRefusal = () => {
  const { profile } = backend;
  if (!profile.isLoggedIn) return { status: 401 as const, body: notSignedIn };
  return profile.isEmployee || profile.adminUser ? null : { status: 403 as const, body: forbidden };
};

const byPriority = (a: FraudRule, b: FraudRule) => a.priority - b.priority || a.fraudRuleId - b.fraudRuleId;

/**
 * The fake /api/admin/fraudRules: staff only, active rules by priority, delete marks inactive. The rules'
 * checks are the server's (a test that needs a 400 says so with server.use), per ADR 0025.
 */
export const fraudRuleHandlers = [
  http.get('/api/admin/fraudRules', ({ query, response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    backend.calls.push({ operation: 'listFraudRules', body: query });
    const status = query.get('status[$eq]') ?? 'active';
    return response(200).json(
      page(fraudRuleBackend.rules.filter((rule) => rule.status === status).sort(byPriority), query),
    );
  }),

  http.post('/api/admin/fraudRules', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createFraudRule', body });
    const rule: FraudRule = {
      fraudRuleId: newId(),
      ...body,
      comment: body.comment ?? '',
      priority: body.priority ?? 0,
      who: backend.profile.userInfo?.email ?? 'staff@numberyard.test',
      createDate: '2026-11-24T12:00:00.000Z',
      status: 'active',
    };
    fraudRuleBackend.rules.push(rule);
    return response(201).json(rule);
  }),

  http.patch('/api/admin/fraudRules/{id}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateFraudRule', body: { id: Number(params.id), ...body } });
    const rule = fraudRuleBackend.rules.find(
      (row) => row.fraudRuleId === Number(params.id) && row.status === 'active',
    );
    if (!rule) return response(404).json(notFound);
    const changed = {
      ...rule,
      ...body,
      comment: body.comment ?? rule.comment,
      priority: body.priority ?? rule.priority,
    };
    Object.assign(rule, changed);
    return response(200).json(rule);
  }),

  http.delete('/api/admin/fraudRules/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'deleteFraudRule', body: Number(params.id) });
    const rule = fraudRuleBackend.rules.find(
      (row) => row.fraudRuleId === Number(params.id) && row.status === 'active',
    );
    if (!rule) return response(404).json(notFound);
    rule.status = 'inactive';
    return response(204).empty();
  }),
];

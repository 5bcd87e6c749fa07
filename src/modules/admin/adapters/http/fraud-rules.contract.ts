import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import {
  FRAUD_ACTIONS,
  FRAUD_RULE_COMMENT_MAX,
  FRAUD_RULE_DATA_MAX,
  FRAUD_RULE_FIELDS,
  FRAUD_RULE_OPERATORS,
} from '../../../../shared/fraud-rules.ts';
import { defineListResource } from '../../../../shared/list-query.ts';

const STATUSES = ['active', 'inactive'] as const;

/** The list query language for GET /api/admin/fraudRules. */
export const fraudRuleList = defineListResource({
  fields: {
    fraudRuleId: { type: 'integer', property: 'id' },
    field: { type: 'enum', values: FRAUD_RULE_FIELDS },
    operator: { type: 'enum', values: FRAUD_RULE_OPERATORS },
    data: { type: 'string' },
    action: { type: 'enum', values: FRAUD_ACTIONS },
    comment: { type: 'string' },
    priority: { type: 'integer' },
    who: { type: 'string' },
    createDate: { type: 'date', property: 'createdAt' },
    status: { type: 'enum', values: STATUSES },
  },
  defaultSort: { priority: 1 },
});

const example = {
  fraudRuleId: 3,
  field: 'email',
  operator: 'regex',
  data: '@mailinator\\.com$',
  action: 'manualFraudReview',
  comment: 'Disposable mailboxes',
  priority: 0,
  who: 'staff@numberyard.test',
  createDate: '2026-11-24T12:00:00.000Z',
  status: 'active',
} as const;

export const FraudRule = z
  .object({
    fraudRuleId: z.number().int(),
    field: z.enum(FRAUD_RULE_FIELDS),
    operator: z.enum(FRAUD_RULE_OPERATORS),
    data: z
      .string()
      .describe('What the field is compared with: text, a regex, cents for price, true/false for license.'),
    action: z.enum(FRAUD_ACTIONS),
    comment: z.string(),
    priority: z.number().int().describe('Rules run in ascending priority (ties by id).'),
    who: z.string().describe('The staff member who last wrote the rule.'),
    createDate: z.string().datetime(),
    status: z.enum(STATUSES).describe('Deleted rules are inactive.'),
  })
  .openapi('FraudRule', { example });

const ruleFields = {
  field: z.enum(FRAUD_RULE_FIELDS),
  operator: z.enum(FRAUD_RULE_OPERATORS),
  data: z
    .string()
    .max(FRAUD_RULE_DATA_MAX, `Data is at most ${FRAUD_RULE_DATA_MAX} characters.`)
    .describe('Checked with the field and operator: a regex must compile and not nest repetition.'),
  action: z.enum(FRAUD_ACTIONS),
  comment: z.string().max(FRAUD_RULE_COMMENT_MAX).optional().describe('Default empty.'),
  priority: z
    .number()
    .int('Priority is a whole number.')
    .min(-1_000_000)
    .max(1_000_000)
    .optional()
    .describe('An integer; lower runs first. Default 0.'),
};

const IdParam = z.object({ id: z.coerce.number().int().positive().openapi({ example: 3 }) });
const staffOnly = 'Employees and admin users, signed in on the web site (no API tokens).';

export const listFraudRules = createRoute({
  method: 'get',
  path: '/api/admin/fraudRules',
  tags: ['Admin'],
  operationId: 'listFraudRules',
  security: WEB_SESSION,
  summary: 'Fraud rules checkout applies',
  description:
    'The list query language over fraudRuleId, field, operator, data, action, comment, priority, who, createDate ' +
    'and status: `$skip`, `$limit` (default 10, at most 100), `$sort[priority]=1` (the default), ' +
    `\`action[$eq]=severeFraud\`. Active rules only unless the query filters on status. ${staffOnly}`,
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[priority]': z.enum(['1', '-1']).optional(),
      'status[$eq]': z.enum(STATUSES).optional(),
    }),
  },
  responses: {
    200: jsonResponse(listOf(FraudRule, 'FraudRuleList'), 'The rules.'),
    ...errorResponses(400, 401, 403),
  },
});

export const createFraudRule = createRoute({
  method: 'post',
  path: '/api/admin/fraudRules',
  tags: ['Admin'],
  operationId: 'createFraudRule',
  security: WEB_SESSION,
  summary: 'Add a fraud rule',
  description:
    '< and > apply to price (cents) only; = compares text case-insensitively; an invalid regex answers 400 ' +
    `'Invalid regex, please check.' The server sets who and createDate; the change is audited. ${staffOnly}`,
  request: {
    body: jsonBody(
      z.object(ruleFields).openapi('CreateFraudRuleRequest', {
        example: {
          field: 'email',
          operator: 'regex',
          data: '@mailinator\\.com$',
          action: 'manualFraudReview',
          comment: 'Disposable mailboxes',
          priority: 0,
        },
      }),
    ),
  },
  responses: {
    201: jsonResponse(FraudRule, 'The new rule.'),
    ...errorResponses(400, 401, 403, 415),
  },
});

export const updateFraudRule = createRoute({
  method: 'patch',
  path: '/api/admin/fraudRules/{id}',
  tags: ['Admin'],
  operationId: 'updateFraudRule',
  security: WEB_SESSION,
  summary: 'Change a fraud rule',
  description: `Only the fields sent change; the whole rule is checked again and the change audited. ${staffOnly}`,
  request: {
    params: IdParam,
    body: jsonBody(
      z
        .object({
          field: ruleFields.field.optional(),
          operator: ruleFields.operator.optional(),
          data: ruleFields.data.optional(),
          action: ruleFields.action.optional(),
          comment: z.string().max(FRAUD_RULE_COMMENT_MAX).optional(),
          priority: z.coerce
            .number()
            .int('Priority is a whole number.')
            .min(-1_000_000)
            .max(1_000_000)
            .optional(),
        })
        .openapi('UpdateFraudRuleRequest', { example: { action: 'severeFraud', priority: 2 } }),
    ),
  },
  responses: {
    200: jsonResponse(FraudRule, 'The changed rule.'),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

export const deleteFraudRule = createRoute({
  method: 'delete',
  path: '/api/admin/fraudRules/{id}',
  tags: ['Admin'],
  operationId: 'deleteFraudRule',
  security: WEB_SESSION,
  summary: 'Delete a fraud rule',
  description: `The rule becomes inactive and stops applying; the change is audited. ${staffOnly}`,
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});

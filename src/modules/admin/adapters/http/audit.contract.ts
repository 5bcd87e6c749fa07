import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, pageOrCsv, WEB_SESSION } from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { AUDIT_EXPORT_MAX } from '../../app/list-audit-entries.ts';

/** The list query language for GET /api/admin/audit. */
export const auditList = defineListResource({
  fields: {
    auditId: { type: 'integer', property: 'id' },
    actor: { type: 'integer', property: 'actorUserId' },
    action: { type: 'string' },
    subject: { type: 'string' },
    at: { type: 'date' },
  },
  defaultSort: { at: -1 },
});

export const AuditEntry = z
  .object({
    auditId: z.number().int(),
    actorUserId: z.number().int().describe('The staff user who did it.'),
    actor: z.string().nullable().describe("The staff user's sign-in email (null when the user is gone)."),
    action: z.string().describe("What was done, '<area>.<verb>'."),
    subject: z.string().describe("What it was done to, '<kind>:<id>'."),
    before: z.unknown().describe('The thing before the change (null when it did not exist).'),
    after: z.unknown().describe('The thing after the change (null when it no longer exists).'),
    at: z.string().datetime(),
  })
  .openapi('AuditEntry', {
    example: {
      auditId: 7,
      actorUserId: 3,
      actor: 'staff@numberyard.test',
      action: 'fraudRule.update',
      subject: 'fraudRule:12',
      before: { priority: 0 },
      after: { priority: 5 },
      at: '2026-11-24T12:00:00.000Z',
    },
  });

export const listAuditEntries = createRoute({
  method: 'get',
  path: '/api/admin/audit',
  tags: ['Admin'],
  operationId: 'listAuditEntries',
  security: WEB_SESSION,
  summary: 'The staff audit log',
  description:
    'Every staff change with who, what, before, after and when, in the list query language over auditId, ' +
    'actor (the staff user id), action, subject and at: `$skip`, `$limit` (default 10, at most 100), ' +
    '`$sort[at]=-1` (the default, newest first), `action=fraudRule.update`, `subject[$contains]=fraudRule`, ' +
    '`at[$gte]=2026-11-01`. With `Accept: text/csv` the answer is every matching entry (all pages, at most ' +
    `${AUDIT_EXPORT_MAX}) as a CSV attachment named \`audit-{YYYY-MM-DD}.csv\`. ` +
    'Employees and admin users, signed in on the web site (no API tokens).',
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[at]': z.enum(['1', '-1']).optional(),
      action: z.string().optional().openapi({ example: 'fraudRule.update' }),
      actor: z.string().optional().openapi({ example: '3' }),
      'subject[$contains]': z.string().optional().openapi({ example: 'fraudRule' }),
      'at[$gte]': z.string().optional().openapi({ example: '2026-11-01' }),
      'at[$lt]': z.string().optional().openapi({ example: '2026-12-01' }),
    }),
  },
  responses: {
    200: pageOrCsv(AuditEntry, 'AuditEntryList', 'Id,At,Actor,Actor user id,Action,Subject,Before,After\r\n'),
    ...errorResponses(400, 401, 403),
  },
});

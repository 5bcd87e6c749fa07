import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, WEB_SESSION } from '../../../../platform/http/openapi-helpers.ts';

const count = (what: string) => z.number().int().min(0).describe(what);

export const StaffSummary = z
  .object({
    fraudReviews: count('Orders held for a staff fraud review.'),
    brokerApplications: count('Broker applications waiting for a decision.'),
    spellings: count('Vanity spellings waiting for approval.'),
    agentLeads: count('Contact-agent leads not closed yet.'),
    portIns: count('Port-ins rejected, or not completed 30 days after they were placed.'),
    dunningAccounts: count('Accounts in dunning (a recurring payment failed).'),
  })
  .openapi('StaffSummary', {
    example: {
      fraudReviews: 2,
      brokerApplications: 1,
      spellings: 0,
      agentLeads: 5,
      portIns: 3,
      dunningAccounts: 0,
    },
  });

export const staffSummary = createRoute({
  method: 'get',
  path: '/api/admin/summary',
  tags: ['Admin'],
  operationId: 'staffSummary',
  security: WEB_SESSION,
  summary: 'Open work in each staff queue',
  description:
    'The admin home counts: one count per queue, asked of the module that owns it. ' +
    'Employees and admin users, signed in on the web site (no API tokens).',
  responses: {
    200: jsonResponse(StaffSummary, 'The counts.'),
    ...errorResponses(401, 403),
  },
});
